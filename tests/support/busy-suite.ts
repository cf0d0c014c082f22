// The bot pool's threads as the suites use them. The pool gives a decision up when it is not answered
// within its budget and a grace (GRACE_MS, 10 s: a thread stuck in a bug, pool-grace.test.ts). Its threads
// search at the lowest priority (SCHED_IDLE, bots/worker.ts), and while `npm test` runs, the suite's other
// files keep both cores busy: a thread can wait that long for its first slice of CPU, and the pool would
// replace a thread that was only starved. Suites that are not about the grace give it more room.
import type { PoolThreads } from '../../src/service/bots/pool.js';

export const BUSY_MACHINE: PoolThreads = { graceMs: 100_000 };
