// What the tests of one migration share: a database moved to a named migration, up or down, by the
// project's own migrator, and a games row of the first migrations' columns, to hold the data a migration
// must carry over.
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { migrations } from '../../migrations/index.js';
import { pgliteBase } from './pglite-dumps.js';

// Tables of any schema the migrations pass through, not only the latest one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySchema = Kysely<any>;

/**
 * An embedded database of its own (PGlite, in memory), no migration run yet: loaded from initdb's data folder
 * (pgliteBase), the same database as a new PGlite's in a fifth of its time, so the migrations still run from
 * the first. The dump is read asynchronously, so the dialect is given a stand-in for the instance that waits
 * for it (the dialect calls only `query` and `close`, as src/store/pglite-statements.ts says).
 */
export const memoryDatabase = (): AnySchema => {
  const pglite = pgliteBase().then(base => PGlite.create({ loadDataDir: base }));
  const instance: Pick<PGlite, 'query' | 'close'> = {
    query: async (query, params, options) => (await pglite).query(query, params, options),
    close: async () => (await pglite).close(),
  };
  return new Kysely({ dialect: new PGliteDialect(instance as PGlite) });
};

/** Moves `db` to the migration named, up or down. */
export function migrateOn(db: AnySchema): (name: string) => Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  return async name => {
    const { error } = await migrator.migrateTo(name);
    if (error) throw error instanceof Error ? error : new Error(String(error));
  };
}

/** The columns of a games row the first migrations made (a duel at version 0, seat 0 to act); `extra` adds or replaces. */
export const earlyGameRow = (id: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  game: 'duel',
  players: 2,
  options: '{}',
  seed: 's',
  seed_hash: 'h',
  status: 'active',
  version: 0,
  to_act: sql`'{0}'`,
  created_at: new Date(),
  updated_at: new Date(),
  ...extra,
});
