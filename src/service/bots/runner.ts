// Bot moves that a request left for later. A request plays at most one bounded step of bot moves inside its
// own transaction (bots/turns.ts); when bots are still due after it commits, the rest is played here, in the
// background of this process: one step per transaction, yielding to the event loop between steps, so that a
// game played out by bots never holds the loop or a transaction for long. Each step appends ordinary log
// entries at the next version, so a race with any other writer (a person's move, another process) is a
// clean primary-key conflict (or a deadlock Postgres broke): that step wrote nothing, the other writer moved
// the game on, and the next step reads the log again at once. A lost race is no failure (LOST_RACES in a row
// are one).
// A run ends when nobody or a person is to act: nothing else would start a new one in a game only bots play
// (its last person resigned), so a run has no cap on its steps. Each step plays at least one move, however
// short of time it is (bots/turns.ts), so a run that goes on is a game that moves on; a step that leaves the
// game at the version the previous one left it is a bug that every further step would repeat, and ends the
// run. A step that fails — a search the pool gave up (a thread stuck in a bug, or starved for minutes), a
// database fault — wrote nothing, and is tried again after a wait (RETRY_MS): a game against bots whose
// player only watches its stream would otherwise stall until the page is read again. Past the last wait the
// run ends, as a bug would fail every try; the next request that touches the game (a move, a read of it or of
// its legal moves) starts a new one.
import { setTimeout as delay } from 'node:timers/promises';
import { isLostRace } from '../../store/errors.js';

/**
 * A step plays some bot moves in its own transaction; it resolves to the version it left the game at when bots
 * are still due, else to null.
 */
export type BotStep = () => Promise<number | null>;

/** The waits before a failed step is tried again, one per try: about half a minute in all, then the run ends. */
export const RETRY_MS: readonly number[] = [1_000, 5_000, 25_000];

/**
 * Lost races in a row that count as one failure: each means another writer moved the game on, so a run of them
 * is a game under heavy contention, or a conflict no other writer causes (a bug) that every step would repeat,
 * and must not spin against the database for ever.
 */
export const LOST_RACES = 20;

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
    let lost = 0;
    // The version the previous step left the game at: the next one must go past it.
    let reached = -1;
    for (;;) {
      await new Promise<void>(resolve => setImmediate(resolve));
      if (this.stopped) return;
      try {
        const version = await step();
        failures = 0;
        lost = 0;
        if (version === null) return;
        if (version <= reached) {
          this.options.failed?.(new Error(`a bot step left the game at version ${version}, as it found it`), false);
          return;
        }
        reached = version;
      } catch (error) {
        // Another writer appended first: the next step reads its entries and goes on from there.
        if (isLostRace(error) && ++lost % LOST_RACES !== 0) continue;
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
