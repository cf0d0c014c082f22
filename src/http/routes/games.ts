// The game routes: parse the request, call one use case, send its answer. No game logic and no error
// mapping here (problem.ts does that for whatever is thrown).
import { Router } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { act } from '../../service/moves/act.js';
import { createGame } from '../../service/games/create.js';
import { exportable, exportGame } from '../../service/games/export.js';
import { keptReview, reviewGame } from '../../service/reviews/review.js';
import type { Deps } from '../../service/deps.js';
import { listGamesFor } from '../../service/games/list.js';
import { getGame, getGameAt, legalMoves, readLog } from '../../service/games/read.js';
import { bearerToken } from '../auth.js';
import type { GameSchemas } from '../game-schemas.js';
import { isNotModified } from '../conditional.js';
import { etagOf, idempotencyKeyOf, noQuery, parse, versionFromIfMatch } from '../parse.js';
import { replyJson } from '../reply.js';
import { GameIdParams, GameQuery, ListQuery, LogQuery, ReviewQuery } from '../schemas.js';
import { z } from '../zod.js';

export function gamesRouter(deps: Deps, schemas: GameSchemas): Router {
  const router = Router();
  const gameIds = [...deps.catalog.keys()] as [string, ...string[]];
  const listQuery = ListQuery(gameIds);
  // The move itself is parsed by its own game's schema in the use case: only the game of the URL knows
  // which member of the union applies.
  const moveEnvelope = schemas.MoveBody.extend({ move: z.unknown().refine(m => m !== undefined, 'Required') });

  // First: a move is most of what a busy server answers, and the router tries its routes in order.
  router.post('/games/:id/moves', noQuery, async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    const body = parse(moveEnvelope, req.body, 'body');
    const game = await act(deps, {
      gameId: id,
      token: bearerToken(req),
      command: { kind: 'move', move: body.move },
      expectedVersion: body.expectedVersion ?? versionFromIfMatch(req.get('if-match')),
      idempotencyKey: idempotencyKeyOf(req.get('idempotency-key')),
    });
    res.setHeader('ETag', etagOf(game.version));
    replyJson(res, game);
  });

  router.post('/games', noQuery, async (req, res) => {
    const body = parse(schemas.CreateGameBody, req.body, 'body');
    const created = await createGame(deps, {
      ...body,
      key: bearerToken(req),
      client: ipKeyGenerator(req.ip ?? 'unknown'),
    });
    res.status(201).location(`/games/${created.id}`).setHeader('ETag', etagOf(created.version));
    res.json(created);
  });

  router.get('/games', async (req, res) => {
    const query = parse(listQuery, req.query, 'query');
    res.json(await listGamesFor(deps, { ...query, token: bearerToken(req) }));
  });

  router.get('/games/:id', async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    const { at } = parse(GameQuery, req.query, 'query');
    res.setHeader('Vary', 'Authorization');
    if (at !== undefined) {
      // No ETag: the version names the state, not this answer (the seed appears when the game ends).
      res.json(await getGameAt(deps, id, bearerToken(req), at));
      return;
    }
    const game = await getGame(deps, id, bearerToken(req));
    const etag = etagOf(game.version);
    res.setHeader('ETag', etag);
    if (isNotModified(req, etag)) res.status(304).end();
    else res.json(game);
  });

  router.get('/games/:id/legal-moves', noQuery, async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    res.json(await legalMoves(deps, id, bearerToken(req)));
  });

  router.post('/games/:id/resign', noQuery, async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    const body = parse(schemas.ResignBody, req.body ?? {}, 'body');
    const game = await act(deps, {
      gameId: id,
      token: bearerToken(req),
      command: { kind: 'resign' },
      expectedVersion: body.expectedVersion ?? versionFromIfMatch(req.get('if-match')),
      idempotencyKey: idempotencyKeyOf(req.get('idempotency-key')),
    });
    res.setHeader('ETag', etagOf(game.version));
    replyJson(res, game);
  });

  // An undo is decided and appended as a move is (moves/act.ts): the same token, expected version and key.
  router.post('/games/:id/undo', noQuery, async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    const body = parse(schemas.UndoBody, req.body ?? {}, 'body');
    const game = await act(deps, {
      gameId: id,
      token: bearerToken(req),
      command: { kind: 'undo' },
      expectedVersion: body.expectedVersion ?? versionFromIfMatch(req.get('if-match')),
      idempotencyKey: idempotencyKeyOf(req.get('idempotency-key')),
    });
    res.setHeader('ETag', etagOf(game.version));
    replyJson(res, game);
  });

  router.get('/games/:id/moves', async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    const query = parse(LogQuery, req.query, 'query');
    res.json(await readLog(deps, id, bearerToken(req), query.after, query.limit));
  });

  // HEAD as GET would answer (express would run GET's handler): its checks and their status, its headers but
  // Content-Length, which only the content determines (RFC 9110 §9.3.2), without reading the whole log for a
  // body it drops.
  router.head('/games/:id/export', noQuery, async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    await exportable(deps, id);
    res.type('json').end();
  });

  router.get('/games/:id/export', noQuery, async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    res.json(await exportGame(deps, id));
  });

  // Express would answer HEAD with the GET handler, which computes a review not yet kept (seconds of the bot
  // threads) for a body it drops. HEAD gets GET's checks, so its refusals (404, 409, 400) are GET's, and GET's
  // status and headers: all of them for a kept review; for one not computed yet, no Content-Length, a header
  // only the content determines (RFC 9110 §9.3.2), and nothing queued. Its 503s alone are not foretold: they
  // depend on the line of reviews when GET comes.
  router.head('/games/:id/review', async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    const { seat } = parse(ReviewQuery, req.query, 'query');
    const { review } = await keptReview(deps, id, seat);
    if (review !== null) {
      res.json(review);
      return;
    }
    res.type('json').end();
  });

  router.get('/games/:id/review', async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    const { seat } = parse(ReviewQuery, req.query, 'query');
    res.json(await reviewGame(deps, id, seat));
  });

  return router;
}
