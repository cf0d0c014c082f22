// The worker's slots per destination host. All deliveries share the worker's `concurrency`; a consumer that never
// answers holds a slot for the whole timeout on every attempt, so without a bound per destination a few
// blackholes (several webhooks of one player, or many players' to one host) held every slot and delayed every
// other notification. Counted per host, not per webhook: one player may register several webhooks, and
// several players one host. E-mail (the operator's own SMTP server, null here) is not counted.
import type { Claimed } from '../../store/outbox.js';

export const DEFAULT_PER_HOST = 8;

export class HostSlots {
  private readonly held = new Map<string, number>();
  /** Hosts the last claim passed over because they were full: the worker claims again when they free up. */
  private readonly passed = new Set<string>();

  constructor(private readonly perHost: number) {}

  /** The hosts with no slot left, for the claim to pass over (remembered, to wake the worker when one frees). */
  full(): string[] {
    const full = [...this.held].filter(([, n]) => n >= this.perHost).map(([host]) => host);
    for (const host of full) this.passed.add(host);
    return full;
  }

  /** The claimed rows there is a slot for (`take`), in order, and those over their host's slots (`over`). */
  split(rows: readonly Claimed[]): { take: Claimed[]; over: Claimed[] } {
    const counted = new Map<string, number>();
    const take: Claimed[] = [];
    const over: Claimed[] = [];
    for (const row of rows) {
      const host = row.destination;
      if (!host) {
        take.push(row);
        continue;
      }
      const n = counted.get(host) ?? this.held.get(host) ?? 0;
      if (n < this.perHost) {
        counted.set(host, n + 1);
        take.push(row);
      } else {
        counted.set(host, n);
        this.passed.add(host);
        over.push(row);
      }
    }
    return { take, over };
  }

  /** Takes a slot of the row's host; returns the host, to free it with. */
  hold(host: string | null): string | null {
    if (host) this.held.set(host, (this.held.get(host) ?? 0) + 1);
    return host || null;
  }

  /**
   * Gives the slot back; true when the host's passed-over rows may now be claimed: half its slots are free
   * (waking on every end would claim one row per statement under a backlog).
   */
  free(host: string | null): boolean {
    if (!host) return false;
    const n = (this.held.get(host) ?? 1) - 1;
    if (n === 0) this.held.delete(host);
    else this.held.set(host, n);
    if (!this.passed.has(host) || n > Math.floor(this.perHost / 2)) return false;
    this.passed.delete(host);
    return true;
  }
}
