// Players' vacations (migrations/0019): each row a vacation from `starts_at` to `until`, or to `ended_at`
// when its player ended it early. What a vacation does to a game is in that game's log (a `vacation` entry,
// service/players/vacation.ts); these rows only count the days against the player's yearly budget.
import type { Executor } from './log.js';

export interface Vacation {
  readonly id: string;
  readonly playerId: string;
  readonly startsAt: Date;
  readonly until: Date;
  readonly endedAt: Date | null;
}

export async function insertVacation(db: Executor, v: Omit<Vacation, 'endedAt'>): Promise<void> {
  await db
    .insertInto('vacations')
    .values({ id: v.id, player_id: v.playerId, starts_at: v.startsAt, until: v.until, ended_at: null })
    .execute();
}

/** The player's vacations that had not ended by `since` (the ones that can count after it), oldest first. */
export async function vacationsSince(db: Executor, playerId: string, since: Date): Promise<Vacation[]> {
  const rows = await db
    .selectFrom('vacations')
    .selectAll()
    .where('player_id', '=', playerId)
    .where(eb => eb.or([eb('ended_at', '>', since), eb.and([eb('ended_at', 'is', null), eb('until', '>', since)])]))
    .orderBy('starts_at')
    .execute();
  return rows.map(r => ({
    id: r.id,
    playerId: r.player_id,
    startsAt: r.starts_at,
    until: r.until,
    endedAt: r.ended_at,
  }));
}

/** Ends a vacation early, at `at`; false when it had ended already (another request did it). */
export async function endVacation(db: Executor, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('vacations')
    .set({ ended_at: at })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** When the vacation was ended early; null while it runs to its `until` (or when it is gone). */
export async function vacationEndedAt(db: Executor, id: string): Promise<Date | null> {
  const row = await db.selectFrom('vacations').select('ended_at').where('id', '=', id).executeTakeFirst();
  return row?.ended_at ?? null;
}

/** The games a player sits at that are on and have a clock, with the player's seat in each. */
export async function clockedSeatsOf(db: Executor, playerId: string): Promise<{ gameId: string; seat: number }[]> {
  const rows = await db
    .selectFrom('seats')
    .innerJoin('games', 'games.id', 'seats.game_id')
    .select(['seats.game_id as gameId', 'seats.seat as seat'])
    .where('seats.player_id', '=', playerId)
    .where('games.status', '=', 'active')
    .where('games.clock', 'is not', null)
    .execute();
  return rows.map(r => ({ gameId: r.gameId, seat: r.seat }));
}
