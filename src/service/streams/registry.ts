// The feeds of this process, one per followed topic (a game's entries, its chat), shared by all who listen to
// it: made and started by the first to join, joined as they are by the others (waiting for the same start),
// stopped and dropped with the last to leave. A feed that fails to start leaves its registry with each of
// them, so the next to join starts a new one. The game feed (streams/game-feed.ts) and the chat feed
// (chat/feed.ts) keep their own reading; this is the one place that says when a feed lives.
//
// A feed left by its last listener lingers LINGER_MS before it stops: after a network blip every client
// drops and comes back within seconds (a reconnect storm), and a feed still there serves them without
// following the game again and reading it once per stream.

/** What the registry needs of a feed. */
export interface SharedFeed<Listener> {
  readonly listeners: Set<Listener>;
  /** Starts following (refusing, for instance, an unknown game). */
  start(): Promise<void>;
  stop(): void;
}

/** How long a feed nobody listens to any more keeps following, for listeners that come back. */
export const LINGER_MS = 30_000;

interface Entry<Feed> {
  readonly feed: Feed;
  readonly started: Promise<void>;
  /** Set while nobody listens: the feed stops when it fires. */
  idle: NodeJS.Timeout | null;
}

export class FeedRegistry<Listener, Feed extends SharedFeed<Listener>> {
  private readonly feeds = new Map<string, Entry<Feed>>();

  constructor(
    private readonly make: (key: string) => Feed,
    private readonly lingerMs = LINGER_MS,
  ) {}

  /** The started feed of `key`, with `listener` listening. Returns `leave`. */
  async join(key: string, listener: Listener): Promise<{ feed: Feed; leave: () => void }> {
    let found = this.feeds.get(key);
    if (!found) {
      const feed = this.make(key);
      found = { feed, started: feed.start(), idle: null };
      this.feeds.set(key, found);
    }
    const entry = found;
    const { feed, started } = entry;
    clearTimeout(entry.idle ?? undefined);
    entry.idle = null;
    feed.listeners.add(listener);
    const drop = (): void => {
      feed.stop();
      if (this.feeds.get(key) === entry) this.feeds.delete(key);
    };
    try {
      await started;
    } catch (error) {
      // A feed that failed to start is of no use to anyone: dropped at once.
      feed.listeners.delete(listener);
      if (feed.listeners.size === 0) drop();
      throw error;
    }
    const leave = (): void => {
      if (!feed.listeners.delete(listener) || feed.listeners.size > 0) return;
      if (this.lingerMs <= 0) return drop();
      entry.idle = setTimeout(drop, this.lingerMs);
      entry.idle.unref();
    };
    return { feed, leave };
  }

  /** The feed of `key` if somebody listens to it, or did a moment ago (it may still be starting). */
  find(key: string): Feed | undefined {
    return this.feeds.get(key)?.feed;
  }

  stop(): void {
    for (const { feed, idle } of this.feeds.values()) {
      clearTimeout(idle ?? undefined);
      feed.stop();
    }
    this.feeds.clear();
  }
}
