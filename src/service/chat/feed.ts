// One chat feed per followed game per process, shared by all its readers: each new message is read from
// the database once per process, whatever the number of readers, then handed to each reader of its channel
// that did not mute its author. A feed wakes on the append's notification (`chat:<game>:<id>`, through the
// process's one LISTEN) and reads what follows the last message it handed out, so a merged or duplicate
// wake-up costs at most a read and messages go out in order; the waker's re-reads cover a lost notification.
import { chatTopic, lastChatId, readChat, type Channel } from '../../store/chat.js';
import { readSeats, type SeatRecord } from '../../store/games.js';
import type { Deps } from '../deps.js';
import type { Notifier } from '../streams/wakeup-hub.js';
import { FeedRegistry, type SharedFeed } from '../streams/registry.js';
import { serialWaker, type Waker } from '../streams/waker.js';
import { messageOf } from './read.js';
import type { ChatMessage } from './schemas.js';

const PAGE = 500;

export interface ChatReader {
  readonly channels: readonly Channel[];
  /**
   * For a seated reader: whether it still sits at its seat in seats read after the messages (chatter.ts,
   * `stillSeated`). The players' messages go only to readers who do: a seat left, and perhaps taken by someone
   * else, no longer reads them, even before its stream hears of the leave.
   */
  readonly seated?: (seats: readonly SeatRecord[]) => boolean;
  /** The authors this reader does not want to see (muted or blocked), as they are now. */
  readonly hidden: () => ReadonlySet<string>;
  deliver(message: ChatMessage): void;
  fail(error: unknown): void;
}

export class ChatFeed implements SharedFeed<ChatReader> {
  readonly listeners = new Set<ChatReader>();
  /** The newest message handed out (or there when the feed started). */
  last = 0;
  private waker: Waker | null = null;
  private unsubscribe: (() => void) | null = null;
  private stopped = false;
  /** Whether `last` is known: a wake-up before that has nothing to read after. */
  private ready = false;

  constructor(
    private readonly deps: Deps,
    private readonly notifier: Notifier,
    readonly gameId: string,
  ) {}

  async start(): Promise<void> {
    const waker = serialWaker(
      () => this.pump(),
      error => {
        for (const reader of [...this.listeners]) reader.fail(error);
      },
    );
    // Subscribe before reading where the feed starts, so nothing appended in between is missed.
    this.unsubscribe = this.notifier.subscribe(chatTopic(this.gameId), () => waker.wake());
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
      const seats = await this.seatsFor(rows);
      for (const row of rows) {
        if (this.stopped) return;
        this.last = row.id;
        const message = messageOf(row);
        for (const reader of this.listeners) {
          if (!reader.channels.includes(row.channel)) continue;
          if (row.channel === 'seats' && seats !== null && reader.seated?.(seats) === false) continue;
          if (row.playerId !== null && reader.hidden().has(row.playerId)) continue;
          reader.deliver(message);
        }
      }
      if (rows.length < PAGE) return;
    }
  }

  /** The seats as they are now, read once for a page of messages holding players' messages for a seated reader. */
  private async seatsFor(rows: readonly { readonly channel: Channel }[]): Promise<SeatRecord[] | null> {
    if (!rows.some(row => row.channel === 'seats')) return null;
    if (![...this.listeners].some(reader => reader.seated !== undefined)) return null;
    return readSeats(this.deps.database.db, this.gameId);
  }

  stop(): void {
    this.stopped = true;
    this.waker?.stop();
    this.unsubscribe?.();
  }
}

/** The chat feeds of this process (streams/registry.ts), one per followed game. */
export class ChatFeeds extends FeedRegistry<ChatReader, ChatFeed> {
  constructor(
    deps: Deps,
    readonly notifier: Notifier,
  ) {
    super(gameId => new ChatFeed(deps, notifier, gameId));
  }
}
