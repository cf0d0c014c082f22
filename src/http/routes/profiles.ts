// Profiles and leaderboards: public reads. Mounted after the player routes, so /players/me is never taken
// for a handle (`me` is a reserved word anyway: service/players/handles.ts).
import { Router } from 'express';
import type { Deps } from '../../service/deps.js';
import { profileOf } from '../../service/profiles/profile.js';
import { leaderboard } from '../../service/ratings/leaderboard.js';
import { noQuery, parse } from '../parse.js';
import { HandleParams, LeaderboardParams, LeaderboardQuery } from '../schemas.js';

export function profilesRouter(deps: Deps): Router {
  const router = Router();
  const gameIds = [...deps.catalog.keys()] as [string, ...string[]];
  const leaderboardParams = LeaderboardParams(gameIds);

  router.get('/players/:handle', noQuery, async (req, res) => {
    const { handle } = parse(HandleParams, req.params, 'path');
    res.json(await profileOf(deps, handle));
  });

  router.get('/leaderboards/:game', async (req, res) => {
    const { game } = parse(leaderboardParams, req.params, 'path');
    const query = parse(LeaderboardQuery, req.query, 'query');
    res.json(await leaderboard(deps, { game, ...query }));
  });

  return router;
}
