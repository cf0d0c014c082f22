// Use cases: a player's vacation (issue 25). A player has VACATION_DAYS_PER_YEAR days (14 by default) in any
// 365 days: the vacation time of the last 365 days (each vacation from its start to its end, or to when it
// was ended early), plus the new one from now to its `until`, is at most that. While on, the deadlines of
// their correspondence games pause: in each game on with a correspondence clock (clocks/clock.ts
// isCorrespondence: a move may take a day or more; live clocks run on), a `vacation` entry names the seat,
// `from` and `until`, and the clock's fold does not run that seat's time meanwhile. The pause is in the
// log, so the deadline (and `games.deadline`, which the sweep reads) moves by the vacation's time on every
// process alike. Ending early appends the same entry with `until` now. A game started while its player is
// on vacation is not paused (they chose to play it).
import {
  clockedSeatsOf,
  endVacation as endRow,
  insertVacation,
  vacationEndedAt,
  vacationsSince,
  type Vacation,
} from '../../store/vacations.js';
import { lockPlayer } from '../../store/players.js';
import { enforceClock } from '../clocks/timeout.js';
import { isCorrespondence, ranOutOfTime } from '../clocks/clock.js';
import type { Deps } from '../deps.js';
import { loadGame } from '../games/load.js';
import type { LoadedGame } from '../games/loaded-game.js';
import { newGameId } from '../access/secrets.js';
import { Refusal } from '../refusal.js';
import { appendTableEntry, decided } from '../tables/append.js';
import { playerOf } from './identify.js';
import type { VacationState } from './schemas.js';

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;

export const DEFAULT_VACATION_DAYS = 14;

export const vacationDaysOf = (deps: Pick<Deps, 'vacationDaysPerYear'>): number =>
  deps.vacationDaysPerYear ?? DEFAULT_VACATION_DAYS;

const endOf = (v: Vacation): Date => v.endedAt ?? v.until;

/** The vacation time (ms) of the 365 days up to `now`. */
const usedMs = (vacations: readonly Vacation[], now: Date): number =>
  vacations.reduce(
    (sum, v) =>
      sum +
      Math.max(
        0,
        Math.min(endOf(v).getTime(), now.getTime()) - Math.max(v.startsAt.getTime(), now.getTime() - YEAR_MS),
      ),
    0,
  );

const days = (ms: number): number => Math.round((ms / DAY_MS) * 10) / 10;

const activeOf = (vacations: readonly Vacation[], now: Date): Vacation | undefined =>
  vacations.find(v => v.endedAt === null && v.startsAt <= now && v.until > now);

function stateOf(deps: Deps, vacations: readonly Vacation[], now: Date, games?: number): VacationState {
  const active = activeOf(vacations, now);
  const budget = vacationDaysOf(deps) * DAY_MS;
  // Days left count the vacation on as taken in full, as it would be if not ended early.
  const pending = active ? active.until.getTime() - now.getTime() : 0;
  return {
    onVacation: active !== undefined,
    from: active?.startsAt.toISOString() ?? null,
    until: active?.until.toISOString() ?? null,
    daysPerYear: vacationDaysOf(deps),
    daysLeft: Math.max(0, days(budget - usedMs(vacations, now) - pending)),
    ...(games === undefined ? {} : { games }),
  };
}

export async function getVacation(deps: Deps, key: string | undefined): Promise<VacationState> {
  const db = deps.database.db;
  const player = await playerOf(db, key);
  const now = deps.now();
  return stateOf(deps, await vacationsSince(db, player.id, new Date(now.getTime() - YEAR_MS)), now);
}

/** Refuses a vacation from `now` to `until` while another is on, or when it would take days past the budget. */
function refuseVacation(deps: Deps, vacations: readonly Vacation[], now: Date, until: Date): void {
  const active = activeOf(vacations, now);
  if (active)
    throw Refusal.of(
      'vacation-conflict',
      `You are on vacation until ${active.until.toISOString()}: end it first (DELETE /players/me/vacation).`,
    ).saying('vacation-conflict/on', { until: active.until.toISOString() });
  const budget = vacationDaysOf(deps) * DAY_MS;
  const used = usedMs(vacations, now);
  const asked = until.getTime() - now.getTime();
  if (used + asked > budget) {
    const words = {
      days: vacationDaysOf(deps),
      used: days(used),
      left: days(Math.max(0, budget - used)),
      asked: days(asked),
    };
    throw Refusal.of(
      'vacation-over-budget',
      `You have ${words.days} vacation days in any 365 days and took ${words.used}; ${words.left} are left, and this vacation asks for ${words.asked}: choose an earlier "until".`,
    ).saying('vacation-over-budget', {
      days: words.days,
      used: words.used,
      left: words.left,
      asked: words.asked,
    });
  }
}

export async function startVacation(deps: Deps, key: string | undefined, until: Date): Promise<VacationState> {
  const db = deps.database.db;
  const player = await playerOf(db, key);
  const now = deps.now();
  if (until.getTime() <= now.getTime())
    throw Refusal.of(
      'invalid-request',
      `"until" (${until.toISOString()}) must be after now (${now.toISOString()}): give the end of your coming vacation.`,
    ).saying('invalid-request/vacation-until', { until: until.toISOString(), now: now.toISOString() });
  // Checked and taken under the player's row lock: two requests at once (a double click) take one vacation, and
  // the second is told it is on, rather than both passing the checks and each counting against the budget.
  const vacation = { id: newGameId(), playerId: player.id };
  await db.transaction().execute(async tx => {
    await lockPlayer(tx, player.id);
    const vacations = await vacationsSince(tx, player.id, new Date(now.getTime() - YEAR_MS));
    refuseVacation(deps, vacations, now, until);
    await insertVacation(tx, { ...vacation, startsAt: now, until });
  });
  let games = 0;
  for (const { gameId, seat } of await clockedSeatsOf(db, player.id)) {
    if (await pauseSeat(deps, gameId, seat, now, until, vacation)) games += 1;
  }
  return stateOf(deps, await vacationsSince(db, player.id, new Date(now.getTime() - YEAR_MS)), now, games);
}

export async function endVacation(deps: Deps, key: string | undefined): Promise<VacationState> {
  const db = deps.database.db;
  const player = await playerOf(db, key);
  const now = deps.now();
  const active = activeOf(await vacationsSince(db, player.id, new Date(now.getTime() - YEAR_MS)), now);
  // Ended under the player's row lock, which a start pausing a game takes to read its vacation (pauseSeat).
  const ended =
    active !== undefined &&
    (await db.transaction().execute(async tx => {
      await lockPlayer(tx, player.id);
      return endRow(tx, active.id, now);
    }));
  if (!active || !ended)
    throw Refusal.of('vacation-conflict', 'You are not on vacation: there is nothing to end.').saying(
      'vacation-conflict/off',
    );
  let games = 0;
  for (const { gameId, seat } of await clockedSeatsOf(db, player.id)) {
    if (await pauseSeat(deps, gameId, seat, active.startsAt, now)) games += 1;
  }
  return stateOf(deps, await vacationsSince(db, player.id, new Date(now.getTime() - YEAR_MS)), now, games);
}

/** Whether a vacation entry belongs in this game: on, with a correspondence clock, the seat still in time. */
function pausable(loaded: LoadedGame, seat: number): boolean {
  const clock = loaded.table.clock;
  return (
    loaded.table.phase === 'playing' &&
    loaded.game.outcome(loaded.state) === null &&
    clock !== null &&
    clock !== undefined &&
    isCorrespondence(clock.option) &&
    !ranOutOfTime(clock, seat)
  );
}

/**
 * Appends the seat's pause from `from` to `until` (an earlier `until` than the one on ends it); a deadline
 * that passed before is enforced first, so a vacation never saves a seat already out of time. Returns
 * whether the game got the entry. Starting `vacation`, it is read again under the player's row lock, which ending
 * it takes: ended since (its end found no pause here to end), it pauses nothing, since a pause counts from its
 * entry on and the vacation is over by then. Else the end waits for this entry, and then ends it.
 */
async function pauseSeat(
  deps: Deps,
  gameId: string,
  seat: number,
  from: Date,
  until: Date,
  vacation?: { readonly id: string; readonly playerId: string },
): Promise<boolean> {
  await enforceClock(deps, gameId);
  const { games } = await decided(deps, async tx => {
    if (vacation !== undefined) {
      await lockPlayer(tx, vacation.playerId);
      if ((await vacationEndedAt(tx, vacation.id)) !== null) return { games: [] };
    }
    const loaded = await loadGame(deps, tx, gameId);
    const ending = until.getTime() <= deps.now().getTime();
    const on = loaded.table.clock?.paused?.[seat];
    if (!pausable(loaded, seat) || (ending && !(on && on.until > until.getTime()))) return { games: [] };
    const fact = { type: 'vacation' as const, seat, from: from.toISOString(), until: until.toISOString() };
    return { games: [await appendTableEntry(deps, tx, loaded, fact, seat)] };
  });
  return games.length > 0;
}
