// The log: reading entries of a game, finding an entry by idempotency key, and appending one entry
// together with the projection update, the snapshot due every K entries and the wake-up notification, in
// a single statement (one round trip; atomic on its own, and inside the caller's transaction). The
// notification is sent only when some process other than the appending one follows the game (the
// `followers` table): NOTIFY serializes commits and wakes every listening connection, and a process hands
// the entries it commits to its own followers itself (service/streams/game-feed.ts). Reads of the log are counted (`logReads`),
// for the metrics and the benchmark. An idempotency key is stored as its digest (key-digest.ts), which no
// index makes unique: the append itself checks it (APPEND below).
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { KeyTaken } from './errors.js';
import { keyDigest } from './key-digest.js';
import { entryOf, type LogEntry } from './log-entry.js';
import { noticeOf } from './wakeup-notice.js';
import type { EntryKind, GameStatus, Schema } from './schema.js';

export type Executor = Kysely<Schema> | Transaction<Schema>;

/** The channel every append notifies (as the text of APPEND below says), with store/wakeup-notice.ts's payload. */
export const MOVES_CHANNEL = 'croupier_moves';

export type { EntryBody, LogEntry } from './log-entry.js';

interface EntryRow {
  seq: number;
  kind: EntryKind;
  seat: number | null;
  move: unknown;
  facts: unknown;
  key_digest: string | bigint | null;
  created_at: Date;
}

function toEntry(row: EntryRow): LogEntry {
  return entryOf({
    seq: row.seq,
    kind: row.kind,
    seat: row.seat,
    move: row.move,
    facts: Array.isArray(row.facts) ? row.facts : [],
    // pg reads a bigint as text, PGlite as a BigInt: one spelling for both.
    keyDigest: row.key_digest === null ? null : String(row.key_digest),
    createdAt: row.created_at,
  });
}

const ENTRY_COLUMNS = ['seq', 'kind', 'seat', 'move', 'facts', 'key_digest', 'created_at'] as const;

/** How many times this process has read entries of the log (the `croupier_log_reads_total` metric). */
export const logReads = {
  count: 0,
  /** Told the game of each read: lets a test count the reads of its own game among a shared process's. */
  observers: new Set<(gameId: string) => void>(),
};

/**
 * The log's tail, the read a process behind another one makes before it decides (service/moves/act.ts): one
 * constant text, so that it is neither built nor compiled again at every move (as APPEND below).
 */
const TAIL = `select ${ENTRY_COLUMNS.join(', ')} from moves where game_id = $1 and seq > $2 order by seq`;

/** Entries with `after < seq <= upTo`, in order. */
export async function readEntries(
  db: Executor,
  gameId: string,
  after: number,
  upTo?: number,
  limit?: number,
): Promise<LogEntry[]> {
  logReads.count++;
  for (const observe of logReads.observers) observe(gameId);
  if (upTo === undefined && limit === undefined) {
    const { rows } = await db.executeQuery<EntryRow>(CompiledQuery.raw(TAIL, [gameId, after]));
    return rows.map(toEntry);
  }
  let query = db.selectFrom('moves').select(ENTRY_COLUMNS).where('game_id', '=', gameId).where('seq', '>', after);
  if (upTo !== undefined) query = query.where('seq', '<=', upTo);
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.orderBy('seq').execute();
  return rows.map(toEntry);
}

/**
 * The entry a seat appended with this idempotency key (keys are scoped per seat: migrations/0004), found by
 * its digest; `gameId` as keyDigest wants it. Another key of the seat with the same digest (a collision)
 * would be found too: the caller compares the entry's move with its request (service/moves/act.ts, replay).
 */
export async function findEntryByKey(
  db: Executor,
  gameId: string,
  seat: number,
  key: string,
): Promise<LogEntry | null> {
  const row = await db
    .selectFrom('moves')
    .select(ENTRY_COLUMNS)
    .where('key_digest', '=', keyDigest(gameId, seat, key))
    .where('game_id', '=', gameId)
    .where('seat', '=', seat)
    // A collision would match two entries: the first, always the same one, answers.
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();
  return row ? toEntry(row) : null;
}

/** An append: the entry, and what the same statement writes with it. */
export type Append = LogEntry & {
  readonly gameId: string;
  /** The projection as of this entry. */
  readonly status: GameStatus;
  readonly toAct: readonly number[];
  readonly outcome: unknown;
  /** The earliest deadline of the seats to act after this entry (service/clocks), or null. */
  readonly deadline?: Date | null;
  /** The earliest moment a seat to act is owed a turn reminder after this entry (service/reminders), or null. */
  readonly remindAt?: Date | null;
  /** The state after this entry, when a snapshot is due (src/service/games/load.ts), under the game's stateVersion. */
  readonly snapshot?: { readonly stateVersion: number; readonly state: unknown; readonly table: unknown };
  /**
   * The appending process's name among the followers (service/streams/wakeup-hub.ts) when it delivers this entry to its own
   * followers itself once committed: the notification is then for the other processes only, and skipped
   * when none follows. Absent (inside a transaction, whose commit is the caller's): every follower is told.
   */
  readonly notifiedOtherwise?: string;
};

/**
 * The append: the entry, the projection (only where its version is the one before, so it can never move
 * backwards), the snapshot when one is due (committed with its entry, or not at all: a snapshot never
 * describes an entry that was rolled back), and the notification when some process follows the game (other
 * than the one named by $17, which hears of its entry without it), carrying the entry when it fits
 * (store/wakeup-notice.ts). One constant text: it is built once, and
 * the Postgres server parses and plans it once per connection (named-statements.ts).
 *
 * An entry with a key is inserted only where its seat has no entry with the key's digest yet, checked in
 * this same statement; no unique index says so (migrations/0008), yet no two entries of a seat can share
 * a key. The primary key (game_id, seq) serializes a game's appends: a writer appends version N+1 only
 * after reading version N (from the cache or the log: committed, or its own transaction's), so every
 * earlier entry of the game was committed before this statement began or written by its own transaction,
 * and either way the statement sees it (read committed). An entry not committed yet can only be a rival
 * for the same seq, which the primary key refuses as a unique violation once it commits. The statement
 * returns one row when the entry was inserted, none when the key was taken.
 */
const APPEND = `
  with entry as (
    insert into moves (game_id, seq, kind, seat, move, facts, key_digest, created_at)
    select $1::uuid, $2::integer, $3::text, $4::integer, $5::json, $6::json, $7::bigint, $8::timestamptz
    where $7::bigint is null
       or not exists (select 1 from moves where key_digest = $7::bigint and game_id = $1::uuid and seat = $4::integer)
    returning game_id, seq
  ), projection as (
    update games
    set version = entry.seq, status = $9, to_act = $10::integer[], outcome = $11::jsonb, updated_at = $8, deadline = $16::timestamptz,
        remind_at = $18::timestamptz
    from entry
    where games.id = entry.game_id and games.version = entry.seq - 1
  ), snapshot as (
    insert into snapshots (game_id, state_version, version, state, table_state, created_at)
    select entry.game_id, $13::integer, entry.seq, $14::json, $15::json, $8 from entry where $14::json is not null
    on conflict do nothing
  )
  select case when exists (select 1 from followers where followers.game_id = entry.game_id and followers.listener is distinct from $17::text)
              then pg_notify('croupier_moves', $12) end
  from entry
`;

/**
 * Appends one entry. Throws a unique violation (see errors.ts) when `seq` is taken: the caller lost a race;
 * or KeyTaken (which errors.ts counts as one) when the seat already used the entry's key.
 */
export async function appendEntry(db: Executor, a: Append): Promise<void> {
  const move = a.move === undefined || a.move === null ? null : JSON.stringify(a.move);
  const outcome = a.outcome === null || a.outcome === undefined ? null : JSON.stringify(a.outcome);
  const toAct = `{${a.toAct.join(',')}}`;
  const at = a.createdAt.toISOString();
  const snapshot = a.snapshot
    ? [a.snapshot.stateVersion, JSON.stringify(a.snapshot.state), JSON.stringify(a.snapshot.table)]
    : [null, null, null];
  const facts = JSON.stringify(a.facts);
  const by = a.notifiedOtherwise ?? null;
  const notice = noticeOf(
    a.gameId,
    { seq: a.seq, kind: a.kind, seat: a.seat, move, facts, keyDigest: a.keyDigest, at },
    by,
  );
  const values = [
    a.gameId,
    a.seq,
    a.kind,
    a.seat,
    move,
    facts,
    a.keyDigest,
    at,
    a.status,
    toAct,
    outcome,
    notice,
    ...snapshot,
    a.deadline?.toISOString() ?? null,
    by,
    a.remindAt?.toISOString() ?? null,
  ];
  const { rows } = await db.executeQuery(CompiledQuery.raw(APPEND, values));
  if (rows.length === 0) throw new KeyTaken(a.gameId, a.seq);
}

/** Marks a game as followed by a listening process, so its appends notify (idempotent). */
export async function addFollower(db: Executor, gameId: string, listener: string): Promise<void> {
  await db
    .insertInto('followers')
    .values({ game_id: gameId, listener })
    .onConflict(oc => oc.doNothing())
    .execute();
}

export async function removeFollower(db: Executor, gameId: string, listener: string): Promise<void> {
  await db.deleteFrom('followers').where('game_id', '=', gameId).where('listener', '=', listener).execute();
}

/**
 * The seq of the last entry a seat made itself (a move, a resignation, an undo, its join), or -1 when it made
 * none: the server's entries for it (a timeout, a bot standing in, a vacation's pause) are not its own. The inbox (service/players/inbox.ts) shows
 * what happened after it.
 */
export async function lastOwnSeq(db: Executor, gameId: string, seat: number): Promise<number> {
  const row = await db
    .selectFrom('moves')
    .select(eb => eb.fn.max('seq').as('seq'))
    .where('game_id', '=', gameId)
    .where('seat', '=', seat)
    .where('kind', 'not in', ['timeout', 'stand-in', 'vacation'])
    .executeTakeFirst();
  return row?.seq === null || row?.seq === undefined ? -1 : Number(row.seq);
}
