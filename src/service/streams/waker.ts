// How a stream's reader is woken, shared by a game's stream (streams/watch-game.ts) and a player's (streams/player-stream.ts):
// wake-ups are serialized and merged — at most one read runs and at most one waits — so a burst of
// notifications costs one read and events go out in order; a re-read shortly after the start, then now
// and then, covers a notification that was lost (an append that began before the stream subscribed, or a
// dropped listening connection); and a read that failed because the database is unavailable for a moment
// is tried again a little later (it starts after the last event sent, so the follower misses nothing).
// Any other failure ends the stream (`onError`).
import { isUnavailable } from '../../store/errors.js';

const RECHECK_FIRST_MS = 1_000;
const RECHECK_EVERY_MS = 15_000;
/** After a read failed because the database is unavailable for a moment: read again this much later. */
const RETRY_UNAVAILABLE_MS = 2_000;

export interface Waker {
  readonly wake: () => void;
  /** Stops the re-reads; later wake-ups do nothing. */
  readonly stop: () => void;
}

export function serialWaker(read: () => Promise<void>, onError: (error: unknown) => void): Waker {
  let stopped = false;
  let queued = false;
  let chain: Promise<void> = Promise.resolve();
  let retry: NodeJS.Timeout | undefined;
  const wake = (): void => {
    if (queued || stopped) return;
    queued = true;
    chain = chain.then(async () => {
      queued = false;
      if (stopped) return;
      await read().catch((error: unknown) => {
        if (!isUnavailable(error)) onError(error);
        else if (!stopped) retry = setTimeout(wake, RETRY_UNAVAILABLE_MS);
      });
    });
  };
  const timers = [setTimeout(wake, RECHECK_FIRST_MS), setInterval(wake, RECHECK_EVERY_MS)];
  return {
    wake,
    stop: () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      clearTimeout(retry);
    },
  };
}
