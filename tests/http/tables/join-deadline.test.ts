// A table's joining deadline holds by itself (issue 22, hole 1): with `joinWithinSeconds`, a join at or
// after createdAt + joinWithinSeconds is refused (422 join-deadline-passed) and the table is cancelled, with
// no sweep running (these servers have none, as with CLOCK_SWEEP_MS=0); a join before it is seated. The
// create answer carries the `deadline` that listings show. Time is an injected clock.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { inviteTable, signUp } from '../../support/tables.js';

const T0 = Date.parse('2026-05-01T10:00:00.000Z');

describe.each(testDatabases())('joining deadlines on $name', testDb => {
  let time = T0;
  const server = serverForSuite(testDb, { now: () => new Date(time) });

  it('the create answer and the listings show the same deadline', async () => {
    time = T0;
    const ada = await signUp(server.api, 'Ada');
    const table = await inviteTable(server.api, ada.key, 2, { listed: true, joinWithinSeconds: 1 });
    const deadline = new Date(T0 + 1000).toISOString();
    expect(table.body['deadline']).toBe(deadline);
    const lobby = await server.api.get('/games?status=waiting&open=true').expect(200);
    expect(lobby.body.games.find((g: { id: string }) => g.id === table.id)?.deadline).toBe(deadline);
    const read = await server.api.get(`/games/${table.id}`).expect(200);
    expect(read.body.deadline).toBe(deadline);
  });

  it('refuses a join after the deadline, by code and in the lobby, and cancels the table', async () => {
    time = T0;
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    for (const [late, how] of [
      [1500, 'code'],
      [3000, 'lobby'],
      [1000, 'code'],
    ] as const) {
      time = T0;
      const table = await inviteTable(server.api, ada.key, 2, { listed: true, joinWithinSeconds: 1 });
      time = T0 + late;
      const res = await server.api
        .post(`/games/${table.id}/join`)
        .set(...bearer(grace.key))
        .send(how === 'code' ? { code: table.body.invites[0]?.code } : {})
        .expect(422);
      expect(res.body.code).toBe('join-deadline-passed');
      expect(res.body.detail).toContain(new Date(T0 + 1000).toISOString());
      expect(res.body.deadline).toBe(new Date(T0 + 1000).toISOString());
      const game = await server.api.get(`/games/${table.id}`).expect(200);
      expect(game.body.status).toBe('cancelled');
      expect(game.body.table.seats[1].state).toBe('open');
      // Asked again, the answer is the same.
      const again = await server.api
        .post(`/games/${table.id}/join`)
        .set(...bearer(grace.key))
        .send({})
        .expect(422);
      expect(again.body.code).toBe('join-deadline-passed');
    }
  });

  it('seats a join just before the deadline; the game starts', async () => {
    time = T0;
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const table = await inviteTable(server.api, ada.key, 2, { joinWithinSeconds: 1 });
    time = T0 + 999;
    const res = await server.api
      .post(`/games/${table.id}/join`)
      .set(...bearer(grace.key))
      .send({ code: table.body.invites[0]?.code })
      .expect(200);
    expect(res.body.game.status).toBe('active');
    expect(res.body.game.deadline).toBeNull();
  });
});

describe.each(testDatabases())('a rematch keeps its joining deadline on $name', testDb => {
  let time = T0;
  const server = serverForSuite(testDb, {
    now: () => new Date(time),
    quotas: { maxWaiting: 0, perMinute: 0, expiryDays: 7 },
  });

  /** A finished duel of Ada and Grace, with `extra` options, and the rematch Grace opened at once. */
  const rematchOpened = async (extra: Record<string, unknown>) => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const table = await inviteTable(server.api, ada.key, 2, extra);
    await server.api
      .post(`/games/${table.id}/join`)
      .set(...bearer(grace.key))
      .send({ code: table.body.invites[0]?.code })
      .expect(200);
    await server.api
      .post(`/games/${table.id}/resign`)
      .set(...bearer(ada.key))
      .expect(200);
    const opened = await server.api
      .post(`/games/${table.id}/rematch`)
      .set(...bearer(grace.key))
      .expect(200);
    return { ada, id: table.id, next: opened.body.game.id as string };
  };

  it('refuses the last seat of a rematch after its deadline, and cancels it', async () => {
    time = T0;
    const { ada, id, next } = await rematchOpened({ joinWithinSeconds: 60 });
    // The rematch's joining deadline is a minute after it was opened, as the first table's was.
    time = T0 + 60_000;
    const late = await server.api
      .post(`/games/${id}/rematch`)
      .set(...bearer(ada.key))
      .expect(422);
    expect(late.body.code).toBe('join-deadline-passed');
    expect(late.body.deadline).toBe(new Date(T0 + 60_000).toISOString());
    const game = await server.api.get(`/games/${next}`).expect(200);
    expect(game.body.status).toBe('cancelled');
    expect(game.body.table.seats[1].state).toBe('reserved');
  });

  it('refuses the last seat of a rematch once it expired, and cancels it', async () => {
    time = T0;
    const { ada, id, next } = await rematchOpened({});
    time = T0 + 7 * 86_400_000;
    const late = await server.api
      .post(`/games/${id}/rematch`)
      .set(...bearer(ada.key))
      .expect(422);
    expect(late.body.code).toBe('table-expired');
    expect((await server.api.get(`/games/${next}`).expect(200)).body.status).toBe('cancelled');
  });
});
