// Appending a table entry (join, leave, start, cancel, rematch): the same log and projection as a move,
// so the log's primary key (game, seq) decides every race for a seat, and the table's history shows in
// the log and the event streams like moves. The entry's one fact is the table's, never the game's.
// `decided` runs a use case in a transaction, again when a racing writer took the version first.
import { isLostRace } from '../../store/errors.js';
import { appendEntry, type Executor, type LogEntry } from '../../store/log.js';
import { readSeats } from '../../store/games.js';
import { continueBots } from '../bots/turns.js';
import type { LoadedGame } from '../games/loaded-game.js';
import type { Deps } from '../deps.js';
import { foldEntries, snapshotDue } from '../games/load.js';
import { nextDeadline, outcomeOf } from '../clocks/view.js';
import { statusOf, toActOf } from '../views/game-view.js';
import { Refusal } from '../refusal.js';
import { notifyPlayers } from './player-events.js';
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
  const kind = KIND_OF_FACT[fact.type];
  const entry: LogEntry = {
    seq: loaded.version + 1,
    kind,
    seat,
    move: null,
    facts: [fact],
    keyDigest: null,
    createdAt: deps.now(),
  };
  let next = foldEntries(loaded, [entry]);
  await appendEntry(db, {
    gameId: loaded.record.id,
    seq: entry.seq,
    kind,
    seat,
    move: null,
    facts: entry.facts,
    keyDigest: null,
    at: entry.createdAt,
    status: statusOf(next),
    toAct: toActOf(next),
    outcome: outcomeOf(next),
    deadline: nextDeadline(next)?.at ?? null,
    ...(snapshotDue(entry.seq)
      ? { snapshot: { stateVersion: next.game.stateVersion, state: next.state, table: next.table } }
      : {}),
  });
  if (change) {
    await change();
    next = { ...next, seats: await readSeats(db, loaded.record.id) };
  }
  await notifyPlayers(db, loaded, next, kind, seat);
  return next;
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
  for (let n = 1; ; n++) {
    try {
      const result = await deps.database.db.transaction().execute(attempt);
      for (const game of result.games) {
        deps.cache.put(game);
        continueBots(deps, game);
      }
      return result;
    } catch (error) {
      if (!isLostRace(error)) throw error;
      if (n >= MAX_ATTEMPTS)
        throw Refusal.of(
          'version-conflict',
          `The table changed ${MAX_ATTEMPTS} times while this request was decided; send it again.`,
        );
    }
  }
}
