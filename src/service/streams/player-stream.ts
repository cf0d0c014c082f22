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
import { RECHECK_EVERY_MS, RECHECK_FIRST_MS, serialWaker, type Waker } from './waker.js';
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
  last: number;
  readonly emit: (event: PlayerStreamEvent) => void;
  readonly onError: (error: unknown) => void;
}

/** A player's streams in this process: one subscription and one reader for all of them. */
interface Group {
  readonly followers: Set<Follower>;
  readonly waker: Waker;
  readonly unsubscribe: () => void;
}

/**
 * The player streams of this process. The streams of one player share a reader: a wake-up reads their events once,
 * from the earliest number one of them has sent, and each stream is sent those after its own. A reader per stream
 * read the same rows once per stream: a player holding 2,000 streams (one key, within the bounds per address)
 * turned each event of theirs, a move against a bot, into 2,000 reads at once, which every other request waited
 * behind. The re-reads that cover a lost wake-up are one query for all players (each player's latest event number,
 * players.event_seq), shortly after streams open and then every RECHECK_EVERY_MS, waking only a player whose streams
 * are behind: a timer and a read every 15 s per stream cost 19,000 idle streams their timers and the database 1,300
 * reads a second (issue 22).
 */
export class PlayerStreams {
  private readonly groups = new Map<string, Group>();
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
    const { player } = request;
    const topic = playerTopic(player.id);
    // A number beyond the player's last event (another player's, or made up) would keep the stream silent until
    // the numbering reached it: such a stream starts afresh. The last event was read after any the client saw.
    const follower: Follower = {
      last: request.after !== undefined && request.after <= player.lastEvent ? request.after : player.lastEvent,
      emit: request.emit,
      onError: request.onError,
    };
    const group = this.groups.get(player.id) ?? this.open(player.id, topic);
    group.followers.add(follower);
    const stop = (): void => {
      if (!group.followers.delete(follower) || group.followers.size > 0) return;
      group.waker.stop();
      group.unsubscribe();
      if (this.groups.get(player.id) === group) this.groups.delete(player.id);
    };
    // Where the stream starts was read with the key (`player.lastEvent`), before this subscription: an event
    // notified in between is known by the mark taken before that read, and read now. Resuming: what came after
    // `after`, read only when there is some (a reconnect storm's streams mostly resume at the player's last
    // event). Starting afresh, nothing is missed without a read: any event after the read of the key wakes the
    // stream, by the mark or the subscription (and the re-check soon after covers the rest).
    if (follower.last < player.lastEvent || this.notifier.heardSince(request.mark, topic)) group.waker.wake();
    this.soon ??= setTimeout(() => {
      this.soon = null;
      void this.recheck();
    }, RECHECK_FIRST_MS);
    return stop;
  }

  /** The group of a player who has no stream here yet. */
  private open(playerId: string, topic: string): Group {
    const db = this.deps.database.db;
    const followers = new Set<Follower>();
    const pump = async (): Promise<void> => {
      for (;;) {
        if (followers.size === 0) return;
        let from = Infinity;
        for (const f of followers) from = Math.min(from, f.last);
        const events = await readPlayerEvents(db, playerId, from, PAGE);
        // A stream stopped meanwhile has left the set; one that joined gets only what follows its start.
        for (const event of events)
          for (const f of followers)
            if (event.seq > f.last) {
              f.last = event.seq;
              f.emit(event);
            }
        if (events.length < PAGE) return;
      }
    };
    // A failed read ends every stream of the player, as it ended the one stream that read.
    const waker = serialWaker(pump, error => [...followers].forEach(f => f.onError(error)), false);
    const group: Group = { followers, waker, unsubscribe: this.notifier.subscribe(topic, waker.wake) };
    this.groups.set(playerId, group);
    return group;
  }

  /** Wakes every player whose streams have not all sent their latest event; a failed read waits for the next time. */
  private async recheck(): Promise<void> {
    if (this.groups.size === 0) return;
    const latest = await lastPlayerEvents(this.deps.database.db, [...this.groups.keys()]).catch(() => null);
    for (const [playerId, seq] of latest ?? []) {
      const group = this.groups.get(playerId);
      if (group !== undefined && [...group.followers].some(f => seq > f.last)) group.waker.wake();
    }
  }

  stop(): void {
    clearInterval(this.every);
    if (this.soon !== null) clearTimeout(this.soon);
  }
}
