// Who is asking. A bearer token (a seat's token, or a key of a player seated in this game) is hashed, then
// compared in constant time with the hashes of the seats of the game in the URL (held with the loaded game, so
// a seat token costs no query). Otherwise it may be one of the many keys of a player (one per device,
// revocable at any time: migrations/0015), looked up by its hash and matched to the seated players; then
// across all games, to tell "a token of another game" (403) from "no such token" (401). That
// lookup goes through a unique index on the hash: its timing can at most reveal a prefix of a SHA-256 of a
// 256-bit secret, which helps no one forge a token.
import type { Seat, Viewer } from '../../engine/index.js';
import { findSeatByTokenHash } from '../../store/games.js';
import type { Executor } from '../../store/log.js';
import type { LoadedGame } from '../games/loaded-game.js';
import { Refusal } from '../refusal.js';
import { liveKey } from './player-key.js';
import { sameDigest, sha256Hex } from './secrets.js';

/** The seat a token holds in this game; refuses a missing, unknown or foreign token. */
export async function seatOf(db: Executor, loaded: LoadedGame, token: string | undefined): Promise<Seat> {
  if (token === undefined)
    throw Refusal.of('missing-token', 'This request needs a seat token: Authorization: Bearer <token>.').saying(
      'missing-token/request',
    );
  const hash = sha256Hex(token);
  let match: Seat | null = null;
  for (const seat of loaded.seats) {
    // No early exit: every seat's hash is compared, whichever matches.
    if (seat.tokenHash !== null && sameDigest(seat.tokenHash, hash)) match = seat.seat;
  }
  if (match !== null) return match;
  const key = await liveKey(db, hash);
  const seated = key === null ? undefined : loaded.seats.find(seat => seat.playerId === key.playerId);
  if (seated) return seated.seat;
  if (key)
    throw Refusal.of('wrong-game', `This player key holds no seat in game ${loaded.record.id}.`).saying(
      'wrong-game/key',
      { game: loaded.record.id },
    );
  const elsewhere = await findSeatByTokenHash(db, hash);
  if (elsewhere)
    throw Refusal.of('wrong-game', `This token holds a seat in another game, not in ${loaded.record.id}.`).saying(
      'wrong-game/token',
      { game: loaded.record.id },
    );
  throw Refusal.of('unknown-token', 'This token holds no seat.').saying('unknown-token');
}

/** A seat when a token is given, else a spectator. */
export async function viewerOf(db: Executor, loaded: LoadedGame, token: string | undefined): Promise<Viewer> {
  return token === undefined ? null : seatOf(db, loaded, token);
}
