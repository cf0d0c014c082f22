// Who a player key belongs to. Keys are looked up by their SHA-256 through a unique index; the key itself
// is never stored, logged or compared as text.
import { findPlayerByKeyHash } from '../../store/players.js';
import type { Executor } from '../../store/log.js';
import { Refusal } from '../refusal.js';
import { sha256Hex } from '../access/secrets.js';

export interface Identified {
  readonly id: string;
  readonly name: string;
  readonly keyHash: string;
}

/** The player holding `key`; `why` says what needs one, for the refusal when it is missing. */
export async function playerOf(db: Executor, key: string | undefined, why = 'This request'): Promise<Identified> {
  if (key === undefined)
    throw Refusal.of(
      'missing-token',
      `${why}: send your player key as Authorization: Bearer <key> (POST /players makes one).`,
    );
  const keyHash = sha256Hex(key);
  const player = await findPlayerByKeyHash(db, keyHash);
  if (!player) throw Refusal.of('unknown-token', 'This key belongs to no player (POST /players makes one).');
  return { ...player, keyHash };
}
