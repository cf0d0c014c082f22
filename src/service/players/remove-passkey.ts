// Use case: remove one of my passkeys. It signs no device in from then on; the keys it already gave devices
// stay (each is revoked on its own: DELETE /players/me/keys/{id}). Another player's passkey is "not found", as
// an unknown one is, so nobody learns which credential ids exist.
import { deletePasskey } from '../../store/passkeys.js';
import type { Deps } from '../deps.js';
import { Refusal } from '../refusal.js';
import { playerOf } from './identify.js';

export async function removeMyPasskey(deps: Deps, key: string | undefined, passkeyId: string): Promise<void> {
  const db = deps.database.db;
  const player = await playerOf(db, key);
  if (!(await deletePasskey(db, player.id, passkeyId)))
    throw Refusal.of(
      'passkey-not-found',
      `You have no passkey ${passkeyId} (GET /players/me/passkeys lists yours).`,
    ).saying('passkey-not-found', { id: passkeyId });
}
