// One chat feed per followed game per process, shared by all its readers: each new message is read from
// the database once per process, whatever the number of readers, then handed to each reader of its channel
// that did not mute its author. A feed wakes on the append's notification (`chat:<game>:<id>`, through the
// process's one LISTEN) and reads what follows the last message it handed out, so a merged or duplicate
// wake-up costs at most a read and messages go out in order; the waker's re-reads cover a lost notification.
import { chatTopic, lastChatId, readChat, type Channel } from '../../store/chat.js';
import type { Deps } from '../deps.js';
import type { Notifier } from '../streams/wakeup-hub.js';
import { serialWaker, type Waker } from '../streams/waker.js';
import { messageOf } from './read.js';
import type { ChatMessage } from './schemas.js';

const PAGE = 500;

export interface ChatReader {
  readonly channels: readonly Channel[];
  /** The authors this reader does not want to see (muted or blocked), as they are now. */
  readonly hidden: () => ReadonlySet<string>;
  deliver(message: ChatMessage): void;
  fail(error: unknown): void;
}

export class ChatFeed {
  readonly readers = new Set<ChatReader>();
  /** The newest message handed out (or there when the feed started). */
  last = 0;
  private waker: Waker | null = null;
  private unsubscribe: (() => void) | null = null;
  private stopped = false;
  /** Whether `last` is known: a wake-up before that has nothing to read after. */
  private ready = false;

  constructor(
    private readonly deps: Deps,
    readonly gameId: string,
  ) {}

  async start(notifier: Notifier): Promise<void> {
    const waker = serialWaker(
      () => this.pump(),
      error => {
        for (const reader of [...this.readers]) reader.fail(error);
      },
    );
    // Subscribe before reading where the feed starts, so nothing appended in between is missed.
    this.unsubscribe = notifier.subscribe(chatTopic(this.gameId), () => waker.wake());
    this.waker = waker;
    this.last = await lastChatId(this.deps.database.db, this.gameId);
    this.ready = true;
    if (this.stopped) waker.stop();
    else waker.wake();
  }

  private async pump(): Promise<void> {
    if (!this.ready) return;
    for (;;) {
      const rows = await readChat(this.deps.database.db, this.gameId, this.last, PAGE, null);
      for (const row of rows) {
        if (this.stopped) return;
        this.last = row.id;
        const message = messageOf(row);
        for (const reader of this.readers) {
          if (!reader.channels.includes(row.channel)) continue;
          if (row.playerId !== null && reader.hidden().has(row.playerId)) continue;
          reader.deliver(message);
        }
      }
      if (rows.length < PAGE) return;
    }
  }

  stop(): void {
    this.stopped = true;
    this.waker?.stop();
    this.unsubscribe?.();
  }
}

/** The chat feeds of this process, one per followed game, dropped with their last reader. */
export class ChatFeeds {
  private readonly feeds = new Map<string, { feed: ChatFeed; started: Promise<void> }>();

  constructor(
    private readonly deps: Deps,
    readonly notifier: Notifier,
  ) {}

  async join(gameId: string, reader: ChatReader): Promise<{ feed: ChatFeed; leave: () => void }> {
    let found = this.feeds.get(gameId);
    if (!found) {
      const feed = new ChatFeed(this.deps, gameId);
      found = { feed, started: feed.start(this.notifier) };
      this.feeds.set(gameId, found);
    }
    const { feed, started } = found;
    feed.readers.add(reader);
    const leave = (): void => {
      if (!feed.readers.delete(reader) || feed.readers.size > 0) return;
      feed.stop();
      if (this.feeds.get(gameId)?.feed === feed) this.feeds.delete(gameId);
    };
    try {
      await started;
    } catch (error) {
      leave();
      throw error;
    }
    return { feed, leave };
  }

  stop(): void {
    for (const { feed } of this.feeds.values()) feed.stop();
    this.feeds.clear();
  }
}
