// Migration 0011 on a database that already holds games: they were dealt with one stream per log entry, so
// they are marked derivation 1; a game inserted afterwards without saying takes 2; and back down, the column
// goes.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { earlyGameRow, memoryDatabase, migrateOn } from '../support/migrations.js';

const db = memoryDatabase();
const to = migrateOn(db);

const insertGame = (id: string) =>
  db
    .insertInto('games')
    .values(earlyGameRow(id, { custom: false }))
    .execute();

describe('migration 0011 (games.rng_version)', () => {
  afterAll(async () => {
    await db.destroy();
  });

  it('marks existing games derivation 1 and defaults new ones to 2, and goes back down', async () => {
    await to('0008_key_digests');
    await insertGame('00000000-0000-4000-8000-000000000001');
    await to('0011_rng_version');
    await insertGame('00000000-0000-4000-8000-000000000002');
    const rows = await db.selectFrom('games').select(['id', 'rng_version']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: '00000000-0000-4000-8000-000000000001', rng_version: 1 },
      { id: '00000000-0000-4000-8000-000000000002', rng_version: 2 },
    ]);
    await to('0008_key_digests');
    const columns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'games' and column_name = 'rng_version'
    `.execute(db);
    expect(columns.rows).toEqual([]);
  });
});
