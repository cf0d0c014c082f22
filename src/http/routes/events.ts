// Server-Sent Events: `GET /games/{id}/events`. One event per version (`id:` = version), resumable with
// Last-Event-ID, comments as heartbeats so proxies keep the stream open. A wrong game or token is refused
// with a problem before the stream starts. The stream ends after the event of the game's final entry (at
// once for a finished game: its current state, then the end), and a seat's after the event of its own leave.
// Open streams are tracked so shutdown can end them. HEAD answers as GET would begin, headers only, and ends: it
// never holds a stream open.
// The table's chat rides the same stream as events named `chat` (service/chat/watch.ts), with no `id:` line:
// the Last-Event-ID a client sends back stays the game's version, and a client that missed chat reads it back
// with `?chatAfter=` or GET /games/{id}/chat. A finished game's stream stays open `postGameMs` after its last
// entry for the post-game chat (a cancelled game's ends at once). Each stream counts for presence.
import { Router } from 'express';
import type { Deps } from '../../service/deps.js';
import type { Feeds } from '../../service/streams/game-feed.js';
import { endOnRevoke } from '../../service/streams/key-watch.js';
import type { Notifier } from '../../service/streams/wakeup-hub.js';
import { watch, type GameEvent } from '../../service/streams/watch-game.js';
import { chatterFor } from '../../service/chat/chatter.js';
import { chatClosesAfter } from '../../service/chat/closing.js';
import type { ChatFeeds } from '../../service/chat/feed.js';
import type { ChatMessage } from '../../service/chat/schemas.js';
import { watchChat } from '../../service/chat/watch.js';
import type { PresenceTracker } from '../../service/presence/tracker.js';
import type { GameEvent as GameEventSchema } from '../../service/views/schemas.js';
import type { Assert, Same } from '../../service/zod.js';
import { bearerToken } from '../auth.js';
import { parse } from '../parse.js';
import type { z } from '../zod.js';
import { EventsQuery, GameIdParams } from '../schemas.js';
import { toJson } from '../shared-json.js';
import { lastEventId, sseHeaders, SseStream, type Streams } from '../sse.js';

export type { Streams };

// The events are built in service/streams/game-event.ts; the OpenAPI document shows views/schemas.ts's shape.
type _EventsAsDocumented = Assert<Same<GameEvent, z.output<typeof GameEventSchema>>>;

export interface Social {
  readonly chat: ChatFeeds;
  readonly presence: PresenceTracker;
  /** How long a finished game's stream stays open after its last entry, for the post-game chat. */
  readonly postGameMs: number;
}

export function eventsRouter(deps: Deps, feeds: Feeds, notifier: Notifier, streams: Streams, social: Social): Router {
  // Watchers with the same viewer share each event object (service/streams/game-feed.ts): it is serialized once for all of
  // them, its view and legal moves once for it and the mover's answer of the same version (shared-json.ts).
  const serialized = new WeakMap<GameEvent, string>();
  const frame = (event: GameEvent): string => {
    let text = serialized.get(event);
    if (text === undefined) {
      text = `id: ${event.version}\ndata: ${toJson(event)}\n\n`;
      serialized.set(event, text);
    }
    return text;
  };
  // A message goes to every reader of its channel: serialized once for all of them too.
  const chatFrames = new WeakMap<ChatMessage, string>();
  const chatFrame = (message: ChatMessage): string => {
    let text = chatFrames.get(message);
    if (text === undefined) {
      text = `event: chat\ndata: ${JSON.stringify(message)}\n\n`;
      chatFrames.set(message, text);
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
    // The same checks as GET: a player key without a seat here follows as a spectator.
    await chatterFor(deps, id, bearerToken(req) ?? query.token);
    sseHeaders(res);
    res.end();
  });
  router.get('/games/:id/events', async (req, res) => {
    const { id } = parse(GameIdParams, req.params, 'path');
    const query = parse(EventsQuery, req.query, 'query');
    const token = bearerToken(req) ?? query.token;
    const after = lastEventId(req, 'version');
    // A game this process follows is known without a read (service/chat/chatter.ts): a reconnect storm's cost.
    // A player key is read there; its revocation since is told by this mark (streams/key-watch.ts).
    const mark = notifier.mark();
    const { chatter, at: checkedAt } = await chatterFor(deps, id, token, await feeds.settled(id));
    // What outlives this handler refers to `out`, never to `req` or `res` (sse.ts: a held stream keeps neither).
    const out = new SseStream(res);
    const failed = (error: unknown): void => {
      out.warn(error, 'event stream failed');
      out.end();
    };
    let closing: NodeJS.Timeout | undefined;
    const stopChat = await watchChat(deps, social.chat, {
      gameId: id,
      chatter,
      ...(query.chatAfter === undefined ? {} : { after: query.chatAfter }),
      emit: message => out.write(chatFrame(message)),
      onError: failed,
    });
    // The stream marks its holder here; only a stream that holds no seat counts as watching (a player at
    // the table is shown at their seat, not among the spectators).
    const stopPresence = social.presence.open(chatter.who, chatter.seat === null ? id : null);
    const stopAll = (): void => {
      clearTimeout(closing);
      stopChat();
      stopPresence();
    };
    let stopGame: () => void;
    try {
      stopGame = await watch(deps, feeds, {
        gameId: id,
        // A player key that holds no seat here follows as a spectator (its chat still knows who it is).
        token: chatter.seat === null ? undefined : token,
        viewer: chatter.seat,
        checkedAt,
        after,
        emit: event => out.write(frame(event)),
        onError: failed,
        onEnd: ({ status, at }) => {
          out.start();
          // A stream of a seat just left ends at once, chat included: the players' chat is no longer the leaver's.
          // A finished game's ends when its chat closes (service/chat/closing.ts, which refuses posts from then on).
          const left =
            status === 'finished' ? chatClosesAfter(status, at, social.postGameMs).getTime() - deps.now().getTime() : 0;
          if (left <= 0) out.end();
          else closing = setTimeout(() => out.end(), left);
        },
      });
      // A stream opened with a player key ends when that key is revoked (from any device, on any process).
      const stopRevoke = await endOnRevoke(deps, notifier, chatter.keyId, () => out.end(), mark).catch(
        (error: unknown) => {
          stopGame();
          throw error;
        },
      );
      const stopGameOnly = stopGame;
      stopGame = () => {
        stopGameOnly();
        stopRevoke();
      };
    } catch (error) {
      stopAll();
      throw error;
    }
    const stop = (): void => {
      stopGame();
      stopAll();
    };
    out.hold(streams, stop);
  });
  return router;
}
