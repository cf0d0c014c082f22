// Bot moves that a request left for later. A request plays at most one bounded step of bot moves inside its
// own transaction (bots/turns.ts); when bots are still due after it commits, the rest is played here, in the
// background of this process: one step per transaction, yielding to the event loop between steps, so that a
// game played out by bots never holds the loop or a transaction for long. Each step appends ordinary log
// entries at the next version, so a race with any other writer (a person's move, another process) is a
// clean primary-key conflict: that step writes nothing, and the next one reads the log again.
// A run ends when nobody or a person is to act, after MAX_STEPS steps, or on a database fault; the next
// request that touches the game (a move, a read of it or of its legal moves) starts a new one.

/** A step plays some bot moves in its own transaction; it resolves to whether bots are still due. */
export type BotStep = () => Promise<boolean>;

/** Steps one background run plays at most (with bots/turns.ts's step size, 20,000 moves). */
export const MAX_STEPS = 100;

export class BotRunner {
  private readonly running = new Map<string, Promise<void>>();
  private stopped = false;

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
    this.stopped = true;
    await this.idle();
  }

  private async run(step: BotStep): Promise<void> {
    for (let steps = 0; steps < MAX_STEPS; steps++) {
      await new Promise<void>(resolve => setImmediate(resolve));
      if (this.stopped) return;
      try {
        if (!(await step())) return;
      } catch {
        // Nothing was written by the failed step; the next request that touches the game starts a new run.
        return;
      }
    }
  }
}
