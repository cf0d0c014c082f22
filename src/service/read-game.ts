// Use cases that only read: a game as a viewer sees it, a seat's legal moves, and the log after a version.
// No transaction: one read of the log tail is a consistent snapshot of an append-only log.
import type { Deps } from './deps.js';
import { seatOf, viewerOf } from './authenticate.js';
import { loadGame } from './load.js';
import { present, presentEntry, type GameView, type SeenEntry } from './present.js';
import { readEntries } from '../store/log.js';
import { legalMovesOf } from './seen.js';

export async function getGame(deps: Deps, gameId: string, token: string | undefined): Promise<GameView> {
  const db = deps.database.db;
  const loaded = await loadGame(deps, db, gameId);
  return present(loaded, await viewerOf(db, loaded, token));
}

export interface LegalMoves {
  readonly version: number;
  readonly moves: readonly unknown[];
}

export async function legalMoves(deps: Deps, gameId: string, token: string | undefined): Promise<LegalMoves> {
  const db = deps.database.db;
  const loaded = await loadGame(deps, db, gameId);
  const seat = await seatOf(db, loaded, token);
  return { version: loaded.version, moves: legalMovesOf(loaded.game, loaded.state, seat) };
}

export interface LogPage {
  readonly version: number;
  readonly entries: readonly SeenEntry[];
}

/** Entries with seq > `after`, at most `limit`, redacted for the caller. */
export async function readLog(deps: Deps, gameId: string, token: string | undefined, after: number, limit: number): Promise<LogPage> {
  const db = deps.database.db;
  const loaded = await loadGame(deps, db, gameId);
  const viewer = await viewerOf(db, loaded, token);
  const finished = loaded.game.outcome(loaded.state) !== null;
  const entries = await readEntries(db, gameId, after, loaded.version, limit);
  return { version: loaded.version, entries: entries.map((entry) => presentEntry(loaded, entry, viewer, finished)) };
}
