// A key's use is written at most about once a minute (store/player-keys.ts): a key used a minute ago or more
// is stale and its use is written; one used less than a minute ago is left as it is, so most requests only read.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/store/database.js';
import { findKeyHolder, touchKey } from '../../src/store/player-keys.js';
import { insertPlayer } from '../../src/store/players.js';
import { testDatabases } from '../support/databases.js';

describe.each(testDatabases())("a key's last use on $name", testDb => {
  let database: Database;
  beforeAll(async () => {
    database = await testDb.connect();
  });
  afterAll(async () => {
    await database.close();
    await testDb.dispose();
  });

  const usedAgo = async (keyId: string, seconds: number) =>
    sql`update player_keys set last_used_at = now() - make_interval(secs => ${seconds}) where id = ${keyId}`.execute(
      database.db,
    );
  const lastUsed = async (keyId: string): Promise<Date | null> =>
    (
      await database.db
        .selectFrom('player_keys')
        .select('last_used_at')
        .where('id', '=', keyId)
        .executeTakeFirstOrThrow()
    ).last_used_at;

  it('is written when never or over a minute ago, and left alone within the minute', async () => {
    const keyId = randomUUID();
    const keyHash = `hash-${keyId}`;
    await database.db.transaction().execute(tx =>
      insertPlayer(tx, {
        id: randomUUID(),
        name: 'Ada',
        handle: `ada-${keyId.slice(0, 8)}`,
        isBot: false,
        keyId,
        keyHash,
        label: null,
        createdAt: new Date(),
      }),
    );
    expect((await findKeyHolder(database.db, keyHash))?.stale).toBe(true);
    await touchKey(database.db, keyId);
    expect(await lastUsed(keyId)).not.toBeNull();
    expect((await findKeyHolder(database.db, keyHash))?.stale).toBe(false);

    await usedAgo(keyId, 30);
    const recent = await lastUsed(keyId);
    expect((await findKeyHolder(database.db, keyHash))?.stale).toBe(false);
    await touchKey(database.db, keyId);
    expect(await lastUsed(keyId)).toEqual(recent);

    await usedAgo(keyId, 90);
    const old = await lastUsed(keyId);
    expect((await findKeyHolder(database.db, keyHash))?.stale).toBe(true);
    await touchKey(database.db, keyId);
    expect((await lastUsed(keyId))?.getTime()).toBeGreaterThan(old?.getTime() ?? Infinity);
  });
});
