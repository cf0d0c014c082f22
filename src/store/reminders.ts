// Turn reminders (service/reminders): the games where one is due, through the partial index on `games.remind_at`
// (migrations/0027, store/clocks.ts); the claim of one reminder, which its primary key makes exactly once across
// processes; and the player's choice to be reminded or not.
import { sql } from 'kysely';
import { gamesDue } from './clocks.js';
import type { Executor } from './log.js';

/** Ids of games where a seat may be owed a reminder at `now`, soonest first, at most `limit`. */
export const remindersDue = (db: Executor, now: Date, limit: number): Promise<string[]> =>
  gamesDue(db, 'remind_at', now, limit);

export interface ReminderClaim {
  readonly gameId: string;
  /** The version the reminder was decided on: no row when the game moved on since. */
  readonly version: number;
  readonly turn: number;
  readonly seat: number;
  readonly playerId: string;
  readonly at: Date;
}

/**
 * Records the reminder of `seat` for its turn, in the caller's transaction, and says whether this call did: not
 * when another process did first (the primary key: a racing insert waits for the first one's commit, then
 * does nothing), nor when the player is a bot or turned reminders off, nor when the game is no longer at
 * `version` (the seat may have moved meanwhile). Only the winner then writes the player's event and outbox rows.
 */
export async function claimReminder(db: Executor, c: ReminderClaim): Promise<boolean> {
  const rows = await db
    .insertInto('turn_reminders')
    .columns(['game_id', 'turn', 'seat', 'player_id', 'created_at'])
    .expression(eb =>
      eb
        .selectFrom('players')
        .select([
          sql<string>`${c.gameId}::uuid`.as('game_id'),
          sql<number>`${c.turn}::integer`.as('turn'),
          sql<number>`${c.seat}::integer`.as('seat'),
          'players.id',
          sql<Date>`${c.at.toISOString()}::timestamptz`.as('created_at'),
        ])
        .where('players.id', '=', c.playerId)
        .where('players.is_bot', '=', false)
        .where('players.turn_reminders', '=', true)
        .where(eb =>
          eb.exists(
            eb
              .selectFrom('games')
              .select('games.id')
              .where('games.id', '=', c.gameId)
              .where('games.version', '=', c.version),
          ),
        ),
    )
    .onConflict(oc => oc.doNothing())
    .returning('seat')
    .execute();
  return rows.length > 0;
}

/**
 * Moves the game's projection on to its next reminder (null: none) once the due ones are settled, only while the
 * game is at `version`: an append since wrote its own.
 */
export async function setRemindAt(db: Executor, gameId: string, version: number, at: Date | null): Promise<void> {
  await db
    .updateTable('games')
    .set({ remind_at: at })
    .where('id', '=', gameId)
    .where('version', '=', version)
    .execute();
}

/** Whether the player wants turn reminders (true for an unknown player: the default). */
export async function wantsReminders(db: Executor, playerId: string): Promise<boolean> {
  const row = await db.selectFrom('players').select('turn_reminders').where('id', '=', playerId).executeTakeFirst();
  return row?.turn_reminders ?? true;
}

export async function setWantsReminders(db: Executor, playerId: string, on: boolean): Promise<void> {
  await db.updateTable('players').set({ turn_reminders: on }).where('id', '=', playerId).execute();
}
