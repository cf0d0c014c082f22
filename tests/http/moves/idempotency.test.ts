// A retried move whose first attempt was accepted gets the first answer and appends nothing — also when
// the move would still be legal a second time, so that only the idempotency key tells a retry from a new
// move (the optimistic path tries the insert, and the appending statement refuses it: the seat's key is
// there, migrations/0008) — also when the retry races the first attempt, through either of two processes.
import { describe, expect, it } from 'vitest';
import { games } from '../../../src/games/registry.js';
import { testDatabases } from '../../support/databases.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { bearer, newGame, twoServersForSuite, type TestServer } from '../../support/server.js';

const common = (colour: string) => ({ set: 'common', colour });
const position = {
  seats: [
    { identity: 'orange', hand: [common('red'), common('red'), common('blue'), common('blue')] },
    { identity: 'purple', hand: [common('green')] },
  ],
  columns: { bi: ['red', 'orange', 'yellow'], tri: ['red'], quad: ['red'], quint: ['red'] },
};
const trade = { type: 'trade', cards: [common('red'), common('blue')] };

describe.each(testDatabases())('idempotent moves on $name', testDb => {
  const servers = twoServersForSuite(testDb, { games: [...games, fixtureGame] });
  const log = async (id: string) =>
    ((await servers.one.api.get(`/games/${id}/moves`).expect(200)).body as { entries: { seq: number }[] }).entries;

  it('answers a retry of an accepted move with its first answer, even when the move is still legal', async () => {
    const created = await servers.one.api.post('/games').send({ game: 'monad', players: 2, position }).expect(201);
    const { id, seats } = created.body as { id: string; seats: { token: string }[] };
    const token = seats[0]?.token ?? '';
    const send = (key: string) =>
      servers.one.api
        .post(`/games/${id}/moves`)
        .set(...bearer(token))
        .set('Idempotency-Key', key)
        .send({ move: trade })
        .expect(200);

    const first = (await send('trade-1')).body as { version: number };
    expect(first.version).toBe(1);
    const retried = (await send('trade-1')).body as { version: number };
    expect(retried).toEqual(first);
    // The same trade under a new key is a new move: there is a second red/blue pair to trade.
    const second = (await send('trade-2')).body as { version: number };
    expect(second.version).toBe(2);
    expect(await log(id)).toHaveLength(3);
  });

  it('refuses a key reused for another move, changing nothing', async () => {
    const created = await servers.one.api.post('/games').send({ game: 'monad', players: 2, position }).expect(201);
    const { id, seats } = created.body as { id: string; seats: { token: string }[] };
    const token = seats[0]?.token ?? '';
    await servers.one.api
      .post(`/games/${id}/moves`)
      .set(...bearer(token))
      .set('Idempotency-Key', 'k')
      .send({ move: trade })
      .expect(200);
    const res = await servers.one.api
      .post(`/games/${id}/moves`)
      .set(...bearer(token))
      .set('Idempotency-Key', 'k')
      .send({ move: { type: 'end_turn' } })
      .expect(422);
    expect(res.body).toMatchObject({ code: 'idempotency-key-reused' });
    const game = (await servers.one.api.get(`/games/${id}`).expect(200)).body as { version: number };
    expect(game.version).toBe(1);
  });

  it('appends one entry for requests with the same key sent at once, through one process or two, and gives them all the first answer', async () => {
    for (const through of [
      [servers.one, servers.one],
      [servers.one, servers.two, servers.one, servers.two],
    ] as TestServer[][]) {
      const created = await servers.one.api.post('/games').send({ game: 'monad', players: 2, position }).expect(201);
      const { id, seats } = created.body as { id: string; seats: { token: string }[] };
      // Both processes hold the game at version 0, so each tries to append the trade at once.
      await Promise.all([servers.one, servers.two].map(s => s.api.get(`/games/${id}`).expect(200)));
      const answers = await Promise.all(
        through.map(s =>
          s.api
            .post(`/games/${id}/moves`)
            .set(...bearer(seats[0]?.token ?? ''))
            .set('Idempotency-Key', 'at-once')
            .send({ move: trade }),
        ),
      );
      expect(answers.map(a => a.status)).toEqual(through.map(() => 200));
      for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
      expect((answers[0]?.body as { version: number }).version).toBe(1);
      expect((await log(id)).map(e => e.seq)).toEqual([0, 1]);
    }
  });

  it('keeps a key apart per game and per seat: each use is accepted, and each retry replays its own answer', async () => {
    const [a, b] = [await newGame(servers.one.api), await newGame(servers.one.api)];
    await Promise.all([a, b].map(g => servers.two.api.get(`/games/${g.id}`).expect(200)));
    const roll = (s: TestServer, id: string, token: string | undefined) =>
      s.api
        .post(`/games/${id}/moves`)
        .set(...bearer(token ?? ''))
        .set('Idempotency-Key', 'same')
        .send({ move: { type: 'roll' } })
        .expect(200);
    const [aFirst, bFirst] = [a.toAct[0] ?? 0, b.toAct[0] ?? 0];
    const aMover = await roll(servers.one, a.id, a.tokens[aFirst]);
    const aOther = await roll(servers.one, a.id, a.tokens[1 - aFirst]);
    const bMover = await roll(servers.one, b.id, b.tokens[bFirst]);
    expect([aMover.body.version, aOther.body.version, bMover.body.version]).toEqual([1, 2, 1]);
    // Retried through the other process, whose cache is still at version 0: each finds its own seat's entry.
    expect((await roll(servers.two, a.id, a.tokens[aFirst])).body).toEqual(aMover.body);
    expect((await roll(servers.two, a.id, a.tokens[1 - aFirst])).body).toEqual(aOther.body);
    expect((await roll(servers.two, b.id, b.tokens[bFirst])).body).toEqual(bMover.body);
    expect((await log(a.id)).map(e => e.seq)).toEqual([0, 1, 2]);
    expect((await log(b.id)).map(e => e.seq)).toEqual([0, 1]);
    // In game b the key is still the first seat's own: another seat uses it freely, and another request of
    // the first seat with it is refused.
    const bOther = await roll(servers.two, b.id, b.tokens[1 - bFirst]);
    expect(bOther.body.version).toBe(2);
    const reused = await servers.one.api
      .post(`/games/${b.id}/moves`)
      .set(...bearer(b.tokens[bFirst] ?? ''))
      .set('Idempotency-Key', 'same')
      .send({ move: { type: 'draw' } })
      .expect(422);
    expect(reused.body).toMatchObject({ code: 'idempotency-key-reused' });
  });
});
