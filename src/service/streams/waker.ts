// How every stream's reader is woken: a game's feed (streams/game-feed.ts, shared by the game's watchers)
// and a player's stream (streams/player-stream.ts). Wake-ups are serialized and merged — at most one read
// runs and at most one waits — so a burst of notifications costs one read and events go out in order; a
// re-read shortly after the start, then now and then, covers a notification that was lost (an append that
// began before the stream subscribed, or a dropped listening connection); and a read that failed because
// the database is unavailable for a moment is tried again a little later (it starts after the last event
// sent, so the follower misses nothing). Any other failure ends the stream (`onError`).
//
// A read is told whether it is a re-check (`read(true)`): a timer's, a retry's, or one asked for with
// `recheck()` because anything may have been missed. A reader that takes what notifications brought along
// (the game feed folds the entries that came with them) must then go to the database instead.
import { isUnavailable } from '../../store/errors.js';

export const RECHECK_FIRST_MS = 1_000;
export const RECHECK_EVERY_MS = 15_000;
/** After a read failed because the database is unavailable for a moment: read again this much later. */
const RETRY_UNAVAILABLE_MS = 2_000;

export interface Waker {
  /** Something new was announced: read soon. */
  readonly wake: () => void;
  /** Anything may have been missed: the next read is a re-check. */
  readonly recheck: () => void;
  /** Stops the re-reads; later wake-ups do nothing. */
  readonly stop: () => void;
}

/**
 * `timers`: re-read shortly after the start and now and then. Off for a reader whose re-reads are done for many
 * at once elsewhere (player-stream.ts: one query re-checks every player stream of the process).
 */
export function serialWaker(
  read: (recheck: boolean) => Promise<void>,
  onError: (error: unknown) => void,
  timers = true,
): Waker {
  let stopped = false;
  let queued = false;
  /** Whether the queued read is a re-check: set by any of the wake-ups it merges. */
  let rechecking = false;
  let chain: Promise<void> = Promise.resolve();
  let retry: NodeJS.Timeout | undefined;
  const wake = (): void => {
    if (queued || stopped) return;
    queued = true;
    chain = chain.then(async () => {
      queued = false;
      const full = rechecking;
      rechecking = false;
      if (stopped) return;
      await read(full).catch((error: unknown) => {
        if (!isUnavailable(error)) onError(error);
        else if (!stopped) {
          clearTimeout(retry);
          retry = setTimeout(recheck, RETRY_UNAVAILABLE_MS);
        }
      });
    });
  };
  const recheck = (): void => {
    rechecking = true;
    wake();
  };
  const rechecks = timers ? [setTimeout(recheck, RECHECK_FIRST_MS), setInterval(recheck, RECHECK_EVERY_MS)] : [];
  return {
    wake,
    recheck,
    stop: () => {
      stopped = true;
      for (const timer of rechecks) clearTimeout(timer);
      clearTimeout(retry);
    },
  };
}
