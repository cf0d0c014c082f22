// Migration 0015 on a database whose players hold one key each (players.key_hash): every key becomes its
// player's first row of player_keys, with the same hash, so the browsers and bots holding it go on as before;
// and back down, each player's oldest live key returns to players.key_hash.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/service/access/secrets.js';
import type { Database } from '../../src/store/database.js';
import { insertKey } from '../../src/store/player-keys.js';
import { testDatabases } from '../support/databases.js';
import { migrateOn } from '../support/migrations.js';

describe.each(testDatabases())('migration 0015 (player keys) on $name', testDb => {
  let database: Database;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let db: Kysely<any>;
  let to: (name: string) => Promise<void>;

  // Read with SQL of this schema, not the store's queries, which follow the latest one (later migrations add columns).
  const findKeyHolder = async (_: unknown, keyHash: string) =>
    (
      await sql<{ keyId: string; playerId: string; name: string; revokedAt: Date | null; stale: boolean }>`
      select k.id as "keyId", k.player_id as "playerId", p.name, k.revoked_at as "revokedAt",
             k.last_used_at is null as stale
      from player_keys k join players p on p.id = k.player_id where k.key_hash = ${keyHash}`.execute(db)
    ).rows[0];

  beforeAll(async () => {
    database = await testDb.connect();
    db = database.db;
    to = migrateOn(db);
  });
  afterAll(async () => {
    await database.close();
    await testDb.dispose();
  });

  it("moves every player's key to player_keys, and back", async () => {
    await to('0014_reviews');
    const players = ['Ada', 'Bot'].map(name => ({ id: randomUUID(), name, key: `key-of-${name}-${randomUUID()}` }));
    const at = new Date('2026-11-01T00:00:00.000Z');
    for (const p of players)
      await db
        .insertInto('players')
        .values({ id: p.id, name: p.name, key_hash: sha256Hex(p.key), created_at: at })
        .execute();
    await to('0015_player_keys');
    for (const p of players) {
      const holder = await findKeyHolder(database.db, sha256Hex(p.key));
      expect(holder).toMatchObject({ playerId: p.id, name: p.name, revokedAt: null, stale: true });
    }
    const columns = await sql<{ name: string }>`
      select column_name as name from information_schema.columns where table_name = 'players'`.execute(db);
    expect(columns.rows.map(c => c.name)).not.toContain('key_hash');

    // Ada adds a device and revokes her first key; going down keeps the one still live.
    const [ada, bot] = players as [(typeof players)[0], (typeof players)[0]];
    const first = await findKeyHolder(database.db, sha256Hex(ada.key));
    const phoneHash = sha256Hex('phone');
    await insertKey(database.db, {
      id: randomUUID(),
      playerId: ada.id,
      keyHash: phoneHash,
      label: 'Phone',
      createdAt: at,
    });
    // Revoked with SQL of this schema: the store's revokeKey also withdraws what later migrations bind to a key.
    await db
      .updateTable('player_keys')
      .set({ revoked_at: at })
      .where('id', '=', first?.keyId ?? '')
      .execute();
    await to('0014_reviews');
    const back = await db.selectFrom('players').select(['id', 'key_hash']).orderBy('name').execute();
    expect(back.filter((r: { id: string }) => players.some(p => p.id === r.id))).toEqual([
      { id: ada.id, key_hash: phoneHash },
      { id: bot.id, key_hash: sha256Hex(bot.key) },
    ]);
    await to('0015_player_keys');
    expect((await findKeyHolder(database.db, phoneHash))?.playerId).toBe(ada.id);
  });
});
