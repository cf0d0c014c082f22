// What the tests of one migration share: a database moved to a named migration, up or down, by the
// project's own migrator, and a games row of the first migrations' columns, to hold the data a migration
// must carry over.
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, beforeAll } from 'vitest';
import { migrations } from '../../migrations/index.js';
import type { Database } from '../../src/store/database.js';
import type { TestDatabase } from './databases.js';
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

/**
 * A migration suite's database on `testDb`, connected before the suite's tests and disposed after them: `db`
 * (read once connected) and `to`, which moves it to the migration named.
 */
export function migrationDatabase(testDb: TestDatabase): { readonly db: AnySchema; to(name: string): Promise<void> } {
  let database: Database | undefined;
  let to: ((name: string) => Promise<void>) | undefined;
  beforeAll(async () => {
    database = await testDb.connect();
    to = migrateOn(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await testDb.dispose();
  });
  const connected = (): Database => {
    if (database === undefined) throw new Error('the migration suite has no database before its tests');
    return database;
  };
  return {
    get db() {
      return connected().db as AnySchema;
    },
    to: name => (to ?? (() => Promise.reject(new Error('the migration suite has no database yet'))))(name),
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
