// Server-Sent Events: `GET /games/{id}/events`. One event per version (`id:` = version), resumable with
// Last-Event-ID, comments as heartbeats so proxies keep the stream open. A wrong game or token is refused
// with a problem before the stream starts. The stream ends after the event of the game's final entry (at
// once for a finished game: its current state, then the end). Open streams are tracked so shutdown can end
// them. HEAD answers as GET would begin, headers only, and ends: it never holds a stream open.
import { Router } from 'express';
import type { Deps } from '../../service/deps.js';
import type { Feeds } from '../../service/streams/game-feed.js';
import { endOnRevoke } from '../../service/streams/key-watch.js';
import type { Notifier } from '../../service/streams/wakeup-hub.js';
import { watch, type GameEvent } from '../../service/streams/watch-game.js';
import { getGame } from '../../service/games/read.js';
import type { GameEvent as GameEventSchema } from '../../service/views/schemas.js';
import type { Assert, Same } from '../../service/zod.js';
import { bearerToken } from '../auth.js';
import { errorForLog } from '../logging.js';
import { parse } from '../parse.js';
import type { z } from '../zod.js';
import { EventsQuery, GameIdParams } from '../schemas.js';
import { lastEventId, sseHeaders, sseHold, sseStart, type Streams } from '../sse.js';

export type { Streams };

// The events are built in service/streams/game-event.ts; the OpenAPI document shows views/schemas.ts's shape.
type _EventsAsDocumented = Assert<Same<GameEvent, z.output<typeof GameEventSchema>>>;

export function eventsRouter(
  deps: Deps,
  feeds: Feeds,
  notifier: Notifier,
  streams: Streams,
  heartbeatMs: number,
): Router {
  // Watchers with the same viewer share each event object (service/streams/game-feed.ts): it is serialized once for all of them.
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
  // Express would send HEAD to the GET handler, whose stream never ends; HEAD gets the same checks and
  // the same status and headers, and no stream.
  router.head('/games/:id/events', async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    const query = parse(EventsQuery, req.query, 'query');
    lastEventId(req, 'version');
    await getGame(deps, id, bearerToken(req) ?? query.token);
    sseHeaders(res);
    res.end();
  });
  router.get('/games/:id/events', async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    const query = parse(EventsQuery, req.query, 'query');
    const token = bearerToken(req) ?? query.token;
    const after = lastEventId(req, 'version');
    const send = (event: GameEvent): void => {
      sseStart(res);
      res.write(frame(event));
    };
    const stopWatching = await watch(deps, feeds, {
      gameId: id,
      token,
      after,
      emit: send,
      onError: error => {
        req.log.warn({ error: errorForLog(error) }, 'event stream failed');
        res.end();
      },
      onEnd: () => {
        sseStart(res);
        res.end();
      },
    });
    // A stream opened with a player key ends when that key is revoked (from any device, on any process).
    const stopRevoke = await endOnRevoke(deps, notifier, token, () => res.end()).catch((error: unknown) => {
      stopWatching();
      throw error;
    });
    const stop = (): void => {
      stopWatching();
      stopRevoke();
    };
    if (res.writableEnded) stop();
    sseHold(req, res, streams, heartbeatMs, stop);
  });
  return router;
}
