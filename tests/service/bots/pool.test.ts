// The bot pool thinks off the event loop: a worker thread (the .ts entry, loaded with tsx's loader under
// vitest) plays the `ismcts` strategy and answers with a legal move; decisions beyond the pool's size wait
// in the queue; the event loop stays free while a thread thinks; a bot at a table goes before queued post-game
// reviews; its threads think at nice 19 under SCHED_IDLE; a closed pool refuses work.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { builtInBots } from '../../../src/bots/registry.js';
import type { BotTurn } from '../../../src/bots/strategy.js';
import { botTurn, seenBy } from '../../../src/bots/turn.js';
import { canonical, seededRng } from '../../../src/engine/index.js';
import { monad, type MonadTypes } from '../../../src/games/monad/index.js';
import { BotPool, defaultPoolSize, pooledBots, ThreadLost, type LateThread } from '../../../src/service/bots/pool.js';
import { BUSY_MACHINE } from '../../support/busy-suite.js';
import { given } from '../../support/given.js';

/** Linux's scheduling policies, as /proc gives them (sched.h). */
const SCHED_OTHER = 0;
const SCHED_IDLE = 5;

function openingTurn(thinkMs: number): BotTurn<MonadTypes> {
  const table = given(monad, { players: 2, seed: 4 });
  return botTurn(monad, table.state, 0, seenBy(monad, table.history, 0), thinkMs);
}

describe('the bot pool', () => {
  const pool = new BotPool(1, BUSY_MACHINE);
  afterAll(() => pool.close());

  it('keeps one core for the event loop, and at least one thread', () => {
    expect(defaultPoolSize()).toBe(Math.max(1, availableParallelism() - 1));
  });

  it('plays ismcts on a worker thread and answers with one of the legal moves, leaving the event loop free', async () => {
    const turn = openingTurn(300);
    const strategy = pooledBots(builtInBots, pool).get('monad', 'ismcts');
    expect(strategy?.thinks).toBe(true);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const move = await strategy?.choose(turn, { rng: seededRng(1), now: () => 0 });
    clearInterval(timer);
    expect(turn.legal.map(m => canonical(m))).toContain(canonical(move));
    // 300 ms of thinking elsewhere: the loop here kept ticking (a search on the loop would allow none).
    expect(ticks).toBeGreaterThan(5);
  }, 30_000);

  it('thinks on a thread at the lowest priority, so the event loop gets the core first', async () => {
    await pool.think({ game: 'monad', strategy: 'ismcts', turn: openingTurn(20), seed: 3 });
    // Linux gives each thread its own nice value and scheduling policy: the 19th and 41st fields of
    // /proc/…/task/<tid>/stat (counted from the pid; the 3rd is the first after the command).
    const nices = readdirSync('/proc/self/task').map(tid => {
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return { tid: Number(tid), nice: Number(fields[19 - 3]), policy: Number(fields[41 - 3]) };
    });
    // The thread that thought: nice 19 and SCHED_IDLE (5), set with util-linux's chrt (worker.ts).
    expect(nices.some(t => t.nice === 19 && t.policy === SCHED_IDLE)).toBe(true);
    // The process's main thread (its id is the pid) keeps the priority and policy it was started with.
    expect(nices.find(t => t.tid === process.pid)).toMatchObject({ nice: getPriority(), policy: SCHED_OTHER });
  }, 30_000);

  it('queues decisions beyond its size and answers them all', async () => {
    const turn = openingTurn(50);
    const asked = [1, 2, 3].map(seed => pool.think({ game: 'monad', strategy: 'ismcts', turn, seed }));
    expect(pool.busy + pool.waiting).toBe(3);
    const moves = await Promise.all(asked);
    for (const move of moves) expect(turn.legal.map(m => canonical(m))).toContain(canonical(move));
    expect(pool.waiting).toBe(0);
  }, 30_000);

  it('refuses an unknown strategy without losing its thread', async () => {
    const refused = pool.think({ game: 'monad', strategy: 'nobody', turn: openingTurn(20), seed: 1 });
    await expect(refused).rejects.toThrow(/no strategy/);
    // The work's own error, not its thread's.
    await expect(refused).rejects.not.toBeInstanceOf(ThreadLost);
    const turn = openingTurn(20);
    expect(turn.legal.map(m => canonical(m))).toContain(
      canonical(await pool.think({ game: 'monad', strategy: 'ismcts', turn, seed: 2 })),
    );
  }, 30_000);

  it('dispatches a bot at a table before every queued review, and reviews with the played move valued', async () => {
    const turn = openingTurn(150);
    const played = turn.legal[turn.legal.length - 1];
    const order: string[] = [];
    const track = <T>(name: string, work: Promise<T>): Promise<T> =>
      work.then(result => {
        order.push(name);
        return result;
      });
    // The one thread takes the first review; the others queue, and the bot, asked last, overtakes them.
    // The log goes with the first review only; the thread keeps it for the others, the bot between them.
    const { log, ...rest } = turn;
    const reviewOf = (seed: number) =>
      pool.review({ game: 'monad', review: 'g/0', turn: { ...rest, logLength: log.length }, played, seed }, log);
    const first = track('review 1', reviewOf(1));
    const queued = [2, 3].map(n => track(`review ${n}`, reviewOf(n)));
    const bot = track('bot', pool.think({ game: 'monad', strategy: 'ismcts', turn, seed: 4 }));
    expect(pool.waiting).toBe(3);
    const [review] = await Promise.all([first, bot, ...queued]);
    expect(order).toEqual(['review 1', 'bot', 'review 2', 'review 3']);
    expect(canonical(review.played.move)).toBe(canonical(played));
    expect(review.best.value).toBeGreaterThanOrEqual(review.played.value);
    expect(review.iterations).toBeGreaterThan(0);
  }, 30_000);

  it('waits for its thread while every core is taken, rather than replacing it', async () => {
    // A grace far shorter than the starvation: the pool looks at the thread while it waits for a core.
    const starving = new BotPool(1, { graceMs: 50 });
    const looks: LateThread[] = [];
    starving.observe(late => looks.push(late));
    try {
      // Loaded first: the clock of a decision runs from the thread's readiness.
      await starving.think({ game: 'monad', strategy: 'ismcts', turn: openingTurn(10), seed: 1 });
      // One spinner a core, at the normal priority: the search, under SCHED_IDLE, gets next to nothing.
      const spinners = Array.from(
        { length: availableParallelism() },
        () =>
          new Worker(
            `require('node:worker_threads').parentPort.postMessage('spinning');
             const end = Date.now() + 2500; while (Date.now() < end);`,
            { eval: true },
          ),
      );
      await Promise.all(spinners.map(spinner => new Promise(resolve => spinner.once('message', resolve))));
      const done = Promise.all(spinners.map(spinner => new Promise(resolve => spinner.once('exit', resolve))));
      const turn = openingTurn(20);
      const move = await starving.think({ game: 'monad', strategy: 'ismcts', turn, seed: 2 });
      // It was late, found so by the kernel's word (runnable, waiting for a core), and its own thread answered.
      expect(looks.length).toBeGreaterThanOrEqual(1);
      expect(looks.every(late => late.verdict === 'starved')).toBe(true);
      expect(turn.legal.map(m => canonical(m))).toContain(canonical(move));
      await done;
    } finally {
      await starving.close();
    }
    // While `npm test` keeps both cores busy too, the thread (its loading included) waits for the other files as
    // well: 15–40 s here beside two busy loops of normal priority.
  }, 120_000);

  it('refuses work once closed', async () => {
    const closed = new BotPool(1);
    await closed.close();
    await expect(closed.think({ game: 'monad', strategy: 'ismcts', turn: openingTurn(20), seed: 1 })).rejects.toThrow(
      /closed/,
    );
  });
});
