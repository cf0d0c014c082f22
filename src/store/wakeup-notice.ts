// What an append's notification says: `<game id>:<seq>` ("the game has entry seq"), and, when it fits in a
// notification, `:` and the entry itself as JSON. A process that follows the game then folds the entry
// without reading the log: with two processes serving a game in turns, the follower's read of each entry
// the other one appended was a third of the database's statements per move. The notification is sent by
// the appending statement and delivered only once its transaction commits, so the entry it carries is
// committed, exactly as a read would return it. An entry too long for a notification (Postgres refuses
// payloads of 8,000 bytes or more) is announced by its number only, and read. An entry that its appending
// process hands to its own followers itself (appended outside a transaction) names that process (`by`):
// the others fold it as soon as they hear it; that process need not (service/streams/game-feed.ts).
import type { EntryKind } from './schema.js';
import type { LogEntry } from './log-entry.js';

/** Longest payload sent with the entry, in bytes; Postgres's limit is 8,000. */
const MAX_PAYLOAD = 7_900;

/**
 * The notification of entry `seq` of `gameId`; `move` and `facts` are the JSON texts the append stores, `by`
 * the process that delivers the entry to its own followers itself (null: every follower hears it here).
 */
export function noticeOf(
  gameId: string,
  entry: {
    seq: number;
    kind: EntryKind;
    seat: number | null;
    move: string | null;
    facts: string;
    keyDigest: string | null;
    at: string;
  },
  by: string | null = null,
): string {
  const head = `${gameId}:${entry.seq}`;
  const body =
    `{"kind":${JSON.stringify(entry.kind)},"seat":${entry.seat ?? 'null'},"move":${entry.move ?? 'null'},"facts":${entry.facts},` +
    `"keyDigest":${JSON.stringify(entry.keyDigest)},"createdAt":${JSON.stringify(entry.at)}${by === null ? '' : `,"by":${JSON.stringify(by)}`}}`;
  const full = `${head}:${body}`;
  return Buffer.byteLength(full) <= MAX_PAYLOAD ? full : head;
}

export interface Notice {
  /** A game id, or another topic (`player:<id>`). */
  readonly topic: string;
  /** The entry (or event) announced; undefined when the payload names none. */
  readonly seq: number | undefined;
  /** The entry itself, when the notification carries it. */
  readonly entry: LogEntry | undefined;
  /** The process that delivers the entry to its own followers itself, when the notification names one. */
  readonly by?: string;
}

interface EntryBody {
  kind: EntryKind;
  seat: number | null;
  move: unknown;
  facts: unknown[];
  keyDigest: string | null;
  createdAt: string;
  by?: unknown;
}

/**
 * A payload of the moves channel: `<topic>:<seq>`, perhaps followed by `:<entry as JSON>`. The entry is
 * parsed only when `wanted(topic)`: every listening process hears every append that notifies, its own
 * included, and most of them concern games it does not follow.
 */
export function readNotice(payload: string, wanted: (topic: string) => boolean = () => true): Notice {
  const json = payload.indexOf(':{');
  const head = json < 0 ? payload : payload.slice(0, json);
  const colon = head.lastIndexOf(':');
  const number = Number(head.slice(colon + 1));
  const seq = colon >= 0 && Number.isInteger(number) ? number : undefined;
  const topic = colon >= 0 ? head.slice(0, colon) : head;
  if (json < 0 || seq === undefined || !wanted(topic)) return { topic, seq, entry: undefined };
  try {
    const body = JSON.parse(payload.slice(json + 1)) as EntryBody;
    if (!Array.isArray(body.facts)) return { topic, seq, entry: undefined };
    const entry: LogEntry = {
      seq,
      kind: body.kind,
      seat: body.seat,
      move: body.move,
      facts: body.facts,
      keyDigest: body.keyDigest,
      createdAt: new Date(body.createdAt),
    };
    return typeof body.by === 'string' ? { topic, seq, entry, by: body.by } : { topic, seq, entry };
  } catch {
    // Not ours to judge: the number alone still wakes the followers, who then read.
    return { topic, seq, entry: undefined };
  }
}
