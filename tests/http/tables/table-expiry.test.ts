// Waiting tables expire (issue 21): a table without a joining deadline takes people for TABLE_EXPIRY_DAYS
// (7 here) after it was opened. From that moment, on every process sharing the database, it is out of the
// lobby and out of its creator's waiting-table quota (MAX_WAITING_TABLES, 2 here), whether or not an entry
// says so yet; the first to notice (a read, a join, a sweep) appends its `cancel` entry, once. Time is an
// injected clock shared by two app instances on one database, which run no sweep by themselves.
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepClocks } from '../../../src/service/clocks/sweep.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, twoServersForSuite, type TestServer } from '../../support/server.js';
import { inviteTable, signUp } from '../../support/tables.js';

const T0 = Date.parse('2026-06-01T09:00:00.000Z');
const DAY = 86_400_000;
const EXPIRES = T0 + 7 * DAY;

interface Entry {
  readonly kind: string;
  readonly seat: number | null;
  readonly table?: { type: string; seat: number | null; reason?: string };
}

describe.each(testDatabases())('table expiry on $name', testDb => {
  let time = T0;
  const servers = twoServersForSuite(testDb, {
    now: () => new Date(time),
    quotas: { maxWaiting: 2, perMinute: 0, expiryDays: 7 },
  });
  let one: TestServer;
  let two: TestServer;
  beforeAll(() => {
    ({ one, two } = servers);
  });

  const lobby = async (server: TestServer): Promise<string[]> =>
    (
      (await server.api.get('/games?status=waiting&open=true&limit=100').expect(200)).body.games as { id: string }[]
    ).map(g => g.id);
  const entries = async (id: string): Promise<Entry[]> =>
    (await one.api.get(`/games/${id}/moves`).expect(200)).body.entries as Entry[];
  const rawStatus = async (server: TestServer, id: string): Promise<string> =>
    (await server.database.db.selectFrom('games').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  it('is listed until it expires, then on no process, and frees its place in the quota at once', async () => {
    time = T0;
    const ada = await signUp(one.api, 'Ada');
    const table = await inviteTable(one.api, ada.key, 2, { listed: true });
    time = T0 + DAY;
    const younger = await inviteTable(one.api, ada.key, 2, { listed: true });
    time = EXPIRES - 1;
    expect(await lobby(one)).toContain(table.id);
    expect(await lobby(two)).toContain(table.id);
    const refused = await two.api
      .post('/games')
      .set(...bearer(ada.key))
      .send({ game: 'duel', players: 2, seats: [{ me: true }, { open: true }] })
      .expect(409);
    expect(refused.body.code).toBe('too-many-waiting-tables');

    time = EXPIRES;
    expect(await lobby(one)).not.toContain(table.id);
    expect(await lobby(two)).not.toContain(table.id);
    const mine = await two.api
      .get('/players/me/games?status=waiting')
      .set(...bearer(ada.key))
      .expect(200);
    expect(mine.body.games.map((g: { id: string }) => g.id)).not.toContain(table.id);
    // Nothing was appended yet: the listings and the quota read the time, not an entry.
    expect(await rawStatus(one, table.id)).toBe('waiting');
    const next = await two.api
      .post('/games')
      .set(...bearer(ada.key))
      .send({ game: 'duel', players: 2, seats: [{ me: true }, { open: true }], listed: true })
      .expect(201);
    expect(await lobby(one)).toEqual([next.body.id, younger.id]);
  });

  it('says it expired on its page, once the first reader appended its cancellation', async () => {
    time = T0;
    const ada = await signUp(one.api, 'Ada');
    const table = await inviteTable(one.api, ada.key, 2, { listed: true });
    time = EXPIRES + 1;
    const read = await two.api.get(`/games/${table.id}`).expect(200);
    expect(read.body.status).toBe('cancelled');
    expect(read.body.table.expired).toBe(true);
    expect(read.body.seed).toEqual(expect.any(String));
    const again = await one.api.get(`/games/${table.id}`).expect(200);
    expect(again.body.version).toBe(read.body.version);
    const log = await entries(table.id);
    expect(log.map(e => e.kind)).toEqual(['setup', 'cancel']);
    expect(log[1]?.table).toEqual({ type: 'cancelled', seat: null, reason: 'expired' });
    const cancelled = await one.api.get('/games?status=cancelled&limit=100').expect(200);
    expect(cancelled.body.games.map((g: { id: string }) => g.id)).toContain(table.id);
  });

  it('refuses a join once expired (422 table-expired, in the asker’s language) and records the expiry', async () => {
    time = T0;
    const ada = await signUp(one.api, 'Ada');
    const grace = await signUp(one.api, 'Grace');
    const table = await inviteTable(one.api, ada.key, 2, { listed: true });
    time = EXPIRES;
    for (const [language, word] of [
      ['en', 'expired'],
      ['de', 'abgelaufen'],
    ] as const) {
      const res = await two.api
        .post(`/games/${table.id}/join`)
        .set(...bearer(grace.key))
        .set('Accept-Language', language)
        .send({ code: table.body.invites[0]?.code })
        .expect(422);
      expect(res.body.code).toBe('table-expired');
      expect(res.headers['content-language']).toBe(language);
      expect(res.body.detail).toContain(word);
    }
    expect(await rawStatus(one, table.id)).toBe('cancelled');
    expect((await entries(table.id)).map(e => e.kind)).toEqual(['setup', 'cancel']);
  });

  it('is swept once by several processes sweeping at the same time', async () => {
    time = T0;
    const ada = await signUp(one.api, 'Ada');
    const tables = [await inviteTable(one.api, ada.key, 2), await inviteTable(one.api, ada.key, 3)];
    time = EXPIRES + DAY;
    await Promise.all([
      sweepClocks(one.app.deps),
      sweepClocks(two.app.deps),
      sweepClocks(one.app.deps),
      sweepClocks(two.app.deps),
    ]);
    for (const table of tables) {
      expect(await rawStatus(two, table.id)).toBe('cancelled');
      expect((await entries(table.id)).map(e => e.kind)).toEqual(['setup', 'cancel']);
    }
    expect(await sweepClocks(one.app.deps)).toBe(0);
  });

  it('spares a table with a joining deadline, and a table that started', async () => {
    time = T0;
    const ada = await signUp(one.api, 'Ada');
    const grace = await signUp(one.api, 'Grace');
    const later = await inviteTable(one.api, ada.key, 2, { listed: true, joinWithinSeconds: 30 * 86_400 });
    const started = await inviteTable(one.api, ada.key, 2, { listed: true });
    await one.api
      .post(`/games/${started.id}/join`)
      .set(...bearer(grace.key))
      .send({})
      .expect(200);
    time = EXPIRES + DAY;
    await sweepClocks(two.app.deps);
    expect(await lobby(two)).toContain(later.id);
    expect((await one.api.get(`/games/${later.id}`).expect(200)).body.status).toBe('waiting');
    expect((await one.api.get(`/games/${started.id}`).expect(200)).body.status).toBe('active');
  });
});
