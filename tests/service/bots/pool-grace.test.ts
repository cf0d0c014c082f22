// The pool's clock for a decision runs only once its thread has loaded: a new thread under tsx compiles the
// rules and the bots first, which on a loaded machine takes longer than a decision's budget and grace, and
// a clock started at dispatch gave up (and replaced) threads that were only starting, so that no bot ever
// moved. The thread here (tests/support/slow-thread.ts) is ready only after START_MS, far past the budget
// and GRACE_MS of these pools; once ready it answers at once. A thread that is ready but does not answer is
// still given up after its budget and grace.
import { afterEach, describe, expect, it } from 'vitest';
import { BotPool, ThreadLost } from '../../../src/service/bots/pool.js';

/** The slow thread's start: longer than any of these decisions' budget and grace, many times over. */
const START_MS = 3_000;
const GRACE_MS = 500;

const slowThread = new URL('../../support/slow-thread.ts', import.meta.url);

const request = (strategy: string) => ({
  game: 'monad',
  strategy,
  turn: { seat: 0, view: null, legal: [], log: [], thinkMs: 0 },
  seed: 1,
});

describe('the bot pool gives a thread time to start', () => {
  const pools: BotPool[] = [];
  const poolOf = () => {
    const pool = new BotPool(1, { entry: slowThread, workerData: { startMs: START_MS }, graceMs: GRACE_MS });
    pools.push(pool);
    return pool;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map(p => p.close()));
  });

  it('waits for a thread that is still loading, however long past the budget and grace, then has its answer', async () => {
    const pool = poolOf();
    // Asked at once: the thread starts with the request, and is ready only START_MS later.
    await expect(pool.think(request('heuristic'))).resolves.toBe('heuristic');
    expect(pool.busy).toBe(0);
  }, 30_000);

  it('gives up a loaded thread that does not answer within budget and grace, and goes on with a new one', async () => {
    const pool = poolOf();
    const stuck = pool.think(request('stuck'));
    await expect(stuck).rejects.toThrow(/did not answer in time/);
    // The thread's failure, not the work's: a review asked then is a 503 to try again (reviews/review.ts).
    await expect(stuck).rejects.toBeInstanceOf(ThreadLost);
    await expect(pool.think(request('random'))).resolves.toBe('random');
  }, 30_000);
});
