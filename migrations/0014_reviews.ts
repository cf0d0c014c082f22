// Issue 23: post-game reviews (src/service/reviews/), kept once computed so that every server process answers
// a review from the same row instead of searching again. Only a cache: a finished game never changes, and a
// row of another `method` (the reviewer's version) is never read, so a better reviewer needs no migration.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('game_id', 'uuid', c => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('seat', 'smallint', c => c.notNull())
    .addColumn('method', 'smallint', c => c.notNull())
    .addColumn('review', 'json', c => c.notNull())
    .addColumn('created_at', 'timestamptz', c => c.notNull())
    .addPrimaryKeyConstraint('reviews_pkey', ['game_id', 'seat', 'method'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reviews').execute();
}
