// A review asked of two processes at once (two app instances on one database). Each computes its own, and a
// search on a time budget seldom gives the same numbers twice; only the first one kept is stored. Both callers
// are given that one, the review every later request reads, rather than each its own.
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
import { newGame, twoServersForSuite } from '../../support/server.js';

describe.each(testDatabases())('a review asked of two processes at once on $name', testDb => {
  const pool = new BotPool(1, BUSY_MACHINE);
  afterAll(() => pool.close());
  // No iteration bound: each review searches for its time, as in production.
  const servers = twoServersForSuite(testDb, { games, pool, reviews: { reviewMs: 400 } });

  it('answers both with the review that is kept', async () => {
    const { one, two } = servers;
    const g = await newGame(one.api, { game: 'monad', players: 2, options: { maxTurns: 6 } });
    await playByTokens(one.api, g, seededRng(11));
    const [a, b] = await Promise.all([
      one.api.get(`/games/${g.id}/review?seat=0`).expect(200),
      two.api.get(`/games/${g.id}/review?seat=0`).expect(200),
    ]);
    const kept = await readReview(one.database.db, g.id, 0, REVIEW_METHOD);
    expect(a.body).toEqual(kept);
    expect(b.body).toEqual(kept);
    expect((await two.api.get(`/games/${g.id}/review?seat=0`).expect(200)).body).toEqual(kept);
  }, 120_000);
});

/** The pool, counting each game's review decisions, and holding those of the game `held` until `open()`. */
class HeldPool extends BotPool {
  held = '';
  readonly asked = new Map<string, number>();
  open: () => void = () => undefined;
  private readonly gate = new Promise<void>(resolve => (this.open = resolve));
  override async review(request: Omit<ReviewRequest, 'id' | 'log'>, log: readonly unknown[]) {
    const game = request.review.split('/')[0] ?? '';
    this.asked.set(game, (this.asked.get(game) ?? 0) + 1);
    if (game === this.held) await this.gate;
    return super.review(request, log);
  }
}

// A review waiting in a process's line (behind another) that another process computed and kept meanwhile is
// read, not searched again: the computation reads the kept row when its turn comes. It searched again.
describe.each(testDatabases())('a review kept by another process while it waited in line on $name', testDb => {
  const pool = new HeldPool(1, BUSY_MACHINE);
  afterAll(() => pool.close());
  const servers = twoServersForSuite(testDb, { games, pool, reviews: { maxIterations: 20 } });

  it('is read when its turn comes, not searched again', async () => {
    const { one, two } = servers;
    const [ahead, waiting] = [
      await newGame(one.api, { game: 'monte-carlo', players: 2, options: { maxTurns: 4 } }),
      await newGame(one.api, { game: 'monte-carlo', players: 2, options: { maxTurns: 4 } }),
    ];
    await playByTokens(one.api, ahead, seededRng(12));
    await playByTokens(one.api, waiting, seededRng(13));
    pool.held = ahead.id;
    const first = one.api.get(`/games/${ahead.id}/review?seat=0`).then(res => res);
    await vi.waitFor(() => expect(pool.asked.get(ahead.id)).toBeGreaterThan(0));
    const queued = one.api.get(`/games/${waiting.id}/review?seat=0`).then(res => res);
    const elsewhere = await two.api.get(`/games/${waiting.id}/review?seat=0`).expect(200);
    const searched = pool.asked.get(waiting.id);
    pool.open();
    expect((await first).status).toBe(200);
    const answer = await queued;
    expect([answer.status, answer.body]).toEqual([200, elsewhere.body]);
    expect(pool.asked.get(waiting.id)).toBe(searched);
  }, 120_000);
});
