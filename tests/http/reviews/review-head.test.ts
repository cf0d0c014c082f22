// HEAD /games/{id}/review: express would run GET's handler, computing a review (seconds of the bot threads) for
// a body it drops. HEAD makes GET's checks and answers their status (404, 409, 400, with no body), and GET's
// headers: a kept review's in full (Content-Length too); for one not computed yet, no Content-Length (RFC 9110
// §9.3.2: known only once computed), and nothing is queued for the pool or kept. GET still computes it.
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { seededRng } from '../../../src/engine/index.js';
import { games } from '../../../src/games/registry.js';
import { BotPool } from '../../../src/service/bots/pool.js';
import type { ReviewRequest } from '../../../src/service/bots/worker.js';
import { REVIEW_METHOD } from '../../../src/service/reviews/review.js';
import { readReview } from '../../../src/store/reviews.js';
import { BUSY_MACHINE } from '../../support/busy-suite.js';
import { testDatabases } from '../../support/databases.js';
import { playByTokens } from '../../support/replay.js';
import { newGame, serverForSuite } from '../../support/server.js';

/** The pool, counting the decisions it is asked to review. */
class CountingPool extends BotPool {
  reviewed = 0;
  override review(request: Omit<ReviewRequest, 'id' | 'log'>, log: readonly unknown[]) {
    this.reviewed++;
    return super.review(request, log);
  }
}

/** The headers GET and HEAD share, whatever the content: the ones a request id or a date make differ left out. */
const shared = (headers: Record<string, string>) => ({
  'content-type': headers['content-type'],
  'cache-control': headers['cache-control'],
  etag: headers['etag'],
});

describe.each(testDatabases())('HEAD of a review on $name', testDb => {
  const pool = new CountingPool(1, BUSY_MACHINE);
  afterAll(() => pool.close());
  const server = serverForSuite(testDb, { games, pool, reviews: { maxIterations: 20 } });
  const head = (url: string) => request(server.app.express).head(url);

  it('answers a review not computed yet with GET’s status and headers, and queues nothing; GET computes it', async () => {
    const g = await newGame(server.api, { game: 'monad', players: 2, options: { maxTurns: 2 }, seed: 'review-head' });
    await playByTokens(server.api, g, seededRng(3));

    const before = pool.reviewed;
    const headed = await head(`/games/${g.id}/review?seat=0`).expect(200);
    expect(pool.reviewed).toBe(before);
    expect(headed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headed.headers['content-length']).toBeUndefined();
    expect(headed.text ?? '').toBe('');
    expect(await readReview(server.database.db, g.id, 0, REVIEW_METHOD)).toBeNull();

    const got = await server.api.get(`/games/${g.id}/review?seat=0`).expect(200);
    const searched = pool.reviewed - before;
    expect(searched).toBe((got.body as { decisions: unknown[] }).decisions.length);
    expect(searched).toBeGreaterThan(0);
    expect(shared(headed.headers)).toEqual(shared(got.headers));

    // Kept now: HEAD gives every header GET gives, its length included, from the row.
    const kept = await head(`/games/${g.id}/review?seat=0`).expect(200);
    expect(shared(kept.headers)).toEqual(shared(got.headers));
    expect(kept.headers['content-length']).toBe(got.headers['content-length']);
    expect(pool.reviewed - before).toBe(searched);
  }, 120_000);

  it('refuses as GET does, with no body: 409 before the end, 400 for a seat the game lacks, 404 for no game', async () => {
    const g = await newGame(server.api, { game: 'monad', players: 2, options: { maxTurns: 2 } });
    const before = pool.reviewed;
    const early = await head(`/games/${g.id}/review?seat=0`).expect(409);
    expect(early.headers['content-type']).toContain('application/problem+json');
    await playByTokens(server.api, g, seededRng(6));
    await head(`/games/${g.id}/review?seat=2`).expect(400);
    await head(`/games/${g.id}/review`).expect(400);
    await head('/games/00000000-0000-4000-8000-000000000000/review?seat=0').expect(404);
    expect(pool.reviewed).toBe(before);
  }, 120_000);
});
