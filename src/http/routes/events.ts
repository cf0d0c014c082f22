// Server-Sent Events: `GET /games/{id}/events`. One event per version (`id:` = version), resumable with
// Last-Event-ID, comments as heartbeats so proxies keep the stream open. A wrong game or token is refused
// with a problem before the stream starts. The stream ends after the event of the game's final entry (at
// once for a finished game: its current state, then the end). Open streams are tracked so shutdown can end
// them. HEAD answers as GET would begin, headers only, and ends: it never holds a stream open.
import type { Request, Response } from 'express';
import { Router } from 'express';
import type { Deps } from '../../service/deps.js';
import type { Feeds } from '../../service/feed.js';
import { Refusal } from '../../service/refusal.js';
import { watch, type GameEvent } from '../../service/watch.js';
import { getGame } from '../../service/read-game.js';
import { bearerToken } from '../auth.js';
import { errorForLog } from '../logging.js';
import { parse } from '../parse.js';
import { EventsQuery, GameIdParams } from '../schemas.js';

export interface Streams {
  readonly open: Set<Response>;
}

function lastEventId(req: Request): number | undefined {
  const header = req.get('last-event-id');
  if (header === undefined || header.trim() === '') return undefined;
  if (!/^\d{1,9}$/.test(header.trim())) throw Refusal.of('invalid-request', 'Last-Event-ID must be a version number.');
  return Number(header.trim());
}

export function eventsRouter(deps: Deps, feeds: Feeds, streams: Streams, heartbeatMs: number): Router {
  // Watchers with the same viewer share each event object (feed.ts): it is serialized once for all of them.
  const serialized = new WeakMap<GameEvent, string>();
  const frame = (event: GameEvent): string => {
    let text = serialized.get(event);
    if (text === undefined) {
      text = `id: ${event.version}\ndata: ${JSON.stringify(event)}\n\n`;
      serialized.set(event, text);
    }
    return text;
  };
  const router = Router();
  const headers = (res: Response): void => {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
  };
  // Express would send HEAD to the GET handler, whose stream never ends; HEAD gets the same checks and
  // the same status and headers, and no stream.
  router.head('/games/:id/events', async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    const query = parse(EventsQuery, req.query, 'query');
    lastEventId(req);
    await getGame(deps, id, bearerToken(req) ?? query.token);
    headers(res);
    res.end();
  });
  router.get('/games/:id/events', async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    const query = parse(EventsQuery, req.query, 'query');
    const token = bearerToken(req) ?? query.token;
    const after = lastEventId(req);
    const start = (): void => {
      if (res.headersSent) return;
      headers(res);
      res.write('retry: 2000\n\n');
    };
    const send = (event: GameEvent): void => {
      start();
      res.write(frame(event));
    };
    const stop = await watch(deps, feeds, {
      gameId: id,
      token,
      after,
      emit: send,
      onError: (error) => {
        req.log.warn({ error: errorForLog(error) }, 'event stream failed');
        res.end();
      },
      onEnd: () => {
        start();
        res.end();
      },
    });
    if (res.writableEnded) return;
    if (req.socket.destroyed) {
      // The client left while the stream was being set up.
      stop();
      return;
    }
    start();
    streams.open.add(res);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
    res.on('close', () => {
      clearInterval(heartbeat);
      streams.open.delete(res);
      stop();
    });
  });
  return router;
}
