// The table routes: taking a seat, leaving it, cancelling a waiting table, asking for a rematch. The
// bearer credential is a seat token or a player key; joining takes an optional player key.
import { Router } from 'express';
import type { Deps } from '../../service/deps.js';
import { join } from '../../service/tables/join.js';
import { cancel, leave } from '../../service/tables/leave.js';
import { rematch } from '../../service/tables/rematch.js';
import { bearerToken } from '../auth.js';
import { etagOf, noQuery, parse } from '../parse.js';
import { replyJson } from '../reply.js';
import { GameIdParams, JoinBody, JoinQuery } from '../schemas.js';

export function tablesRouter(deps: Deps): Router {
  const router = Router();

  router.post('/games/:id/join', async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    const query = parse(JoinQuery, req.query, 'query');
    const body = parse(JoinBody, req.body ?? {}, 'body');
    const code = body.code ?? query.code;
    const seated = await join(deps, {
      gameId: id,
      key: bearerToken(req),
      ...(body.seat === undefined ? {} : { seat: body.seat }),
      ...(code === undefined ? {} : { code }),
      ...(body.name === undefined ? {} : { name: body.name }),
    });
    res.setHeader('ETag', etagOf(seated.game.version));
    replyJson(res, seated);
  });

  router.post('/games/:id/leave', noQuery, async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    const game = await leave(deps, id, bearerToken(req));
    res.setHeader('ETag', etagOf(game.version));
    replyJson(res, game);
  });

  router.post('/games/:id/cancel', noQuery, async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    const game = await cancel(deps, id, bearerToken(req));
    res.setHeader('ETag', etagOf(game.version));
    replyJson(res, game);
  });

  router.post('/games/:id/rematch', noQuery, async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    replyJson(res, await rematch(deps, id, bearerToken(req)));
  });

  return router;
}
