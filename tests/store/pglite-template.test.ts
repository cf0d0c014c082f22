// A new embedded data folder starts as a copy of the build's migrated template (issue 22, hole 5: initdb in a
// second PGlite instance made the first start ~700 MB and ~6 s of CPU). The copy is a working database at
// the latest schema, made only into a folder without a database, and a copy cut short is never taken for one.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/store/database.js';
import { schemaIsCurrent } from '../../src/store/migrate.js';
import { seedFromTemplate } from '../../src/store/pglite-template.js';
import { pgliteTemplateFolder, prune, STALE_DAYS } from '../support/pglite-dumps.js';

let root: string;
let template: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'croupier-template-test-'));
  // The tests' own migrated dump, extracted as the build extracts its own (writeTemplateFolder), once per run:
  // every test database is copied from it. The tests below only read it.
  template = await pgliteTemplateFolder();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a data folder made from the template', () => {
  it('is a database at the latest schema that keeps what is written to it', async () => {
    const dir = join(root, 'new');
    const first = await openPglite(dir, { copyOf: template });
    expect(await schemaIsCurrent(first.db)).toBe(true);
    await sql`create table kept (n int)`.execute(first.db);
    await sql`insert into kept values (7)`.execute(first.db);
    await first.close();
    // A restart finds the database and does not copy the template over it.
    const again = await openPglite(dir, { copyOf: template });
    const { rows } = await sql<{ n: number }>`select n from kept`.execute(again.db);
    expect(rows).toEqual([{ n: 7 }]);
    await again.close();
  });

  it('is copied only into a folder without a database, and only from a complete template', () => {
    const dir = join(root, 'seeded');
    expect(seedFromTemplate(dir, template)).toBe(true);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
    expect(seedFromTemplate(dir, template)).toBe(false);
    const empty = join(root, 'no-template');
    expect(seedFromTemplate(join(root, 'other'), empty)).toBe(false);
    expect(existsSync(join(root, 'other'))).toBe(false);
  });

  it('leaves a folder that already holds a database as it is', () => {
    const dir = mkdtempSync(join(root, 'existing-'));
    writeFileSync(join(dir, 'PG_VERSION'), '17\n');
    expect(seedFromTemplate(dir, template)).toBe(false);
    expect(readdirSync(dir)).toEqual(['PG_VERSION']);
  });
});

describe("the tests' cached templates", () => {
  it('are removed once another of their kind is made, when no run used them for STALE_DAYS', () => {
    const folder = mkdtempSync(join(root, 'cache-'));
    const old = new Date(Date.now() - (STALE_DAYS + 1) * 86_400_000);
    const lately = new Date(Date.now() - (STALE_DAYS - 1) * 86_400_000);
    for (const [name, at] of [
      ['croupier-pglite-template-a', old],
      ['croupier-pglite-template-b', lately],
      ['croupier-pglite-template-new', old],
      ['croupier-pglite-base-a.tar', old],
    ] as const) {
      mkdirSync(join(folder, name));
      utimesSync(join(folder, name), at, at);
    }
    prune(folder, 'croupier-pglite-template-', 'croupier-pglite-template-new');
    expect(readdirSync(folder).sort()).toEqual([
      'croupier-pglite-base-a.tar',
      'croupier-pglite-template-b',
      'croupier-pglite-template-new',
    ]);
  });
});
