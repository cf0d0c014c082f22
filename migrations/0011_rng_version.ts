// Issue 23: chance drawn from streams keyed by what is drawn (src/service/games/chance.ts). The derivation
// a game's rules drew from is part of its record, so that a game keeps replaying and verifying with the one
// it was played with: games made before this migration drew one stream per log entry (version 1); new games
// are written with version 2 by the server (and default to it, for a writer that does not say).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('rng_version', 'smallint', c => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('games')
    .alterColumn('rng_version', c => c.setDefault(2))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('rng_version').execute();
}
