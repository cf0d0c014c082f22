// Issue 8, the outside audit: one unauthenticated request must not be able to make the server list millions
// of moves or store a game that weighs much. Positions are checked against every setup rule (M5, C3 and the
// bounds of the schemas), and the largest Monad hand the rules allow lists a small number of moves.
import { describe, expect, it } from 'vitest';
import { builtInBots } from '../../../src/bots/registry.js';
import { games } from '../../../src/games/registry.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';

const COLOURS = ['red', 'orange', 'yellow', 'purple', 'blue', 'green'] as const;
const made = { seat: 0, transactions: 1, prepared: true };

describe.each(testDatabases())("the audit's requests on $name", testDb => {
  const server = serverForSuite(testDb, { games, bots: builtInBots });

  it('M5: a 2-player position with four commons of a colour is refused (422), creating nothing', async () => {
    const hand = COLOURS.flatMap(colour => [
      { set: 'common', colour },
      { set: 'common', colour },
      { set: 'common', colour },
    ]);
    const position = {
      seats: [
        { identity: 'red', hand },
        { identity: 'blue', hand: [] },
      ],
      columns: { bi: [], tri: [], quad: [], quint: [] },
    };
    const before = (await server.api.get('/games').expect(200)).body as { games: unknown[] };
    const res = await server.api.post('/games').send({ game: 'monad', players: 2, position }).expect(422);
    expect(res.body).toMatchObject({ status: 422, code: 'monad/M5-position-cards' });
    const after = (await server.api.get('/games').expect(200)).body as { games: unknown[] };
    expect(after.games.length).toBe(before.games.length);
  });

  it("M14: the audit's hand with a bot to act: the game is created, and the seat's legal moves are few", async () => {
    const hand = COLOURS.flatMap(colour => ['bi', 'tri', 'quad', 'common', 'common'].map(set => ({ set, colour })));
    const position = {
      seats: [
        { identity: 'red', hand },
        { identity: 'blue', hand: [] },
      ],
      columns: { bi: [], tri: [], quad: [], quint: [...COLOURS] },
      turn: made,
    };
    const asPerson = (await server.api.post('/games').send({ game: 'monad', players: 2, position }).expect(201))
      .body as {
      id: string;
      seats: { token: string }[];
    };
    const legal = await server.api
      .get(`/games/${asPerson.id}/legal-moves`)
      .set(...bearer(asPerson.seats[0]?.token ?? ''))
      .expect(200);
    expect(JSON.stringify(legal.body).length).toBeLessThan(1024 * 1024);
    expect((legal.body as { moves: unknown[] }).moves.length).toBeLessThan(300);
    // With a bot to act, creating the game plays its turn at once (bots list legal moves too).
    await server.api
      .post('/games')
      .send({ game: 'monad', players: 2, position, seats: [{ bot: 'heuristic' }, {}] })
      .expect(201);
  });

  it('C3: a 94 kB Monte Carlo board is refused (400) before any rule reads it', async () => {
    const board = [{ kind: 'start' }, ...Array.from({ length: 5_540 }, () => ({ kind: 'green' })), { kind: 'finish' }];
    const body = { game: 'monte-carlo', players: 2, options: { board } };
    expect(JSON.stringify(body).length).toBeGreaterThan(94_000);
    const res = await server.api.post('/games').send(body).expect(400);
    expect(res.body).toMatchObject({ status: 400, code: 'invalid-request' });
  });
});
