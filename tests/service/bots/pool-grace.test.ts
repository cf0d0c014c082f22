// The pool's clock for a decision runs only once its thread has loaded: a new thread under tsx compiles the
// rules and the bots first, which on a loaded machine takes longer than a decision's budget and grace, and
// a clock started at dispatch gave up (and replaced) threads that were only starting, so that no bot ever
// moved. The thread here (tests/support/slow-thread.ts) is ready only after START_MS, far past the budget
// and grace of these pools; once ready it answers at once.
// A thread that is ready but late is looked into after its budget and grace, as the kernel sees it
// (thread-stat.ts): stuck in a bug (idle, or spinning past its budget) it is given up and replaced; starved
// (runnable, waiting for a core: its searches run under SCHED_IDLE, so a busy machine gives it none) it is
// waited for, since a new thread would wait for the CPU too — up to a bound; a review's request, which a
// person waits for, is answered as lost meanwhile, and the thread stays.
import { afterEach, describe, expect, it } from 'vitest';
import { BotPool, ThreadLost, type LateThread, type PoolThreads } from '../../../src/service/bots/pool.js';
import type { ThreadStat } from '../../../src/service/bots/thread-stat.js';

/** The slow thread's start: longer than any of these decisions' budget and grace, many times over. */
const START_MS = 3_000;
const GRACE_MS = 500;
/** How late the "late" strategy answers: three graces. */
const LATE_MS = 1_500;

const slowThread = new URL('../../support/slow-thread.ts', import.meta.url);

const request = (strategy: string) => ({
  game: 'monad',
  strategy,
  turn: { seat: 0, view: null, legal: [], log: [], thinkMs: 0 },
  seed: 1,
});

/** A review's decision, which the slow thread answers as it does the strategy of the same name. */
const reviewOn = (pool: BotPool, review: string) =>
  pool.review(
    {
      game: 'monad',
      review,
      turn: { seat: 0, view: null, legal: [], thinkMs: 0, logLength: 0 },
      played: null,
      seed: 1,
    },
    [],
  );

/** A busy machine as the kernel would show it: the thread is runnable and gets no CPU. */
const starved = (): ThreadStat => ({ runnable: true, cpuMs: 0 });

/**
 * A busy machine as the kernel showed it in a flaky run: at every look the starved search is asleep (on a
 * futex, waiting for one of V8's helper threads, starved too), having run a fraction of a millisecond since
 * the last look (thread-stat.ts reads it to the nanosecond).
 */
const dozing = (): (() => ThreadStat) => {
  let cpuMs = 172.2;
  return () => ({ runnable: false, cpuMs: (cpuMs += 0.45) });
};

describe('the bot pool gives a thread time to start', () => {
  const pools: BotPool[] = [];
  const poolOf = (threads: Partial<PoolThreads> = {}, startMs = START_MS, noTid = false) => {
    const pool = new BotPool(1, {
      entry: slowThread,
      workerData: { startMs, lateMs: LATE_MS, noTid },
      graceMs: GRACE_MS,
      ...threads,
    });
    pools.push(pool);
    return pool;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map(p => p.close()));
  });

  it('waits for a thread that is still loading, however long past the budget and grace, then has its answer', async () => {
    const pool = poolOf();
    // Asked at once: the thread starts with the request, and is ready only START_MS later.
    await expect(pool.think(request('heuristic'))).resolves.toMatch(/^heuristic@\d+$/);
    expect(pool.busy).toBe(0);
  }, 30_000);

  it('gives up a loaded thread that is idle without answering, and goes on with a new one', async () => {
    const pool = poolOf({}, 0);
    const looks: LateThread[] = [];
    pool.observe(late => looks.push(late));
    const first = (await pool.think(request('random'))) as string;
    const stuck = pool.think(request('stuck'));
    await expect(stuck).rejects.toThrow(/did not answer in time \(it is idle\)/);
    // Its first look's window holds its taking the job (thread-stat.ts reads CPU time to the nanosecond): the
    // thread is found idle at the first look, or at the second, after one that saw it run.
    expect(looks.at(-1)).toMatchObject({ verdict: 'stuck', reason: 'it is idle', priority: 'table' });
    expect(looks.slice(0, -1)).toEqual(
      looks.length === 2
        ? [expect.objectContaining({ verdict: 'starved', reason: expect.stringMatching(/ran since the last look/) })]
        : [],
    );
    // The thread's failure, not the work's: a review asked then is a 503 to try again (reviews/review.ts).
    await expect(stuck).rejects.toBeInstanceOf(ThreadLost);
    const next = (await pool.think(request('random'))) as string;
    expect(next).toMatch(/^random@\d+$/);
    expect(next).not.toBe(first);
  }, 30_000);

  it('gives up a thread that spins past its budget, and goes on with a new one', async () => {
    const pool = poolOf({}, 0);
    const first = (await pool.think(request('random'))) as string;
    // On an idle machine it has used its budget and more by its first look (budget + grace)… or the next.
    await expect(pool.think(request('spin'))).rejects.toThrow(
      /did not answer in time \(it is running past its budget\)/,
    );
    const next = (await pool.think(request('random'))) as string;
    expect(next).not.toBe(first);
  }, 30_000);

  it('waits for a starved thread past its grace, and keeps it', async () => {
    const pool = poolOf({ statOf: starved }, 0);
    const looks: LateThread[] = [];
    pool.observe(late => looks.push(late));
    const first = (await pool.think(request('random'))) as string;
    const thread = first.split('@')[1];
    const began = performance.now();
    await expect(pool.think(request('late'))).resolves.toBe(`late@${thread}`);
    expect(performance.now() - began).toBeGreaterThanOrEqual(LATE_MS - 50);
    await expect(pool.think(request('random'))).resolves.toBe(`random@${thread}`);
    // Told of each look (one a grace): the server logs and counts them.
    expect(looks.length).toBeGreaterThanOrEqual(1);
    expect(looks[0]).toMatchObject({ verdict: 'starved', priority: 'table', reason: /waiting for a core/ });
    expect(looks[0]!.waitedMs).toBeGreaterThanOrEqual(GRACE_MS);
  }, 30_000);

  it('waits for a thread asleep at each look that ran a little between them', async () => {
    const pool = poolOf({ statOf: dozing() }, 0);
    const looks: LateThread[] = [];
    pool.observe(late => looks.push(late));
    const first = (await pool.think(request('random'))) as string;
    await expect(pool.think(request('late'))).resolves.toBe(`late@${first.split('@')[1]}`);
    expect(looks.length).toBeGreaterThanOrEqual(1);
    expect(looks.every(late => late.verdict === 'starved')).toBe(true);
  }, 30_000);

  it('answers a starved review as lost after its grace, and its thread goes on to the next work', async () => {
    const pool = poolOf({ statOf: starved }, 0);
    const first = (await pool.think(request('random'))) as string;
    const thread = first.split('@')[1];
    const began = performance.now();
    const review = reviewOn(pool, 'late');
    await expect(review).rejects.toThrow(/the machine has given it no CPU/);
    await expect(review).rejects.toBeInstanceOf(ThreadLost);
    expect(performance.now() - began).toBeLessThan(LATE_MS);
    // Queued behind the late review on the same thread, which was not replaced.
    await expect(pool.think(request('random'))).resolves.toBe(`random@${thread}`);
    expect(performance.now() - began).toBeGreaterThanOrEqual(LATE_MS - 50);
  }, 30_000);

  it('replaces a starved thread all the same once it has waited its bound', async () => {
    const pool = poolOf({ statOf: starved, starvedLimitMs: 2 * GRACE_MS }, 0);
    await expect(pool.think(request('stuck'))).rejects.toThrow(/did not answer in time \(it has had \d+ s\)/);
    await expect(pool.think(request('random'))).resolves.toMatch(/^random@\d+$/);
  }, 30_000);

  it('replaces a late thread the kernel says nothing of, or whose id it does not know (no /proc)', async () => {
    const pool = poolOf({ statOf: () => null }, 0);
    await expect(pool.think(request('late'))).rejects.toThrow(/did not answer in time \(its state is unknown\)/);
    const withoutProc = poolOf({}, 0, true);
    await expect(withoutProc.think(request('late'))).rejects.toThrow(/did not answer in time \(its state is unknown\)/);
  }, 30_000);

  it('answers a review no thread takes within the grace as lost, while the thread is held', async () => {
    const pool = poolOf({ statOf: starved }, 0);
    await pool.think(request('random'));
    // The one thread, starved, is waited for; the review queued behind it is not kept waiting as long.
    const held = pool.think(request('late'));
    const began = performance.now();
    const review = reviewOn(pool, 'r');
    await expect(review).rejects.toThrow(/no bot thread was free in time/);
    await expect(review).rejects.toBeInstanceOf(ThreadLost);
    expect(performance.now() - began).toBeLessThan(LATE_MS);
    expect(pool.waiting).toBe(0);
    await expect(held).resolves.toMatch(/^late@\d+$/);
  }, 30_000);
});
