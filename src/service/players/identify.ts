// Who a player key belongs to. Keys are looked up by their SHA-256 through a unique index; the key itself
// is never stored, logged or compared as text. A player has one key per device; `keyId` names the one used.
import type { Executor } from '../../store/log.js';
import { Refusal } from '../refusal.js';
import { liveKey } from '../access/player-key.js';
import { sha256Hex } from '../access/secrets.js';

export interface Identified {
  readonly id: string;
  readonly name: string;
  readonly handle: string;
  /** The key of this request, among the player's keys. */
  readonly keyId: string;
  /** The player's last event number, read with the key: where their stream starts (streams/player-stream.ts). */
  readonly lastEvent: number;
}

/** What needs a player key, as the refusal says when it is missing. */
const WHY = { request: 'This request', me: 'A { "me": true } seat is the calling player' } as const;

/** The player holding `key`; `why` says what needs one, for the refusal when it is missing. */
export async function playerOf(
  db: Executor,
  key: string | undefined,
  why: keyof typeof WHY = 'request',
): Promise<Identified> {
  if (key === undefined)
    throw Refusal.of(
      'missing-token',
      `${WHY[why]}: send your player key as Authorization: Bearer <key> (POST /players makes one).`,
    ).saying('missing-token/player', { why });
  const held = await liveKey(db, sha256Hex(key));
  if (!held)
    throw Refusal.of('unknown-token', 'This key belongs to no player (POST /players makes one).').saying(
      'unknown-token/player',
    );
  return { id: held.playerId, name: held.name, handle: held.handle, keyId: held.keyId, lastEvent: held.lastEvent };
}
