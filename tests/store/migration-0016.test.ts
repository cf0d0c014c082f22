// Migration 0016 on a database that already holds players: each is given a handle made from its name, unique
// whatever the case (a second Ada becomes Ada2), a placeholder where the name has no ASCII letters or is a
// reserved word; the unique index then refuses a handle in another case; and back down, the columns go.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryDatabase, migrateOn } from '../support/migrations.js';

const db = memoryDatabase();
const to = migrateOn(db);

const insertPlayer = (n: number, name: string) =>
  db
    .insertInto('players')
    .values({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      name,
      key_hash: `h${n}`,
      created_at: new Date(Date.UTC(2026, 0, n)),
    })
    .execute();

describe('migration 0016 (players.handle)', () => {
  afterAll(async () => {
    await db.destroy();
  });

  it('gives existing players unique handles, refuses a duplicate in another case, and goes back down', async () => {
    await to('0014_reviews');
    await insertPlayer(1, 'Ada');
    await insertPlayer(2, 'ada');
    await insertPlayer(3, 'Jörg Müller');
    await insertPlayer(4, '王');
    await insertPlayer(5, 'admin');
    await to('0016_profiles');
    const rows = await db.selectFrom('players').select(['name', 'handle']).orderBy('created_at').execute();
    expect(rows.map(r => r.handle)).toEqual(['Ada', 'ada2', 'Jorg-Muller', 'player', 'player2']);
    await expect(
      db
        .updateTable('players')
        .set({ handle: 'ADA' })
        .where('id', '=', '00000000-0000-4000-8000-000000000003')
        .execute(),
    ).rejects.toThrow();
    await to('0014_reviews');
    const columns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'players' and column_name = 'handle'
    `.execute(db);
    expect(columns.rows).toEqual([]);
  });
});
