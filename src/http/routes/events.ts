// Server-Sent Events: `GET /games/{id}/events`. One event per version (`id:` = version), resumable with
// Last-Event-ID, comments as heartbeats so proxies keep the stream open. A wrong game or token is refused
// with a problem before the stream starts. Open streams are tracked so shutdown can end them.
import { Router } from 'express';
import type { Deps } from '../../service/deps.js';
import type { Notifier } from '../../service/notifier.js';
import { watch } from '../../service/watch.js';
import { bearerToken } from '../auth.js';
import { parse } from '../parse.js';
import { EventsQuery, GameIdParams } from '../schemas.js';
import { lastEventId, sseHold, sseSend, type Streams } from '../sse.js';

export type { Streams };

export function eventsRouter(deps: Deps, notifier: Notifier, streams: Streams, heartbeatMs: number): Router {
  const router = Router();
  router.get('/games/:id/events', async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    const query = parse(EventsQuery, req.query, 'query');
    const token = bearerToken(req) ?? query.token;
    const stop = await watch(deps, notifier, {
      gameId: id,
      token,
      after: lastEventId(req, 'a version number'),
      emit: (event) => sseSend(res, event.version, event),
      onError: (error) => {
        req.log.warn({ err: error }, 'event stream failed');
        res.end();
      },
    });
    sseHold(req, res, streams, heartbeatMs, stop);
  });
  return router;
}
