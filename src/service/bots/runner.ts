// Bot moves that a request left for later. A request plays at most one bounded step of bot moves inside its
// own transaction (bots/turns.ts); when bots are still due after it commits, the rest is played here, in the
// background of this process: one step per transaction, yielding to the event loop between steps, so that a
// game played out by bots never holds the loop or a transaction for long. Each step appends ordinary log
// entries at the next version, so a race with any other writer (a person's move, another process) is a
// clean primary-key conflict: that step writes nothing, and the next one reads the log again.
// A run ends when nobody or a person is to act, or after MAX_STEPS steps; the next request that touches the
// game (a move, a read of it or of its legal moves) starts a new one. A step that fails — a search the pool
// gave up (a thread stuck in a bug, or starved for minutes), a database fault — wrote nothing, and is tried
// again after a wait (RETRY_MS): a game against bots whose player only watches its stream would otherwise
// stall until the page is read again. Past the last wait the run ends, as a bug would fail every try.
import { setTimeout as delay } from 'node:timers/promises';

/** A step plays some bot moves in its own transaction; it resolves to whether bots are still due. */
export type BotStep = () => Promise<boolean>;

/** Steps one background run plays at most (with bots/turns.ts's step size, 20,000 moves). */
export const MAX_STEPS = 100;

/** The waits before a failed step is tried again, one per try: about half a minute in all, then the run ends. */
export const RETRY_MS: readonly number[] = [1_000, 5_000, 25_000];

export interface RunnerOptions {
  /** RETRY_MS by default. */
  readonly retryMs?: readonly number[];
  /** Told of every failed step, and whether it will be tried again (the server logs it). */
  readonly failed?: (error: unknown, retried: boolean) => void;
}

export class BotRunner {
  private readonly running = new Map<string, Promise<void>>();
  /** Aborted by stop(): no new step, and the waits before a retry end at once. */
  private readonly halt = new AbortController();

  constructor(private readonly options: RunnerOptions = {}) {}

  /** Starts playing the game's due bot moves in the background, unless a run for it is under way here. */
  kick(gameId: string, step: BotStep): void {
    if (this.stopped || this.running.has(gameId)) return;
    const run = this.run(step).finally(() => this.running.delete(gameId));
    this.running.set(gameId, run);
  }

  /** Whether a run for this game is under way in this process (for tests and metrics). */
  isRunning(gameId: string): boolean {
    return this.running.has(gameId);
  }

  /** Resolves once every run under way has ended. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()]);
  }

  /** Starts no new step; resolves once the steps under way have ended (before the database closes). */
  async stop(): Promise<void> {
    this.halt.abort();
    await this.idle();
  }

  private get stopped(): boolean {
    return this.halt.signal.aborted;
  }

  private async run(step: BotStep): Promise<void> {
    let failures = 0;
    for (let steps = 0; steps < MAX_STEPS; steps++) {
      await new Promise<void>(resolve => setImmediate(resolve));
      if (this.stopped) return;
      try {
        if (!(await step())) return;
        failures = 0;
      } catch (error) {
        // Nothing was written by the failed step: the next one reads the log again. Stopping, no next one
        // (the bot pool closes with the app: its thoughts under way fail then).
        const wait = this.stopped ? undefined : (this.options.retryMs ?? RETRY_MS)[failures++];
        this.options.failed?.(error, wait !== undefined);
        if (wait === undefined) return;
        // Ended early by stop(), which rejects the wait: the loop then sees it stopped.
        await delay(wait, undefined, { signal: this.halt.signal }).catch(() => undefined);
      }
    }
  }
}
