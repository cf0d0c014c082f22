// GET /games/{id}/review?seat=N (issue 23): public once the game is over, a 409 problem before (in the
// caller's language), a 400 for a seat the game does not have, a 404 for no game. Each decision of the seat
// — its moves chosen among two or more, and only those — comes with the value of the move it played (that
// very move) and of the best move, never below it. Computed once on the pool: asked again, or by two requests
// at once, it is not searched again, and the row every process reads is there.
import { afterAll, describe, expect, it } from 'vitest';
import { canonical, seededRng } from '../../../src/engine/index.js';
import { games } from '../../../src/games/registry.js';
import { BotPool } from '../../../src/service/bots/pool.js';
import type { ReviewRequest } from '../../../src/service/bots/worker.js';
import { REVIEW_METHOD } from '../../../src/service/reviews/review.js';
import { readReview } from '../../../src/store/reviews.js';
import { BUSY_MACHINE } from '../../support/busy-suite.js';
import { testDatabases } from '../../support/databases.js';
import { playByTokens, readWholeLog } from '../../support/replay.js';
import { newGame, serverForSuite } from '../../support/server.js';

/** The pool, counting the decisions it is asked to review. */
class CountingPool extends BotPool {
  reviewed = 0;
  override review(request: Omit<ReviewRequest, 'id' | 'log'>, log: readonly unknown[]) {
    this.reviewed++;
    return super.review(request, log);
  }
}

interface Review {
  id: string;
  seat: number;
  thinkMs: number;
  decisions: {
    seq: number;
    played: { move: unknown; value: number; visits: number };
    best: { move: unknown; value: number; visits: number };
    iterations: number;
  }[];
}

describe.each(testDatabases())('reviewing a game on $name', testDb => {
  const pool = new CountingPool(1, BUSY_MACHINE);
  afterAll(() => pool.close());
  const server = serverForSuite(testDb, { games, pool, reviews: { maxIterations: 60 } });

  it('is a 409 while the game is on, then every decision of the seat with the played and the best values', async () => {
    const g = await newGame(server.api, { game: 'monad', players: 2, options: { maxTurns: 6 } });
    const early = await server.api.get(`/games/${g.id}/review?seat=0`).set('Accept-Language', 'fr').expect(409);
    expect(early.body).toMatchObject({ code: 'game-not-over', status: 409 });
    expect(early.body.detail).toContain('en cours');

    const { game } = await playByTokens(server.api, g, seededRng(5));
    expect(game.status).toBe('finished');
    const log = await readWholeLog(server.api, g.id);
    for (const seat of [0, 1]) {
      const review = (await server.api.get(`/games/${g.id}/review?seat=${seat}`).expect(200)).body as Review;
      expect(review).toMatchObject({ id: g.id, seat });
      const moves = log.filter(e => e.kind === 'move' && e.seat === seat);
      expect(review.decisions.length).toBeGreaterThan(0);
      expect(review.decisions.length).toBeLessThanOrEqual(moves.length);
      for (const decision of review.decisions) {
        const entry = moves.find(e => e.seq === decision.seq);
        expect(entry, `seq ${decision.seq} is a move of seat ${seat}`).toBeDefined();
        expect(canonical(decision.played.move)).toBe(canonical(entry?.move));
        expect(decision.played.value).toBeGreaterThanOrEqual(0);
        expect(decision.best.value).toBeGreaterThanOrEqual(decision.played.value);
        expect(decision.best.value).toBeLessThanOrEqual(1);
        expect(decision.iterations).toBe(60);
      }
    }
  }, 120_000);

  it('is computed once: asked again or twice at once, the pool searches no more, and the row is kept', async () => {
    const g = await newGame(server.api, { game: 'monte-carlo', players: 2, options: { maxTurns: 4 } });
    await playByTokens(server.api, g, seededRng(8));
    const before = pool.reviewed;
    const [a, b] = await Promise.all([
      server.api.get(`/games/${g.id}/review?seat=1`).expect(200),
      server.api.get(`/games/${g.id}/review?seat=1`).expect(200),
    ]);
    const searched = pool.reviewed - before;
    expect(searched).toBe((a.body as Review).decisions.length);
    expect(b.body).toEqual(a.body);
    const again = await server.api.get(`/games/${g.id}/review?seat=1`).expect(200);
    expect(again.body).toEqual(a.body);
    expect(pool.reviewed - before).toBe(searched);
    expect(await readReview(server.database.db, g.id, 1, REVIEW_METHOD)).toEqual(a.body);
  }, 120_000);

  it("names the game by its id however the URL spells it (a uuid's case), and searches it once for both", async () => {
    const g = await newGame(server.api, { game: 'monte-carlo', players: 2, options: { maxTurns: 4 } });
    await playByTokens(server.api, g, seededRng(9));
    const before = pool.reviewed;
    const [upper, lower] = await Promise.all([
      server.api.get(`/games/${g.id.toUpperCase()}/review?seat=0`).expect(200),
      server.api.get(`/games/${g.id}/review?seat=0`).expect(200),
    ]);
    expect((upper.body as Review).id).toBe(g.id);
    expect(lower.body).toEqual(upper.body);
    expect(pool.reviewed - before).toBe((upper.body as Review).decisions.length);
    expect(await readReview(server.database.db, g.id, 0, REVIEW_METHOD)).toEqual(lower.body);
  }, 120_000);

  it('refuses a seat the game does not have, or none, with a 400; no game is a 404', async () => {
    const g = await newGame(server.api, { game: 'monad', players: 2, options: { maxTurns: 2 } });
    await playByTokens(server.api, g, seededRng(2));
    const beyond = await server.api.get(`/games/${g.id}/review?seat=2`).set('Accept-Language', 'de').expect(400);
    expect(beyond.body).toMatchObject({ code: 'invalid-request' });
    expect(beyond.body.detail).toContain('Plätze 0 bis 1');
    for (const query of ['', '?seat=-1', '?seat=one', '?seat=0&at=1']) {
      const res = await server.api.get(`/games/${g.id}/review${query}`).expect(400);
      expect(res.body).toMatchObject({ code: 'invalid-request' });
    }
    const none = await server.api.get('/games/00000000-0000-4000-8000-000000000000/review?seat=0').expect(404);
    expect(none.body).toMatchObject({ code: 'game-not-found' });
  }, 120_000);
});
