// Issue 21: a waiting table without a joining deadline expires TABLE_EXPIRY_DAYS after it was opened
// (src/service/tables/expiry.ts). The expiry is computed from `created_at` by every reader, so no column
// holds it and changing TABLE_EXPIRY_DAYS applies to every table at once; this index lets the sweep
// (src/service/clocks/sweep.ts) find the expired tables oldest first, among waiting tables only.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index games_waiting_since on games (created_at)
    where status = 'waiting' and join_within_seconds is null
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('games_waiting_since').execute();
}
