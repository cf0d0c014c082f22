// Use case: list my passkeys, each with the device key it was added with, so that a passkey a stolen key added
// is seen (and removed: remove-passkey.ts) before it signs a thief in again. A passkey whose key was revoked is
// gone with it (store/player-keys.ts); one added before keys were recorded (migrations/0022) shows no key.
import { listPasskeys, type PasskeyListed } from '../../store/passkeys.js';
import type { Deps } from '../deps.js';
import { playerOf } from './identify.js';
import type { PasskeyList } from './schemas.js';

const present = (passkey: PasskeyListed) => ({
  id: passkey.id,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  addedBy: passkey.addedBy === null ? null : { keyId: passkey.addedBy.id, label: passkey.addedBy.label },
});

export async function myPasskeys(deps: Deps, key: string | undefined): Promise<PasskeyList> {
  const db = deps.database.db;
  const player = await playerOf(db, key);
  return { passkeys: (await listPasskeys(db, player.id)).map(present) };
}
