// Loading a game = the cached fold (or the game's record and an empty table) plus the log entries after it.
import type { AnyGame, GameConfig } from '../engine/index.js';
import { readGame } from '../store/games.js';
import { readEntries, type Executor, type LogEntry } from '../store/log.js';
import type { LoadedGame } from './cache.js';
import type { Deps } from './deps.js';
import { Refusal } from './refusal.js';

export function configOf(loaded: Pick<LoadedGame, 'record'>): GameConfig<unknown> {
  return { players: loaded.record.players, options: loaded.record.options };
}

/** Folds entries (in order, all after `loaded.version`) into a loaded game. */
export function foldEntries(loaded: LoadedGame, entries: readonly LogEntry[]): LoadedGame {
  let { state, version, updatedAt } = loaded;
  for (const entry of entries) {
    for (const fact of entry.facts) state = loaded.game.evolve(state, fact);
    version = entry.seq;
    updatedAt = entry.createdAt;
  }
  return { ...loaded, state, version, updatedAt };
}

/** The game before any entry: its record, seats, and `game.initial`. */
async function emptyTable(deps: Deps, db: Executor, id: string): Promise<LoadedGame> {
  const found = await readGame(db, id);
  if (!found) throw Refusal.of('game-not-found', `There is no game ${id}.`);
  const game: AnyGame | undefined = deps.catalog.get(found.record.game);
  if (!game) throw Refusal.of('game-not-found', `Game ${id} is a game of "${found.record.game}", which this server does not serve.`);
  const base = { record: found.record, seats: found.seats, game };
  return { ...base, version: -1, state: game.initial(configOf(base)), updatedAt: found.record.createdAt };
}

/** The game as of its latest entry: the cache brought up to date by the tail of the log. */
export async function loadGame(deps: Deps, db: Executor, id: string): Promise<LoadedGame> {
  const start = deps.cache.get(id) ?? (await emptyTable(deps, db, id));
  const tail = await readEntries(db, id, start.version);
  const loaded = foldEntries(start, tail);
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
