// What this process's LISTEN heard lately, by topic: lets a stream that read something (a player key, the
// player's last event number) and subscribed to its topic afterwards know whether a notification came in
// between, and read again only then. Without it, each stream opened re-read the key's row after subscribing
// (and the player's last event), a read a reconnect storm of thousands of streams repeated for nothing.
// Bounded: two generations of topics, the older dropped once the newer holds `GENERATION` topics; a mark older
// than what is remembered is answered "maybe heard", which costs the caller one read, never a missed wake-up.

/** A point in what was heard: taken before a read, asked about after the subscription that follows it. */
export type HeardMark = number;

const GENERATION = 4096;

export class HeardTopics {
  private count = 0;
  private current = new Map<string, number>();
  private previous = new Map<string, number>();
  /** Marks before this are older than what `previous` remembers (where it started). */
  private remembersFrom = 0;
  /** Where `current` started. */
  private currentFrom = 0;
  /** The count at the last "anything may have been missed" (the LISTEN connection lost and back). */
  private allAt = -1;

  mark(): HeardMark {
    return this.count;
  }

  heard(topic: string): void {
    if (this.current.size >= GENERATION) {
      this.remembersFrom = this.currentFrom;
      this.currentFrom = this.count;
      this.previous = this.current;
      this.current = new Map();
    }
    this.count += 1;
    this.current.set(topic, this.count);
  }

  /** Anything may have been missed: every mark taken before now is answered "heard". */
  heardAll(): void {
    this.count += 1;
    this.allAt = this.count;
  }

  /** Whether `topic` may have been notified after `mark`. */
  since(mark: HeardMark, topic: string): boolean {
    if (this.allAt > mark || mark < this.remembersFrom) return true;
    return (this.current.get(topic) ?? this.previous.get(topic) ?? -1) > mark;
  }
}
