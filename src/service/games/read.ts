// Use cases that only read: a game as a viewer sees it (now or at a past version), a seat's legal moves,
// and the log after a version.
// No transaction: one read of the log tail is a consistent snapshot of an append-only log.
import type { Deps } from '../deps.js';
import { seatOf, viewerOf } from '../access/authenticate.js';
import { enforceClock } from '../clocks/timeout.js';
import { loadGame, loadGameAt } from './load.js';
import { present, presentEntry, statusOf } from '../views/game-view.js';
import type { GameView, LegalMoves, LogPage } from '../views/schemas.js';
import { Refusal } from '../refusal.js';
import { readEntries } from '../../store/log.js';
import { legalMovesOf } from '../views/seat-view.js';

export async function getGame(deps: Deps, gameId: string, token: string | undefined): Promise<GameView> {
  const db = deps.database.db;
  // A read also enforces a deadline that passed (and plays the bots due).
  const loaded = await enforceClock(deps, gameId);
  return present(loaded, await viewerOf(db, loaded, token));
}

/**
 * The game as the caller could see it right after entry `at`, for replays and analysis: the viewer's view of
 * the state then (hidden information stays hidden), and the seed only if the game is over now.
 */
export async function getGameAt(deps: Deps, gameId: string, token: string | undefined, at: number): Promise<GameView> {
  const db = deps.database.db;
  const now = await loadGame(deps, db, gameId);
  const viewer = await viewerOf(db, now, token);
  if (at > now.version)
    throw Refusal.of(
      'version-not-found',
      `Game ${gameId} is at version ${now.version}: ask for a version from 0 to ${now.version}.`,
    ).saying('version-not-found', { game: gameId, version: now.version });
  const then = at === now.version ? now : await loadGameAt(deps, db, gameId, at);
  return { ...present(then, viewer), seed: statusOf(now) === 'finished' ? now.record.seed : null };
}

export async function legalMoves(deps: Deps, gameId: string, token: string | undefined): Promise<LegalMoves> {
  const db = deps.database.db;
  const loaded = await enforceClock(deps, gameId);
  const seat = await seatOf(db, loaded, token);
  // A table waiting for people (or cancelled) has no moves for anyone yet.
  const playing = statusOf(loaded) === 'active';
  return { version: loaded.version, moves: playing ? legalMovesOf(loaded.game, loaded.state, seat) : [] };
}

/** Entries with seq > `after`, at most `limit`, redacted for the caller. */
export async function readLog(
  deps: Deps,
  gameId: string,
  token: string | undefined,
  after: number,
  limit: number,
): Promise<LogPage> {
  const db = deps.database.db;
  const loaded = await loadGame(deps, db, gameId);
  const viewer = await viewerOf(db, loaded, token);
  const finished = statusOf(loaded) === 'finished';
  // Nothing lies after the current version (`after` may be any integer, beyond what the seq column holds).
  const entries = after >= loaded.version ? [] : await readEntries(db, gameId, after, loaded.version, limit);
  return { version: loaded.version, entries: entries.map(entry => presentEntry(loaded, entry, viewer, finished)) };
}
