// Test files whose every test needs the Postgres server (several server processes on one database, which the
// embedded PGlite cannot be): without DATABASE_URL they hold no test to run, and vitest counts a file without
// tests as failed, so `npm test` leaves them out then (vitest.config.ts). tests/postgres-only-files.test.ts keeps
// this list complete; a file with a PGlite suite beside its Postgres ones belongs elsewhere.
export const POSTGRES_ONLY_FILES: readonly string[] = ['tests/http/presence/presence-processes.test.ts'];
