// A retried move whose first attempt was accepted gets the first answer and appends nothing — also when
// the move would still be legal a second time, so that only the idempotency key tells a retry from a new
// move (the optimistic path tries the insert and the key's unique index refuses it).
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.js';
import { testDatabases } from '../support/databases.js';
import { bearer, serverForSuite } from '../support/server.js';

const common = (colour: string) => ({ set: 'common', colour });
const position = {
  seats: [
    { identity: 'orange', hand: [common('red'), common('red'), common('blue'), common('blue')] },
    { identity: 'purple', hand: [common('green')] },
  ],
  columns: { bi: ['red', 'orange', 'yellow'], tri: ['red'], quad: ['red'], quint: ['red'] },
};
const trade = { type: 'trade', cards: [common('red'), common('blue')] };

describe.each(testDatabases())('idempotent moves on $name', (testDb) => {
  const server = serverForSuite(testDb, { games });

  it('answers a retry of an accepted move with its first answer, even when the move is still legal', async () => {
    const created = await server.api.post('/games').send({ game: 'monad', players: 2, position }).expect(201);
    const { id, seats } = created.body as { id: string; seats: { token: string }[] };
    const token = seats[0]?.token ?? '';
    const send = (key: string) => server.api.post(`/games/${id}/moves`).set(...bearer(token)).set('Idempotency-Key', key).send({ move: trade }).expect(200);

    const first = (await send('trade-1')).body as { version: number };
    expect(first.version).toBe(1);
    const retried = (await send('trade-1')).body as { version: number };
    expect(retried).toEqual(first);
    // The same trade under a new key is a new move: there is a second red/blue pair to trade.
    const second = (await send('trade-2')).body as { version: number };
    expect(second.version).toBe(2);
    const log = (await server.api.get(`/games/${id}/moves`).set(...bearer(token)).expect(200)).body as { entries: unknown[] };
    expect(log.entries).toHaveLength(3);
  });

  it('refuses a key reused for another move, changing nothing', async () => {
    const created = await server.api.post('/games').send({ game: 'monad', players: 2, position }).expect(201);
    const { id, seats } = created.body as { id: string; seats: { token: string }[] };
    const token = seats[0]?.token ?? '';
    await server.api.post(`/games/${id}/moves`).set(...bearer(token)).set('Idempotency-Key', 'k').send({ move: trade }).expect(200);
    const res = await server.api
      .post(`/games/${id}/moves`)
      .set(...bearer(token))
      .set('Idempotency-Key', 'k')
      .send({ move: { type: 'end_turn' } })
      .expect(422);
    expect(res.body).toMatchObject({ code: 'idempotency-key-reused' });
    const game = (await server.api.get(`/games/${id}`).expect(200)).body as { version: number };
    expect(game.version).toBe(1);
  });
});
