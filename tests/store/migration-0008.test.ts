// Migration 0008 on a database that already holds keyed entries: each key becomes the digest the server
// computes (src/store/key-digest.ts), digested in SQL by Postgres and by PGlite alike, so a retry sent
// after the migration still finds its first answer; and back down, the text column returns empty under
// its unique index.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/store/database.js';
import { insertGame, plainSeat } from '../../src/store/games.js';
import { keyDigest } from '../../src/store/key-digest.js';
import { findEntryByKey } from '../../src/store/log.js';
import { testDatabases } from '../support/databases.js';
import { gameRecord } from '../support/records.js';
import { migrateOn } from '../support/migrations.js';

// Keys as clients send them (visible ASCII, up to 200 characters: src/http/parse.ts), and one beyond that
// set, since the digest is of UTF-8 whatever a future parser lets through.
const KEYS = [randomUUID(), 'k', 'turn1-trade', '~!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}', 'x'.repeat(200), 'clé-☃'];

describe.each(testDatabases())('migration 0008 (key digests) on $name', testDb => {
  let database: Database;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let db: Kysely<any>;
  let to: (name: string) => Promise<void>;
  const gameId = randomUUID();

  beforeAll(async () => {
    database = await testDb.connect();
    db = database.db;
    to = migrateOn(db);
    const at = new Date();
    await insertGame(database.db, {
      record: gameRecord(gameId, { createdAt: at }),
      seats: [plainSeat(0, `${gameId}-0`, null), plainSeat(1, `${gameId}-1`, null)],
      facts: [],
      status: 'active',
      toAct: [0],
      outcome: null,
    });
  });
  afterAll(async () => {
    await database.close();
    await testDb.dispose();
  });

  const keyed = (seq: number, seat: number, key: string | null) =>
    db
      .insertInto('moves')
      .values({ game_id: gameId, seq, kind: 'move', seat, facts: '[]', idempotency_key: key })
      .execute();

  it('digests every existing key in SQL exactly as the server does', async () => {
    await to('0007_clocks');
    for (const [i, key] of KEYS.entries()) await keyed(i + 1, i % 2, key);
    await keyed(KEYS.length + 1, 0, null);
    await to('0008_key_digests');
    const rows = await sql<{ seq: number; seat: number; digest: string | null }>`
      select seq, seat, key_digest::text as digest from moves where game_id = ${gameId} and seq > 0 order by seq`.execute(
      db,
    );
    expect(rows.rows).toEqual([
      ...KEYS.map((key, i) => ({ seq: i + 1, seat: i % 2, digest: keyDigest(gameId, i % 2, key) })),
      { seq: KEYS.length + 1, seat: 0, digest: null },
    ]);
    // The key's text is gone; a retry with the key still finds its entry.
    const columns = await sql<{
      name: string;
    }>`select column_name as name from information_schema.columns where table_name = 'moves'`.execute(db);
    expect(columns.rows.map(c => c.name)).not.toContain('idempotency_key');
    expect((await findEntryByKey(database.db, gameId, 1, KEYS[1] ?? ''))?.seq).toBe(2);
    expect(await findEntryByKey(database.db, gameId, 0, KEYS[1] ?? '')).toBeNull();
  });

  it('goes back down to an empty key column under the unique index, and up again', async () => {
    await to('0007_clocks');
    const keys = await db.selectFrom('moves').select('idempotency_key').where('game_id', '=', gameId).execute();
    expect(keys.every((row: { idempotency_key: unknown }) => row.idempotency_key === null)).toBe(true);
    const seq = KEYS.length + 2;
    await keyed(seq, 0, 'again');
    await expect(keyed(seq + 1, 0, 'again')).rejects.toMatchObject({ code: '23505' });
    await to('0008_key_digests');
    expect((await findEntryByKey(database.db, gameId, 0, 'again'))?.seq).toBe(seq);
  });
});
