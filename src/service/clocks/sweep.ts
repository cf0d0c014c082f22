// Timeouts happen without any request: every server process sweeps the games whose deadline passed, at
// an interval (CLOCK_SWEEP_MS). Sweeps of several processes may meet on one game; the log's primary key
// appends its timeout once (timeout.ts). A sweep that fails (the database away) is simply tried again at
// the next tick; a restarted process finds the deadlines that passed while none ran in its first sweep.
// One game that cannot be enforced (its log unreadable, a fault of its own) is left for the next sweep
// without holding up the others: it comes first in every batch (the soonest deadline), so stopping at it
// would stop every timeout of the server behind it.
// Waiting tables past their expiry are swept the same way (their cancellation is appended by enforceClock).
// The same tick then sends the turn reminders due (reminders/remind.ts), after the timeouts: a seat that ran
// out of time is not reminded.
import { dueGames } from '../../store/clocks.js';
import { expiredTables } from '../../store/expiry.js';
import type { Deps } from '../deps.js';
import { expiryCutoff, expiryDaysOf } from '../tables/expiry.js';
import { enforceClock } from './timeout.js';
import { sendReminders } from '../reminders/remind.js';

/** Games timed out per sweep at most; the rest wait for the next tick. */
const SWEEP_BATCH = 100;

/**
 * One sweep: enforces every due game, then expires the waiting tables past their expiry (tables/expiry.ts),
 * up to a batch each, then sends the turn reminders due; returns how many games were due.
 */
export async function sweepClocks(deps: Deps): Promise<number> {
  const now = deps.now();
  const due = await dueGames(deps.database.db, now, SWEEP_BATCH);
  const expired = await expiredTables(deps.database.db, expiryCutoff(now, expiryDaysOf(deps)), SWEEP_BATCH);
  const ids = [...new Set([...due, ...expired])];
  for (const id of ids) await enforceClock(deps, id).catch(() => undefined);
  await sendReminders(deps);
  return ids.length;
}

export class ClockSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly deps: Deps) {}

  /** Sweeps now and then every `intervalMs` (never two sweeps at once in one process). */
  start(intervalMs: number): void {
    const tick = (): void => {
      if (this.running) return;
      this.running = sweepClocks(this.deps)
        .catch(() => undefined)
        .finally(() => {
          this.running = null;
        });
    };
    tick();
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
