// The feeds of this process, one per followed topic (a game's entries, its chat), shared by all who listen to
// it: made and started by the first to join, joined as they are by the others (waiting for the same start),
// stopped and dropped with the last to leave. A feed that fails to start leaves its registry with each of
// them, so the next to join starts a new one. The game feed (streams/game-feed.ts) and the chat feed
// (chat/feed.ts) keep their own reading; this is the one place that says when a feed lives.

/** What the registry needs of a feed. */
export interface SharedFeed<Listener> {
  readonly listeners: Set<Listener>;
  /** Starts following (refusing, for instance, an unknown game). */
  start(): Promise<void>;
  stop(): void;
}

export class FeedRegistry<Listener, Feed extends SharedFeed<Listener>> {
  private readonly feeds = new Map<string, { feed: Feed; started: Promise<void> }>();

  constructor(private readonly make: (key: string) => Feed) {}

  /** The started feed of `key`, with `listener` listening. Returns `leave`. */
  async join(key: string, listener: Listener): Promise<{ feed: Feed; leave: () => void }> {
    let found = this.feeds.get(key);
    if (!found) {
      const feed = this.make(key);
      found = { feed, started: feed.start() };
      this.feeds.set(key, found);
    }
    const { feed, started } = found;
    feed.listeners.add(listener);
    const leave = (): void => {
      if (!feed.listeners.delete(listener) || feed.listeners.size > 0) return;
      feed.stop();
      if (this.feeds.get(key)?.feed === feed) this.feeds.delete(key);
    };
    try {
      await started;
    } catch (error) {
      leave();
      throw error;
    }
    return { feed, leave };
  }

  /** The feed of `key` if somebody listens to it (it may still be starting). */
  find(key: string): Feed | undefined {
    return this.feeds.get(key)?.feed;
  }

  stop(): void {
    for (const { feed } of this.feeds.values()) feed.stop();
    this.feeds.clear();
  }
}
