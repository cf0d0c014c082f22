// GET /games/{id}/review when the pool gives a decision up (issue 23, found by CI): the review's threads search
// at the lowest priority, so on a machine busy past a decision's budget and the pool's grace the pool replaces
// the thread and fails the decision. That is a 503 review-unavailable with Retry-After, in the caller's
// language, not a 500, and the log says why; nothing is kept, no decision is sent after the failure, and asked again once the pool
// answers, the review is computed.
import { afterAll, describe, expect, it } from 'vitest';
import { seededRng } from '../../../src/engine/index.js';
import { games } from '../../../src/games/registry.js';
import { BotPool, ThreadLost } from '../../../src/service/bots/pool.js';
import type { ReviewRequest } from '../../../src/service/bots/worker.js';
import { RETRY_REVIEW_SECONDS, REVIEW_METHOD } from '../../../src/service/reviews/review.js';
import { readReview } from '../../../src/store/reviews.js';
import { BUSY_MACHINE } from '../../support/busy-suite.js';
import { capturedLogger } from '../../support/captured-logger.js';
import { testDatabases } from '../../support/databases.js';
import { playByTokens } from '../../support/replay.js';
import { newGame, serverForSuite } from '../../support/server.js';

/** The pool, failing the first `failing` review decisions as it does a thread that did not answer in time. */
class FailingPool extends BotPool {
  asked = 0;
  failing = 1;
  override review(request: Omit<ReviewRequest, 'id' | 'log'>, log: readonly unknown[]) {
    this.asked++;
    if (this.failing > 0) {
      this.failing--;
      return Promise.reject(new ThreadLost('a bot thread did not answer in time'));
    }
    return super.review(request, log);
  }
}

describe.each(testDatabases())('a review the pool gives up on $name', testDb => {
  const pool = new FailingPool(2, BUSY_MACHINE);
  afterAll(() => pool.close());
  const captured = capturedLogger();
  const server = serverForSuite(testDb, { games, pool, logger: captured.logger, reviews: { maxIterations: 20 } });

  it('is a 503 review-unavailable with Retry-After that keeps nothing, then computed when asked again', async () => {
    const g = await newGame(server.api, { game: 'monad', players: 2, options: { maxTurns: 4 } });
    await playByTokens(server.api, g, seededRng(6));

    const refused = await server.api.get(`/games/${g.id}/review?seat=0`).set('Accept-Language', 'de').expect(503);
    expect(refused.body).toMatchObject({ code: 'review-unavailable', status: 503 });
    expect(refused.body.detail).toContain('Platz 0');
    expect(refused.body.detail).toContain(`${RETRY_REVIEW_SECONDS} Sekunden`);
    expect(Number(refused.headers['retry-after'])).toBe(RETRY_REVIEW_SECONDS);
    // The failed decision and at most the one the other lane had in hand: none is sent after the failure.
    expect(pool.asked).toBeLessThanOrEqual(2);
    expect(await readReview(server.database.db, g.id, 0, REVIEW_METHOD)).toBeNull();
    // The server's log says why, for whoever runs it.
    const failed = captured.lines.find(l => l['msg'] === 'request failed');
    expect(failed?.['error']).toMatchObject({
      message: expect.stringContaining('review-unavailable') as unknown,
      cause: { message: 'a bot thread did not answer in time' },
    });

    const before = pool.asked;
    const review = await server.api.get(`/games/${g.id}/review?seat=0`).expect(200);
    expect(review.body).toMatchObject({ id: g.id, seat: 0 });
    expect(pool.asked - before).toBe((review.body as { decisions: unknown[] }).decisions.length);
    expect(await readReview(server.database.db, g.id, 0, REVIEW_METHOD)).toEqual(review.body);
  }, 120_000);
});
