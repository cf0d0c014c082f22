// Use case: follow a game. One event per version: the first is the game now (or, when resuming after a
// version, each entry after it), then one per appended entry, in order and without gaps. The follower keeps
// its own fold of the game so every event carries the status and seats to act as of that version. Once the
// event of the game's final entry is sent (or, for a game already over, the game as it is), nothing more
// can come: the watch ends itself and says so (`onEnd`), so a stream of a finished game closes.
import type { Outcome, Viewer } from '../engine/index.js';
import { readEntries, type LogEntry } from '../store/log.js';
import type { GameStatus } from '../store/schema.js';
import { viewerOf } from './authenticate.js';
import type { LoadedGame } from './cache.js';
import type { Deps } from './deps.js';
import { foldEntries, loadGame, loadGameAt } from './load.js';
import type { Notifier } from './notifier.js';
import { presentEntry, statusOf, toActOf, type SeenEntry } from './present.js';
import { serialWaker } from './wakeups.js';

export interface GameEvent {
  readonly version: number;
  readonly status: GameStatus;
  readonly toAct: readonly number[];
  readonly outcome: Outcome | null;
  readonly entry: SeenEntry;
}

export interface Watch {
  readonly gameId: string;
  readonly token: string | undefined;
  /** Resume after this version (the SSE Last-Event-ID); undefined starts with the game as it is now. */
  readonly after?: number;
  readonly emit: (event: GameEvent) => void;
  readonly onError: (error: unknown) => void;
  /** The game is over and its last event was emitted (perhaps before `watch` returns): nothing follows. */
  readonly onEnd: () => void;
}

function eventFor(game: LoadedGame, entry: LogEntry, viewer: Viewer): GameEvent {
  const status = statusOf(game);
  const outcome = status === 'finished' ? game.game.outcome(game.state) : null;
  return {
    version: game.version,
    status,
    toAct: toActOf(game),
    outcome,
    entry: presentEntry(game, entry, viewer, outcome !== null),
  };
}

/** Starts following; refuses (throws) before any event when the game or token is wrong. Returns `stop`. */
export async function watch(deps: Deps, notifier: Notifier, request: Watch): Promise<() => void> {
  const db = deps.database.db;
  let stopped = false;
  let seen: LoadedGame | null = null;
  let viewer: Viewer = null;

  // Declared here, called only once `stop` below exists: the watch ends itself after the final event.
  function end(): void {
    if (stopped) return;
    stop();
    request.onEnd();
  }
  const send = (event: GameEvent): void => {
    request.emit(event);
    if (event.status === 'finished' || event.status === 'cancelled') end();
  };
  const pump = async (): Promise<void> => {
    if (seen === null) return;
    const entries = await readEntries(db, request.gameId, seen.version);
    for (const entry of entries) {
      if (stopped) return;
      seen = foldEntries(seen, [entry]);
      send(eventFor(seen, entry, viewer));
    }
  };
  // Refuse a wrong game or token before anything else.
  viewer = await viewerOf(db, await loadGame(deps, db, request.gameId), request.token);
  // Follow before reading, so that no append between the read and the follow can be missed. One gap
  // remains: an append whose statement began before the follow was committed does not notify, and may
  // commit after the first read. The waker's re-reads shortly after the start, then now and then, close it.
  const waker = serialWaker(pump, request.onError);
  const wake = waker.wake;
  const unfollow = await notifier.follow(request.gameId, wake).catch((error: unknown) => {
    waker.stop();
    throw error;
  });
  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    waker.stop();
    unfollow();
  };
  try {
    const now = await loadGame(deps, db, request.gameId);
    if (request.after === undefined || request.after >= now.version) {
      // Without a resume point, the game as it is now; resuming at the current version, nothing yet.
      if (request.after === undefined) {
        const [last] = await readEntries(db, request.gameId, now.version - 1, now.version);
        if (last) send(eventFor(now, last, viewer));
      } else if (statusOf(now) === 'finished' || statusOf(now) === 'cancelled') {
        // Resuming at the end of a finished game: there is nothing to send, and nothing will come.
        end();
      }
      if (stopped) return stop;
      seen = request.after === undefined ? now : await loadGameAt(deps, db, request.gameId, Math.min(request.after, now.version));
    } else {
      seen = await loadGameAt(deps, db, request.gameId, request.after);
    }
    wake();
    return stop;
  } catch (error) {
    stop();
    throw error;
  }
}
