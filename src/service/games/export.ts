// Use case: a finished game as one document anyone can check (`npm run verify`, docs/fairness.md): the game
// as listings show it, with the options and the chance derivation a replay needs; the revealed seed; and
// every log entry unredacted. Public once the game is over, when the seed is revealed anyway; before that
// it would give away the seed, the hands and the deck order, so it is refused.
import type { LoadedGame } from './loaded-game.js';
import { nextDeadline, outcomeOf } from '../clocks/view.js';
import type { Deps } from '../deps.js';
import { loadGame } from './load.js';
import { statusOf, tableSeats, toActOf } from '../views/game-view.js';
import { Refusal } from '../refusal.js';
import { isTableKind } from '../tables/state.js';
import { ratedTable } from '../ratings/participants.js';
import type { TableFact } from '../views/schemas.js';
import { readEntries, type LogEntry } from '../../store/log.js';
import type { ExportEntry, ExportedGame, GameExport } from './schemas.js';

export type { ExportedGame, GameExport } from './schemas.js';

/** The game's listing row, built from the loaded game (the projection holds the same values). */
function listed(loaded: LoadedGame): ExportedGame {
  const { record } = loaded;
  return {
    id: record.id,
    game: record.game,
    players: record.players,
    custom: record.custom,
    seeded: record.seeded,
    rated: ratedTable(record, loaded.seats),
    seedHash: record.seedHash,
    status: statusOf(loaded),
    version: loaded.version,
    toAct: toActOf(loaded),
    outcome: outcomeOf(loaded),
    deadline: nextDeadline(loaded)?.at.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: loaded.updatedAt.toISOString(),
    table: { listed: record.table?.listed ?? false, seats: tableSeats(loaded.seats) },
    options: record.options,
    rngVersion: record.rngVersion,
  };
}

/** An entry with its facts as written: nothing is hidden once the game is over. */
function unredacted(entry: LogEntry): ExportEntry {
  const base = { seq: entry.seq, kind: entry.kind, seat: entry.seat, createdAt: entry.createdAt.toISOString() };
  if (entry.kind === 'undo') return { ...base, move: null, facts: [], returnsTo: entry.move.returnsTo };
  if (!isTableKind(entry.kind)) return { ...base, move: entry.move, facts: [...entry.facts] };
  const [fact] = entry.facts;
  return { ...base, move: null, facts: [], ...(fact === undefined ? {} : { table: fact as TableFact }) };
}

/** The export of a game that is over, from the loaded game and its whole log. */
export function exportOf(loaded: LoadedGame, entries: readonly LogEntry[]): GameExport {
  return {
    game: listed(loaded),
    seed: loaded.record.seed,
    seedHash: loaded.record.seedHash,
    entries: entries.map(unredacted),
  };
}

/**
 * The game, if its export is public: what GET checks before it reads the whole log, and all HEAD does
 * (http/routes/games.ts), so HEAD answers GET's refusals without the read.
 */
export async function exportable(deps: Deps, gameId: string): Promise<LoadedGame> {
  const loaded = await loadGame(deps, deps.database.db, gameId);
  const status = statusOf(loaded);
  if (status !== 'finished' && status !== 'cancelled') {
    throw Refusal.of(
      'game-not-over',
      `Game ${gameId} is ${status}: its export (with the seed) is public once it is finished or cancelled.`,
    ).saying('game-not-over', { game: gameId, status });
  }
  return loaded;
}

export async function exportGame(deps: Deps, gameId: string): Promise<GameExport> {
  const loaded = await exportable(deps, gameId);
  return exportOf(loaded, await readEntries(deps.database.db, gameId, -1, loaded.version));
}
