// Wake-ups for followers of a game. One LISTEN per process, fanned out by game id (in practice to one
// feed per game, streams/game-feed.ts). A wake-up says "game X may have entries up to seq N", and may carry entry N
// itself (store/wakeup-notice.ts): followers read the log after what they have seen unless the entries they miss
// came with the wake-ups, so a duplicate or merged notification costs at most a query, never an
// inconsistency; after a lost connection every follower re-reads.
// While a process has followers of a game it keeps a row in `followers`, so that appends to that game (from
// any process) notify; appends to games nobody follows skip NOTIFY and its global commit lock.
import { randomUUID } from 'node:crypto';
import type { Database, Unlisten } from '../../store/database.js';
import { addFollower, MOVES_CHANNEL, removeFollower, type LogEntry } from '../../store/log.js';
import { readNotice } from '../../store/wakeup-notice.js';
import { HeardTopics, type HeardMark } from './heard.js';

/**
 * `seq`: the entry the notification announces, `entry` that entry when it came along, `own` whether this
 * process appended it and hands it to its own followers itself (store/wakeup-notice.ts names that process); `seq`
 * undefined when anything may have been missed.
 */
export type Wake = (seq?: number, entry?: LogEntry, own?: boolean) => void;

export class Notifier {
  private readonly followers = new Map<string, Set<Wake>>();
  private unlisten: Unlisten | null = null;
  private readonly heard = new HeardTopics();

  private constructor(
    private readonly database: Database,
    /** This process's name in `followers` (its appends do not notify it: deps.ts). */
    private readonly listener: string,
  ) {}

  static async start(database: Database, listener: string = randomUUID()): Promise<Notifier> {
    const notifier = new Notifier(database, listener);
    notifier.unlisten = await database.listen(
      MOVES_CHANNEL,
      payload => {
        const notice = readNotice(payload, topic => notifier.followers.has(topic));
        notifier.heard.heard(notice.topic);
        notifier.wake(notice.topic, notice.seq, notice.entry, notice.by === listener);
      },
      () => {
        notifier.heard.heardAll();
        notifier.wakeAll();
      },
    );
    return notifier;
  }

  /** Calls `wake` whenever game `gameId` may have new entries, until the returned function is called. */
  async follow(gameId: string, wake: Wake): Promise<() => void> {
    let set = this.followers.get(gameId);
    if (!set) {
      set = new Set();
      this.followers.set(gameId, set);
    }
    set.add(wake);
    try {
      await addFollower(this.database.db, gameId, this.listener);
    } catch (error) {
      this.drop(gameId, wake);
      throw error;
    }
    return () => this.drop(gameId, wake);
  }

  /**
   * Calls `wake` on every notification about `topic` (such as `player:<id>`), until the returned function
   * is called. Nothing is written to the database: appends that concern a topic always notify.
   */
  subscribe(topic: string, wake: Wake): () => void {
    let set = this.followers.get(topic);
    if (!set) {
      set = new Set();
      this.followers.set(topic, set);
    }
    set.add(wake);
    return () => {
      const current = this.followers.get(topic);
      if (current?.delete(wake) && current.size === 0) this.followers.delete(topic);
    };
  }

  /** A point in what this process heard, to take before a read whose topic is subscribed to after it. */
  mark(): HeardMark {
    return this.heard.mark();
  }

  /** Whether a notification about `topic` may have come since `mark` (then what was read may be stale). */
  heardSince(mark: HeardMark, topic: string): boolean {
    return this.heard.since(mark, topic);
  }

  private drop(gameId: string, wake: Wake): void {
    const set = this.followers.get(gameId);
    if (!set?.delete(wake) || set.size > 0) return;
    this.followers.delete(gameId);
    // A row left behind (database down now) only costs notifications nobody hears.
    removeFollower(this.database.db, gameId, this.listener).catch(() => undefined);
  }

  wake(gameId: string, seq?: number, entry?: LogEntry, own = false): void {
    for (const wake of this.followers.get(gameId) ?? []) wake(seq, entry, own);
  }

  private wakeAll(): void {
    for (const set of this.followers.values()) for (const wake of set) wake();
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = null;
    const games = [...this.followers.keys()].filter(key => !key.includes(':'));
    this.followers.clear();
    await Promise.all(games.map(id => removeFollower(this.database.db, id, this.listener).catch(() => undefined)));
    if (unlisten) await unlisten();
  }
}
