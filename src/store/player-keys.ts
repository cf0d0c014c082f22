// A player's keys, one per device (migrations/0015): found by their SHA-256 through a unique index. A revoked
// key keeps its row so that its holder is told so. Revoking notifies `key:<id>` on the moves channel, as
// appends do: every process ending the streams opened with that key hears it (service/streams/key-watch.ts).
// What the key granted goes with it (migrations/0022): the passkeys added with it are deleted and its unused
// link codes expire; the seat tokens it received are refused from its row (service/access/authenticate.ts).
import { CompiledQuery, sql } from 'kysely';
import { MOVES_CHANNEL, type Executor } from './log.js';

export interface KeyHolder {
  readonly keyId: string;
  readonly playerId: string;
  readonly name: string;
  readonly handle: string;
  readonly revokedAt: Date | null;
  /** Last written more than a minute ago (by the database's clock), or never. */
  readonly stale: boolean;
  /** The number of the player's last event (players.event_seq) when the key was read: where a new stream starts. */
  readonly lastEvent: number;
}

export interface KeyRecord {
  readonly id: string;
  readonly label: string | null;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
}

export const keyTopic = (keyId: string): string => `key:${keyId}`;

export async function insertKey(
  db: Executor,
  key: { id: string; playerId: string; keyHash: string; label: string | null; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('player_keys')
    .values({
      id: key.id,
      player_id: key.playerId,
      key_hash: key.keyHash,
      label: key.label,
      created_at: key.createdAt,
    })
    .execute();
}

/** The key with this hash and its player, revoked or not. */
export async function findKeyHolder(db: Executor, keyHash: string): Promise<KeyHolder | null> {
  const row = await db
    .selectFrom('player_keys')
    .innerJoin('players', 'players.id', 'player_keys.player_id')
    .select([
      'player_keys.id as keyId',
      'player_keys.player_id as playerId',
      'players.name as name',
      'players.handle as handle',
      'player_keys.revoked_at as revokedAt',
      sql<boolean>`coalesce(player_keys.last_used_at < now() - interval '1 minute', true)`.as('stale'),
      'players.event_seq as lastEvent',
    ])
    .where('player_keys.key_hash', '=', keyHash)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Notes that a key was used. The database's clock, as in findKeyHolder: `lastUsedAt` is shown to its owner,
 * never decided upon, and the condition keeps two processes from both writing within the minute.
 */
export async function touchKey(db: Executor, keyId: string): Promise<void> {
  await db
    .updateTable('player_keys')
    .set({ last_used_at: sql<Date>`now()` })
    .where('id', '=', keyId)
    .where(eb =>
      eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)]),
    )
    .execute();
}

/** The player's live keys, oldest first. */
export async function listKeys(db: Executor, playerId: string): Promise<KeyRecord[]> {
  const rows = await db
    .selectFrom('player_keys')
    .select(['id', 'label', 'created_at', 'last_used_at'])
    .where('player_id', '=', playerId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(r => ({ id: r.id, label: r.label, createdAt: r.created_at, lastUsedAt: r.last_used_at }));
}

/** When the key was revoked; null while it is live; the epoch for a key whose row is gone (as good as revoked). */
export async function keyRevokedAt(db: Executor, keyId: string): Promise<Date | null> {
  const row = await db.selectFrom('player_keys').select('revoked_at').where('id', '=', keyId).executeTakeFirst();
  return row === undefined ? new Date(0) : row.revoked_at;
}

/**
 * Holds the live key's row until the transaction ends, so that a revocation waits for what is being granted with
 * the key (a passkey) and then finds it; false when the key is revoked (or gone), after waiting for a revocation
 * under way.
 */
export async function holdLiveKey(db: Executor, keyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('player_keys')
    .select('id')
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .forShare()
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the key is revoked (or gone). */
export async function isKeyRevoked(db: Executor, keyId: string): Promise<boolean> {
  const row = await db.selectFrom('player_keys').select('revoked_at').where('id', '=', keyId).executeTakeFirst();
  return row === undefined || row.revoked_at !== null;
}

const REVOKE = `
  with revoked as (
    update player_keys set revoked_at = $3 where id = $1 and player_id = $2 and revoked_at is null returning id
  )
  select id, pg_notify($4, 'key:' || id || ':0') from revoked
`;

/**
 * Revokes a live key of the player and what it granted; false when the player has no such live key. Run it in a
 * transaction: the grants are withdrawn by statements after the key's row is updated, each reading afresh, so a
 * passkey added or a code taken while the update waited for the key's row is found (holdLiveKey, takeLinkCode).
 */
export async function revokeKey(db: Executor, playerId: string, keyId: string, at: Date): Promise<boolean> {
  const result = await db.executeQuery(CompiledQuery.raw(REVOKE, [keyId, playerId, at.toISOString(), MOVES_CHANNEL]));
  if (result.rows.length === 0) return false;
  await db.deleteFrom('passkeys').where('added_by', '=', keyId).execute();
  await db.deleteFrom('push_subscriptions').where('key_id', '=', keyId).execute();
  await db
    .updateTable('link_codes')
    .set({ expires_at: at })
    .where('key_id', '=', keyId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .execute();
  return true;
}
