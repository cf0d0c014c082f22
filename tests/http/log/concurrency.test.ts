// The log under pressure: racing writers, two app instances on one database, and a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, newGame, startServer, type TestServer } from '../../support/server.js';
import { openEvents } from '../../support/sse.js';

describe.each(testDatabases())('concurrency on $name', testDb => {
  let one: TestServer;
  let two: TestServer;
  beforeAll(async () => {
    one = await startServer(testDb);
    two = await startServer(testDb);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await testDb.dispose();
  });

  it('20 concurrent moves with the same expectedVersion: exactly one 200, the rest 409, one log entry', async () => {
    const g = await newGame(one.api);
    const token = g.tokens[g.toAct[0] ?? 0] ?? '';
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? one : two).api
          .post(`/games/${g.id}/moves`)
          .set(...bearer(token))
          .send({ move: { type: 'roll' }, expectedVersion: 0 }),
      ),
    );
    const statuses = results.map(r => r.status).sort();
    expect(statuses.filter(s => s === 200)).toHaveLength(1);
    expect(statuses.filter(s => s === 409)).toHaveLength(19);
    for (const r of results.filter(x => x.status === 409)) expect(r.body.currentVersion).toBe(1);
    const log = await one.api.get(`/games/${g.id}/moves`).expect(200);
    expect(log.body.entries.map((e: { seq: number }) => e.seq)).toEqual([0, 1]);
  });

  it('without expectedVersion, racing losers are decided again on the new state', async () => {
    const g = await newGame(one.api, {
      game: 'duel',
      players: 2,
      position: { hands: [[1, 2, 3, 4], [5]], deck: [], scores: [0, 0], turn: 0 },
    });
    // Seat 0 challenges; seat 1 sends "yield" twice at once, through both instances.
    await one.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(g.tokens[0] ?? ''))
      .send({ move: { type: 'play', card: 1 } })
      .expect(200);
    const [a, b] = await Promise.all([
      one.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[1] ?? ''))
        .send({ move: { type: 'yield' } }),
      two.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[1] ?? ''))
        .send({ move: { type: 'yield' } }),
    ]);
    // One yield is accepted; the other, decided (again) on the new state, finds no challenge left.
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    const refused = a.status === 422 ? a : b;
    expect(refused.body.code).toBe('fixture/D4-no-challenge');
    const log = await two.api.get(`/games/${g.id}/moves`).expect(200);
    expect(log.body.version).toBe(2);
  });

  it('two instances on one database behave as one, caches included', async () => {
    const g = await newGame(one.api);
    const first = g.toAct[0] ?? 0;
    // Both instances cache the game at version 0.
    await one.api.get(`/games/${g.id}`).expect(200);
    await two.api.get(`/games/${g.id}`).expect(200);
    await one.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(g.tokens[first] ?? ''))
      .send({ move: { type: 'roll' } })
      .expect(200);
    // Instance two sees the move made through one, and accepts the next seat's move on top of it.
    expect((await two.api.get(`/games/${g.id}`).expect(200)).body.version).toBe(1);
    await two.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(g.tokens[1 - first] ?? ''))
      .send({ move: { type: 'roll' }, expectedVersion: 1 })
      .expect(200);
    const stale = await one.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(g.tokens[first] ?? ''))
      .send({ move: { type: 'roll' }, expectedVersion: 1 })
      .expect(409);
    expect(stale.body.currentVersion).toBe(2);
    const viaOne = await one.api
      .get(`/games/${g.id}`)
      .set(...bearer(g.tokens[first] ?? ''))
      .expect(200);
    const viaTwo = await two.api
      .get(`/games/${g.id}`)
      .set(...bearer(g.tokens[first] ?? ''))
      .expect(200);
    expect(viaOne.body).toEqual(viaTwo.body);
  });

  it('a stream on one instance wakes up for a move made through the other', async () => {
    const g = await newGame(one.api);
    const base = await one.listen();
    const stream = await openEvents(`${base}/games/${g.id}/events`);
    try {
      await stream.waitFor(1);
      await two.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[g.toAct[0] ?? 0] ?? ''))
        .send({ move: { type: 'roll' } })
        .expect(200);
      await stream.waitFor(2);
      expect(stream.events.map(e => e.id)).toEqual(['0', '1']);
    } finally {
      stream.close();
    }
  });
});

describe.each(testDatabases())('restart on $name', testDb => {
  it('a game survives a server restart unchanged', async () => {
    const before = await startServer(testDb);
    const g = await newGame(before.api, { game: 'duel', players: 3, seed: 'persistent' });
    let turn = g.toAct[0] ?? 0;
    for (let i = 0; i < 4; i++) {
      const res = await before.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[turn] ?? ''))
        .send({ move: { type: 'roll' } })
        .expect(200);
      turn = res.body.toAct[0];
    }
    const views = async (server: TestServer) => ({
      spectator: (await server.api.get(`/games/${g.id}`).expect(200)).body,
      seats: await Promise.all(
        g.tokens.map(
          async t =>
            (
              await server.api
                .get(`/games/${g.id}`)
                .set(...bearer(t))
                .expect(200)
            ).body,
        ),
      ),
      log: (await server.api.get(`/games/${g.id}/moves`).expect(200)).body,
      legal: (
        await server.api
          .get(`/games/${g.id}/legal-moves`)
          .set(...bearer(g.tokens[turn] ?? ''))
          .expect(200)
      ).body,
    });
    const seen = await views(before);
    await before.close();

    const after = await startServer(testDb);
    try {
      expect(await views(after)).toEqual(seen);
      await after.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[turn] ?? ''))
        .send({ move: { type: 'roll' }, expectedVersion: 4 })
        .expect(200);
    } finally {
      await after.close();
      await testDb.dispose();
    }
  });
});
