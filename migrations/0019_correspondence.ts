// Issue 25, correspondence that finishes. Two new kinds of table entries: `stand-in` (a bot takes over a
// seat whose time ran out, at a table with `onTimeout: "bot"`: service/clocks/timeout.ts) and `vacation`
// (a seat's correspondence deadlines pause while its player is on vacation: service/players/vacation.ts),
// so the log's kind check learns them. `vacations` keeps each player's vacations, to count them against
// VACATION_DAYS_PER_YEAR over the last 365 days; the games' own pauses are in their logs.
import { sql, type Kysely } from 'kysely';

const KINDS_BEFORE = `'setup', 'move', 'resign', 'join', 'leave', 'start', 'cancel', 'rematch', 'timeout', 'undo'`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table moves drop constraint moves_kind_check`.execute(db);
  await sql`alter table moves add constraint moves_kind_check check (kind in (${sql.raw(KINDS_BEFORE)}, 'stand-in', 'vacation'))`.execute(
    db,
  );
  await db.schema
    .createTable('vacations')
    .addColumn('id', 'text', c => c.primaryKey())
    .addColumn('player_id', 'text', c => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('starts_at', 'timestamptz', c => c.notNull())
    .addColumn('until', 'timestamptz', c => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('vacations_by_player').on('vacations').columns(['player_id', 'starts_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vacations').execute();
  await sql`delete from moves where kind in ('stand-in', 'vacation')`.execute(db);
  await sql`alter table moves drop constraint moves_kind_check`.execute(db);
  await sql`alter table moves add constraint moves_kind_check check (kind in (${sql.raw(KINDS_BEFORE)}))`.execute(db);
}
