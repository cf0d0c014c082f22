// Who is asking. A bearer token (a seat's token, or a key of a player seated in this game) is hashed, then
// compared in constant time with the hashes of the seats of the game in the URL (held with the loaded game, so
// a seat token costs no query). Otherwise it may be one of the many keys of a player (one per device,
// revocable at any time: migrations/0015), looked up by its hash and matched to the seated players; then
// across all games, to tell "a token of another game" (403) from "no such token" (401). That
// lookup goes through a unique index on the hash: its timing can at most reveal a prefix of a SHA-256 of a
// 256-bit secret, which helps no one forge a token.
// A seat token handed out in answer to a request made with a player key (a `{ "me": true }` seat, a join, a
// rematch) is bound to that key (migrations/0022) and dies with it: a stolen key's seats are not kept through
// their tokens once the owner revokes it. Such a token costs one read of the key's row by its primary key; it is
// refused as the key itself is (401 revoked-key), with its own sentence. An unbound token still costs nothing.
import type { Seat, Viewer } from '../../engine/index.js';
import { findSeatByTokenHash, type SeatRecord } from '../../store/games.js';
import type { Executor } from '../../store/log.js';
import { keyRevokedAt } from '../../store/player-keys.js';
import type { LoadedGame } from '../games/loaded-game.js';
import { Refusal } from '../refusal.js';
import { liveKey } from './player-key.js';
import { sameDigest, sha256Hex } from './secrets.js';

/** A seat and the player key its credential stands for: the key itself, or the key its seat token was handed to. */
export interface SeatHolder {
  readonly seat: Seat;
  readonly keyId: string | null;
}

/** The refusal of a seat token whose key was revoked at `revokedAt`. */
const revokedSeatToken = (revokedAt: Date): Refusal => {
  const at = revokedAt.toISOString();
  return Refusal.of(
    'revoked-key',
    `This seat token was handed to a device key revoked at ${at}: play this seat from a device still signed in (any of your keys acts for it).`,
  ).saying('revoked-key/seat-token', { at });
};

/** Refuses the token of a seat bound to a revoked key; a seat bound to none is not read. */
export async function requireLiveBinding(db: Executor, seat: Pick<SeatRecord, 'keyId'>): Promise<void> {
  if (seat.keyId === null) return;
  const revokedAt = await keyRevokedAt(db, seat.keyId);
  if (revokedAt !== null) throw revokedSeatToken(revokedAt);
}

/** The seat a token holds in this game, and the key it stands for; refuses a missing, unknown or foreign token. */
export async function seatHolderOf(db: Executor, loaded: LoadedGame, token: string | undefined): Promise<SeatHolder> {
  if (token === undefined)
    throw Refusal.of('missing-token', 'This request needs a seat token: Authorization: Bearer <token>.').saying(
      'missing-token/request',
    );
  const hash = sha256Hex(token);
  let match: SeatRecord | null = null;
  for (const seat of loaded.seats) {
    // No early exit: every seat's hash is compared, whichever matches.
    if (seat.tokenHash !== null && sameDigest(seat.tokenHash, hash)) match = seat;
  }
  if (match !== null) {
    await requireLiveBinding(db, match);
    return { seat: match.seat, keyId: match.keyId };
  }
  const key = await liveKey(db, hash);
  const seated = key === null ? undefined : loaded.seats.find(seat => seat.playerId === key.playerId);
  if (seated && key) return { seat: seated.seat, keyId: key.keyId };
  if (key)
    throw Refusal.of('wrong-game', `This player key holds no seat in game ${loaded.record.id}.`).saying(
      'wrong-game/key',
      { game: loaded.record.id },
    );
  const elsewhere = await findSeatByTokenHash(db, hash);
  if (elsewhere) requireLiveSeatToken(elsewhere);
  if (elsewhere)
    throw Refusal.of('wrong-game', `This token holds a seat in another game, not in ${loaded.record.id}.`).saying(
      'wrong-game/token',
      { game: loaded.record.id },
    );
  throw Refusal.of('unknown-token', 'This token holds no seat.').saying('unknown-token');
}

/** The seat a token holds in this game; refuses a missing, unknown or foreign token. */
export async function seatOf(db: Executor, loaded: LoadedGame, token: string | undefined): Promise<Seat> {
  return (await seatHolderOf(db, loaded, token)).seat;
}

/** A seat when a token is given, else a spectator. */
export async function viewerOf(db: Executor, loaded: LoadedGame, token: string | undefined): Promise<Viewer> {
  return token === undefined ? null : seatOf(db, loaded, token);
}

/** The refusal of a seat token whose key is revoked, for lookups by the token's hash (store/games.ts). */
export function requireLiveSeatToken(found: { readonly keyRevokedAt: Date | null }): void {
  if (found.keyRevokedAt !== null) throw revokedSeatToken(found.keyRevokedAt);
}
