// Issue 22: a move's work when every seat follows its game on its own stream (bench:http's (s)). Each version
// is presented once per distinct viewer, whatever the number of streams with that viewer: the game's `view`
// runs once for each seat and once for the spectators, shared by the mover's answer and every stream of the
// same viewer (service/views/seat-view.ts, service/streams/game-feed.ts); its `legalMoves` runs once, for
// the seat to act only. A seat that is not to act costs its view and nothing more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Seat, Viewer } from '../../../src/engine/index.js';
import { testDatabases } from '../../support/databases.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { bearer, newGame, startServer, type TestServer } from '../../support/server.js';
import { openEvents, type EventStream } from '../../support/sse.js';

/** The calls the server made of the game's `view` and `legalMoves`, by viewer and by seat. */
const calls = { view: new Map<Viewer, number>(), legalMoves: new Map<Seat, number>() };
const bump = <K>(counts: Map<K, number>, key: K): void => void counts.set(key, (counts.get(key) ?? 0) + 1);

const counted: typeof fixtureGame = {
  ...fixtureGame,
  view: (state, viewer) => {
    bump(calls.view, viewer);
    return fixtureGame.view(state, viewer);
  },
  legalMoves: (state, seat) => {
    bump(calls.legalMoves, seat);
    return fixtureGame.legalMoves(state, seat);
  },
};

describe.each(testDatabases())('the work of a move with a stream per seat, on $name', testDb => {
  let server: TestServer;
  let base: string;
  const open: EventStream[] = [];
  beforeAll(async () => {
    server = await startServer(testDb, { games: [counted] });
    base = await server.listen();
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server.close();
    await testDb.dispose();
  });

  it('presents each version once per viewer, and lists legal moves for the seat to act only', async () => {
    const g = await newGame(server.api, {
      game: 'duel',
      players: 2,
      position: {
        hands: [
          [2, 4],
          [3, 5],
        ],
        deck: [7, 8, 9, 10],
        scores: [0, 0],
        turn: 0,
      },
    });
    const follow = async (token?: string): Promise<EventStream> => {
      const stream = await openEvents(`${base}/games/${g.id}/events${token === undefined ? '' : `?token=${token}`}`);
      open.push(stream);
      await stream.waitFor(1);
      return stream;
    };
    // Each seat on its own stream, seat 0 on two (a second device), and two spectators.
    const streams = [
      await follow(g.tokens[0]),
      await follow(g.tokens[1]),
      await follow(g.tokens[0]),
      await follow(),
      await follow(),
    ];
    for (const [mover, version] of [
      [0, 1],
      [1, 2],
      [0, 3],
    ] as const) {
      calls.view.clear();
      calls.legalMoves.clear();
      const answer = await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[mover] ?? ''))
        .send({ move: { type: 'draw' }, expectedVersion: version - 1 })
        .expect(200);
      for (const stream of streams) await stream.waitFor(version + 1);
      const next = 1 - mover;
      expect((answer.body as { toAct: number[] }).toAct).toEqual([next]);
      expect(Object.fromEntries(calls.view)).toEqual({ 0: 1, 1: 1, null: 1 });
      expect(Object.fromEntries(calls.legalMoves)).toEqual({ [next]: 1 });
    }
  });
});
