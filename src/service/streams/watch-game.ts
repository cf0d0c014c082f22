// Use case: follow a game. One event per version: the first is the game now (or, when resuming after a
// version, each entry after it), then one per appended entry, in order and without gaps. Live events come
// from the game's feed (streams/game-feed.ts), shared by every watcher of the game in this process; a stream that
// resumes a few versions behind gets them from the feed too (it keeps its last deliveries), and only one further
// behind reads the log on its own, once, from the nearest snapshot. Once the event of the
// game's final entry is sent (or, for a game already over, the game as it is), nothing more can come: the
// watch ends itself and says so (`onEnd`), so a stream of a finished game closes.
// A seat's watch ends too after the event of that seat's own leave: the seat is free again, and whoever takes
// it next must not be followed through the leaver's stream (their hand, their legal moves, the players' chat).
// For the same reason a seat checked on an earlier version than the watch starts at is checked again on the
// game it starts with: a leave in between ends the watch before any event. Only a leave after the version the
// token was found holding the seat counts: an earlier one was another holder's (or its own, since back).
// The seats of that check are read when the feed's game may not have those of its version yet (game-feed.ts
// folds another process's entries, then reads the seats they changed); and a stream resumed at a version the
// feed has not reached (another process sent it) ends when the feed hears its own leave among those versions.
import type { Viewer } from '../../engine/index.js';
import { readSeats } from '../../store/games.js';
import { readEntries, type Executor, type LogEntry } from '../../store/log.js';
import { viewerOf } from '../access/authenticate.js';
import type { Deps } from '../deps.js';
import type { Delivery, Feed, Feeds } from './game-feed.js';
import { eventFor, type GameEvent } from './game-event.js';
import { foldEntries, loadGameAt } from '../games/load.js';
import { statusOf } from '../views/game-view.js';
import type { LoadedGame } from '../games/loaded-game.js';
import { Refusal } from '../refusal.js';

export type { GameEvent } from './game-event.js';

export interface Watch {
  readonly gameId: string;
  readonly token: string | undefined;
  /**
   * The token's viewer when the caller has checked it already on this game, at version `checkedAt`: the token
   * is checked again only when the watch starts at a later version. A leave of that seat at or before the version
   * the token was found holding it was an earlier holder's, and does not end the watch (a resumed stream sends it).
   */
  readonly viewer?: Viewer;
  readonly checkedAt?: number;
  /** Resume after this version (the SSE Last-Event-ID); undefined starts with the game as it is now. */
  readonly after?: number;
  readonly emit: (event: GameEvent) => void;
  readonly onError: (error: unknown) => void;
  /**
   * No game event follows (perhaps said before `watch` returns): the game is over and its last event was
   * emitted, or the viewer's seat was left (`left`: the event of the leave was emitted, or none at all when the
   * seat was left before the watch started). `at` is when the last entry was appended (the post-game chat keeps
   * a finished game's stream open a while).
   */
  readonly onEnd: (end: { status: WatchEnd; at: Date }) => void;
}

export type WatchEnd = 'finished' | 'cancelled' | 'left';

/** Whether the game has reached `version` (its entry is in the log). */
async function hasVersion(deps: Deps, gameId: string, version: number): Promise<boolean> {
  return (await readEntries(deps.database.db, gameId, version - 1, version)).length > 0;
}

/** Whether `entry` is `viewer`'s own leave of its seat, after `heldAt` (when the token was found holding it). */
const leaves = (entry: LogEntry, viewer: Viewer, heldAt: number): boolean =>
  viewer !== null && entry.kind === 'leave' && entry.seat === viewer && entry.seq > heldAt;

/**
 * The feed's game `now` with the seats of its version. A feed folds the entries another process appended, then
 * reads the seats they changed (game-feed.ts): until it has (`settled`), its game may still seat a leaver. The
 * seats are then read, as they are now (a later version's at most: a seat left since is left all the same).
 */
async function seatedAt(db: Executor, feed: Feed, now: Delivery): Promise<LoadedGame> {
  if (feed.settled === now.game) return now.game;
  return { ...now.game, seats: await readSeats(db, now.game.record.id) };
}

/** Whether the token still holds `viewer`'s seat in `loaded` (a seat token's hash, or a seated player's key). */
async function stillHolds(
  db: Executor,
  loaded: LoadedGame,
  token: string | undefined,
  viewer: Viewer,
): Promise<boolean> {
  try {
    return (await viewerOf(db, loaded, token)) === viewer;
  } catch (error) {
    if (error instanceof Refusal) return false;
    throw error;
  }
}

/** Starts following; refuses (throws) before any event when the game or token is wrong. Returns `stop`. */
export async function watch(deps: Deps, feeds: Feeds, request: Watch): Promise<() => void> {
  const db = deps.database.db;
  let viewer: Viewer = null;
  /** The version the token was found holding the viewer's seat at: a leave of that seat after it ends the watch. */
  let heldAt = -1;
  let ended = false;
  /** The last version emitted; null until the start is sent. Deliveries meanwhile wait in `pending`. */
  let sent: number | null = null;
  const pending: Delivery[] = [];
  // Declared here, called only once `leave` below exists: the watch ends itself after the final event.
  function end(status: WatchEnd, at: Date): void {
    if (ended) return;
    ended = true;
    leave();
    request.onEnd({ status, at });
  }
  const send = (event: GameEvent, entry: LogEntry): void => {
    if (ended) return;
    request.emit(event);
    if (event.status === 'finished' || event.status === 'cancelled') end(event.status, entry.createdAt);
    else if (leaves(entry, viewer, heldAt)) end('left', entry.createdAt);
  };
  const deliver = (delivery: Delivery): void => {
    if (sent === null) {
      pending.push(delivery);
    } else if (delivery.game.version === sent + 1) {
      sent = delivery.game.version;
      send(delivery.eventFor(viewer), delivery.entry);
    } else if (delivery.game.version <= sent && leaves(delivery.entry, viewer, heldAt)) {
      // A version the client had from another process (it resumed ahead of this feed), not sent again: the
      // seat's leave among them ends the watch all the same, before whoever sits there next is followed.
      end('left', delivery.entry.createdAt);
    }
  };
  const { feed, leave } = await feeds.join(request.gameId, { deliver, fail: request.onError });
  try {
    const now = feed.current;
    viewer =
      request.viewer !== undefined || request.token === undefined
        ? (request.viewer ?? null)
        : await viewerOf(db, await seatedAt(db, feed, now), request.token);
    const recheck =
      request.viewer !== undefined && request.checkedAt !== undefined && request.checkedAt < now.game.version;
    if (viewer !== null && recheck && !(await stillHolds(db, await seatedAt(db, feed, now), request.token, viewer))) {
      // Left between the caller's check and this start: no event of the seat's, nor of whoever sits there now.
      end('left', now.entry.createdAt);
      return leave;
    }
    // A viewer given unchecked (no `checkedAt`) may have been found at any version: any leave of its seat counts.
    heldAt = request.viewer === undefined || recheck ? now.game.version : (request.checkedAt ?? -1);
    let resumed = now.game.version;
    if (request.after === undefined) {
      send(now.eventFor(viewer), now.entry);
    } else if (request.after < now.game.version && feed.since(request.after) !== null) {
      // A few versions behind: the feed still has them, and their events for this viewer (built once for all).
      for (const delivery of feed.since(request.after) ?? []) send(delivery.eventFor(viewer), delivery.entry);
    } else if (request.after < now.game.version) {
      // Further behind: this watcher's own catch-up, from the nearest snapshot at or before its version.
      let seen = await loadGameAt(deps, db, request.gameId, request.after);
      for (const entry of await readEntries(db, request.gameId, seen.version, now.game.version)) {
        seen = foldEntries(seen, [entry]);
        send(eventFor(seen, entry, viewer), entry);
      }
    } else if (request.after > now.game.version && !(await hasVersion(deps, request.gameId, request.after))) {
      // No version of this game (another game's id, or a made-up one): what the client holds is not this game,
      // so it starts afresh with the game now, rather than waiting in silence for the game to reach that number.
      send(now.eventFor(viewer), now.entry);
    } else {
      // Resuming at the end: of a finished (or cancelled) game, there is nothing to send, and nothing will come. A
      // version this feed has not heard of yet (another process appended it, and told the client first) was sent:
      // the feed's deliveries up to it are not sent again.
      resumed = request.after;
      const status = statusOf(now.game);
      if (status === 'finished' || status === 'cancelled') end(status, now.entry.createdAt);
    }
    sent = resumed;
    for (const delivery of pending.splice(0)) deliver(delivery);
    return leave;
  } catch (error) {
    leave();
    throw error;
  }
}
