// A player key as a credential: the live key with a hash, its player, and a refusal for a revoked one (a key
// revoked from another device answers 401 at once, on every process: the row is read on every request, through
// the unique index on the hash). Its use is written at most about once a minute, so most requests only read.
import { findKeyHolder, touchKey } from '../../store/player-keys.js';
import type { Executor } from '../../store/log.js';
import { Refusal } from '../refusal.js';

export interface LiveKey {
  readonly keyId: string;
  readonly playerId: string;
  readonly name: string;
  readonly handle: string;
  /** The player's last event number as read with the key (store/player-keys.ts). */
  readonly lastEvent: number;
}

/** The refusal of a key revoked at `revokedAt`. */
export function revokedKey(revokedAt: Date): Refusal {
  const at = revokedAt.toISOString();
  return Refusal.of(
    'revoked-key',
    `This key was revoked at ${at}: sign in again on this device, with a passkey or a link code shown by a device still signed in.`,
  ).saying('revoked-key', { at });
}

/** The live key with this SHA-256, or null when no key has it; refuses a revoked one. */
export async function liveKey(db: Executor, keyHash: string): Promise<LiveKey | null> {
  const holder = await findKeyHolder(db, keyHash);
  if (!holder) return null;
  if (holder.revokedAt !== null) throw revokedKey(holder.revokedAt);
  if (holder.stale) await touchKey(db, holder.keyId);
  return {
    keyId: holder.keyId,
    playerId: holder.playerId,
    name: holder.name,
    handle: holder.handle,
    lastEvent: holder.lastEvent,
  };
}
