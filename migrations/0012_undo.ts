// Issue 21: a seat takes back its own moves of the turn (service/undo). The log stays append-only: an `undo`
// entry names, in its `move` column, the version it returns to, and the fold honours it. The log's `kind`
// column is checked against the kinds the server writes, so the new kind is added to that check.
import { sql, type Kysely } from 'kysely';

const KINDS_BEFORE = `'setup', 'move', 'resign', 'join', 'leave', 'start', 'cancel', 'rematch', 'timeout'`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table moves drop constraint moves_kind_check`.execute(db);
  await sql`alter table moves add constraint moves_kind_check check (kind in (${sql.raw(KINDS_BEFORE)}, 'undo'))`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from moves where kind = 'undo'`.execute(db);
  await sql`alter table moves drop constraint moves_kind_check`.execute(db);
  await sql`alter table moves add constraint moves_kind_check check (kind in (${sql.raw(KINDS_BEFORE)}))`.execute(db);
}
