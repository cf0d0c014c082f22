// What the server shows and projects of a game's clock: each seat's time left and, for the seats whose
// time runs, the deadline; the earliest deadline (the `games.deadline` column the sweep reads); and the
// outcome with `timeout` as its reason when the entry that ended the game was a timeout.
import type { Outcome } from '../../engine/index.js';
import type { LoadedGame } from '../games/loaded-game.js';
import type { ClockView } from '../views/schemas.js';
import { clockedSeats, deadlineOf, earliestDeadline, pausedUntil } from './clock.js';

export type { ClockView };

type Clocked = Pick<LoadedGame, 'table' | 'seats' | 'record'>;

/** The seats played by built-in bots, which the clock never charges. */
export const botSeats = (loaded: Pick<LoadedGame, 'seats'>): ReadonlySet<number> =>
  new Set(loaded.seats.filter(s => s.bot !== null).map(s => s.seat));

export function clockView(loaded: Clocked): ClockView | null {
  const clock = loaded.table.clock;
  if (!clock) return null;
  const running = clockedSeats(clock, botSeats(loaded));
  const { kind, ...settings } = clock.option;
  return {
    kind,
    ...settings,
    seats: loaded.seats
      .filter(s => s.bot === null)
      .map(({ seat }) => {
        const away = pausedUntil(clock, seat);
        return {
          seat,
          remainingMs: clock.banks[seat] ?? 0,
          deadline: running.includes(seat) ? deadlineOf(clock, seat).toISOString() : null,
          ...(away === null ? {} : { vacationUntil: away.toISOString() }),
        };
      }),
    ...(clock.timedOut.length > 0 ? { timedOut: [...clock.timedOut] } : {}),
  };
}

/** When a table waiting for people is cancelled, if it has a joining deadline. */
export function joinDeadline(loaded: Pick<LoadedGame, 'table' | 'record'>): Date | null {
  const within = loaded.record.joinWithinSeconds;
  return loaded.table.phase === 'waiting' && within !== undefined && within !== null
    ? new Date(loaded.record.createdAt.getTime() + 1000 * within)
    : null;
}

/** The next deadline: a waiting table's joining deadline (seat null), else the earliest of the seats whose time runs. */
export function nextDeadline(loaded: Clocked): { readonly seat: number | null; readonly at: Date } | null {
  const join = joinDeadline(loaded);
  return join ? { seat: null, at: join } : earliestDeadline(loaded.table.clock ?? null, botSeats(loaded));
}

/** The game's outcome, its reason `timeout` when a timeout entry ended it. */
export function outcomeOf(loaded: Pick<LoadedGame, 'game' | 'state' | 'table'>): Outcome | null {
  const outcome = loaded.game.outcome(loaded.state);
  return outcome && loaded.table.clock?.endedByTimeout === true ? { ...outcome, reason: 'timeout' } : outcome;
}
