// Clocks (issue 10), on the fixture game "duel" (D1: a roll passes the turn; D7: a resigned seat is out,
// the last seat left wins). Fake time (an injected clock shared by two app instances on one database)
// wherever time is only an input; real time for the sweep of a 1-second clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepClocks } from '../../../src/service/clocks/sweep.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, newGame, startServer, twoServersForSuite, type TestServer } from '../../support/server.js';
import { openEvents } from '../../support/sse.js';
import { signUp } from '../../support/tables.js';

interface Entry {
  readonly seq: number;
  readonly kind: string;
  readonly seat: number | null;
  readonly createdAt: string;
}
interface ClockBody {
  readonly kind: string;
  readonly seats: { seat: number; remainingMs: number; deadline: string | null }[];
}

const T0 = Date.parse('2026-03-01T12:00:00.000Z');

/** The seat dealt the first turn, and the other one. */
const seatsOf = (g: { toAct: number[] }): [number, number] => {
  const first = g.toAct[0] ?? 0;
  return [first, 1 - first];
};

describe.each(testDatabases())('clocks on $name', testDb => {
  let time = T0;
  const now = (): Date => new Date(time);
  // Two app instances on one database, sharing the fake clock.
  const servers = twoServersForSuite(testDb, { now });
  let one: TestServer;
  let two: TestServer;
  beforeAll(() => {
    ({ one, two } = servers);
  });

  const entriesOf = async (server: TestServer, id: string): Promise<Entry[]> =>
    (await server.api.get(`/games/${id}/moves`).expect(200)).body.entries as Entry[];
  const roll = (server: TestServer, id: string, token: string) =>
    server.api
      .post(`/games/${id}/moves`)
      .set(...bearer(token))
      .send({ move: { type: 'roll' } });

  it('validates the clock at creation: at least one second, one kind at a time', async () => {
    for (const clock of [
      { perTurnSeconds: 0 },
      { perTurnSeconds: 10, initialSeconds: 5 },
      { initialSeconds: 5 },
      { perTurnSeconds: 31 * 24 * 3600 },
      { perTurnSeconds: 1.5 },
    ]) {
      const res = await one.api.post('/games').send({ game: 'duel', players: 2, clock }).expect(400);
      expect(res.body.code).toBe('invalid-request');
    }
    // A clock of neither kind is told what a clock is, in the caller's language, not only that it is invalid.
    for (const [language, words] of [
      ['en', 'A clock is { "perTurnSeconds": n }'],
      ['fr', 'Une horloge est { "perTurnSeconds": n }'],
      ['de', 'Eine Uhr ist { "perTurnSeconds": n }'],
    ] as const) {
      const res = await one.api
        .post('/games')
        .set('Accept-Language', language)
        .send({ game: 'duel', players: 2, clock: { perTurnSeconds: 1.5 } })
        .expect(400);
      expect(res.body.errors).toEqual([{ path: 'clock', message: expect.stringContaining(words) }]);
    }
  });

  it('a game without a clock shows clock: null and never times out', async () => {
    time = T0;
    const g = await newGame(one.api);
    expect(g.body.clock).toBeNull();
    time = T0 + 365 * 24 * 3600_000;
    expect((await one.api.get(`/games/${g.id}`).expect(200)).body.status).toBe('active');
  });

  it('per turn: the seat to act has a deadline; past it, a read records the timeout and the other seat wins (D7)', async () => {
    time = T0;
    const g = await newGame(one.api, { game: 'duel', players: 2, clock: { perTurnSeconds: 60 } });
    const [first, other] = seatsOf(g);
    const clock = g.body.clock as ClockBody;
    expect(clock.kind).toBe('per-turn');
    expect(clock.seats[first]).toEqual({
      seat: first,
      remainingMs: 60_000,
      deadline: new Date(T0 + 60_000).toISOString(),
    });
    expect(clock.seats[other]).toEqual({ seat: other, remainingMs: 60_000, deadline: null });
    // Listings show the earliest deadline of the seats to act.
    const listed = (await one.api.get('/games?limit=100').expect(200)).body.games as {
      id: string;
      deadline: string | null;
    }[];
    expect(listed.find(x => x.id === g.id)?.deadline).toBe(new Date(T0 + 60_000).toISOString());
    time = T0 + 59_999;
    expect((await one.api.get(`/games/${g.id}`).expect(200)).body.status).toBe('active');
    time = T0 + 61_000;
    const after = await two.api.get(`/games/${g.id}`).expect(200);
    expect(after.body.status).toBe('finished');
    expect(after.body.outcome).toMatchObject({ reason: 'timeout', winners: [other] });
    // The timeout is dated at the deadline itself, whoever noticed it and when.
    expect((await entriesOf(one, g.id)).slice(1)).toMatchObject([
      { seq: 1, kind: 'timeout', seat: first, createdAt: new Date(T0 + 60_000).toISOString() },
    ]);
  });

  it('a move before the deadline is accepted; one after it is refused 409 time-out and the timeout recorded instead', async () => {
    time = T0;
    const g = await newGame(one.api, { game: 'duel', players: 2, clock: { perTurnSeconds: 10 } });
    const [first, other] = seatsOf(g);
    time = T0 + 9_999;
    await roll(one, g.id, g.tokens[first] ?? '').expect(200);
    // Seat 1 became to act at T0 + 9.999 s: its own 10 seconds run from there.
    time = T0 + 9_999 + 10_000;
    const late = await roll(two, g.id, g.tokens[other] ?? '').expect(409);
    expect(late.body.code).toBe('time-out');
    expect((await entriesOf(one, g.id)).map(e => [e.kind, e.seat])).toEqual([
      ['setup', null],
      ['move', first],
      ['timeout', other],
    ]);
  });

  it('Fischer: banks are spent while to act and grow by the increment, exactly from the log (two instances agree)', async () => {
    time = T0;
    const g = await newGame(one.api, { game: 'duel', players: 2, clock: { initialSeconds: 10, incrementSeconds: 2 } });
    const [first, other] = seatsOf(g);
    time = T0 + 3_000;
    await roll(one, g.id, g.tokens[first] ?? '').expect(200); // first: 10 - 3 + 2 = 9 s
    time = T0 + 7_500;
    await roll(two, g.id, g.tokens[other] ?? '').expect(200); // other: 10 - 4.5 + 2 = 7.5 s
    time = T0 + 8_000;
    for (const server of [one, two]) {
      const clock = (await server.api.get(`/games/${g.id}`).expect(200)).body.clock as ClockBody;
      expect(clock).toMatchObject({ kind: 'fischer', initialSeconds: 10, incrementSeconds: 2 });
      expect(clock.seats[first]).toEqual({
        seat: first,
        remainingMs: 9_000,
        deadline: new Date(T0 + 7_500 + 9_000).toISOString(),
      });
      expect(clock.seats[other]).toEqual({ seat: other, remainingMs: 7_500, deadline: null });
    }
    // At the end of the first seat's bank, the timeout: no increment for a seat that ran out.
    time = T0 + 7_500 + 9_000;
    const over = await one.api.get(`/games/${g.id}`).expect(200);
    expect(over.body.outcome).toMatchObject({ reason: 'timeout', winners: [other] });
    const banks = (over.body.clock as ClockBody).seats;
    expect([banks[first]?.remainingMs, banks[other]?.remainingMs]).toEqual([0, 7_500]);
  });

  it('two processes sweeping the same due game append one timeout between them', async () => {
    time = T0;
    const g = await newGame(one.api, { game: 'duel', players: 2, clock: { perTurnSeconds: 5 } });
    time = T0 + 6_000;
    await Promise.all([
      sweepClocks(one.app.deps),
      sweepClocks(two.app.deps),
      sweepClocks(one.app.deps),
      sweepClocks(two.app.deps),
    ]);
    const entries = await entriesOf(one, g.id);
    expect(entries.filter(e => e.kind === 'timeout')).toHaveLength(1);
    expect(entries).toHaveLength(2);
    // Nothing is due any more: the game is over, its deadline cleared.
    expect(await sweepClocks(two.app.deps)).toBe(0);
  });

  it('a move racing its deadline is either accepted before it or refused after it, never both', async () => {
    for (const offset of [-1, 0]) {
      time = T0;
      const g = await newGame(one.api, { game: 'duel', players: 2, clock: { perTurnSeconds: 5 } });
      time = T0 + 5_000 + offset;
      const [moved] = await Promise.all([roll(one, g.id, g.tokens[seatsOf(g)[0]] ?? ''), sweepClocks(two.app.deps)]);
      const kinds = (await entriesOf(one, g.id)).map(e => e.kind);
      if (offset < 0) {
        expect(moved.status).toBe(200);
        expect(kinds).toEqual(['setup', 'move']);
      } else {
        expect(moved.status).toBe(409);
        expect(moved.body.code).toBe('time-out');
        expect(kinds).toEqual(['setup', 'timeout']);
      }
    }
  });

  it('a waiting table not full within joinWithinSeconds is cancelled by the server (a cancel entry by nobody)', async () => {
    await one.api.post('/games').send({ game: 'duel', players: 2, joinWithinSeconds: 60 }).expect(400);
    time = T0;
    const g = await newGame(one.api, {
      game: 'duel',
      players: 2,
      seats: [{}, { open: true }],
      clock: { perTurnSeconds: 10 },
      joinWithinSeconds: 60,
    });
    expect(g.body.status).toBe('waiting');
    // Nobody's time runs while the table waits.
    expect((g.body.clock as ClockBody).seats.map(x => x.deadline)).toEqual([null, null]);
    time = T0 + 59_000;
    await sweepClocks(one.app.deps);
    expect((await entriesOf(one, g.id)).map(e => e.kind)).toEqual(['setup']);
    time = T0 + 60_000;
    await sweepClocks(two.app.deps);
    expect((await one.api.get(`/games/${g.id}`).expect(200)).body.status).toBe('cancelled');
    expect((await entriesOf(one, g.id)).at(-1)).toMatchObject({
      kind: 'cancel',
      seat: null,
      table: { type: 'cancelled', seat: null },
    });
  });

  it('a "your turn" on the player\'s stream carries the seat\'s deadline, as the game shows it', async () => {
    time = T0;
    const me = await signUp(one.api, 'Deadline');
    const res = await one.api
      .post('/games')
      .set(...bearer(me.key))
      .send({ game: 'duel', players: 2, seats: [{ me: true }, {}], clock: { perTurnSeconds: 60 } })
      .expect(201);
    const g = res.body as { id: string; toAct: number[]; seats: { token: string }[] };
    if (g.toAct[0] === 1) await roll(one, g.id, g.seats[1]?.token ?? '').expect(200);
    const game = (await one.api.get(`/games/${g.id}`).expect(200)).body as { toAct: number[]; clock: ClockBody };
    expect(game.toAct).toEqual([0]);
    const deadline = game.clock.seats.find(c => c.seat === 0)?.deadline;
    expect(deadline).toBe(new Date(time + 60_000).toISOString());
    const stream = await openEvents(`${await one.listen()}/players/me/events`, {
      Authorization: `Bearer ${me.key}`,
      'Last-Event-ID': '0',
    });
    try {
      const turns = async (): Promise<{ type: string; gameId: string; deadline?: string }[]> => {
        for (let n = 0; n < 20; n++) {
          const found = stream.events
            .map(e => JSON.parse(e.data) as { type: string; gameId: string; deadline?: string })
            .filter(e => e.type === 'your-turn' && e.gameId === g.id);
          if (found.length > 0) return found;
          await stream.waitFor(stream.events.length + 1, 250).catch(() => undefined);
        }
        return [];
      };
      expect((await turns()).map(e => e.deadline)).toEqual([deadline]);
    } finally {
      stream.close();
    }
  });

  it('"my games" awaiting the player come soonest deadline first (no clock last), page by page', async () => {
    time = T0;
    const me = await signUp(one.api, 'Clockwise');
    const open = async (clock?: Record<string, number>): Promise<string> => {
      const res = await one.api
        .post('/games')
        .set(...bearer(me.key))
        .send({ game: 'duel', players: 2, seats: [{ me: true }, {}], ...(clock ? { clock } : {}) })
        .expect(201);
      const g = res.body as { id: string; toAct: number[]; seats: { token: string }[] };
      // Seat 0 (the player) is to act, after one roll of seat 1 if the deal gave it the first turn.
      if (g.toAct[0] === 1) await roll(one, g.id, g.seats[1]?.token ?? '').expect(200);
      return g.id;
    };
    const later = await open({ perTurnSeconds: 300 });
    const none = await open();
    const sooner = await open({ perTurnSeconds: 100 });
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 5; page++) {
      const res = await one.api
        .get(`/players/me/games?awaiting=true&limit=1${cursor ? `&cursor=${cursor}` : ''}`)
        .set(...bearer(me.key))
        .expect(200);
      seen.push(...(res.body.games as { id: string }[]).map(x => x.id));
      cursor = res.body.nextCursor as string | null;
      if (!cursor) break;
    }
    expect(seen).toEqual([sooner, later, none]);
  });

  it('a deadline that passed while no process ran is enforced by the sweep of the next one to start', async () => {
    time = T0;
    const g = await newGame(one.api, { game: 'duel', players: 2, clock: { perTurnSeconds: 30 } });
    time = T0 + 3600_000;
    const started = await startServer(testDb, { now, clockSweepMs: 50 });
    try {
      let entries: Entry[] = [];
      for (let i = 0; i < 100 && !entries.some(e => e.kind === 'timeout'); i++) {
        await new Promise(resolve => setTimeout(resolve, 20));
        entries = await entriesOf(one, g.id);
      }
      expect(entries.at(-1)).toMatchObject({
        kind: 'timeout',
        seat: seatsOf(g)[0],
        createdAt: new Date(T0 + 30_000).toISOString(),
      });
    } finally {
      await started.close();
    }
  });
});

describe.each(testDatabases())('a real 1-second clock on $name', testDb => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDb, { clockSweepMs: 100 });
  });
  afterAll(async () => {
    await server.close();
    await testDb.dispose();
  });

  it('a seat that does nothing times out within 2 s of its deadline, with no request, and the other seat wins', async () => {
    const g = await newGame(server.api, { game: 'duel', players: 2, clock: { perTurnSeconds: 1 } });
    const [first, other] = seatsOf(g);
    const deadline = Date.parse((g.body.clock as ClockBody).seats[first]?.deadline ?? '');
    expect(deadline).toBeGreaterThan(Date.now());
    let entries: Entry[] = [];
    // The log is read without enforcing anything: only the sweep can append the timeout.
    while (Date.now() < deadline + 2_000 && !entries.some(e => e.kind === 'timeout')) {
      await new Promise(resolve => setTimeout(resolve, 50));
      entries = (await server.api.get(`/games/${g.id}/moves`).expect(200)).body.entries as Entry[];
    }
    expect(entries.map(e => e.kind)).toEqual(['setup', 'timeout']);
    expect(Date.now()).toBeLessThan(deadline + 2_000);
    const body = (await server.api.get(`/games/${g.id}`).expect(200)).body;
    expect(body.outcome).toMatchObject({ reason: 'timeout', winners: [other] });
  });
});
