// Loading a game = the cached fold (or the game's record and an empty table) plus the log entries after it.
import type { AnyGame, GameConfig } from '../engine/index.js';
import { readGame, readSeats } from '../store/games.js';
import { readEntries, type Executor, type LogEntry } from '../store/log.js';
import type { LoadedGame } from './cache.js';
import type { Deps } from './deps.js';
import { Refusal } from './refusal.js';
import { evolveTable, initialTable, isTableKind, type TableFact } from './tables/state.js';

export function configOf(loaded: Pick<LoadedGame, 'record'>): GameConfig<unknown> {
  return { players: loaded.record.players, options: loaded.record.options };
}

/** Folds entries (in order, all after `loaded.version`) into a loaded game; the table's entries into its table. */
export function foldEntries(loaded: LoadedGame, entries: readonly LogEntry[]): LoadedGame {
  let { state, version, updatedAt, table } = loaded;
  for (const entry of entries) {
    if (isTableKind(entry.kind)) {
      for (const fact of entry.facts) table = evolveTable(table, fact as TableFact);
    } else {
      for (const fact of entry.facts) state = loaded.game.evolve(state, fact);
    }
    version = entry.seq;
    updatedAt = entry.createdAt;
  }
  return { ...loaded, state, version, updatedAt, table };
}

/** Whether entries change who sits where, so that the seats must be read again. */
const seatsChanged = (entries: readonly LogEntry[]): boolean => entries.some((e) => e.kind === 'join' || e.kind === 'leave');

/** The game before any entry: its record, seats, and `game.initial`. */
async function emptyTable(deps: Deps, db: Executor, id: string): Promise<LoadedGame> {
  const found = await readGame(db, id);
  if (!found) throw Refusal.of('game-not-found', `There is no game ${id}.`);
  const game: AnyGame | undefined = deps.catalog.get(found.record.game);
  if (!game) throw Refusal.of('game-not-found', `Game ${id} is a game of "${found.record.game}", which this server does not serve.`);
  const base = { record: found.record, seats: found.seats, game };
  return { ...base, version: -1, state: game.initial(configOf(base)), table: initialTable(found.record), updatedAt: found.record.createdAt };
}

/** The game as of its latest entry: the cache brought up to date by the tail of the log. */
export async function loadGame(deps: Deps, db: Executor, id: string): Promise<LoadedGame> {
  const start = deps.cache.get(id) ?? (await emptyTable(deps, db, id));
  const tail = await readEntries(db, id, start.version);
  let loaded = foldEntries(start, tail);
  if (seatsChanged(tail)) loaded = { ...loaded, seats: await readSeats(db, id) };
  if (loaded.version < 0) throw Refusal.of('game-not-found', `There is no game ${id}.`);
  if (tail.length > 0) deps.cache.put(loaded);
  return loaded;
}

/** The game as of entry `version`, folded from the log (for idempotent replays and resumed streams). */
export async function loadGameAt(deps: Deps, db: Executor, id: string, version: number): Promise<LoadedGame> {
  const cached = deps.cache.get(id);
  const start = cached && cached.version <= version ? cached : await emptyTable(deps, db, id);
  const entries = await readEntries(db, id, start.version, version);
  return foldEntries(start, entries);
}
