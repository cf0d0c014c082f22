// A vacation ended while the request that started it is still pausing the player's games (issue 25): the end
// must win in every game, whichever of the two requests reaches a game first. An outside transaction holds the
// start (Postgres only: PGlite has one connection) at the append of its pause, or before it lists the games to
// pause, while the end is sent, as happens when the start pauses many games one by one.
import { describe, expect, it } from 'vitest';
import { postgresTestDatabases } from '../../support/databases.js';
import { pollUntil, waitingForLocks, withLockHeld } from '../../support/lock-waits.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { myTurn, signUp } from '../../support/tables.js';

const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(postgresTestDatabases())('a vacation ended while it is being started, on $name', testDb => {
  let time = T0;
  const server = serverForSuite(testDb, { now: () => new Date(time), vacationDaysPerYear: 14 });

  /** Starts a 3-day vacation at T0 with `lock` held, ends it an hour later, then lets go; seat 0's clock after. */
  async function endWhileStarting(lock: string) {
    time = T0;
    const api = server.api;
    const me = await signUp(api, 'Torn');
    const game = await myTurn(api, me.key, { perTurnSeconds: (2 * DAY) / 1000 });
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
