// Turn reminders (correspondence games): a seat to act is told once more when its deadline is near
// (service/reminders). Three parts:
// - `turn_reminders (game_id, turn, seat)`: one row per seat per turn (`turn`: the version after which the
//   seat became to act), inserted in the same transaction as the reminder's player event and outbox rows, so
//   sweeps of several processes meeting on one reminder write it once (on conflict do nothing).
// - `games.remind_at`: a projection like `deadline`, written by every append: the earliest moment a seat of the
//   game is owed a reminder; the sweep finds due games through its partial index instead of loading every game.
//   A correspondence game under way gets 24 hours before its deadline, no later than any reminder of its seats
//   (a reminder comes at most 24 hours before a deadline): the sweep then loads it, sends what is due and sets
//   the exact moment, so turns under way when this runs are reminded too.
// - `players.turn_reminders`: the player's choice (PATCH /players/me/notifications), on unless turned off.
// Webhooks registered for every delivery type (`events` absent, stored as the whole list then) take the new type
// too; a webhook that named fewer types keeps its choice.
import { sql, type Kysely } from 'kysely';

/** service/clocks/clock.ts, isCorrespondence: a day or more a move, per turn or as the bank's start. */
const CORRESPONDENCE = `((clock->>'kind' = 'per-turn' and (clock->>'perTurnSeconds')::integer >= 86400)
  or (clock->>'kind' = 'fischer' and (clock->>'initialSeconds')::integer >= 86400))`;

const TYPES_BEFORE = `array['your-turn', 'seated', 'invited', 'game-over', 'rematch', 'ping']`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('turn_reminders')
    .addColumn('game_id', 'uuid', c => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('turn', 'integer', c => c.notNull())
    .addColumn('seat', 'integer', c => c.notNull())
    .addColumn('player_id', 'text', c => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', c => c.notNull())
    .addPrimaryKeyConstraint('turn_reminders_pkey', ['game_id', 'turn', 'seat'])
    .execute();
  await db.schema.alterTable('games').addColumn('remind_at', 'timestamptz').execute();
  await db.schema
    .createIndex('games_by_remind_at')
    .on('games')
    .column('remind_at')
    .where(sql.ref('remind_at'), 'is not', null)
    .execute();
  await sql`update games set remind_at = deadline - interval '24 hours'
    where status = 'active' and deadline is not null and ${sql.raw(CORRESPONDENCE)}`.execute(db);
  await db.schema
    .alterTable('players')
    .addColumn('turn_reminders', 'boolean', c => c.notNull().defaultTo(true))
    .execute();
  await sql`update webhooks set events = array_append(events, 'turn-reminder') where events @> ${sql.raw(TYPES_BEFORE)}::text[]`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`update webhooks set events = array_remove(events, 'turn-reminder')`.execute(db);
  await sql`delete from outbox where type = 'turn-reminder'`.execute(db);
  await db.schema.alterTable('players').dropColumn('turn_reminders').execute();
  await db.schema.dropIndex('games_by_remind_at').execute();
  await db.schema.alterTable('games').dropColumn('remind_at').execute();
  await db.schema.dropTable('turn_reminders').execute();
}
