// Once per `npm test`, before any test file starts (vitest.config.ts, globalSetup): the migrated templates
// every test database is copied from, PGlite's always and the Postgres server's when DATABASE_URL is set
// (PGlite's is made from initdb's folder, the base the migration tests start from, made with it).
// Made here, in one process, rather than by the first files of a run racing to make them; a file run alone
// makes them itself when missing (tests/support/databases.ts).
import { postgresTemplate } from './databases.js';
import { pgliteTemplateFolder } from './pglite-dumps.js';

export default async function setup(): Promise<void> {
  const url = process.env['DATABASE_URL'];
  await Promise.all([pgliteTemplateFolder(), url ? postgresTemplate(url) : null]);
}
