// Clocks (issue 10). A game's clock option is immutable, so it lives on the game's row (`clock`, null for a
// game without one). `deadline` is a projection like `to_act`: written by every append as the earliest
// deadline of the seats to act, so the sweep (src/service/clocks/sweep.ts) finds due games through a
// partial index instead of scanning every game; a waiting table's joining deadline (`join_within_seconds`)
// counts too. The log learns the `timeout` entry kind.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('clock', 'jsonb')
    .addColumn('join_within_seconds', 'integer')
    .addColumn('deadline', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('games_by_deadline')
    .on('games')
    .column('deadline')
    .where(sql.ref('deadline'), 'is not', null)
    .execute();
  await sql`alter table moves drop constraint moves_kind_check`.execute(db);
  await sql`alter table moves add constraint moves_kind_check check (kind in ('setup', 'move', 'resign', 'join', 'leave', 'start', 'cancel', 'rematch', 'timeout'))`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from moves where kind = 'timeout'`.execute(db);
  await sql`alter table moves drop constraint moves_kind_check`.execute(db);
  await sql`alter table moves add constraint moves_kind_check check (kind in ('setup', 'move', 'resign', 'join', 'leave', 'start', 'cancel', 'rematch'))`.execute(
    db,
  );
  await db.schema.dropIndex('games_by_deadline').execute();
  await db.schema
    .alterTable('games')
    .dropColumn('clock')
    .dropColumn('join_within_seconds')
    .dropColumn('deadline')
    .execute();
}
