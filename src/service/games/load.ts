// Loading a game = a starting point plus the log entries after it. The starting point is the cached fold
// when there is one, else the newest snapshot (src/store/snapshots.ts) under the game's stateVersion, else
// the empty table: a cold load folds at most SNAPSHOT_EVERY - 1 entries, however long the log.
import type { AnyGame, GameConfig } from '../../engine/index.js';
import { readGame, readSeats } from '../../store/games.js';
import { readEntries, type Executor, type LogEntry } from '../../store/log.js';
import { readSnapshot, writeSnapshot } from '../../store/snapshots.js';
import type { LoadedGame } from './loaded-game.js';
import type { Deps } from '../deps.js';
import { Refusal } from '../refusal.js';
import { tickClock } from '../clocks/clock.js';
import { toActOf } from '../views/game-view.js';
import {
  afterMove,
  evolveTable,
  initialTable,
  isTableKind,
  movesUnknown,
  type TableFact,
  type TableState,
} from '../tables/state.js';
import { isGameId } from '../access/secrets.js';
import { pointOf, windowAfter, windowAfterUndo, type UndoWindow } from '../undo/window.js';

/**
 * Entries between snapshots (K). Reading and folding one entry costs ~10 µs and a snapshot is a few kB of
 * JSON (docs/scaling.md): at K = 100 a cold load folds at most 99 entries (~1 ms), and snapshots add a
 * few tens of bytes per entry to the database.
 */
export const SNAPSHOT_EVERY = 100;

/** Whether a snapshot is kept of the state after entry `version`. */
export const snapshotDue = (version: number): boolean => version > 0 && version % SNAPSHOT_EVERY === 0;

export function configOf(loaded: Pick<LoadedGame, 'record'>): GameConfig<unknown> {
  return { players: loaded.record.players, options: loaded.record.options };
}

/**
 * Folds entries (in order, all after `loaded.version`) into a loaded game; the table's entries into its table.
 * An `undo` entry returns the game to the state after the version it names, which the turn's undo window
 * (undo/window.ts, kept with the table) holds; the clock runs on through it, as through any entry.
 */
export function foldEntries(loaded: LoadedGame, entries: readonly LogEntry[]): LoadedGame {
  let { state, version, updatedAt, table } = loaded;
  const reveals = (fact: unknown): boolean => loaded.game.reveals(fact);
  for (const entry of entries) {
    const before = { version, state };
    const tableEntry = isTableKind(entry.kind);
    if (entry.kind === 'undo') {
      state = pointOf(table.undo, entry.move.returnsTo, entry.seq).state;
    } else if (tableEntry) {
      for (const fact of entry.facts) table = evolveTable(table, fact as TableFact);
    } else {
      for (const fact of entry.facts) state = loaded.game.evolve(state, fact);
      // Before the clock's tick: a seat that ran out of time earlier is a bot's now, whose moves are not its own.
      if (entry.kind === 'move') table = afterMove(table, entry.seat);
    }
    const toAct = toActOf({ game: loaded.game, state, table });
    if (table.clock) table = { ...table, clock: tickClock(table.clock, entry, tableEntry, toAct) };
    const window = table.undo ?? null;
    table = withUndo(
      table,
      entry.kind === 'undo' && window
        ? windowAfterUndo(window, entry.move.returnsTo)
        : windowAfter(window, entry, before, toAct, reveals),
    );
    version = entry.seq;
    updatedAt = entry.createdAt;
  }
  return { ...loaded, state, version, updatedAt, table };
}

/** The table with its undo window; without the field when there is none, as tables were before undos. */
function withUndo(table: TableState, undo: UndoWindow | null): TableState {
  if (undo === null && table.undo === undefined) return table;
  if (undo === null) {
    const { undo: _gone, ...rest } = table;
    return rest;
  }
  return { ...table, undo };
}

const notFound = (id: string): Refusal =>
  Refusal.of('game-not-found', `There is no game ${id}.`).saying('game-not-found', { game: id });

/** Whether entries change who sits where (or who plays a seat: a stand-in), so that the seats must be read again. */
const seatsChanged = (entries: readonly LogEntry[]): boolean =>
  entries.some(e => e.kind === 'join' || e.kind === 'leave' || e.kind === 'stand-in');

/** The game folded over `entries` with its seats read again when they changed who sits where (a join, a leave). */
export async function withSeats(db: Executor, loaded: LoadedGame, entries: readonly LogEntry[]): Promise<LoadedGame> {
  return seatsChanged(entries) ? { ...loaded, seats: await readSeats(db, loaded.record.id) } : loaded;
}

/** The game before any entry: its record, seats, and `game.initial`. Ids that are not uuids exist nowhere. */
async function emptyTable(deps: Deps, db: Executor, id: string): Promise<LoadedGame> {
  if (!isGameId(id)) throw notFound(id);
  const found = await readGame(db, id);
  if (!found) throw notFound(id);
  const game: AnyGame | undefined = deps.catalog.get(found.record.game);
  if (!game)
    throw Refusal.of(
      'game-not-found',
      `Game ${id} is a game of "${found.record.game}", which this server does not serve.`,
    ).saying('game-not-found/not-served', { game: id, kind: found.record.game });
  const base = { record: found.record, seats: found.seats, game };
  return {
    ...base,
    version: -1,
    state: game.initial(configOf(base)),
    table: initialTable(found.record),
    updatedAt: found.record.createdAt,
  };
}

/**
 * The newest snapshot at or before `atMost`, else the empty table; the record and seats come from `known`
 * when given. A snapshot holds the table's state with the game's (a waiting table may pass K entries of
 * joins and leaves); one without it (written before tables were kept) serves only a game with no table.
 */
async function fromSnapshot(
  deps: Deps,
  db: Executor,
  id: string,
  known: LoadedGame | undefined,
  atMost?: number,
): Promise<LoadedGame> {
  const empty = known
    ? {
        ...known,
        version: -1,
        state: known.game.initial(configOf(known)),
        table: initialTable(known.record),
        updatedAt: known.record.createdAt,
      }
    : await emptyTable(deps, db, id);
  const snapshot = await readSnapshot(db, id, empty.game.stateVersion, atMost);
  if (!snapshot || (snapshot.table === null && empty.record.table !== null)) return empty;
  const table = (snapshot.table as TableState | null) ?? movesUnknown(empty.table);
  return { ...empty, version: snapshot.version, state: snapshot.state, table, updatedAt: snapshot.at };
}

/**
 * Folds the entries after `start`. When the fold went past a whole SNAPSHOT_EVERY entries (a log written
 * before snapshots existed, or one whose snapshot was lost), keeps a snapshot of the last entry due one, so
 * such a log is folded in full once only. Written after the fold, outside any transaction: the entries read
 * are committed ones, and losing the write costs only a longer fold next time.
 */
function foldFrom(deps: Deps, start: LoadedGame, entries: readonly LogEntry[]): LoadedGame {
  let loaded = start;
  let due: LoadedGame | null = null;
  for (const entry of entries) {
    loaded = foldEntries(loaded, [entry]);
    if (snapshotDue(entry.seq)) due = loaded;
  }
  if (due && entries.length >= SNAPSHOT_EVERY) {
    const { record, game, version, state, table, updatedAt } = due;
    writeSnapshot(deps.database.db, record.id, game.stateVersion, { version, state, table, at: updatedAt }).catch(
      () => undefined,
    );
  }
  return loaded;
}

/** The game as of its latest entry: the cache (else the newest snapshot) brought up to date by the tail of the log. */
export async function loadGame(deps: Deps, db: Executor, id: string): Promise<LoadedGame> {
  const start = deps.cache.get(id) ?? (await fromSnapshot(deps, db, id, undefined));
  const tail = await readEntries(db, id, start.version);
  const loaded = await withSeats(db, foldFrom(deps, start, tail), tail);
  if (loaded.version < 0) throw notFound(id);
  if (tail.length > 0) deps.cache.put(loaded);
  return loaded;
}

/** The game as of entry `version` (idempotent replays, resumed streams): from the cache, or the nearest snapshot at or before it. */
export async function loadGameAt(deps: Deps, db: Executor, id: string, version: number): Promise<LoadedGame> {
  const cached = deps.cache.get(id);
  const start = cached && cached.version <= version ? cached : await fromSnapshot(deps, db, id, cached, version);
  return foldFrom(deps, start, await readEntries(db, id, start.version, version));
}
