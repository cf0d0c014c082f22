// Mutes and blocks: `POST /players/me/mutes/{player}` mutes (hides that player's chat from you everywhere),
// `DELETE` the same path unmutes, `GET /players/me/mutes` lists; `…/blocks…` likewise for blocks (no chat and
// no challenge from them). Each answers the list as it now is; doing it twice is doing it once.
import { Router, type Request, type Response } from 'express';
import type { Deps } from '../../service/deps.js';
import { mute, myMutes, unmute } from '../../service/social/mutes.js';
import type { MuteKind } from '../../service/social/mutes.js';
import { bearerToken } from '../auth.js';
import { noQuery, parse } from '../parse.js';
import { PlayerRefParams } from '../schemas.js';

const PATHS: Record<MuteKind, string> = { mute: 'mutes', block: 'blocks' };

export function socialRouter(deps: Deps): Router {
  const router = Router();
  for (const kind of ['mute', 'block'] as const) {
    const path = `/players/me/${PATHS[kind]}`;
    const change = (action: typeof mute) => async (req: Request, res: Response) => {
      const { player } = parse(PlayerRefParams, req.params, 'path');
      res.json(await action(deps, { key: bearerToken(req), target: player, kind }));
    };
    router.get(path, noQuery, async (req, res) => {
      res.json(await myMutes(deps, bearerToken(req), kind));
    });
    router.post(`${path}/:player`, noQuery, change(mute));
    router.delete(`${path}/:player`, noQuery, change(unmute));
  }
  return router;
}
