// Every game endpoint through HTTP, with the fixture game "duel", on each test database. Every response
// is checked against the OpenAPI document by the test client (tests/support/server.ts).
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/service/access/secrets.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, newGame, serverForSuite } from '../../support/server.js';

describe.each(testDatabases())('game endpoints on $name', testDb => {
  const server = serverForSuite(testDb);

  describe('POST /games', () => {
    it('creates a game: tokens for every seat, the spectator view, the seed hash but not the seed', async () => {
      const res = await server.api.post('/games').send({ game: 'duel', players: 3, seed: 'table one' }).expect(201);
      expect(res.headers['location']).toBe(`/games/${res.body.id}`);
      expect(res.headers['etag']).toBe('"0"');
      expect(res.body).toMatchObject({
        game: 'duel',
        players: 3,
        version: 0,
        status: 'active',
        custom: false,
        seat: null,
        seed: null,
      });
      expect(res.body.seedHash).toBe(sha256Hex('table one'));
      expect(res.body.seats.map((s: { seat: number }) => s.seat)).toEqual([0, 1, 2]);
      for (const { token } of res.body.seats) expect(Buffer.from(token, 'base64url').length).toBe(32);
      expect(res.body.view.hand).toBeNull();
    });

    it('deals the same table for the same seed, and another table for another seed', async () => {
      const deal = async (seed: string) => {
        const g = await newGame(server.api, { game: 'duel', players: 2, seed });
        const res = await server.api
          .get(`/games/${g.id}`)
          .set(...bearer(g.tokens[0] ?? ''))
          .expect(200);
        return { hand: res.body.view.hand, turn: res.body.view.turn };
      };
      expect(await deal('same')).toEqual(await deal('same'));
      const others = await Promise.all(['a', 'b', 'c', 'd'].map(deal));
      expect(new Set(others.map(o => JSON.stringify(o))).size).toBeGreaterThan(1);
    });

    it('draws a secret seed from a CSPRNG when none is given', async () => {
      const [a, b] = [await newGame(server.api), await newGame(server.api)];
      expect(a.body['seedHash']).toMatch(/^[0-9a-f]{64}$/);
      expect(a.body['seedHash']).not.toBe(b.body['seedHash']);
    });

    it('applies the options and their defaults', async () => {
      const res = await server.api
        .post('/games')
        .send({ game: 'duel', players: 2, options: { target: 7 } })
        .expect(201);
      expect(res.body.view.target).toBe(7);
      expect(res.body.view.handSizes).toEqual([3, 3]);
    });

    it('sets up a custom game from a position', async () => {
      const position = { hands: [[12], [1, 2]], deck: [5], scores: [3, 4], turn: 1 };
      const res = await server.api.post('/games').send({ game: 'duel', players: 2, position }).expect(201);
      expect(res.body).toMatchObject({
        custom: true,
        toAct: [1],
        view: { scores: [3, 4], deckSize: 1, handSizes: [1, 2] },
      });
    });

    it("refuses a position the game finds inconsistent with 422 and the game's code", async () => {
      const position = { hands: [[12]], deck: [], scores: [0], turn: 0 };
      const res = await server.api.post('/games').send({ game: 'duel', players: 2, position }).expect(422);
      expect(res.body).toMatchObject({ status: 422, code: 'fixture/D0-position-seats' });
    });

    it("refuses a setup the game refuses with 422 and the game's code", async () => {
      const ok = await server.api
        .post('/games')
        .send({ game: 'duel', players: 4, options: { handSize: 6 } })
        .expect(201);
      expect(ok.body.view.handSizes).toEqual([6, 6, 6, 6]);
      const res = await server.api
        .post('/games')
        .send({ game: 'duel', players: 4, options: { handSize: 7 } })
        .expect(422);
      expect(res.body).toMatchObject({ status: 422, code: 'fixture/D0-too-many-cards' });
    });

    it.each([
      ['an unknown game', { game: 'chess', players: 2 }],
      ['too few players', { game: 'duel', players: 1 }],
      ['too many players', { game: 'duel', players: 5 }],
      ['bad options', { game: 'duel', players: 2, options: { target: -1 } }],
      ['an empty seed', { game: 'duel', players: 2, seed: '' }],
      ['a long seed', { game: 'duel', players: 2, seed: 'x'.repeat(201) }],
      ['no body', undefined],
    ])('refuses %s with 400 and the list of issues', async (_what, body) => {
      const res = await server.api
        .post('/games')
        .send(body as object)
        .expect(400);
      expect(res.body).toMatchObject({ status: 400, code: 'invalid-request' });
      expect(res.body.errors.length).toBeGreaterThan(0);
    });
  });

  describe('GET /games/{id}', () => {
    it('shows a seat its own hand, and a spectator no hand, with the version as ETag', async () => {
      const g = await newGame(server.api);
      const spectator = await server.api.get(`/games/${g.id}`).expect(200);
      expect(spectator.headers['etag']).toBe('"0"');
      expect(spectator.body).toMatchObject({ seat: null, view: { hand: null } });
      const seat1 = await server.api
        .get(`/games/${g.id}`)
        .set(...bearer(g.tokens[1] ?? ''))
        .expect(200);
      expect(seat1.body.seat).toBe(1);
      expect(seat1.body.view.hand).toHaveLength(3);
    });

    it('answers 304 to If-None-Match with the current version', async () => {
      const g = await newGame(server.api);
      await server.api.get(`/games/${g.id}`).set('If-None-Match', '"0"').expect(304);
    });
  });

  describe('GET /games/{id}/legal-moves', () => {
    it('lists the moves of the seat to act, and none for the others', async () => {
      const g = await newGame(server.api, {
        game: 'duel',
        players: 2,
        position: { hands: [[3, 9], [4]], deck: [1], scores: [0, 0], turn: 0 },
      });
      const mine = await server.api
        .get(`/games/${g.id}/legal-moves`)
        .set(...bearer(g.tokens[0] ?? ''))
        .expect(200);
      expect(mine.body).toEqual({
        version: 0,
        moves: [{ type: 'roll' }, { type: 'draw' }, { type: 'play', card: 3 }, { type: 'play', card: 9 }],
      });
      const theirs = await server.api
        .get(`/games/${g.id}/legal-moves`)
        .set(...bearer(g.tokens[1] ?? ''))
        .expect(200);
      expect(theirs.body).toEqual({ version: 0, moves: [] });
    });
  });

  describe('POST /games/{id}/moves', () => {
    it('plays a move, answers with the game as the mover sees it, and hands the challenge to the next seat', async () => {
      const g = await newGame(server.api, {
        game: 'duel',
        players: 2,
        position: { hands: [[3, 9], [4]], deck: [1], scores: [0, 0], turn: 0 },
      });
      const res = await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[0] ?? ''))
        .send({ move: { type: 'play', card: 3 } })
        .expect(200);
      expect(res.headers['etag']).toBe('"1"');
      expect(res.body).toMatchObject({
        version: 1,
        seat: 0,
        toAct: [1],
        view: { hand: [9], challenge: { by: 0, card: 3, responder: 1 } },
      });
      // Seat 1 must answer although seat 0 owns the turn.
      const answer = await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[1] ?? ''))
        .send({ move: { type: 'answer', card: 4 } })
        .expect(200);
      expect(answer.body).toMatchObject({ version: 2, toAct: [1], view: { scores: [0, 7] } });
    });

    it('accepts If-Match and expectedVersion, and refuses a stale one with 409 and the current version', async () => {
      const g = await newGame(server.api);
      const [first, second] = [g.tokens[g.toAct[0] ?? 0] ?? '', g.tokens[1 - (g.toAct[0] ?? 0)] ?? ''];
      await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(first))
        .set('If-Match', '"0"')
        .send({ move: { type: 'roll' } })
        .expect(200);
      const stale = await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(second))
        .send({ move: { type: 'roll' }, expectedVersion: 0 })
        .expect(409);
      expect(stale.body).toMatchObject({ code: 'version-conflict', currentVersion: 1 });
      const staleHeader = await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(second))
        .set('If-Match', '"0"')
        .send({ move: { type: 'roll' } })
        .expect(409);
      expect(staleHeader.body.currentVersion).toBe(1);
      await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(second))
        .send({ move: { type: 'roll' }, expectedVersion: 1 })
        .expect(200);
    });

    it("refuses a move out of turn with 422 and the game's rule code and message", async () => {
      const g = await newGame(server.api, {
        game: 'duel',
        players: 2,
        position: { hands: [[3], [4]], deck: [], scores: [0, 0], turn: 0 },
      });
      const res = await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[1] ?? ''))
        .send({ move: { type: 'roll' } })
        .expect(422);
      expect(res.body).toMatchObject({
        status: 422,
        code: 'fixture/D1-not-your-turn',
        detail: "It is seat 0's turn.",
        type: '/problems/fixture/D1-not-your-turn',
      });
      const empty = await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[0] ?? ''))
        .send({ move: { type: 'draw' } })
        .expect(422);
      expect(empty.body.code).toBe('fixture/D2-deck-empty');
    });

    it('refuses a body that is not a move of this game with 400', async () => {
      const g = await newGame(server.api);
      const token = g.tokens[g.toAct[0] ?? 0] ?? '';
      for (const body of [
        {},
        { move: { type: 'castle' } },
        { move: { type: 'play', card: 99 } },
        { move: { type: 'roll' }, expectedVersion: -1 },
      ]) {
        const res = await server.api
          .post(`/games/${g.id}/moves`)
          .set(...bearer(token))
          .send(body)
          .expect(400);
        expect(res.body.code).toBe('invalid-request');
      }
      const badIfMatch = await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(token))
        .set('If-Match', 'yesterday')
        .send({ move: { type: 'roll' } })
        .expect(400);
      expect(badIfMatch.body.code).toBe('invalid-request');
    });

    it('answers a retried request with the same Idempotency-Key with the first answer, appending nothing', async () => {
      const g = await newGame(server.api);
      const token = g.tokens[g.toAct[0] ?? 0] ?? '';
      const send = () =>
        server.api
          .post(`/games/${g.id}/moves`)
          .set(...bearer(token))
          .set('Idempotency-Key', 'k-1')
          .send({ move: { type: 'roll' } });
      const first = await send().expect(200);
      const again = await send().expect(200);
      expect(again.body).toEqual(first.body);
      const log = await server.api.get(`/games/${g.id}/moves`).expect(200);
      expect(log.body.version).toBe(1);
      // The same key for another request of the game is refused.
      const reused = await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(token))
        .set('Idempotency-Key', 'k-1')
        .send({ move: { type: 'draw' } })
        .expect(422);
      expect(reused.body.code).toBe('idempotency-key-reused');
      // Keys are scoped per seat: the other seat's k-1 is its own, accepted and replayed independently.
      const sendOther = () =>
        server.api
          .post(`/games/${g.id}/moves`)
          .set(...bearer(g.tokens[1 - (g.toAct[0] ?? 0)] ?? ''))
          .set('Idempotency-Key', 'k-1')
          .send({ move: { type: 'roll' } });
      const otherSeat = await sendOther().expect(200);
      expect(otherSeat.body.version).toBe(2);
      expect((await sendOther().expect(200)).body).toEqual(otherSeat.body);
      expect((await send().expect(200)).body).toEqual(first.body);
    });

    it('replays the first answer as of its entry even after later moves', async () => {
      const g = await newGame(server.api);
      const first = g.toAct[0] ?? 0;
      const a = await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[first] ?? ''))
        .set('Idempotency-Key', 'first')
        .send({ move: { type: 'roll' } })
        .expect(200);
      await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[1 - first] ?? ''))
        .send({ move: { type: 'roll' } })
        .expect(200);
      const replayed = await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[first] ?? ''))
        .set('Idempotency-Key', 'first')
        .send({ move: { type: 'roll' } })
        .expect(200);
      expect(replayed.body).toEqual(a.body);
      expect(replayed.body.version).toBe(1);
    });

    it('does not record the key of a refused request', async () => {
      const g = await newGame(server.api);
      const waiting = g.tokens[1 - (g.toAct[0] ?? 0)] ?? '';
      await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(waiting))
        .set('Idempotency-Key', 'early')
        .send({ move: { type: 'roll' } })
        .expect(422);
      const owner = g.tokens[g.toAct[0] ?? 0] ?? '';
      await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(owner))
        .set('Idempotency-Key', 'early')
        .send({ move: { type: 'roll' } })
        .expect(200);
    });
  });

  describe('POST /games/{id}/resign', () => {
    it('lets any seat resign at any time; the last seat standing wins and the seed is revealed', async () => {
      const g = await newGame(server.api, { game: 'duel', players: 2, seed: 'revealed' });
      const waiting = 1 - (g.toAct[0] ?? 0);
      const res = await server.api
        .post(`/games/${g.id}/resign`)
        .set(...bearer(g.tokens[waiting] ?? ''))
        .expect(200);
      expect(res.body).toMatchObject({
        status: 'finished',
        toAct: [],
        seed: 'revealed',
        outcome: { reason: 'resigned', winners: [1 - waiting] },
      });
      const again = await server.api
        .post(`/games/${g.id}/resign`)
        .set(...bearer(g.tokens[waiting] ?? ''))
        .send({})
        .expect(422);
      expect(again.body.code).toBe('fixture/D0-game-over');
      const late = await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[1 - waiting] ?? ''))
        .send({ move: { type: 'roll' } })
        .expect(422);
      expect(late.body.code).toBe('fixture/D0-game-over');
    });

    it('accepts expectedVersion and Idempotency-Key', async () => {
      const g = await newGame(server.api, { game: 'duel', players: 3 });
      await server.api
        .post(`/games/${g.id}/resign`)
        .set(...bearer(g.tokens[0] ?? ''))
        .send({ expectedVersion: 5 })
        .expect(409);
      const first = await server.api
        .post(`/games/${g.id}/resign`)
        .set(...bearer(g.tokens[0] ?? ''))
        .set('Idempotency-Key', 'bye')
        .send({ expectedVersion: 0 })
        .expect(200);
      const again = await server.api
        .post(`/games/${g.id}/resign`)
        .set(...bearer(g.tokens[0] ?? ''))
        .set('Idempotency-Key', 'bye')
        .expect(200);
      expect(again.body).toEqual(first.body);
      expect(first.body.status).toBe('active');
    });
  });

  describe('GET /games/{id}/moves', () => {
    it('returns the log after a version, redacted for the caller', async () => {
      const g = await newGame(server.api, {
        game: 'duel',
        players: 2,
        position: { hands: [[3], [4]], deck: [8, 9], scores: [0, 0], turn: 0 },
      });
      await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[0] ?? ''))
        .send({ move: { type: 'draw' } })
        .expect(200);
      const mine = await server.api
        .get(`/games/${g.id}/moves?after=0`)
        .set(...bearer(g.tokens[0] ?? ''))
        .expect(200);
      expect(mine.body.version).toBe(1);
      expect(mine.body.entries).toEqual([
        expect.objectContaining({
          seq: 1,
          kind: 'move',
          seat: 0,
          move: { type: 'draw' },
          facts: [{ type: 'drew', seat: 0, card: 8 }],
        }),
      ]);
      const theirs = await server.api
        .get(`/games/${g.id}/moves?after=0`)
        .set(...bearer(g.tokens[1] ?? ''))
        .expect(200);
      expect(theirs.body.entries[0]).toMatchObject({ move: null, facts: [{ type: 'drew', seat: 0, card: null }] });
      const all = await server.api.get(`/games/${g.id}/moves`).expect(200);
      expect(all.body.entries.map((e: { seq: number; kind: string }) => [e.seq, e.kind])).toEqual([
        [0, 'setup'],
        [1, 'move'],
      ]);
      const page = await server.api.get(`/games/${g.id}/moves?after=-1&limit=1`).expect(200);
      expect(page.body.entries).toHaveLength(1);
      await server.api.get(`/games/${g.id}/moves?after=x`).expect(400);
    });
  });

  describe('GET /games', () => {
    it('lists games newest first with a cursor, filtered by game, status and "awaiting my move"', async () => {
      const created = [];
      for (let i = 0; i < 3; i++) created.push(await newGame(server.api, { game: 'duel', players: 2 }));
      const finished = created[0];
      if (!finished) throw new Error('no game');
      await server.api
        .post(`/games/${finished.id}/resign`)
        .set(...bearer(finished.tokens[0] ?? ''))
        .expect(200);

      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/games?game=duel&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const page = await server.api.get(url).expect(200);
        expect(page.body.games.length).toBeLessThanOrEqual(2);
        seen.push(...page.body.games.map((s: { id: string }) => s.id));
        cursor = page.body.nextCursor;
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      for (const g of created) expect(seen).toContain(g.id);
      expect(seen.indexOf(created[2]?.id ?? '')).toBeLessThan(seen.indexOf(created[0]?.id ?? ''));

      const done = await server.api.get('/games?status=finished').expect(200);
      expect(done.body.games.map((s: { id: string }) => s.id)).toContain(finished.id);
      expect(done.body.games.every((s: { status: string }) => s.status === 'finished')).toBe(true);

      const g = created[1];
      if (!g) throw new Error('no game');
      const toAct = g.toAct[0] ?? 0;
      const mine = await server.api
        .get('/games?awaiting=true')
        .set(...bearer(g.tokens[toAct] ?? ''))
        .expect(200);
      expect(mine.body.games.map((s: { id: string }) => s.id)).toEqual([g.id]);
      const notMine = await server.api
        .get('/games?awaiting=true')
        .set(...bearer(g.tokens[1 - toAct] ?? ''))
        .expect(200);
      expect(notMine.body.games).toEqual([]);
    });

    it('refuses bad filters and cursors with 400, and "awaiting" without a token with 401', async () => {
      await server.api.get('/games?status=paused').expect(400);
      await server.api.get('/games?game=chess').expect(400);
      await server.api.get('/games?limit=0').expect(400);
      const cursor = await server.api.get('/games?cursor=bm90LWEtY3Vyc29y').expect(400);
      expect(cursor.body.code).toBe('invalid-request');
      const anonymous = await server.api.get('/games?awaiting=true').expect(401);
      expect(anonymous.body.code).toBe('missing-token');
      const unknown = await server.api
        .get('/games?awaiting=true')
        .set(...bearer('nope'))
        .expect(401);
      expect(unknown.body.code).toBe('unknown-token');
    });
  });
});
