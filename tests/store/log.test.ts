// The log's guarantees at the SQL level: an append with a taken sequence number is refused as a unique
// violation (how racing writers are told apart), the projection follows the log, and idempotency keys are
// unique per seat of a game (checked by the append itself, migrations/0008).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/store/database.js';
import { isLostRace, isUniqueViolation } from '../../src/store/errors.js';
import { insertGame, listGames, plainSeat } from '../../src/store/games.js';
import { keyDigest } from '../../src/store/key-digest.js';
import {
  addFollower,
  appendEntry,
  findEntryByKey,
  MOVES_CHANNEL,
  readEntries,
  removeFollower,
  type Append,
} from '../../src/store/log.js';
import { readNotice } from '../../src/store/wakeup-notice.js';
import { testDatabases } from '../support/databases.js';
import { gameRecord } from '../support/records.js';

describe.each(testDatabases())('the log on $name', testDb => {
  // Game ids are uuids (migrations/0006).
  const [g1, g2, g3, g4, g5] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  let database: Database;
  beforeAll(async () => {
    database = await testDb.connect();
  });
  afterAll(async () => {
    await database.close();
    await testDb.dispose();
  });

  const create = async (id: string) => {
    const at = new Date();
    await insertGame(database.db, {
      record: gameRecord(id, { createdAt: at }),
      seats: [plainSeat(0, `${id}-0`, null), plainSeat(1, `${id}-1`, null)],
      facts: [{ type: 'opened' }],
      status: 'active',
      toAct: [0],
      outcome: null,
    });
  };
  const entry = (gameId: string, seq: number, key: string | null = null, seat = 0): Append => ({
    gameId,
    seq,
    kind: 'move',
    seat,
    move: { type: 'roll' },
    facts: [{ n: seq }],
    keyDigest: key === null ? null : keyDigest(gameId, seat, key),
    createdAt: new Date(),
    status: seq === 2 ? 'finished' : 'active',
    toAct: seq === 2 ? [] : [seq % 2],
    outcome: seq === 2 ? { reason: 'won', winners: [0], ranking: [] } : null,
  });

  it('refuses a second entry with the same sequence number as a unique violation', async () => {
    await create(g1);
    await appendEntry(database.db, entry(g1, 1));
    const error = await appendEntry(database.db, entry(g1, 1)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect((await readEntries(database.db, g1, -1)).map(e => e.seq)).toEqual([0, 1]);
  });

  it('keeps the projection in step with the log', async () => {
    await create(g2);
    await appendEntry(database.db, entry(g2, 1));
    await appendEntry(database.db, entry(g2, 2));
    const [row] = await listGames(database.db, { game: 'duel', status: 'finished', limit: 10 });
    expect(row).toMatchObject({ id: g2, version: 2, status: 'finished', toAct: [], outcome: { reason: 'won' } });
  });

  it("scopes idempotency keys to a seat of a game (migrations/0004), refusing a seat's key used again as a unique violation that appends nothing", async () => {
    await create(g3);
    await create(g4);
    await appendEntry(database.db, entry(g3, 1, 'key'));
    await appendEntry(database.db, entry(g4, 1, 'key'));
    // At a free sequence number: only the key refuses it, and nothing of the append happens.
    const again = await appendEntry(database.db, entry(g3, 2, 'key')).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(again)).toBe(true);
    expect(isLostRace(again)).toBe(true);
    expect((await readEntries(database.db, g3, -1)).map(e => e.seq)).toEqual([0, 1]);
    expect(await database.db.selectFrom('games').select('version').where('id', '=', g3).executeTakeFirst()).toEqual({
      version: 1,
    });
    // Another seat of the same game may use the same key: it is its own.
    await appendEntry(database.db, entry(g3, 2, 'key', 1));
    expect((await findEntryByKey(database.db, g3, 0, 'key'))?.seq).toBe(1);
    expect((await findEntryByKey(database.db, g3, 1, 'key'))?.seq).toBe(2);
    expect(await findEntryByKey(database.db, g3, 0, 'other')).toBeNull();
    // The log keeps the key's digest (the same spelling on pg and PGlite), never the key.
    expect((await readEntries(database.db, g4, 0)).map(e => e.keyDigest)).toEqual([keyDigest(g4, 0, 'key')]);
  });

  it('notifies an append only while some process follows its game, with the entry as a read returns it', async () => {
    await create(g5);
    const heard: string[] = [];
    const unlisten = await database.listen(
      MOVES_CHANNEL,
      payload => heard.push(payload),
      () => undefined,
    );
    const settle = () => new Promise(resolve => setTimeout(resolve, 200));
    const announced = () => heard.map(payload => `${readNotice(payload).topic}:${readNotice(payload).seq}`);
    try {
      await appendEntry(database.db, entry(g5, 1));
      await addFollower(database.db, g5, 'process-a');
      await addFollower(database.db, g5, 'process-a');
      await appendEntry(database.db, entry(g5, 2, 'key-2'));
      await settle();
      expect(announced()).toEqual([`${g5}:2`]);
      const [second] = await readEntries(database.db, g5, 1, 2);
      expect(readNotice(heard[0] ?? '').entry).toEqual(second);
      await removeFollower(database.db, g5, 'process-a');
      await appendEntry(database.db, entry(g5, 3));
      await settle();
      expect(announced()).toEqual([`${g5}:2`]);
      // The appending process tells its own followers itself: only the other processes are notified.
      await addFollower(database.db, g5, 'process-a');
      await appendEntry(database.db, { ...entry(g5, 4), notifiedOtherwise: 'process-a' });
      await addFollower(database.db, g5, 'process-b');
      await appendEntry(database.db, { ...entry(g5, 5), notifiedOtherwise: 'process-a' });
      await appendEntry(database.db, { ...entry(g5, 6), notifiedOtherwise: 'process-b' });
      await settle();
      expect(announced()).toEqual([`${g5}:2`, `${g5}:5`, `${g5}:6`]);
    } finally {
      await unlisten();
    }
  });
});
