// GET /games/{id}/review is bounded (issue 23): a process computes its reviews one after another and holds at
// most MAX_REVIEWS computing or waiting; one more is refused at once with a 503 too-many-reviews problem and
// Retry-After (in the caller's language), changing nothing — while asking again for a review under way
// waits for it rather than counting twice. Once the line moves, the refused review is computed.
import { afterAll, describe, expect, it, vi } from 'vitest';
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

/** The pool, holding every review decision until `open()`. */
class GatedPool extends BotPool {
  asked = 0;
  private gate: Promise<void>;
  open: () => void = () => undefined;
  constructor() {
    super(1, BUSY_MACHINE);
    this.gate = new Promise(resolve => (this.open = resolve));
  }
  override async review(request: Omit<ReviewRequest, 'id' | 'log'>, log: readonly unknown[]) {
    this.asked++;
    await this.gate;
    return super.review(request, log);
  }
}

describe.each(testDatabases())('the bound on reviews on $name', testDb => {
  const pool = new GatedPool();
  afterAll(() => pool.close());
  const server = serverForSuite(testDb, { games, pool, reviews: { maxIterations: 20, maxReviews: 1 } });

  it('refuses a review past MAX_REVIEWS with a 503 and Retry-After, then computes it once the line moved', async () => {
    const ids: string[] = [];
    for (const seed of [3, 4]) {
      const g = await newGame(server.api, { game: 'monad', players: 2, options: { maxTurns: 2 } });
      await playByTokens(server.api, g, seededRng(seed));
      ids.push(g.id);
    }
    const [first, second] = ids as [string, string];
    const computing = server.api.get(`/games/${first}/review?seat=0`).then(res => res);
    await vi.waitFor(() => expect(pool.asked).toBeGreaterThan(0), { timeout: 30_000 });

    const refused = await server.api.get(`/games/${second}/review?seat=0`).set('Accept-Language', 'fr').expect(503);
    expect(refused.body).toMatchObject({ code: 'too-many-reviews', status: 503, limit: 1 });
    expect(refused.body.detail).toContain('MAX_REVIEWS 1');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await readReview(server.database.db, second, 0, REVIEW_METHOD)).toBeNull();
    // The same review again is not one more: it waits for the one under way.
    const again = server.api.get(`/games/${first}/review?seat=0`).then(res => res);

    pool.open();
    const [a, b] = await Promise.all([computing, again]);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const later = await server.api.get(`/games/${second}/review?seat=0`).expect(200);
    expect(later.body).toMatchObject({ id: second, seat: 0 });
  }, 120_000);
});
