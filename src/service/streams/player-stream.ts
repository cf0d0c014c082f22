// Use case: a player's own stream, one for all their games (a web page or a bot holds one connection).
// Events come from `player_events`, numbered per player by the database (store/players.ts), so resuming
// after number N (Last-Event-ID) is exact, whichever process wrote them. Wake-ups arrive by the process's
// one LISTEN; reading what follows the last number sent makes a duplicate or merged wake-up harmless, and a
// re-check now and then, one query for all the process's player streams, covers a wake-up lost with a dropped
// listening connection.
import { lastPlayerEvents, playerTopic, readPlayerEvents } from '../../store/players.js';
import type { Deps } from '../deps.js';
import type { HeardMark } from './heard.js';
import type { Notifier } from './wakeup-hub.js';
import { RECHECK_EVERY_MS, RECHECK_FIRST_MS, serialWaker } from './waker.js';
import type { Identified } from '../players/identify.js';

export interface PlayerStreamEvent {
  readonly seq: number;
  readonly data: unknown;
}

export interface PlayerWatch {
  /** The player, as their key was checked when the stream was asked for (players/identify.ts). */
  readonly player: Identified;
  /** Resume after this event number (Last-Event-ID); undefined starts with the next event. */
  readonly after?: number;
  /** Taken (Notifier.mark) before the player's key and last event were read. */
  readonly mark: HeardMark;
  readonly emit: (event: PlayerStreamEvent) => void;
  readonly onError: (error: unknown) => void;
}

const PAGE = 200;

interface Follower {
  /** The number of the last event sent (or where the stream started). */
  readonly last: () => number;
  readonly wake: () => void;
}

/**
 * The player streams of this process. Each reads on its own wake-ups; the re-reads that cover a lost wake-up are
 * one query for all of them (each player's latest event number, players.event_seq), shortly after streams open
 * and then every RECHECK_EVERY_MS, waking only a stream that is behind: a timer and a read every 15 s per
 * stream cost 19,000 idle streams their timers and the database 1,300 reads a second (issue 22).
 */
export class PlayerStreams {
  private readonly followers = new Map<string, Set<Follower>>();
  private readonly every: NodeJS.Timeout;
  private soon: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: Deps,
    private readonly notifier: Notifier,
  ) {
    this.every = setInterval(() => void this.recheck(), RECHECK_EVERY_MS);
    this.every.unref();
  }

  /** Starts the stream. Returns `stop`. */
  async watch(request: PlayerWatch): Promise<() => void> {
    const db = this.deps.database.db;
    const { player } = request;
    let stopped = false;
    let last = 0;
    const pump = async (): Promise<void> => {
      for (;;) {
        const events = await readPlayerEvents(db, player.id, last, PAGE);
        for (const event of events) {
          if (stopped) return;
          last = event.seq;
          request.emit(event);
        }
        if (events.length < PAGE) return;
      }
    };
    // Where the stream starts was read with the key (`player.lastEvent`), before this subscription: an event
    // notified in between is known by the mark taken before that read, and read now.
    const waker = serialWaker(pump, request.onError, false);
    const topic = playerTopic(player.id);
    const unsubscribe = this.notifier.subscribe(topic, waker.wake);
    const follower: Follower = { last: () => last, wake: waker.wake };
    const stop = (): void => {
      stopped = true;
      waker.stop();
      unsubscribe();
      const set = this.followers.get(player.id);
      if (set?.delete(follower) && set.size === 0) this.followers.delete(player.id);
    };
    // A number beyond the player's last event (another player's, or made up) would keep the stream silent until
    // the numbering reached it: such a stream starts afresh. The last event was read after any the client saw.
    last = request.after !== undefined && request.after <= player.lastEvent ? request.after : player.lastEvent;
    const set = this.followers.get(player.id) ?? new Set<Follower>();
    set.add(follower);
    this.followers.set(player.id, set);
    // Resuming: what came after `after`, read only when there is some (a reconnect storm's streams mostly resume
    // at the player's last event). Starting afresh, nothing is missed without a read: any event after the read
    // of the key wakes the stream, by the mark or the subscription (and the re-check soon after covers the rest).
    if (last < player.lastEvent || this.notifier.heardSince(request.mark, topic)) waker.wake();
    this.soon ??= setTimeout(() => {
      this.soon = null;
      void this.recheck();
    }, RECHECK_FIRST_MS);
    return stop;
  }

  /** Wakes every stream whose player has an event it has not sent; a failed read waits for the next time. */
  private async recheck(): Promise<void> {
    if (this.followers.size === 0) return;
    const latest = await lastPlayerEvents(this.deps.database.db, [...this.followers.keys()]).catch(() => null);
    for (const [playerId, seq] of latest ?? [])
      for (const follower of this.followers.get(playerId) ?? []) if (seq > follower.last()) follower.wake();
  }

  stop(): void {
    clearInterval(this.every);
    if (this.soon !== null) clearTimeout(this.soon);
  }
}
