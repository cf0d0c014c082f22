// A review asked of two processes at once (two app instances on one database). Each computes its own, and a
// search on a time budget seldom gives the same numbers twice; only the first one kept is stored. Both callers
// are given that one, the review every later request reads, rather than each its own.
import { afterAll, describe, expect, it } from 'vitest';
import { seededRng } from '../../../src/engine/index.js';
import { games } from '../../../src/games/registry.js';
import { BotPool } from '../../../src/service/bots/pool.js';
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
