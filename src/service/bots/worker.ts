// A thread of the bot pool (pool.ts): it runs one piece of work at a time, as it is asked — a built-in
// strategy's decision, or the post-game review of one decision (bots/ismcts/review.ts) — with the
// randomness seeded by the request and the thread's own clock. Pure search in, a move or values out.
// A review's decisions share the seat's log of the whole game: the thread keeps the log of the last review
// it was sent (the pool sends it with the first of that review's decisions it gives this thread), and each
// decision names how much of it the seat had seen.
import { spawnSync } from 'node:child_process';
import { platform, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { reviewerFor, strategyFor } from '../../bots/registry.js';
import type { BotTurn } from '../../bots/strategy.js';
import { turnOf, type TurnWithoutLog } from '../../bots/turn.js';
import { seededRng } from '../../engine/index.js';
import { ownThreadId } from './thread-stat.js';

export interface ThinkRequest {
  readonly id: number;
  readonly game: string;
  readonly strategy: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly turn: BotTurn<any>;
  readonly seed: number;
}

/** The review of one decision: `turn` is what the seat was given, `played` the move it played. */
export interface ReviewRequest {
  readonly id: number;
  readonly game: string;
  /** The review the decision belongs to (its game and seat): the thread keeps that review's log. */
  readonly review: string;
  /** The seat's log of the whole game, when this thread does not hold the review's log yet (pool.ts). */
  readonly log?: readonly unknown[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly turn: TurnWithoutLog<any>;
  readonly played: unknown;
  readonly seed: number;
  /** Iterations at most (tests); the turn's thinkMs bounds the time otherwise. */
  readonly maxIterations?: number;
}

export type PoolRequest = ({ readonly kind: 'think' } & ThinkRequest) | ({ readonly kind: 'review' } & ReviewRequest);

export type PoolAnswer =
  { readonly id: number; readonly result: unknown } | { readonly id: number; readonly error: string };

/**
 * A thread's first message, once it has loaded: the pool starts the clock of its work only now, and asks the
 * kernel about the thread by `tid` when it is late (thread-stat.ts); null where there is no /proc.
 */
export interface PoolReady {
  readonly kind: 'ready';
  readonly tid: number | null;
}

/** The log of the last review this thread was sent. */
let held: { readonly review: string; readonly log: readonly unknown[] } | null = null;

async function work(request: PoolRequest): Promise<unknown> {
  const tools = { rng: seededRng(request.seed), now: () => performance.now() };
  if (request.kind === 'review') {
    const reviewer = reviewerFor(request.game);
    if (!reviewer) throw new Error(`no reviewer for ${request.game}`);
    if (request.log !== undefined) held = { review: request.review, log: request.log };
    if (held?.review !== request.review) throw new Error(`this thread holds no log for review ${request.review}`);
    const limit = request.maxIterations === undefined ? {} : { maxIterations: request.maxIterations };
    return reviewer(turnOf(held.log, request.turn), request.played, { ...tools, ...limit });
  }
  const strategy = strategyFor(request.game, request.strategy);
  if (!strategy) throw new Error(`no strategy "${request.strategy}" for ${request.game}`);
  return strategy.choose(request.turn, tools);
}

/**
 * The thread's nice value, the lowest priority: when the machine has no core to spare, the kernel gives the
 * event loop's thread (and Postgres) the CPU before a search — a person's request before a bot's thinking,
 * STYLE.md habit 19 — and the search gets what is left of its budget's wall time. Nice 10 still took about a
 * tenth of a busy core from the event loop (bench:bots, README). Only on Linux, where a thread has its own
 * priority and setpriority of "process 0" sets the calling thread's; elsewhere it would lower the whole server.
 */
export const THREAD_NICE = 19;
const tid = ownThreadId();
if (platform() === 'linux') {
  try {
    setPriority(THREAD_NICE);
  } catch {
    // Not allowed (a container without the right): the thread thinks at the process's priority.
  }
  if (tid !== null) idleScheduling(tid);
}

/**
 * Nice 19 still cost people a third of their moves' p99 on a quiet machine of 2 cores (bench:bots, README): the
 * kernel counts a core running a nice thread as busy, so a request's wake-up (the event loop's, a Postgres
 * backend's) was queued beside the other's instead of taking the core the search held. Under SCHED_IDLE a core
 * running only the search counts as idle (the kernel places wake-ups there and they preempt at once). Node has
 * no call for a thread's scheduling policy: util-linux's `chrt` sets it on this thread's id; where it is missing
 * or not allowed, the thread stays at nice 19.
 */
function idleScheduling(thread: number): void {
  try {
    spawnSync('chrt', ['--idle', '--pid', '0', String(thread)], { stdio: 'ignore', timeout: 2_000 });
  } catch {
    // No chrt: nice 19 it is.
  }
}

parentPort?.postMessage({ kind: 'ready', tid } satisfies PoolReady);

parentPort?.on('message', (request: PoolRequest) => {
  work(request).then(
    result => parentPort?.postMessage({ id: request.id, result } satisfies PoolAnswer),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies PoolAnswer),
  );
});
