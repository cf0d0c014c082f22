// Monad through the API, as the registry serves it: a whole turn driven by the listed legal moves, and
// hidden information: across every endpoint (game, legal moves, log, events, move answers), no seat or
// spectator is given another seat's hand, a card someone else drew, the deck's order, or the seed before
// the end.
import { describe, expect, it } from 'vitest';
import { pick, seededRng } from '../../../src/engine/index.js';
import { games } from '../../../src/games/registry.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, newGame, serverForSuite } from '../../support/server.js';
import { openEvents } from '../../support/sse.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Move {
  type: string;
}

/** Every object inside a JSON value, with the path to it. */
function* objects(value: Json, path = '$'): Generator<[string, { [key: string]: Json }]> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* objects(item, `${path}[${i}]`);
  } else if (value !== null && typeof value === 'object') {
    yield [path, value];
    for (const [key, item] of Object.entries(value)) yield* objects(item, `${path}.${key}`);
  }
}

/** What `viewer` (a seat, or null) must never be shown, checked on one response body. */
function expectNothingHidden(body: Json, viewer: number | null, seed: string, where: string): void {
  expect(JSON.stringify(body), `${where}: the seed`).not.toContain(seed);
  for (const [path, object] of objects(body)) {
    const at = `${where} ${path}`;
    expect(object, `${at}: a deck order`).not.toHaveProperty('deck');
    if (object['type'] === 'dealt' && Array.isArray(object['seats'])) {
      object['seats'].forEach((s, seat) => {
        if (seat !== viewer) expect(s, `${at}: seat ${seat}'s dealt hand`).not.toHaveProperty('hand');
      });
    }
    if (object['type'] === 'drew' && object['seat'] !== viewer)
      expect(object, `${at}: a card another seat drew`).not.toHaveProperty('colour');
    if (object['type'] === 'bonus_taken' && object['seat'] !== viewer)
      expect(object, `${at}: a common another seat took`).not.toHaveProperty('common');
    // A view's `hand` is its own seat's only; a spectator's is null.
    if ('you' in object && 'hand' in object) {
      expect(object['you'], at).toBe(viewer);
      if (viewer === null) expect(object['hand'], `${at}: a spectator sees a hand`).toBeNull();
    }
    // Another seat's move is not shown while the game is on (its public effects are in the facts).
    if ('seq' in object && 'move' in object && object['seat'] !== viewer && object['move'] !== null) {
      throw new Error(`${at}: seat ${String(object['seat'])}'s move was shown to ${String(viewer)}`);
    }
  }
}

describe.each(testDatabases())('Monad through the API on $name', testDb => {
  const server = serverForSuite(testDb, { games });

  it('plays a whole turn: the seat to act transacts through listed moves until the turn passes', async () => {
    const g = await newGame(server.api, { game: 'monad', players: 2, seed: 'a whole turn' });
    const owner = g.toAct[0] ?? 0;
    const token = g.tokens[owner] ?? '';
    const played: string[] = [];
    let version = g.version;
    for (let step = 0; step < 40; step++) {
      const legal = await server.api
        .get(`/games/${g.id}/legal-moves`)
        .set(...bearer(token))
        .expect(200);
      expect(legal.body.version).toBe(version);
      const moves = legal.body.moves as Move[];
      if (moves.length === 0) break;
      // Trade while a trade is listed, then end the turn (draw or pass when nothing else is possible).
      const move =
        moves.find(m => m.type === 'trade' && played.filter(p => p === 'trade').length < 2) ??
        moves.find(m => m.type === 'end_turn') ??
        moves.find(m => m.type === 'draw') ??
        moves[0];
      const res = await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(token))
        .send({ move, expectedVersion: version })
        .expect(200);
      played.push(move?.type ?? '');
      version = res.body.version;
      expect(res.body.seat).toBe(owner);
      if (!res.body.toAct.includes(owner)) break;
    }
    const after = await server.api.get(`/games/${g.id}`).expect(200);
    expect(after.body.toAct).toEqual([1 - owner]);
    expect(after.body.view.turn.seat).toBe(1 - owner);
    const log = await server.api
      .get(`/games/${g.id}/moves?after=0`)
      .set(...bearer(token))
      .expect(200);
    expect(log.body.entries.map((e: { move: Move }) => e.move.type)).toEqual(played);
    // The other seat is now refused a move of the seat that just played: out of turn is the game's own code.
    const late = await server.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(token))
      .send({ move: { type: 'draw' } })
      .expect(422);
    expect(late.body.code).toMatch(/^monad\//);
  });

  it('never shows a seat or a spectator what is hidden from them, on any endpoint, until the end', async () => {
    const seed = 'hidden-information-seed-7f3a';
    const players = 3;
    const g = await newGame(server.api, { game: 'monad', players, seed, options: { maxTurns: 6 } });
    expectNothingHidden(g.body as Json, null, seed, 'POST /games');
    const viewers: (number | null)[] = [null, ...g.tokens.map((_, seat) => seat)];
    const as = (viewer: number | null, path: string) => {
      const req = server.api.get(path);
      return viewer === null ? req : req.set(...bearer(g.tokens[viewer] ?? ''));
    };
    const base = await server.listen();
    const streams = await Promise.all(
      viewers.map(viewer =>
        openEvents(`${base}/games/${g.id}/events${viewer === null ? '' : `?token=${g.tokens[viewer] ?? ''}`}`),
      ),
    );
    const rng = seededRng(42);
    let status = 'active';
    let moves = 0;
    let undos = 0;
    try {
      while (status === 'active' && moves < 400) {
        const state = await server.api.get(`/games/${g.id}`).expect(200);
        const seat = pick(state.body.toAct as number[], rng);
        const legal = await server.api
          .get(`/games/${g.id}/legal-moves`)
          .set(...bearer(g.tokens[seat] ?? ''))
          .expect(200);
        expectNothingHidden(legal.body as Json, seat, seed, 'legal-moves');
        const move = pick(legal.body.moves as Move[], rng);
        const res = await server.api
          .post(`/games/${g.id}/moves`)
          .set(...bearer(g.tokens[seat] ?? ''))
          .send({ move })
          .expect(200);
        status = res.body.status;
        moves += 1;
        if (status === 'active') expectNothingHidden(res.body as Json, seat, seed, `POST moves #${moves}`);
        // Issue 21: every other move that may be taken back is; an undo shows nothing hidden either (it only
        // goes back to the last reveal, so nothing is drawn again), to the seat, the others and the streams.
        if (status === 'active' && res.body.undo?.allowed === true && moves % 2 === 0) {
          const undone = await server.api
            .post(`/games/${g.id}/undo`)
            .set(...bearer(g.tokens[seat] ?? ''))
            .send({ expectedVersion: res.body.version })
            .expect(200);
          undos += 1;
          expectNothingHidden(undone.body as Json, seat, seed, `POST undo after move #${moves}`);
        }
        if (status === 'active' && moves % 10 === 0) {
          for (const viewer of viewers) {
            const view = await as(viewer, `/games/${g.id}`).expect(200);
            expectNothingHidden(view.body as Json, viewer, seed, `GET game for ${String(viewer)}`);
            const log = await as(viewer, `/games/${g.id}/moves`).expect(200);
            expectNothingHidden(log.body as Json, viewer, seed, `GET log for ${String(viewer)}`);
          }
        }
      }
      expect(status).toBe('finished');
      expect(undos).toBeGreaterThan(0);
      const final = await server.api.get(`/games/${g.id}/moves?after=-1&limit=1`).expect(200);
      const version = final.body.version as number;
      await Promise.all(streams.map(s => s.waitFor(version + 1, 10_000)));
      streams.forEach((stream, i) => {
        const viewer = viewers[i] ?? null;
        const events = stream.events.map(e => JSON.parse(e.data) as Json & { status: string });
        expect(stream.events.map(e => Number(e.id))).toEqual(Array.from({ length: version + 1 }, (_, v) => v));
        for (const event of events.filter(e => e.status === 'active'))
          expectNothingHidden(event, viewer, seed, `event for ${String(viewer)}`);
      });
      // Once the game is over the seed is published, so anyone can check the deal against seedHash.
      const over = await server.api.get(`/games/${g.id}`).expect(200);
      expect(over.body.seed).toBe(seed);
    } finally {
      for (const s of streams) s.close();
    }
  });
});
