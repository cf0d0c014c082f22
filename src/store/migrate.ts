// Brings a database to the latest schema with Kysely's Migrator; run at start and by `npm run migrate`.
import { Migrator, type Kysely } from 'kysely';
import { migrations } from '../../migrations/index.js';
import type { Schema } from './schema.js';

export async function migrateToLatest(db: Kysely<Schema>): Promise<readonly string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter(r => r.status === 'Success').map(r => r.migrationName);
}
