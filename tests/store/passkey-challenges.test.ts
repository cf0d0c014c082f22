// Passkey challenges kept (store/passkeys.ts): expired ones are swept, and only the `keep` newest live ones of a
// kind stay (a player's registrations; sign-ins, which name nobody, overall), so options asked for again and
// again, from any number of addresses, cannot grow the table; the oldest is pushed out and its answer refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/store/database.js';
import { insertChallenge, takeChallenge, type ChallengePurpose } from '../../src/store/passkeys.js';
import { insertPlayer } from '../../src/store/players.js';
import { testDatabases } from '../support/databases.js';

const T0 = Date.parse('2026-11-26T10:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);

describe.each(testDatabases())('passkey challenges kept on $name', testDb => {
  let database: Database;
  beforeAll(async () => {
    database = await testDb.connect();
  });
  afterAll(async () => {
    await database.close();
    await testDb.dispose();
  });

  const count = async (purpose: ChallengePurpose) =>
    (
      await database.db
        .selectFrom('passkey_challenges')
        .select('challenge_hash')
        .where('purpose', '=', purpose)
        .execute()
    ).length;

  it('keeps the newest sign-in challenges, overall, pushing the oldest out', async () => {
    const hashes = Array.from({ length: 5 }, () => randomUUID());
    for (const [i, hash] of hashes.entries())
      await insertChallenge(
        database.db,
        { hash, purpose: 'authenticate', playerId: null, expiresAt: at(300 + i) },
        at(i),
        3,
      );
    expect(await count('authenticate')).toBe(3);
    expect(await takeChallenge(database.db, hashes[0] ?? '', 'authenticate', at(10))).toBeUndefined();
    expect(await takeChallenge(database.db, hashes[1] ?? '', 'authenticate', at(10))).toBeUndefined();
    expect(await takeChallenge(database.db, hashes[4] ?? '', 'authenticate', at(10))).toEqual({ playerId: null });
  });

  it("keeps a player's newest registration challenges, leaving another player's alone", async () => {
    const players = [randomUUID(), randomUUID()];
    await database.db.transaction().execute(async tx => {
      for (const id of players)
        await insertPlayer(tx, {
          id,
          name: 'Ada',
          handle: `ada-${id.slice(0, 8)}`,
          isBot: false,
          keyId: randomUUID(),
          keyHash: `hash-${id}`,
          label: null,
          createdAt: at(0),
        });
    });
    const [ada, grace] = players as [string, string];
    const graces = randomUUID();
    await insertChallenge(
      database.db,
      { hash: graces, purpose: 'register', playerId: grace, expiresAt: at(300) },
      at(0),
      2,
    );
    const adas = Array.from({ length: 4 }, () => randomUUID());
    for (const [i, hash] of adas.entries())
      await insertChallenge(
        database.db,
        { hash, purpose: 'register', playerId: ada, expiresAt: at(301 + i) },
        at(1 + i),
        2,
      );
    expect(await count('register')).toBe(3);
    expect(await takeChallenge(database.db, adas[1] ?? '', 'register', at(10))).toBeUndefined();
    expect(await takeChallenge(database.db, adas[3] ?? '', 'register', at(10))).toEqual({ playerId: ada });
    expect(await takeChallenge(database.db, graces, 'register', at(10))).toEqual({ playerId: grace });
  });
});
