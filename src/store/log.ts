// The log: reading entries of a game, finding an entry by idempotency key, and appending one entry
// together with the projection update, the snapshot due every K entries and the wake-up notification, in
// a single statement (one round trip; atomic on its own, and inside the caller's transaction). The
// notification is sent only when some process other than the appending one follows the game (the
// `followers` table): NOTIFY serializes commits and wakes every listening connection, and a process hands
// the entries it commits to its own followers itself (feed.ts). Reads of the log are counted (`logReads`),
// for the metrics and the benchmark.
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { noticeOf } from './notice.js';
import type { EntryKind, GameStatus, Schema } from './schema.js';

export type Executor = Kysely<Schema> | Transaction<Schema>;

/** The channel every append notifies (as the text of APPEND below says), with notice.ts's payload. */
export const MOVES_CHANNEL = 'croupier_moves';

export interface LogEntry {
  readonly seq: number;
  readonly kind: EntryKind;
  readonly seat: number | null;
  readonly move: unknown;
  readonly facts: readonly unknown[];
  readonly idempotencyKey: string | null;
  readonly createdAt: Date;
}

interface EntryRow {
  seq: number;
  kind: EntryKind;
  seat: number | null;
  move: unknown;
  facts: unknown;
  idempotency_key: string | null;
  created_at: Date;
}

function toEntry(row: EntryRow): LogEntry {
  return {
    seq: row.seq,
    kind: row.kind,
    seat: row.seat,
    move: row.move,
    facts: Array.isArray(row.facts) ? row.facts : [],
    idempotencyKey: row.idempotency_key,
    createdAt: row.created_at,
  };
}

const ENTRY_COLUMNS = ['seq', 'kind', 'seat', 'move', 'facts', 'idempotency_key', 'created_at'] as const;

/** How many times this process has read entries of the log (the `croupier_log_reads_total` metric). */
export const logReads = { count: 0 };

/** Entries with `after < seq <= upTo`, in order. */
export async function readEntries(db: Executor, gameId: string, after: number, upTo?: number, limit?: number): Promise<LogEntry[]> {
  logReads.count++;
  let query = db.selectFrom('moves').select(ENTRY_COLUMNS).where('game_id', '=', gameId).where('seq', '>', after);
  if (upTo !== undefined) query = query.where('seq', '<=', upTo);
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.orderBy('seq').execute();
  return rows.map(toEntry);
}

/** The entry a seat appended with this idempotency key (keys are scoped per seat: migrations/0004). */
export async function findEntryByKey(db: Executor, gameId: string, seat: number, key: string): Promise<LogEntry | null> {
  const row = await db
    .selectFrom('moves')
    .select(ENTRY_COLUMNS)
    .where('game_id', '=', gameId)
    .where('seat', '=', seat)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? toEntry(row) : null;
}

export interface Append {
  readonly gameId: string;
  readonly seq: number;
  readonly kind: EntryKind;
  readonly seat: number | null;
  readonly move: unknown;
  readonly facts: readonly unknown[];
  readonly idempotencyKey: string | null;
  readonly at: Date;
  /** The projection as of this entry. */
  readonly status: GameStatus;
  readonly toAct: readonly number[];
  readonly outcome: unknown;
  /** The earliest deadline of the seats to act after this entry (service/clocks), or null. */
  readonly deadline?: Date | null;
  /** The state after this entry, when a snapshot is due (src/service/load.ts), under the game's stateVersion. */
  readonly snapshot?: { readonly stateVersion: number; readonly state: unknown; readonly table: unknown };
  /**
   * The appending process's name among the followers (notifier.ts) when it delivers this entry to its own
   * followers itself once committed: the notification is then for the other processes only, and skipped
   * when none follows. Absent (inside a transaction, whose commit is the caller's): every follower is told.
   */
  readonly notifiedOtherwise?: string;
}

/**
 * The append: the entry, the projection (only where its version is the one before, so it can never move
 * backwards), the snapshot when one is due (committed with its entry, or not at all: a snapshot never
 * describes an entry that was rolled back), and the notification when some process follows the game (other
 * than the one named by $17, which hears of its entry without it), carrying the entry when it fits
 * (notice.ts). One constant text: it is built once, and
 * the Postgres server parses and plans it once per connection (named-statements.ts).
 */
const APPEND = `
  with entry as (
    insert into moves (game_id, seq, kind, seat, move, facts, idempotency_key, created_at)
    values ($1, $2, $3, $4, $5::json, $6::json, $7, $8)
    returning game_id, seq
  ), projection as (
    update games
    set version = entry.seq, status = $9, to_act = $10::integer[], outcome = $11::jsonb, updated_at = $8, deadline = $16::timestamptz
    from entry
    where games.id = entry.game_id and games.version = entry.seq - 1
  ), snapshot as (
    insert into snapshots (game_id, state_version, version, state, table_state, created_at)
    select entry.game_id, $13::integer, entry.seq, $14::json, $15::json, $8 from entry where $14::json is not null
    on conflict do nothing
  )
  select pg_notify('croupier_moves', $12)
  from entry
  where exists (select 1 from followers where followers.game_id = entry.game_id and followers.listener is distinct from $17::text)
`;

/** Appends one entry. Throws a unique violation (see errors.ts) when `seq` is taken: the caller lost a race. */
export async function appendEntry(db: Executor, a: Append): Promise<void> {
  const move = a.move === undefined || a.move === null ? null : JSON.stringify(a.move);
  const outcome = a.outcome === null || a.outcome === undefined ? null : JSON.stringify(a.outcome);
  const toAct = `{${a.toAct.join(',')}}`;
  const at = a.at.toISOString();
  const snapshot = a.snapshot ? [a.snapshot.stateVersion, JSON.stringify(a.snapshot.state), JSON.stringify(a.snapshot.table)] : [null, null, null];
  const facts = JSON.stringify(a.facts);
  const notice = noticeOf(a.gameId, { seq: a.seq, kind: a.kind, seat: a.seat, move, facts, idempotencyKey: a.idempotencyKey, at });
  const values = [a.gameId, a.seq, a.kind, a.seat, move, facts, a.idempotencyKey, at, a.status, toAct, outcome, notice, ...snapshot, a.deadline?.toISOString() ?? null, a.notifiedOtherwise ?? null];
  await db.executeQuery(CompiledQuery.raw(APPEND, values));
}

/** Marks a game as followed by a listening process, so its appends notify (idempotent). */
export async function addFollower(db: Executor, gameId: string, listener: string): Promise<void> {
  await db.insertInto('followers').values({ game_id: gameId, listener }).onConflict((oc) => oc.doNothing()).execute();
}

export async function removeFollower(db: Executor, gameId: string, listener: string): Promise<void> {
  await db.deleteFrom('followers').where('game_id', '=', gameId).where('listener', '=', listener).execute();
}
