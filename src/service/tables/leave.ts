// Use cases of a seated person while the table waits: leave (the seat is free again, its invitation code
// works again, and the leaver's token stops working) or cancel the table (terminal: status `cancelled`,
// and the seed is revealed since no game will be played with it). Both are log entries. Only the table's
// creator may cancel it (issue 21); cancelling a cancelled table again answers it as it is.
// The creator is who opened it at a seat of their own, and also the player the table is counted against
// (tables/quota.ts: `games.creator`), with any of their keys, seated or not: a player who opened a table of
// open seats only, or left their own seat, must be able to free the place it takes in their quota.
import { freeSeat } from '../../store/tables.js';
import { seatOf } from '../access/authenticate.js';
import type { Deps } from '../deps.js';
import { loadGame } from '../games/load.js';
import { present, type GameView } from '../views/game-view.js';
import { appendTableEntry, decided } from './append.js';
import { requireWaiting } from './guard.js';
import { isCreatorSeat } from './creator.js';
import { Refusal } from '../refusal.js';
import { liveKey } from '../access/player-key.js';
import { sha256Hex } from '../access/secrets.js';
import { creatorOfGame, playerCreator } from '../../store/quotas.js';
import type { Executor } from '../../store/log.js';
import type { LoadedGame } from '../games/loaded-game.js';
import type { Seat } from '../../engine/index.js';

export async function leave(deps: Deps, gameId: string, credential: string | undefined): Promise<GameView> {
  const { games } = await decided(deps, async tx => {
    const loaded = await loadGame(deps, tx, gameId);
    const seat = await seatOf(tx, loaded, credential);
    requireWaiting(loaded, 'leave');
    const next = await appendTableEntry(deps, tx, loaded, { type: 'left', seat }, seat, () =>
      freeSeat(tx, gameId, seat),
    );
    return { games: [next] };
  });
  const [game] = games;
  if (!game) throw new Error('leave decided no game');
  // The leaver no longer sits here: the answer is the spectator's view.
  return present(game, null);
}

export async function cancel(deps: Deps, gameId: string, credential: string | undefined): Promise<GameView> {
  const { games, seat } = await decided(deps, async tx => {
    const loaded = await loadGame(deps, tx, gameId);
    const { seat: by, counted } = await cancellerOf(tx, loaded, credential);
    // Cancelling twice is cancelling once (as DELETE is): the table as it is, no second entry.
    if (loaded.table.phase === 'cancelled') return { games: [loaded], seat: by };
    requireWaiting(loaded, 'cancel');
    if (!counted && (by === null || !isCreatorSeat(loaded.seats, by)))
      throw Refusal.of(
        'not-creator',
        `Only the person who opened game ${gameId} may cancel it; you took one of its open seats: leave it instead (POST /games/{id}/leave).`,
      ).saying('not-creator', { game: gameId });
    return { games: [await appendTableEntry(deps, tx, loaded, { type: 'cancelled', seat: by }, by)], seat: by };
  });
  const [game] = games;
  if (!game) throw new Error('cancel decided no game');
  return present(game, seat);
}

/**
 * Who asks to cancel: their seat (null without one), and whether they are the player the table is counted
 * against. A key without a seat is refused as before (403 wrong-game) unless it is that player's.
 */
async function cancellerOf(
  tx: Executor,
  loaded: LoadedGame,
  credential: string | undefined,
): Promise<{ seat: Seat | null; counted: boolean }> {
  const key = credential === undefined ? null : await liveKey(tx, sha256Hex(credential));
  const counted = key !== null && (await creatorOfGame(tx, loaded.record.id)) === playerCreator(key.playerId);
  try {
    return { seat: await seatOf(tx, loaded, credential), counted };
  } catch (error) {
    if (counted && error instanceof Refusal && error.reason.code === 'wrong-game') return { seat: null, counted };
    throw error;
  }
}
