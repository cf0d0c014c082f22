// Migration 0006 on a database migrated to 0005 that already holds tables: every game-id column, those of
// 0005 included (`tables.game_id`, `tables.rematch_of`, `player_events.game_id`), becomes uuid with its
// data and its foreign key; every unique index of a per-game table includes the game id (Citus-ready),
// player-scoped keys aside; and the way back down to 0005 works.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { earlyGameRow, memoryDatabase, migrateOn } from '../support/migrations.js';

const db = memoryDatabase();
const to = migrateOn(db);

const insertGame = (id: string, status = 'finished') =>
  db
    .insertInto('games')
    .values(earlyGameRow(id, { game: 'monad', status, to_act: sql`'{}'` }))
    .execute();

const columnType = async (table: string, column: string): Promise<string> => {
  const row = await db
    .selectFrom('information_schema.columns')
    .select('data_type')
    .where('table_name', '=', table)
    .where('column_name', '=', column)
    .executeTakeFirstOrThrow();
  return row.data_type as string;
};

describe('migration 0006 (uuid game ids, tables included)', () => {
  afterAll(async () => {
    await db.destroy();
  });

  it('converts the game-id columns of tables and player events, keeping their rows and foreign keys', async () => {
    await to('0005_tables');
    const [old, rematch] = [randomUUID(), randomUUID()];
    await insertGame(old);
    await insertGame(rematch, 'waiting');
    await db.insertInto('players').values({ id: 'p1', name: 'Ada', key_hash: 'k', created_at: new Date() }).execute();
    await db
      .insertInto('seats')
      .values({ game_id: old, seat: 0, player_id: 'p1', name: 'Ada', token_hash: 't0' })
      .execute();
    await db
      .insertInto('tables')
      .values([
        { game_id: old, listed: true, waiting: false, rematch_of: null },
        { game_id: rematch, listed: false, waiting: true, rematch_of: old },
      ])
      .execute();
    await db
      .insertInto('player_events')
      .values({ player_id: 'p1', seq: 1, game_id: old, data: '{}', created_at: new Date() })
      .execute();
    await db.insertInto('moves').values({ game_id: old, seq: 0, kind: 'setup', seat: null, facts: '[]' }).execute();

    await to('0006_scale');
    for (const [table, column] of [
      ['games', 'id'],
      ['moves', 'game_id'],
      ['seats', 'game_id'],
      ['followers', 'game_id'],
      ['tables', 'game_id'],
      ['tables', 'rematch_of'],
      ['player_events', 'game_id'],
      ['snapshots', 'game_id'],
    ] as const) {
      expect(`${table}.${column}: ${await columnType(table, column)}`).toBe(`${table}.${column}: uuid`);
    }
    expect(await db.selectFrom('tables').select(['game_id', 'rematch_of']).orderBy('listed', 'desc').execute()).toEqual(
      [
        { game_id: old, rematch_of: null },
        { game_id: rematch, rematch_of: old },
      ],
    );

    // Every unique index of a per-game table includes the game id; only player-scoped ones do not.
    const unique = await sql<{ tablename: string; indexdef: string }>`
      select tablename, indexdef from pg_indexes
      where schemaname = 'public' and indexdef like 'CREATE UNIQUE%'
        and tablename in ('games', 'moves', 'seats', 'followers', 'tables', 'player_events', 'snapshots')`.execute(db);
    const perGame = unique.rows.filter(
      r => !(r.tablename === 'player_events' && /\(player_id, seq\)/.test(r.indexdef)),
    );
    expect(perGame.length).toBeGreaterThan(0);
    for (const r of perGame) expect(r.indexdef).toMatch(r.tablename === 'games' ? /\(id\)/ : /game_id/);

    // The foreign keys came back: a game's deletion empties the rematch's link and the player's events.
    await db.deleteFrom('games').where('id', '=', old).execute();
    expect(await db.selectFrom('tables').select(['game_id', 'rematch_of']).execute()).toEqual([
      { game_id: rematch, rematch_of: null },
    ]);
    expect(await db.selectFrom('player_events').selectAll().execute()).toEqual([]);
    await expect(
      db
        .insertInto('player_events')
        .values({ player_id: 'p1', seq: 2, game_id: randomUUID(), data: '{}', created_at: new Date() })
        .execute(),
    ).rejects.toThrow();

    // And back down to 0005, then up again.
    await to('0005_tables');
    expect(await columnType('tables', 'rematch_of')).toBe('text');
    await to('0006_scale');
    expect(await columnType('player_events', 'game_id')).toBe('uuid');
  });
});
