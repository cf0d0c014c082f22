// Appending a table entry (join, leave, start, cancel, rematch): the same log and projection as a move
// (service/log/append-entry.ts), so the log's primary key (game, seq) decides every race for a seat, and
// the table's history shows in the log and the event streams like moves. The entry's one fact is the
// table's, never the game's. `decided` runs a use case in a transaction, again when a racing writer took
// the version first (service/log/retry-lost-race.ts).
import type { EntryBody, Executor } from '../../store/log.js';
import { continueBots } from '../bots/turns.js';
import type { LoadedGame } from '../games/loaded-game.js';
import type { Deps } from '../deps.js';
import { appendLogEntry } from '../log/append-entry.js';
import { retryLostRace } from '../log/retry-lost-race.js';
import { Refusal } from '../refusal.js';
import { KIND_OF_FACT, type TableFact } from './state.js';

/**
 * Appends `fact` as entry version+1 by `seat` (throws a unique violation if the version is taken), then
 * runs `change` (the seat rows a join or leave rewrites), then tells the players.
 */
export async function appendTableEntry(
  deps: Deps,
  db: Executor,
  loaded: LoadedGame,
  fact: TableFact,
  seat: number | null,
  change?: () => Promise<void>,
): Promise<LoadedGame> {
  const body: EntryBody = { kind: KIND_OF_FACT[fact.type], seat, move: null, facts: [fact], keyDigest: null };
  return appendLogEntry(deps, db, loaded, body, deps.now(), change);
}

/** How many times a use case that lost a race is decided again on the new state. */
const MAX_ATTEMPTS = 10;

/**
 * Runs `attempt` in a transaction; a unique violation (another writer took the version, or the player's
 * seat at this table) rolls it back and runs it again on the new state, bounded. Every game it returns is
 * put in the cache after the commit, and bot moves still due are played on in the background.
 */
export async function decided<T extends { readonly games: readonly LoadedGame[] }>(
  deps: Deps,
  attempt: (tx: Executor) => Promise<T>,
): Promise<T> {
  const result = await retryLostRace(() => deps.database.db.transaction().execute(attempt), {
    attempts: MAX_ATTEMPTS,
    exhausted: () => {
      throw Refusal.of(
        'version-conflict',
        `The table changed ${MAX_ATTEMPTS} times while this request was decided; send it again.`,
      ).saying('version-conflict/busy', { what: 'table', attempts: MAX_ATTEMPTS });
    },
  });
  for (const game of result.games) {
    deps.cache.put(game);
    continueBots(deps, game);
  }
  return result;
}
