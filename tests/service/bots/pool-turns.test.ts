// The pool serves tables' decisions in turn by whom they are for (the table's opener, BotTools.owner), not
// first come first served: a client who opened many tables of thinking bots (no open seat, so no table quota)
// queued their decisions ahead of everyone's, and every other table's bot waited behind them all. Now another
// owner's next decision waits for at most one of theirs per thread; owners with many queued alternate; reviews
// still come after every table's decision. The thread is tests/support/slow-thread.ts, ready at once, whose
// "late" strategy answers after LATE_MS: long enough that the queue builds.
import { afterEach, describe, expect, it } from 'vitest';
import { seededRng } from '../../../src/engine/index.js';
import type { BotCatalog } from '../../../src/bots/strategy.js';
import { BotPool, pooledBots } from '../../../src/service/bots/pool.js';

const LATE_MS = 50;
const slowThread = new URL('../../support/slow-thread.ts', import.meta.url);
const turn = { seat: 0, view: null, legal: [], log: [], thinkMs: 0 };

/** A catalog whose one strategy thinks (so the pool plays it): the slow thread answers it after LATE_MS. */
const catalog: BotCatalog = {
  names: () => ['late'],
  get: () => ({ name: 'late', thinks: true, choose: () => Promise.reject(new Error('played by the pool')) }),
};

describe('the bot pool takes turns between owners', () => {
  const pools: BotPool[] = [];
  const poolOf = (size: number): BotPool => {
    const pool = new BotPool(size, { entry: slowThread, workerData: { startMs: 0, lateMs: LATE_MS }, graceMs: 30_000 });
    pools.push(pool);
    return pool;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map(p => p.close()));
  });

  /** Asks the pool, as a table's runner does (think.ts), for `owner`'s decision; notes its name when answered. */
  const decide = (pool: BotPool, owner: string, name: string, order: string[]): Promise<unknown> =>
    (pooledBots(catalog, pool).get('monad', 'late') as NonNullable<ReturnType<BotCatalog['get']>>)
      .choose(turn, { rng: seededRng(1), now: () => 0, owner })
      .then(() => order.push(name));

  it.each([1, 2])(
    "serves another owner's decision after at most one of the first owner's 20 per thread (%i threads)",
    async size => {
      const pool = poolOf(size);
      const order: string[] = [];
      const a = Array.from({ length: 20 }, (_, n) => decide(pool, 'ip:a', `a${n}`, order));
      const b = decide(pool, 'player:b', 'b', order);
      expect(pool.waiting).toBe(21 - size);
      await Promise.all([...a, b]);
      // First come first served answered b last, after all 20 of a's. Now b starts once a thread is free, after
      // the `size` decisions of a's it found running; while it runs, each other thread may answer one more.
      expect(order.indexOf('b')).toBeLessThanOrEqual(2 * size - 1);
      // a's own decisions start in the order they were asked in (one thread answers them in that order).
      if (size === 1) expect(order.filter(name => name !== 'b')).toEqual(a.map((_, n) => `a${n}`));
    },
    30_000,
  );

  it('alternates between owners with many queued, and keeps reviews after every table', async () => {
    const pool = poolOf(1);
    const order: string[] = [];
    const asked = [
      decide(pool, 'ip:a', 'a0', order),
      pool
        .review({ game: 'monad', review: 'late', turn: { ...turn, logLength: 0 }, played: null, seed: 1 }, [])
        .then(() => order.push('review')),
      ...[1, 2, 3].map(n => decide(pool, 'ip:a', `a${n}`, order)),
      ...[0, 1, 2].map(n => decide(pool, 'player:b', `b${n}`, order)),
    ];
    await Promise.all(asked);
    expect(order).toEqual(['a0', 'b0', 'a1', 'b1', 'a2', 'b2', 'a3', 'review']);
  }, 30_000);
});
