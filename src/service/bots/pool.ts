// The pool of worker threads where thinking bots think (STYLE.md habit 19): a search takes its whole budget
// of CPU, so it never runs on the event loop, where it would delay every other request. The pool is
// bounded — by default one thread fewer than the cores, at least one — and work queues for a free thread
// with two priorities: a bot at a table always goes before queued post-game reviews (a person is waiting for
// the bot; a review is read at leisure), so reviews only use threads the tables leave free. Tables' decisions
// are served in turn by whom they are for, the table's opener (`player:<id>`, or `ip:<digest>` for a table
// opened without a player key: BotTools.owner): the owner whose latest decision started longest ago (never,
// for a newcomer) goes next, each owner's own in the order asked. First come first served let one client
// who opened a hundred tables of `ismcts` at the largest budget make every other table's bot wait behind
// them all; now another owner's next decision waits for at most one of theirs per thread. Reviews keep the
// order they were asked in. A review is queued decision by decision, so a bot waits at most for one of them; the
// seat's log of the game, which every decision of a review shares, crosses to a thread only with the first
// of that review's decisions the thread gets (the thread keeps the last review's log, worker.ts).
// Each thread's heap is capped (`resourceLimits`), on top of the search's own node limit; a thread that
// dies (out of memory, a bug) fails its decision and is replaced. So does a thread stuck in a bug: one that
// has not answered within its budget and a grace, and that the kernel shows spinning past its budget or idle
// (thread-stat.ts). A thread that is late because the machine gives it no core is waited for, up to a bound:
// a new thread would wait for the CPU too. A review (a person waits for its request) is answered as lost
// then, and its thread finishes in the background; a review's decision that no thread takes within the grace
// (they may all be held so) is answered as lost too.
// The worker is a .ts file under tsx and vitest (loaded through tsx's loader) and a .js file once compiled.
import { availableParallelism } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import type { ResourceLimits, Worker } from 'node:worker_threads';
import type { DecisionReview } from '../../bots/ismcts/review.js';
import type { AnyStrategy, BotCatalog, BotTurn } from '../../bots/strategy.js';
import { entryBeside, startThread } from './thread.js';
import { threadStat, type ThreadStat } from './thread-stat.js';
import type { PoolAnswer, PoolReady, PoolRequest, ReviewRequest, ThinkRequest } from './worker.js';

/** One thread fewer than the cores, so that the event loop keeps one; at least one. */
export const defaultPoolSize = (): number => Math.max(1, availableParallelism() - 1);

/** Heap per thread: a search's tree is bounded by its node limit (~200 bytes a node) well below this. */
export const DEFAULT_RESOURCE_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 };

/**
 * A decision not answered this long after its budget is looked into: its thread is replaced if stuck, waited for
 * (another grace at a time) if starved.
 */
export const GRACE_MS = 10_000;

/** A starved thread is waited for this long at most, from its decision's start; then it is replaced all the same. */
export const STARVED_LIMIT_MS = 300_000;

/**
 * CPU a decision's thread may use beyond its budget before it counts as spinning: a search looks at its clock
 * between iterations, then sends its answer.
 */
const SPIN_MARGIN_MS = 1_000;

/**
 * How long ending a thread is waited for: a thread the machine starves ends only once it gets a slice of CPU,
 * and a pool closing (the server stopping) need not wait for that; the thread is unref'd and ends with the process.
 */
const STOP_WAIT_MS = 1_000;

const noop = (): void => undefined;

/** worker.ts under tsx and vitest, worker.js once compiled (thread.ts). */
const WORKER = entryBeside(import.meta.url, './worker');

export interface PoolThreads {
  /** Heap per thread. */
  readonly resourceLimits?: ResourceLimits;
  /** How long past its budget a thread that has loaded may take to answer (GRACE_MS). */
  readonly graceMs?: number;
  /** How long a starved thread is waited for (STARVED_LIMIT_MS). */
  readonly starvedLimitMs?: number;
  /** What the kernel says of a thread (thread-stat.ts); tests stand in for a busy machine. */
  readonly statOf?: (tid: number) => ThreadStat | null;
  /** The threads' module (worker.ts): tests give one that speaks its protocol with a slow start. */
  readonly entry?: URL;
  /** What such a module is given (its `workerData`). */
  readonly workerData?: unknown;
}

/**
 * The work was not done because of its thread, not of the work: the thread did not answer within its budget
 * and grace (starved on a busy machine, or stuck), died, or the pool is closing. Asking again later may
 * succeed; an error the work itself raised (a bug) is a plain Error.
 */
export class ThreadLost extends Error {
  override readonly name = 'ThreadLost';
}

/** Who is waiting for the work: a bot at a table, or a post-game review (which yields to every bot). */
export type Priority = 'table' | 'review';

/** A look into a late job (the server logs it and counts it in its metrics, http/app.ts). */
export interface LateThread {
  /** Starved: waited for (a review's request answered as lost); stuck: the thread is replaced. */
  readonly verdict: 'starved' | 'stuck';
  /** Why, in words: e.g. "it is idle", "it is running past its budget". */
  readonly reason: string;
  readonly priority: Priority;
  /** Since the job's clock started (the thread's readiness). */
  readonly waitedMs: number;
}

type Request = PoolRequest extends infer R ? (R extends PoolRequest ? Omit<R, 'id'> : never) : never;

interface Job {
  readonly request: Request;
  readonly priority: Priority;
  /** Whom a table's decision is for (BotTools.owner); the owners take turns. */
  readonly owner: string;
  /** A review's whole log, sent along only to a thread that does not hold it. */
  readonly log?: readonly unknown[];
  readonly resolve: (result: unknown) => void;
  readonly reject: (error: Error) => void;
  /** A review's bound on its wait in the queue. */
  queued?: NodeJS.Timeout;
}

interface Thread {
  readonly worker: Worker;
  /**
   * Whether the thread has loaded its modules (its first message). Until then a job's clock does not run:
   * a new thread under tsx compiles the rules and the bots first, which on a loaded machine takes seconds.
   */
  ready: boolean;
  /** The review whose log the thread holds (it keeps the last one sent). */
  review: string | null;
  /** The kernel's id of the thread, once it has loaded (null without /proc). */
  tid: number | null;
  job: Running | null;
}

/** A job on its thread; its clock runs from the thread's readiness. */
interface Running extends Job {
  readonly id: number;
  timer: NodeJS.Timeout | null;
  /** When the clock started (performance.now()), and the thread's CPU time then and at the last look. */
  startedAt: number;
  cpuAtStart: number | null;
  cpuSeen: number | null;
}

export class BotPool {
  private readonly threads: Thread[] = [];
  /** Tables' decisions waiting, by owner, each owner's in the order asked; owners in the order they came. */
  private readonly tables = new Map<string, Job[]>();
  private tablesWaiting = 0;
  private readonly reviews: Job[] = [];
  /**
   * When each owner's latest decision started (a count of dispatches), kept while the owner has decisions
   * queued or running: the owner that waited longest goes next.
   */
  private readonly started = new Map<string, number>();
  private dispatched = 0;
  private nextId = 0;
  private closed = false;
  private readonly watchers = new Set<(late: LateThread) => void>();

  constructor(
    readonly size: number = defaultPoolSize(),
    private readonly threadsAre: PoolThreads = {},
  ) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`a bot pool needs at least one thread, not ${size}`);
  }

  /** Tells `watcher` of every look into a late job; returns the call that stops telling it. */
  observe(watcher: (late: LateThread) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** Work waiting for a free thread: bots' decisions and reviews'. */
  get waiting(): number {
    return this.tablesWaiting + this.reviews.length;
  }

  /** Decisions being made now. */
  get busy(): number {
    return this.threads.filter(t => t.job !== null).length;
  }

  /**
   * The strategy's move for `turn`, chosen on a thread of the pool, before any queued review, in turn with other
   * owners' decisions (`owner`: whom it is for, the table's opener).
   */
  think(request: Omit<ThinkRequest, 'id'>, owner = ''): Promise<unknown> {
    return this.enqueue({ kind: 'think', ...request }, 'table', owner);
  }

  /**
   * The review of one decision (bots/ismcts/review.ts), on a thread the tables leave free; `log` is the
   * seat's log of the whole game, which the request's `turn.logLength` cuts.
   */
  review(request: Omit<ReviewRequest, 'id' | 'log'>, log: readonly unknown[]): Promise<DecisionReview<unknown>> {
    return this.enqueue({ kind: 'review', ...request }, 'review', '', log) as Promise<DecisionReview<unknown>>;
  }

  private enqueue(request: Request, priority: Priority, owner: string, log?: readonly unknown[]): Promise<unknown> {
    if (this.closed) return Promise.reject(new ThreadLost('the bot pool is closed'));
    return new Promise((resolve, reject) => {
      const job: Job = { request, priority, owner, resolve, reject, ...(log === undefined ? {} : { log }) };
      if (priority === 'review') this.reviews.push(job);
      else {
        const queued = this.tables.get(owner);
        if (queued) queued.push(job);
        else this.tables.set(owner, [job]);
        this.tablesWaiting++;
      }
      // A person waits for a review: when no thread takes it within the grace (the machine starves them, or
      // bots keep them), the review is answered as lost, to be asked again later.
      if (priority === 'review') job.queued = setTimeout(() => this.giveUpQueued(job), this.graceMs);
      this.dispatch();
    });
  }

  private giveUpQueued(job: Job): void {
    const at = this.reviews.indexOf(job);
    if (at < 0) return;
    this.reviews.splice(at, 1);
    job.reject(new ThreadLost('no bot thread was free in time'));
  }

  /** Ends every thread; work under way or queued fails. */
  async close(): Promise<void> {
    this.closed = true;
    const queued = [...[...this.tables.values()].flat(), ...this.reviews.splice(0)];
    this.tables.clear();
    this.tablesWaiting = 0;
    for (const job of queued) {
      clearTimeout(job.queued);
      job.reject(new ThreadLost('the bot pool is closed'));
    }
    await Promise.all(this.threads.splice(0).map(t => this.stop(t, new ThreadLost('the bot pool is closed'))));
  }

  private dispatch(): void {
    while (this.waiting > 0) {
      let thread = this.threads.find(t => t.job === null);
      if (!thread && this.threads.length < this.size) thread = this.spawn();
      if (!thread) return;
      const job = (this.nextTableJob() ?? this.reviews.shift()) as Job;
      clearTimeout(job.queued);
      const id = this.nextId++;
      thread.job = { ...job, id, timer: null, startedAt: 0, cpuAtStart: null, cpuSeen: null };
      if (thread.ready) this.startClock(thread);
      thread.worker.postMessage({ ...job.request, id, ...this.logFor(thread, job) } as PoolRequest);
    }
  }

  /**
   * The first queued decision of the owner whose latest decision started longest ago (a newcomer's first: it
   * has none), of those with one queued; ties go to the owner queued first.
   */
  private nextTableJob(): Job | undefined {
    let next: string | undefined;
    let since = Infinity;
    for (const owner of this.tables.keys()) {
      const at = this.started.get(owner) ?? -1;
      if (at < since) [next, since] = [owner, at];
    }
    if (next === undefined) return undefined;
    const queued = this.tables.get(next) as Job[];
    const job = queued.shift() as Job;
    if (queued.length === 0) this.tables.delete(next);
    this.tablesWaiting--;
    this.started.set(next, this.dispatched++);
    // Owners with nothing queued or running are forgotten: the map holds no more than the work under way.
    for (const owner of this.started.keys())
      if (!this.tables.has(owner) && owner !== next && !this.threads.some(t => t.job?.owner === owner))
        this.started.delete(owner);
    return job;
  }

  /** A review's log, when `thread` does not hold it yet (then it will). */
  private logFor(thread: Thread, job: Job): { log?: readonly unknown[] } {
    if (job.request.kind !== 'review' || job.log === undefined || thread.review === job.request.review) return {};
    thread.review = job.request.review;
    return { log: job.log };
  }

  /** The job of `thread` is looked into (check) if not answered within its budget and a grace. */
  private startClock(thread: Thread): void {
    const job = thread.job;
    if (job === null || job.timer !== null) return;
    job.startedAt = performance.now();
    job.cpuAtStart = job.cpuSeen = this.statOf(thread)?.cpuMs ?? null;
    this.lookLater(thread, job, job.request.turn.thinkMs + this.graceMs);
  }

  /**
   * Looks into `job` in `ms`, once the event loop has taken in what already arrived (setImmediate runs after
   * the poll phase, which delivers the threads' messages): an answer that came with the timer is not mistaken
   * for a thread gone idle.
   */
  private lookLater(thread: Thread, job: Running, ms: number): void {
    job.timer = setTimeout(() => setImmediate(() => this.check(thread, job)), ms);
  }

  private get graceMs(): number {
    return this.threadsAre.graceMs ?? GRACE_MS;
  }

  private statOf(thread: Thread): ThreadStat | null {
    return thread.tid === null ? null : (this.threadsAre.statOf ?? threadStat)(thread.tid);
  }

  /**
   * A late job: its thread is replaced if stuck (or starved past STARVED_LIMIT_MS), and waited for another grace
   * if starved. A review's request is answered as lost at the first look: the person asks again later.
   */
  private check(thread: Thread, job: Running): void {
    if (thread.job !== job) return;
    job.timer = null;
    const waited = performance.now() - job.startedAt;
    const { verdict, reason } = this.lookInto(thread, job, waited);
    const late: LateThread = { verdict, reason, priority: job.priority, waitedMs: Math.round(waited) };
    for (const watcher of this.watchers) watcher(late);
    if (verdict === 'stuck') {
      void this.replace(thread, new ThreadLost(`a bot thread did not answer in time (${reason})`));
      return;
    }
    if (job.priority === 'review') {
      // Settles the review's promise; the thread's answer, when it comes, settles nothing more.
      job.reject(new ThreadLost('a bot thread did not answer in time (the machine has given it no CPU)'));
    }
    this.lookLater(thread, job, this.graceMs);
  }

  /** Whether the late job's thread, `waited` ms into its clock, is starved (waited for) or stuck, and why. */
  private lookInto(thread: Thread, job: Running, waited: number): Pick<LateThread, 'verdict' | 'reason'> {
    const stat = this.statOf(thread);
    const stuck = (reason: string) => ({ verdict: 'stuck' as const, reason });
    if (stat === null || job.cpuAtStart === null || job.cpuSeen === null) return stuck('its state is unknown');
    if (waited >= (this.threadsAre.starvedLimitMs ?? STARVED_LIMIT_MS))
      return stuck(`it has had ${Math.round(waited / 1_000)} s`);
    if (stat.cpuMs - job.cpuAtStart > job.request.turn.thinkMs + SPIN_MARGIN_MS)
      return stuck('it is running past its budget');
    const ran = stat.cpuMs > job.cpuSeen;
    job.cpuSeen = stat.cpuMs;
    if (stat.runnable) return { verdict: 'starved', reason: 'it is runnable, waiting for a core' };
    // Asleep, yet it ran since the last look: a moment's wait within a starved search (for its collector's
    // helper threads, starved too), not idleness. The first look's window holds the thread's taking the job, so
    // a thread idle in a bug is found so at the second look: one grace later than it could be, never a starved
    // search replaced.
    if (ran) return { verdict: 'starved', reason: 'it ran since the last look, and sleeps' };
    return stuck('it is idle');
  }

  private spawn(): Thread {
    const worker = startThread(this.threadsAre.entry ?? WORKER, {
      resourceLimits: this.threadsAre.resourceLimits ?? DEFAULT_RESOURCE_LIMITS,
      workerData: this.threadsAre.workerData,
    });
    const thread: Thread = { worker, ready: false, review: null, tid: null, job: null };
    worker.on('message', (answer: PoolAnswer | PoolReady) => {
      if ('kind' in answer) {
        thread.ready = true;
        thread.tid = answer.tid;
        this.startClock(thread);
        return;
      }
      const job = thread.job;
      if (!job || job.id !== answer.id) return;
      if (job.timer !== null) clearTimeout(job.timer);
      thread.job = null;
      if ('error' in answer) job.reject(new Error(answer.error));
      else job.resolve(answer.result);
      this.dispatch();
    });
    worker.on(
      'error',
      error => void this.replace(thread, new ThreadLost(`a bot thread failed: ${error.message}`, { cause: error })),
    );
    worker.on('exit', code => void this.replace(thread, new ThreadLost(`a bot thread exited with code ${code}`)));
    worker.unref();
    this.threads.push(thread);
    return thread;
  }

  /**
   * A dead or stuck thread fails its decision and leaves the pool; the queue goes on with a new one at once,
   * not once the old one has ended (a thread the machine starves takes its time to).
   */
  private async replace(thread: Thread, error: Error): Promise<void> {
    const at = this.threads.indexOf(thread);
    if (at < 0) return;
    this.threads.splice(at, 1);
    const stopped = this.stop(thread, error);
    if (!this.closed) this.dispatch();
    await stopped;
  }

  /** Fails the thread's decision and ends it, waiting for its end STOP_WAIT_MS at most (it is unref'd). */
  private async stop(thread: Thread, error: Error): Promise<void> {
    const job = thread.job;
    thread.job = null;
    if (job) {
      if (job.timer !== null) clearTimeout(job.timer);
      job.reject(error);
    }
    thread.worker.removeAllListeners('exit');
    // The bound's timer is unref'd: it keeps no process alive once the thread has ended first.
    await Promise.race([thread.worker.terminate().then(noop, noop), delay(STOP_WAIT_MS, undefined, { ref: false })]);
  }
}

/**
 * The catalog as the server plays it: strategies that think are answered by the pool, the others as they
 * are (they answer at once, inside the request).
 */
export function pooledBots(catalog: BotCatalog, pool: BotPool): BotCatalog {
  return {
    names: gameId => catalog.names(gameId),
    get(gameId, name) {
      const strategy = catalog.get(gameId, name);
      if (!strategy?.thinks) return strategy;
      const pooled: AnyStrategy = {
        name: strategy.name,
        thinks: true,
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        choose: (turn: BotTurn<any>, { rng, owner }) =>
          pool.think({ game: gameId, strategy: name, turn, seed: rng.int(2 ** 31) }, owner),
      };
      return pooled;
    },
  };
}
