// A waiting table without a joining deadline does not wait for ever (issue 21): TABLE_EXPIRY_DAYS after it
// was opened it expires. Expiry is a time, not a job: every reader computes it from `now` (the injected
// clock), so a table is out of the lobby and out of its creator's waiting-table quota the moment it
// expires, on every process sharing the database, whether or not an entry says so yet. The entry that
// makes it terminal (`cancelled` by nobody, reason `expired`) is appended by the first to notice: the clock
// sweep (clocks/sweep.ts), a read of the game, or a join (clocks/timeout.ts), through the one append path;
// the log's primary key lets one of several processes in.
import type { LoadedGame } from '../games/loaded-game.js';
import type { Deps } from '../deps.js';
import { Refusal } from '../refusal.js';
import { DEFAULT_TABLE_EXPIRY_DAYS } from './quota-limits.js';

const DAY_MS = 86_400_000;

/** The days a waiting table takes people, as configured. */
export const expiryDaysOf = (deps: Pick<Deps, 'quotas'>): number =>
  deps.quotas?.expiryDays ?? DEFAULT_TABLE_EXPIRY_DAYS;

/** Tables opened at or before this time have expired by `now` (when they wait and have no joining deadline). */
export const expiryCutoff = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** When a table expires if still waiting; null for a table with a joining deadline (that deadline rules it). */
export function expiresAt(loaded: Pick<LoadedGame, 'record'>, days: number): Date | null {
  const { record } = loaded;
  if (record.table?.waiting !== true) return null;
  if (record.joinWithinSeconds !== undefined && record.joinWithinSeconds !== null) return null;
  return new Date(record.createdAt.getTime() + days * DAY_MS);
}

/** Whether the table waits for people still, past its expiry. */
export function isExpired(loaded: Pick<LoadedGame, 'record' | 'table'>, now: Date, days: number): boolean {
  const at = expiresAt(loaded, days);
  return loaded.table.phase === 'waiting' && at !== null && at.getTime() <= now.getTime();
}

/** Refuses a join once the table has expired, whether or not its cancellation is appended yet. */
export function requireNotExpired(loaded: Pick<LoadedGame, 'record' | 'table'>, now: Date, days: number): void {
  if (loaded.table.expired !== true && !isExpired(loaded, now, days)) return;
  throw Refusal.of(
    'table-expired',
    `Game ${loaded.record.id} waited ${days} days for people without filling its seats, so it expired: find another table in the lobby (GET /games?status=waiting&open=true), or open one.`,
  ).saying('table-expired', { game: loaded.record.id, days });
}
