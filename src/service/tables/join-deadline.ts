// A table created with `joinWithinSeconds` takes people until its joining deadline, and not a moment after:
// the join checks the deadline itself, whether or not a sweep (CLOCK_SWEEP_MS, possibly off) has cancelled
// the table yet. The deadline is the one listings and the create answer show (clocks/view.ts, joinDeadline).
import type { LoadedGame } from '../games/loaded-game.js';
import { Refusal } from '../refusal.js';

/** When the table stops taking people, if it has a joining deadline (whatever its phase now). */
export function joiningCloses(loaded: Pick<LoadedGame, 'record'>): Date | null {
  const within = loaded.record.joinWithinSeconds;
  return within === undefined || within === null ? null : new Date(loaded.record.createdAt.getTime() + 1000 * within);
}

/** Refuses a join at or after the table's joining deadline (the moment the sweep would cancel it). */
export function requireBeforeJoiningCloses(loaded: Pick<LoadedGame, 'record' | 'table'>, now: Date): void {
  const closes = joiningCloses(loaded);
  if (closes === null || loaded.table.phase === 'playing' || now.getTime() < closes.getTime()) return;
  throw Refusal.of(
    'join-deadline-passed',
    `Game ${loaded.record.id} took people until ${closes.toISOString()} (joinWithinSeconds): its open seats were not all taken in time, so it is cancelled.`,
    { deadline: closes.toISOString() },
  ).saying('join-deadline-passed', { game: loaded.record.id, closes: closes.toISOString() });
}

/**
 * Whether an error is the refusal above, or the table's expiry (tables/expiry.ts): the table is then
 * cancelled before the answer goes out.
 */
export const isJoinTooLate = (error: unknown): boolean =>
  error instanceof Refusal && (error.reason.code === 'join-deadline-passed' || error.reason.code === 'table-expired');
