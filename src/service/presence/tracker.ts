// This process's share of presence. Every open event stream (a game's or a player's) counts its holder
// (`player:<id>`, or `seat:<game>:<n>` for an anonymous seat), and every open game stream that holds no seat
// there (routes/events.ts) counts one watcher of its game. What the counts say reaches the database, never only this process's memory, so any process
// answers alike (presence/read.ts):
// - a holder is marked seen when its first stream opens, then at every flush while a stream stays open, at
//   most once per WRITE_EVERY_MS (the statement itself skips a row written less than that ago, so two
//   processes holding streams of one player write it once too);
// - the watcher counts of this process are rewritten at every flush, and soon after they change.
// A holder whose last stream closed stays "here" until its mark is HERE_WITHIN_MS old; a process that dies
// leaves counts that stop counting once they are HERE_WITHIN_MS old. Time is `deps.now`, so tests move it.
import { dropWatchers, markSeen, writeWatchers } from '../../store/presence.js';
import type { Deps } from '../deps.js';

/** A holder is shown here while marked within this; marks are refreshed at half of it. */
export const HERE_WITHIN_MS = 60_000;
export const WRITE_EVERY_MS = 30_000;
/** How soon a change of the watcher counts is written. */
const COUNTS_SOON_MS = 1_000;

export class PresenceTracker {
  private readonly holders = new Map<string, number>();
  private readonly watchers = new Map<string, number>();
  /** When this process last wrote each holder's mark. */
  private readonly written = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private soon: NodeJS.Timeout | null = null;
  private countsChanged = false;
  /** Holders whose first stream opened since their mark was last queued: marked together, in one statement. */
  private readonly newcomers = new Set<string>();
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: Deps,
    private readonly process: string,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Flushes now and then (tests call `flush` themselves instead). */
  start(): void {
    // At half the gap: a mark is then never older than 1.5 × WRITE_EVERY_MS while its stream stays open.
    this.timer = setInterval(() => void this.flush(), WRITE_EVERY_MS / 2);
    this.timer.unref();
  }

  /** A stream opened: of `who` (null: an anonymous spectator), watching `gameId` (null: a player's or a seat's stream). */
  open(who: string | null, gameId: string | null): () => void {
    if (who !== null) {
      const n = this.holders.get(who) ?? 0;
      this.holders.set(who, n + 1);
      // A reconnect storm opens thousands of holders' streams at once: one write marks all that came meanwhile.
      if (n === 0 && this.newcomers.size === 0)
        this.queue(() => {
          const list = [...this.newcomers];
          this.newcomers.clear();
          return this.mark(list);
        });
      if (n === 0) this.newcomers.add(who);
    }
    if (gameId !== null) this.count(gameId, +1);
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      if (who !== null) {
        const n = (this.holders.get(who) ?? 1) - 1;
        if (n > 0) this.holders.set(who, n);
        else this.holders.delete(who);
      }
      if (gameId !== null) this.count(gameId, -1);
    };
  }

  private count(gameId: string, delta: number): void {
    const n = (this.watchers.get(gameId) ?? 0) + delta;
    if (n > 0) this.watchers.set(gameId, n);
    else this.watchers.delete(gameId);
    this.countsChanged = true;
    if (this.soon !== null) return;
    this.soon = setTimeout(() => {
      this.soon = null;
      if (this.countsChanged) this.queue(() => this.writeCounts());
    }, COUNTS_SOON_MS);
    this.soon.unref();
  }

  /** How many holders have a stream open on this process now. */
  get holding(): number {
    return this.holders.size;
  }

  /** Marks the holders not written for WRITE_EVERY_MS. */
  private async mark(who: readonly string[]): Promise<void> {
    const now = this.deps.now().getTime();
    const due = who.filter(w => now - (this.written.get(w) ?? -Infinity) >= WRITE_EVERY_MS);
    if (due.length === 0) return;
    await markSeen(this.deps.database.db, due, new Date(now), WRITE_EVERY_MS);
    for (const w of due) this.written.set(w, now);
  }

  private async writeCounts(): Promise<void> {
    this.countsChanged = false;
    await writeWatchers(this.deps.database.db, this.process, this.watchers, this.deps.now());
  }

  /** Writes the marks due and this process's counts; resolves once written. */
  flush(): Promise<void> {
    return this.queue(async () => {
      for (const w of this.written.keys()) if (!this.holders.has(w)) this.written.delete(w);
      await this.mark([...this.holders.keys()]);
      await this.writeCounts();
    });
  }

  /** Writes one at a time, in order; a failure is reported, never thrown at a stream. */
  private queue(write: () => Promise<void>): Promise<void> {
    this.chain = this.chain.then(write).catch(this.onError);
    return this.chain;
  }

  async stop(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    if (this.soon !== null) clearTimeout(this.soon);
    await this.chain;
    await dropWatchers(this.deps.database.db, this.process).catch(this.onError);
  }
}
