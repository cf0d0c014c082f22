// The challenge routes: challenge a player by handle, list my open challenges, accept or decline one.
import { Router } from 'express';
import { acceptChallenge, declineChallenge } from '../../service/challenges/answer.js';
import { createChallenge } from '../../service/challenges/create.js';
import { myChallenges } from '../../service/challenges/list.js';
import type { Deps } from '../../service/deps.js';
import { bearerToken } from '../auth.js';
import { noQuery, parse } from '../parse.js';
import { ChallengeBody, ChallengeIdParams } from '../schemas.js';

export function challengesRouter(deps: Deps): Router {
  const router = Router();

  router.post('/challenges', noQuery, async (req, res) => {
    const body = parse(ChallengeBody, req.body, 'body');
    const challenge = await createChallenge(deps, { ...body, key: bearerToken(req) });
    res.status(201).location(`/challenges/${challenge.id}`).json(challenge);
  });

  router.get('/challenges', noQuery, async (req, res) => {
    res.json(await myChallenges(deps, bearerToken(req)));
  });

  router.post('/challenges/:id/accept', noQuery, async (req, res) => {
    const { id } = parse(ChallengeIdParams, req.params, 'path');
    res.json(await acceptChallenge(deps, { id, key: bearerToken(req) }));
  });

  router.post('/challenges/:id/decline', noQuery, async (req, res) => {
    const { id } = parse(ChallengeIdParams, req.params, 'path');
    res.json(await declineChallenge(deps, { id, key: bearerToken(req) }));
  });

  return router;
}
