// Use cases of a player's keys, one per device: list them (which one is this request's), revoke one, and give a
// device a new key (once a link code or a passkey has said whose it is). A new key is shown once, to the device
// that asked; only its SHA-256 is kept. Revoking is immediate: the key's next request is refused
// (access/player-key.ts), and its open streams end on every process (streams/key-watch.ts). What the key
// granted goes with it, in the same transaction: the passkeys added with it, its unused link codes, and the
// seat tokens handed to it (refused from then on: access/authenticate.ts).
import { insertKey, listKeys, revokeKey, type KeyRecord } from '../../store/player-keys.js';
import type { Executor } from '../../store/log.js';
import type { Deps } from '../deps.js';
import { Refusal } from '../refusal.js';
import { newGameId, newToken, sha256Hex } from '../access/secrets.js';
import { playerOf } from './identify.js';
import type { DeviceKey, KeyList } from './schemas.js';

const present = (key: KeyRecord, current: string) => ({
  id: key.id,
  label: key.label,
  createdAt: key.createdAt.toISOString(),
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  current: key.id === current,
});

export async function myKeys(deps: Deps, key: string | undefined): Promise<KeyList> {
  const db = deps.database.db;
  const player = await playerOf(db, key);
  return { keys: (await listKeys(db, player.id)).map(k => present(k, player.keyId)) };
}

export async function revokeMyKey(deps: Deps, key: string | undefined, keyId: string): Promise<void> {
  const db = deps.database.db;
  const player = await playerOf(db, key);
  if (!(await db.transaction().execute(tx => revokeKey(tx, player.id, keyId, deps.now()))))
    throw Refusal.of('key-not-found', `You have no key ${keyId} (GET /players/me/keys lists yours).`).saying(
      'key-not-found',
      { id: keyId },
    );
}

/** A new key of `player` for a device, in `tx` (the transaction that used the link code or the challenge). */
export async function issueKey(
  deps: Deps,
  tx: Executor,
  player: { readonly id: string; readonly name: string; readonly handle: string },
  label: string | null,
): Promise<DeviceKey> {
  const key = newToken();
  const id = newGameId();
  await insertKey(tx, { id, playerId: player.id, keyHash: sha256Hex(key), label, createdAt: deps.now() });
  return { id: player.id, name: player.name, handle: player.handle, key, keyId: id };
}
