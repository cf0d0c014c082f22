// Once per `npm test`, before any test file starts (vitest.config.ts, globalSetup): the migrated templates
// every test database is copied from, PGlite's always and the Postgres server's when DATABASE_URL is set.
// Made here, in one process, rather than by the first files of a run racing to make them; a file run alone
// makes them itself when missing (tests/support/databases.ts).
import { pgliteTemplate, postgresTemplate } from './databases.js';

export default async function setup(): Promise<void> {
  const url = process.env['DATABASE_URL'];
  await Promise.all([pgliteTemplate(), url ? postgresTemplate(url) : null]);
}
