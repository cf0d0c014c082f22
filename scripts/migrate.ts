// `npm run migrate`: brings the database of the environment (DATABASE_URL, else PGlite under DATA_DIR)
// to the latest schema, as the server also does at start.
import { loadConfig } from '../src/config.js';
import { openPglite, openPostgres } from '../src/store/database.js';
import { migrateToLatest } from '../src/store/migrate.js';

const config = loadConfig();
const database = config.database.kind === 'postgres' ? openPostgres({ url: config.database.url, statementTimeoutMs: 0, queryTimeoutMs: 0 }) : await openPglite(config.database.dataDir);
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length === 0 ? 'The database is up to date.' : `Applied: ${applied.join(', ')}`);
} finally {
  await database.close();
}
