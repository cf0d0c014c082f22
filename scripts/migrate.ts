// `npm run migrate`: brings the database of the environment (DATABASE_URL, else PGlite under DATA_DIR)
// to the latest schema, as the server also does at start. Takes no arguments but `--help`.
import { loadConfig } from '../src/config.js';
import { openPglite, openPostgres } from '../src/store/database.js';
import { migrateToLatest } from '../src/store/migrate.js';
import { parseCli } from './cli.js';

parseCli(
  {
    name: 'migrate',
    usage: `usage: npm run migrate

Brings the database to the latest schema (the server also does it when it starts): the Postgres server
named by DATABASE_URL, or else the embedded PGlite database under DATA_DIR (default ./data).

  -h, --help            this text`,
  },
  {},
);

// A configuration or database failure is a sentence and exit status 1, not a stack trace.
try {
  const config = loadConfig();
  const database =
    config.database.kind === 'postgres'
      ? openPostgres({ url: config.database.url, statementTimeoutMs: 0, queryTimeoutMs: 0 })
      : await openPglite(config.database.dataDir);
  try {
    const applied = await migrateToLatest(database.db);
    console.log(applied.length === 0 ? 'The database is up to date.' : `Applied: ${applied.join(', ')}`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
