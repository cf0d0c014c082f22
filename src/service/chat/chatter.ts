// Who takes part in a game's chat: a seated player (by seat token or player key), a player with a key who is
// not seated (a spectator who can be muted and rate-limited), or an anonymous spectator (reads only). The
// seats' hashes are compared in constant time as access/authenticate.ts does; a token that matches no seat and
// no player is refused as seatOf refuses it.
import type { Executor } from '../../store/log.js';
import type { Channel } from '../../store/chat.js';
import type { SeatRecord } from '../../store/games.js';
import { requireLiveBinding, seatOf } from '../access/authenticate.js';
import { liveKey } from '../access/player-key.js';
import { sameDigest, sha256Hex } from '../access/secrets.js';
import type { LoadedGame } from '../games/loaded-game.js';
import { loadGame } from '../games/load.js';
import type { Deps } from '../deps.js';

export interface Chatter {
  /** The seat, when seated. */
  readonly seat: number | null;
  /** The player, when known by a key (or seated with one). */
  readonly playerId: string | null;
  readonly name: string | null;
  /** `seat:<game>:<n>` or `player:<id>`: who the rate limit and presence count; null for an anonymous spectator. */
  readonly who: string | null;
  /**
   * The player key the token is, or the key a seat token was handed to (migrations/0022): its revocation ends
   * the streams the token opened (streams/key-watch.ts).
   */
  readonly keyId: string | null;
  /** A seat taken without a player (by its seat token alone): that token's hash, which tells its occupant apart. */
  readonly tokenHash?: string;
}

export const ANONYMOUS: Chatter = { seat: null, playerId: null, name: null, who: null, keyId: null };

/**
 * Whether a seated chatter still sits where it was checked (the same player, or the same anonymous token), in
 * seats read since: a seat left and taken by someone else no longer reads the players' channel. A spectator does.
 */
export function stillSeated(chatter: Chatter, seats: readonly SeatRecord[]): boolean {
  if (chatter.seat === null) return true;
  const seat = seats.find(s => s.seat === chatter.seat);
  if (seat === undefined) return false;
  if (chatter.playerId !== null) return seat.playerId === chatter.playerId;
  return seat.tokenHash !== null && chatter.tokenHash !== undefined && sameDigest(seat.tokenHash, chatter.tokenHash);
}

export async function chatterOf(db: Executor, loaded: LoadedGame, token: string | undefined): Promise<Chatter> {
  if (token === undefined) return ANONYMOUS;
  const hash = sha256Hex(token);
  const seated = (seat: LoadedGame['seats'][number], keyId: string | null = null): Chatter => ({
    seat: seat.seat,
    playerId: seat.playerId,
    name: seat.name,
    who: seat.playerId !== null ? `player:${seat.playerId}` : `seat:${loaded.record.id}:${seat.seat}`,
    keyId,
    ...(seat.playerId === null && seat.tokenHash !== null ? { tokenHash: seat.tokenHash } : {}),
  });
  const holder = seatByToken(loaded, hash);
  if (holder !== null) {
    // A token bound to a key is refused once the key is revoked (one read by the key's id; access/authenticate.ts).
    await requireLiveBinding(db, holder);
    return seated(holder, holder.keyId);
  }
  // One of a player's keys (any device's): their seat here, or a spectator known by name.
  const key = await liveKey(db, hash);
  if (key) {
    const seat = loaded.seats.find(s => s.playerId === key.playerId);
    return seat
      ? seated(seat, key.keyId)
      : { seat: null, playerId: key.playerId, name: key.name, who: `player:${key.playerId}`, keyId: key.keyId };
  }
  await seatOf(db, loaded, token);
  throw new Error('seatOf accepted a token no seat holds');
}

/** The channels a chatter reads. */
export const readable = (chatter: Chatter): readonly Channel[] =>
  chatter.seat === null ? ['spectators'] : ['seats', 'spectators'];

/** The channel a chatter writes by default, and the only one a spectator may write. */
export const ownChannel = (chatter: Chatter): Channel => (chatter.seat === null ? 'spectators' : 'seats');

/** Who a token is in a game, and the game's version that was checked on (streams/watch-game.ts checks again later). */
export interface CheckedChatter {
  readonly chatter: Chatter;
  readonly at: number;
}

/**
 * Who follows a game's stream with `token` (refuses an unknown game, or a token as seatOf does). `followed` is
 * the game as this process's feed of it has it, caught up with every notification heard (game-feed.ts,
 * `settled`): a spectator, or a seat whose token it knows, is then told apart without a read, which is what a
 * reconnect storm of thousands of streams on a few hundred games needs. Any other token (a player key, a seat
 * joined a moment ago) is checked on the game as read now.
 */
export async function chatterFor(
  deps: Deps,
  gameId: string,
  token: string | undefined,
  followed: LoadedGame | null = null,
): Promise<CheckedChatter> {
  const db = deps.database.db;
  const on =
    followed !== null && (token === undefined || seatByToken(followed, sha256Hex(token)) !== null)
      ? followed
      : await loadGame(deps, db, gameId);
  return { chatter: await chatterOf(db, on, token), at: on.version };
}

/** The seat whose token has this hash; every seat's hash is compared, whichever matches (no early exit). */
function seatByToken(loaded: LoadedGame, hash: string): LoadedGame['seats'][number] | null {
  let match: LoadedGame['seats'][number] | null = null;
  for (const seat of loaded.seats) if (seat.tokenHash !== null && sameDigest(seat.tokenHash, hash)) match = seat;
  return match;
}
