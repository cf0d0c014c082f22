// The bot pool's threads as the suites use them. The pool looks into a decision not answered within its
// budget and a grace (GRACE_MS, 10 s, pool-grace.test.ts): it replaces a thread stuck in a bug, waits for one
// that is only starved, and answers a starved review as lost (a 503). Its threads search at the lowest
// priority (SCHED_IDLE, bots/worker.ts), and while `npm test` runs, the suite's other files keep both cores
// busy: a thread can wait that long for its first slice of CPU. Suites that are not about the grace give it
// more room.
import type { PoolThreads } from '../../src/service/bots/pool.js';

export const BUSY_MACHINE: PoolThreads = { graceMs: 100_000 };
