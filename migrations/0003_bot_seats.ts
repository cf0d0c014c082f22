// Seats played by a built-in bot (seats.bot) have no token: nobody can act for them through the API.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('seats')
    .alterColumn('token_hash', c => c.dropNotNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('seats').where('token_hash', 'is', null).execute();
  await db.schema
    .alterTable('seats')
    .alterColumn('token_hash', c => c.setNotNull())
    .execute();
}
