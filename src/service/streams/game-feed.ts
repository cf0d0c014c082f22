// One feed per followed game per process, shared by all its watchers: the database is read once per new
// version of the game, whatever the number of watchers, and each entry is presented once per distinct
// viewer (a seat, or the spectator), whatever the number of watchers with that viewer.
//
// Following starts before the first read, so that no append between the read and the follow is missed.
// One gap remains: an append whose statement began before the follow was committed does not notify, and
// may commit after the first read. One re-check timer per feed (shortly after the start, then now and
// then) closes it; a wake-up naming a version the feed has already read costs nothing.
//
// An entry this process committed itself is offered to the feed with the game after it (`offer`): no read
// at all (its append notifies only other processes). An entry another process committed usually comes
// with its notification (store/wakeup-notice.ts): when the entries that came that way reach the newest one
// announced without a gap, they are folded without a read; otherwise, and on every re-check, the log is read.
// Every fold goes into the process's game cache too (which keeps the newer version): with two processes
// serving a game in turns, a move that lands on the following one after its event finds the game current
// and reads no tail (moves/act.ts). The feed's game is a fold of the log, so caching it is as safe as a read.
//
// Reads are woken by the same waker as every stream's (streams/waker.ts): serialized and merged, re-checked
// now and then, and tried again when the database is unavailable for a moment (from the last version
// delivered, so nobody misses anything). Any other failure ends the watchers' streams.
import type { Viewer } from '../../engine/index.js';
import { readEntries, type LogEntry } from '../../store/log.js';
import type { LoadedGame } from '../games/loaded-game.js';
import type { Deps } from '../deps.js';
import { foldEntries, loadGame, withSeats } from '../games/load.js';
import type { Notifier } from './wakeup-hub.js';
import { eventFor, type GameEvent } from './game-event.js';
import { FeedRegistry, type SharedFeed } from './registry.js';
import { serialWaker, type Waker } from './waker.js';

/** How long the notification of an entry this process appended itself waits for the append to offer it. */
const NOTIFY_SETTLE_MS = 2;
/**
 * The latest deliveries a feed keeps, so that a stream resuming a few versions behind (a reconnect storm after
 * a blip) gets them, and their events built once per viewer, from memory rather than by a read of its own.
 */
const KEPT = 8;

/** One new entry, with the game after it; its event for each viewer is built once, on first demand. */
export class Delivery {
  private readonly events = new Map<Viewer, GameEvent>();

  constructor(
    readonly game: LoadedGame,
    readonly entry: LogEntry,
  ) {}

  eventFor(viewer: Viewer): GameEvent {
    let event = this.events.get(viewer);
    if (!event) {
      event = eventFor(this.game, this.entry, viewer);
      this.events.set(viewer, event);
    }
    return event;
  }
}

export interface Subscriber {
  deliver(delivery: Delivery): void;
  fail(error: unknown): void;
}

/** A game as this process follows it: its latest fold and entry, and who listens. */
export class Feed implements SharedFeed<Subscriber> {
  readonly listeners = new Set<Subscriber>();
  private latest: Delivery | null = null;
  /** The last KEPT deliveries, in order, consecutive versions ending with `latest`. */
  private readonly kept: Delivery[] = [];
  private stopped = false;
  private unfollow: (() => void) | null = null;
  /** Wakes the reads once the feed has started (and has its first read to read after). */
  private waker: Waker | null = null;
  /** Entries that came with notifications, not yet delivered, by seq; and the newest seq announced. */
  private readonly heard = new Map<number, LogEntry>();
  private announced = -1;
  /** Folded entries whose seats (a join, a leave) are being read. */
  private seating = false;

  constructor(
    private readonly deps: Deps,
    private readonly notifier: Notifier,
    readonly gameId: string,
  ) {}

  /** Follows, then reads the game now (refusing an unknown game before anyone listens). */
  async start(): Promise<void> {
    const db = this.deps.database.db;
    await loadGame(this.deps, db, this.gameId);
    const unfollow = await this.notifier.follow(this.gameId, (seq, entry, own) => this.wake(seq, entry, own));
    // Every watcher may have left while this feed was starting: then it must not keep following.
    if (this.stopped) return unfollow();
    this.unfollow = unfollow;
    const now = await loadGame(this.deps, db, this.gameId);
    const [last] = await readEntries(db, this.gameId, now.version - 1, now.version);
    if (!last) throw new Error(`game ${this.gameId} has no entry ${now.version}`);
    this.latest = new Delivery(now, last);
    this.kept.push(this.latest);
    if (this.stopped) return;
    this.waker = serialWaker(
      recheck => this.pump(recheck),
      error => {
        for (const subscriber of [...this.listeners]) subscriber.fail(error);
      },
    );
    this.waker.recheck();
  }

  /**
   * The game as this feed has it when it has folded every entry announced to it and the seats after them: what a
   * read would find but for an append whose notification is still on its way (as if the reader had come a moment
   * earlier). Null otherwise, and before the start.
   */
  get settled(): LoadedGame | null {
    const latest = this.latest;
    return latest !== null && !this.seating && this.announced <= latest.game.version ? latest.game : null;
  }

  /** The deliveries after `version` up to the current one, when this feed still keeps them all; else null. */
  since(version: number): readonly Delivery[] | null {
    const missed = (this.latest?.game.version ?? version) - version;
    if (missed <= 0) return [];
    return missed <= this.kept.length ? this.kept.slice(this.kept.length - missed) : null;
  }

  /** The game as this feed last read it, with its latest entry. */
  get current(): Delivery {
    if (!this.latest) throw new Error('the feed has not started');
    return this.latest;
  }

  /**
   * Reads what is new; `seq` already read is skipped, and no `seq` means anything may have been missed. The
   * notification of an entry this process appended itself (`own`) may arrive before the append has
   * returned (PGlite delivers it during the statement; on Postgres it comes on another connection, at about
   * the same time): it is looked at NOTIFY_SETTLE_MS later, so that the entry, offered on return, is not
   * read again. Any other entry is taken at once.
   */
  wake(seq?: number, entry?: LogEntry, own = false): void {
    if (seq === undefined) return this.waker?.recheck();
    this.announced = Math.max(this.announced, seq);
    if (entry !== undefined && entry.seq === seq && !this.seen(seq)) this.heard.set(seq, entry);
    if (own) setTimeout(() => this.seen(seq) || this.waker?.wake(), NOTIFY_SETTLE_MS);
    else if (!this.seen(seq)) this.waker?.wake();
  }

  private seen(seq: number): boolean {
    return this.latest !== null && seq <= this.latest.game.version;
  }

  /** The heard entries after `version` up to the newest announced, when none is missing; else null. */
  private heardAfter(version: number): LogEntry[] | null {
    const entries: LogEntry[] = [];
    for (let seq = version + 1; seq <= this.announced; seq++) {
      const entry = this.heard.get(seq);
      if (entry === undefined) return null;
      entries.push(entry);
    }
    return entries;
  }

  /** Delivers what is new: the entries heard if they reach the newest announced (not on a re-check), else the log's. */
  private async pump(recheck: boolean): Promise<void> {
    if (this.latest === null) return;
    const from = this.latest;
    const heard = recheck ? null : this.heardAfter(from.game.version);
    for (const seq of [...this.heard.keys()]) if (seq <= this.announced) this.heard.delete(seq);
    const entries = heard ?? (await readEntries(this.deps.database.db, this.gameId, from.game.version));
    let folded = false;
    for (const entry of entries) {
      // Entries offered meanwhile are already delivered.
      if (this.stopped || this.latest === null) return;
      if (entry.seq <= this.latest.game.version) continue;
      this.publish(new Delivery(foldEntries(this.latest.game, [entry]), entry));
      folded = true;
    }
    if (!folded || this.latest === null) return;
    // A join or a leave changed who sits where: the cached game gets the seats as they are now.
    const latest = this.latest;
    this.seating = true;
    const game = await withSeats(this.deps.database.db, latest.game, entries).finally(() => (this.seating = false));
    if (game !== latest.game && this.latest === latest) {
      this.latest = new Delivery(game, latest.entry);
      this.kept[this.kept.length - 1] = this.latest;
    }
    this.deps.cache.put(this.latest.game);
  }

  /** The next entry, committed by this process, with the game after it; anything else is left to a read. */
  offer(delivery: Delivery): void {
    if (this.stopped || this.latest === null) return;
    if (delivery.game.version === this.latest.game.version + 1) this.publish(delivery);
    else if (delivery.game.version > this.latest.game.version) this.waker?.recheck();
  }

  private publish(delivery: Delivery): void {
    this.latest = delivery;
    this.kept.push(delivery);
    if (this.kept.length > KEPT) this.kept.shift();
    for (const subscriber of this.listeners) subscriber.deliver(delivery);
  }

  stop(): void {
    this.stopped = true;
    this.waker?.stop();
    this.unfollow?.();
  }
}

/** The game feeds of this process (streams/registry.ts); an entry this process committed goes to its game's. */
export class Feeds extends FeedRegistry<Subscriber, Feed> {
  constructor(deps: Deps, notifier: Notifier) {
    super(gameId => new Feed(deps, notifier, gameId));
  }

  /**
   * The game as its feed has it once started (starting it if need be: refuses an unknown game), when that feed
   * is settled (Feed.settled); null otherwise. Streams opening at once on a game all wait for one start.
   */
  async settled(gameId: string): Promise<LoadedGame | null> {
    const { feed, leave } = await this.join(gameId, { deliver: () => undefined, fail: () => undefined });
    leave();
    return feed.settled;
  }

  /** An entry this process committed: to the game's feed, if this process follows the game. */
  offer(loaded: LoadedGame, entry: LogEntry): void {
    this.find(loaded.record.id)?.offer(new Delivery(loaded, entry));
  }
}
