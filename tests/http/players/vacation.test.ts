// Vacations (issue 25): POST /players/me/vacation pauses the player's correspondence deadlines until
// `until` (a `vacation` entry in each such game; live clocks run on), DELETE ends it early, and the days
// count against VACATION_DAYS_PER_YEAR over the last 365 days. Two app instances on one database share an
// injected clock: both show the same moved deadline, and the sweep times out at the moved one only.
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepClocks } from '../../../src/service/clocks/sweep.js';
import { postgresTestDatabases, testDatabases } from '../../support/databases.js';
import { pollUntil, waitingForLocks, withLockHeld } from '../../support/lock-waits.js';
import { bearer, serverForSuite, twoServersForSuite, type TestServer } from '../../support/server.js';
import { myTurn as myTurnAt, signUp } from '../../support/tables.js';

const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface SeatClock {
  seat: number;
  remainingMs: number;
  deadline: string | null;
  vacationUntil?: string;
}
interface GameBody {
  id: string;
  status: string;
  toAct: number[];
  clock: { seats: SeatClock[] } | null;
  seats: { seat: number; token?: string }[];
}

describe.each(testDatabases())('vacations on $name', testDb => {
  let time = T0;
  const now = (): Date => new Date(time);
  const servers = twoServersForSuite(testDb, { now, vacationDaysPerYear: 14 });
  let one: TestServer;
  let two: TestServer;
  beforeAll(() => {
    ({ one, two } = servers);
  });

  const myTurn = (key: string, clock: Record<string, number>) => myTurnAt(one.api, key, clock);
  const seat0 = async (server: TestServer, id: string): Promise<SeatClock | undefined> =>
    ((await server.api.get(`/games/${id}`).expect(200)).body as GameBody).clock?.seats[0];
  const kinds = async (id: string): Promise<string[]> =>
    ((await one.api.get(`/games/${id}/moves`).expect(200)).body as { entries: { kind: string }[] }).entries.map(
      e => e.kind,
    );

  it('pauses correspondence deadlines by the vacation time on every process; the sweep times out at the moved deadline only', async () => {
    time = T0;
    const me = await signUp(one.api, 'Away');
    const slow = await myTurn(me.key, { perTurnSeconds: 2 * 86_400 });
    const bank = await myTurn(me.key, {
      initialSeconds: 10 * 86_400,
      incrementSeconds: 86_400,
      maxSeconds: 20 * 86_400,
    });
    const live = await myTurn(me.key, { initialSeconds: 600, incrementSeconds: 5 });
    const before = (await seat0(one, slow.id))?.deadline ?? '';
    expect(Date.parse(before)).toBe(T0 + 2 * DAY);

    time = T0 + HOUR;
    const until = new Date(T0 + HOUR + 3 * DAY).toISOString();
    const on = await one.api
      .post('/players/me/vacation')
      .set(...bearer(me.key))
      .send({ until })
      .expect(200);
    expect(on.body).toMatchObject({ onVacation: true, until, daysPerYear: 14, daysLeft: 11, games: 2 });

    for (const server of [one, two]) {
      expect(await seat0(server, slow.id)).toMatchObject({
        vacationUntil: until,
        deadline: new Date(T0 + 2 * DAY + 3 * DAY).toISOString(),
      });
      expect(await seat0(server, bank.id)).toMatchObject({
        vacationUntil: until,
        deadline: new Date(T0 + 10 * DAY + 3 * DAY).toISOString(),
      });
      // A live clock runs on: no pause, no entry.
      expect(await seat0(server, live.id)).not.toHaveProperty('vacationUntil');
    }
    expect(await kinds(live.id)).not.toContain('vacation');
    expect((await kinds(slow.id)).at(-1)).toBe('vacation');
    // In the inbox the pause is news since the player's last move, not a move of theirs.
    const inbox = (
      await two.api
        .get('/players/me/inbox')
        .set(...bearer(me.key))
        .expect(200)
    ).body as {
      games: { id: string; sinceYourLastMove: { entries: { kind: string; seat: number | null }[] } }[];
    };
    const news = inbox.games.find(g => g.id === slow.id)?.sinceYourLastMove.entries ?? [];
    expect(news.at(-1)).toMatchObject({ kind: 'vacation', seat: 0 });

    // Past the old deadline, the sweep of either process finds nothing due in the paused game.
    time = T0 + 2 * DAY + HOUR;
    await sweepClocks(two.app.deps);
    expect(await kinds(slow.id)).not.toContain('timeout');
    // At the moved deadline it times out, dated at the moved deadline.
    time = T0 + 5 * DAY;
    await sweepClocks(two.app.deps);
    const log = (await one.api.get(`/games/${slow.id}/moves`).expect(200)).body as {
      entries: { kind: string; createdAt: string }[];
    };
    expect(log.entries.at(-1)).toMatchObject({ kind: 'timeout', createdAt: new Date(T0 + 5 * DAY).toISOString() });
  });

  it('ends early: the deadline moves by the time actually taken, and the days not taken are free again', async () => {
    time = T0 + 100 * DAY;
    const me = await signUp(one.api, 'Back early');
    const g = await myTurn(me.key, { perTurnSeconds: 86_400 });
    const start = time;
    await one.api
      .post('/players/me/vacation')
      .set(...bearer(me.key))
      .send({ until: new Date(start + 7 * DAY).toISOString() })
      .expect(200);
    time = start + 2 * DAY;
    const back = await two.api
      .delete('/players/me/vacation')
      .set(...bearer(me.key))
      .expect(200);
    expect(back.body).toMatchObject({ onVacation: false, until: null, daysLeft: 12, games: 1 });
    const clock = await seat0(one, g.id);
    expect(clock).not.toHaveProperty('vacationUntil');
    expect(clock?.deadline).toBe(new Date(start + DAY + 2 * DAY).toISOString());
    expect(
      (
        await two.api
          .get('/players/me/vacation')
          .set(...bearer(me.key))
          .expect(200)
      ).body,
    ).toMatchObject({
      onVacation: false,
      daysLeft: 12,
    });
  });

  it('takes one vacation when it is asked for several times at once, on either process (a double click)', async () => {
    time = T0 + 600 * DAY;
    const me = await signUp(one.api, 'Double click');
    const g = await myTurn(me.key, { perTurnSeconds: 86_400 });
    const until = new Date(time + 3 * DAY).toISOString();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 === 0 ? one : two).api
          .post('/players/me/vacation')
          .set(...bearer(me.key))
          .send({ until }),
      ),
    );
    expect(answers.map(a => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers.filter(a => a.status === 409).every(a => a.body.code === 'vacation-conflict')).toBe(true);
    // One vacation of 3 days counts against the budget, and one DELETE ends it.
    const state = await one.api
      .get('/players/me/vacation')
      .set(...bearer(me.key))
      .expect(200);
    expect(state.body).toMatchObject({ onVacation: true, until, daysLeft: 11 });
    expect((await kinds(g.id)).filter(k => k === 'vacation')).toHaveLength(1);
    time += DAY;
    await two.api
      .delete('/players/me/vacation')
      .set(...bearer(me.key))
      .expect(200);
    expect(
      (
        await one.api
          .get('/players/me/vacation')
          .set(...bearer(me.key))
          .expect(200)
      ).body,
    ).toMatchObject({ onVacation: false, daysLeft: 13 });
  });

  it('refuses an until in the past, a second vacation while on, an end while off, and days past the budget', async () => {
    time = T0 + 200 * DAY;
    const me = await signUp(one.api, 'Budget');
    const at = (ms: number): string => new Date(time + ms).toISOString();
    const past = await one.api
      .post('/players/me/vacation')
      .set(...bearer(me.key))
      .send({ until: at(-1) })
      .expect(400);
    expect(past.body.code).toBe('invalid-request');
    expect(past.body.detail).toContain('must be after now');
    const off = await one.api
      .delete('/players/me/vacation')
      .set(...bearer(me.key))
      .expect(409);
    expect(off.body.code).toBe('vacation-conflict');
    const over = await one.api
      .post('/players/me/vacation')
      .set(...bearer(me.key))
      .send({ until: at(15 * DAY) })
      .expect(422);
    expect(over.body).toMatchObject({ code: 'vacation-over-budget' });
    expect(over.body.detail).toContain('14 vacation days in any 365 days');
    await one.api
      .post('/players/me/vacation')
      .set(...bearer(me.key))
      .send({ until: at(5 * DAY) })
      .expect(200);
    const twice = await one.api
      .post('/players/me/vacation')
      .set(...bearer(me.key))
      .send({ until: at(6 * DAY) })
      .expect(409);
    expect(twice.body.code).toBe('vacation-conflict');
    // After it: 5 days taken in the last 365, so 9 are left (a rolling year: 365 days back from now).
    time += 5 * DAY;
    await one.api
      .post('/players/me/vacation')
      .set(...bearer(me.key))
      .send({ until: at(10 * DAY) })
      .expect(422);
    await one.api
      .post('/players/me/vacation')
      .set(...bearer(me.key))
      .send({ until: at(9 * DAY) })
      .expect(200);
    // A year after both ended, their days are free again.
    time += 9 * DAY + 365 * DAY;
    await one.api
      .post('/players/me/vacation')
      .set(...bearer(me.key))
      .send({ until: at(14 * DAY) })
      .expect(200);
    expect(
      (
        await one.api
          .post('/players/me/vacation')
          .send({ until: at(DAY) })
          .expect(401)
      ).body.code,
    ).toBeDefined();
  });
});

// A vacation ended while the request that started it is still pausing the player's games (issue 25): the end
// must win in every game, whichever of the two requests reaches a game first. An outside transaction holds the
// start (Postgres only: PGlite has one connection) at the append of its pause, or before it lists the games to
// pause, while the end is sent, as happens when the start pauses many games one by one.
describe.each(postgresTestDatabases())('a vacation ended while it is being started, on $name', testDb => {
  let time = T0;
  const server = serverForSuite(testDb, { now: () => new Date(time), vacationDaysPerYear: 14 });

  /** Starts a 3-day vacation at T0 with `lock` held, ends it an hour later, then lets go; seat 0's clock after. */
  async function endWhileStarting(lock: string) {
    time = T0;
    const api = server.api;
    const me = await signUp(api, 'Torn');
    const game = await myTurnAt(api, me.key, { perTurnSeconds: (2 * DAY) / 1000 });
    const { started, ended } = await withLockHeld(testDb.url ?? '', lock, async watcher => {
      const started = api
        .post('/players/me/vacation')
        .set(...bearer(me.key))
        .send({ until: new Date(T0 + 3 * DAY).toISOString() })
        .then(res => res);
      await pollUntil(async () => (await waitingForLocks(watcher)) > 0);
      time = T0 + HOUR;
      let answered = false;
      const ended = api
        .delete('/players/me/vacation')
        .set(...bearer(me.key))
        .then(res => {
          answered = true;
          return res;
        });
      // The end runs whole, or waits too (then two wait): either way the start may go on.
      await pollUntil(async () => answered || (await waitingForLocks(watcher)) > 1);
      return { started, ended };
    });
    expect((await started).status).toBe(200);
    expect(await ended).toMatchObject({ status: 200, body: { onVacation: false } });
    return (
      (await api.get(`/games/${game.id}`).expect(200)).body as {
        clock: { seats: { deadline: string; vacationUntil?: string }[] };
      }
    ).clock.seats[0];
  }

  it('leaves no pause behind in a game the start reached first: the end ends it', async () => {
    // The player was away one hour: the deadline moved by that hour, and nothing is paused any more.
    const seat0 = await endWhileStarting('lock table moves in share mode');
    expect(seat0).toMatchObject({ deadline: new Date(T0 + 2 * DAY + HOUR).toISOString() });
    expect(seat0).not.toHaveProperty('vacationUntil');
  });

  it('pauses nothing in a game the start reaches after the vacation ended', async () => {
    // A pause counts from its entry on, and by then the vacation was over: the deadline stays.
    const seat0 = await endWhileStarting('lock table seats in access exclusive mode');
    expect(seat0).toMatchObject({ deadline: new Date(T0 + 2 * DAY).toISOString() });
    expect(seat0).not.toHaveProperty('vacationUntil');
  });
});
