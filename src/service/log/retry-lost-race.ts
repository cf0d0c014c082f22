// A use case decides on the state it read, then appends; it loses a race when another writer appended
// first (the log's primary key (game, seq) refuses its entry, or the seat's idempotency key was used: a
// unique violation), or when Postgres broke a deadlock by aborting its transaction (store/errors.ts).
// Its transaction rolled back, so nothing of it was written: it is simply run again on the new state, a
// bounded number of times. The moves of a seat (moves/act.ts), the table's use cases (tables/append.ts)
// and the timeouts (clocks/timeout.ts) all retry here, each with its own bound and its own last word.
// An attempt that finds its state stale by itself says so with a value, AGAIN, rather than an exception: a
// move finding a deadline passed appends the timeout first (moves/act.ts); a timeout appended may leave
// another one due (clocks/timeout.ts). That counts as an attempt too.
import { isLostRace } from '../../store/errors.js';

/** What an attempt returns to be run again: the state it decided on changed under it. */
export const AGAIN: unique symbol = Symbol('again');
export type Again = typeof AGAIN;

export interface RetryBounds<T> {
  /** How many attempts are made at most, the first one included. */
  readonly attempts: number;
  /** The answer (or the refusal thrown) once the last attempt lost its race too, or asked to run again. */
  readonly exhausted: () => Promise<T>;
}

/** Runs `attempt` (numbered from 1) until it returns a value, again when it lost a race, within the bounds. */
export async function retryLostRace<T>(attempt: (n: number) => Promise<T | Again>, bounds: RetryBounds<T>): Promise<T> {
  for (let n = 1; n <= bounds.attempts; n++) {
    try {
      const result = await attempt(n);
      if (result !== AGAIN) return result;
    } catch (error) {
      if (!isLostRace(error)) throw error;
    }
  }
  return bounds.exhausted();
}
