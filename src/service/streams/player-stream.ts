// Use case: a player's own stream, one for all their games (a web page or a bot holds one connection).
// Events come from `player_events`, numbered per player by the database (store/players.ts), so resuming
// after number N (Last-Event-ID) is exact, whichever process wrote them. Wake-ups arrive by the process's
// one LISTEN; reading what follows the last number sent makes a duplicate or merged wake-up harmless, and a
// re-read now and then covers a wake-up lost with a dropped listening connection.
import { lastPlayerEvent, playerTopic, readPlayerEvents } from '../../store/players.js';
import type { Deps } from '../deps.js';
import type { Notifier } from './wakeup-hub.js';
import { serialWaker } from './waker.js';
import { playerOf } from '../players/identify.js';

export interface PlayerStreamEvent {
  readonly seq: number;
  readonly data: unknown;
}

export interface PlayerWatch {
  readonly key: string | undefined;
  /** Resume after this event number (Last-Event-ID); undefined starts with the next event. */
  readonly after?: number;
  readonly emit: (event: PlayerStreamEvent) => void;
  readonly onError: (error: unknown) => void;
}

const PAGE = 200;

/** Starts the stream; refuses (throws) before any event when the key is wrong. Returns `stop`. */
export async function watchPlayer(deps: Deps, notifier: Notifier, request: PlayerWatch): Promise<() => void> {
  const db = deps.database.db;
  const player = await playerOf(db, request.key);
  let stopped = false;
  let last = 0;
  const pump = async (): Promise<void> => {
    for (;;) {
      const events = await readPlayerEvents(db, player.id, last, PAGE);
      for (const event of events) {
        if (stopped) return;
        last = event.seq;
        request.emit(event);
      }
      if (events.length < PAGE) return;
    }
  };
  // Subscribe before reading where the stream starts, so nothing appended in between is missed.
  const waker = serialWaker(pump, request.onError);
  const unsubscribe = notifier.subscribe(playerTopic(player.id), waker.wake);
  const stop = (): void => {
    stopped = true;
    waker.stop();
    unsubscribe();
  };
  try {
    last = request.after ?? (await lastPlayerEvent(db, player.id));
  } catch (error) {
    stop();
    throw error;
  }
  waker.wake();
  return stop;
}
