// Without DATABASE_URL, `npm test` runs every file but those of tests/support/postgres-only-files.ts: a file whose
// only suites are the Postgres server's would otherwise fail a newcomer's run as "no test suite found".
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { POSTGRES_ONLY_FILES } from './support/postgres-only-files.js';

const ROOT = join(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

/** Whether every suite at the top of a file is one of the Postgres server's. */
function postgresOnly(text: string): boolean {
  const suites = [...text.matchAll(/^describe(?:\.each\(([^)]*)\))?/gm)];
  return suites.length > 0 && suites.every(([, each]) => each?.startsWith('postgresTestDatabases') === true);
}

describe('the Postgres-only test files', () => {
  const files = testFiles(join(ROOT, 'tests')).filter(f => !f.startsWith('tests/e2e/'));

  it('are every file whose suites all need the Postgres server, and only those', () => {
    const found = files.filter(f => postgresOnly(readFileSync(join(ROOT, f), 'utf8')));
    expect(found.length).toBeGreaterThan(0);
    expect([...found].sort()).toEqual([...POSTGRES_ONLY_FILES].sort());
  });
});
