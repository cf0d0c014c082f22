// One-time codes that link a new device to a player (migrations/0015), by their SHA-256. A code is taken by
// one conditional update, so of two devices typing it at once one wins and the other finds it used. A code
// belongs to the key that made it (migrations/0022) and is taken only while that key is live: a revoked device
// cannot come back through a code it made before its revocation.
import type { Executor } from './log.js';

export async function insertLinkCode(
  db: Executor,
  code: { codeHash: string; playerId: string; keyId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('link_codes')
    .values({
      code_hash: code.codeHash,
      player_id: code.playerId,
      key_id: code.keyId,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
    })
    .execute();
}

/** How many codes the player made since `since`, and when the oldest of them was made. */
export async function linkCodesSince(
  db: Executor,
  playerId: string,
  since: Date,
): Promise<{ count: number; first: Date | null }> {
  const row = await db
    .selectFrom('link_codes')
    .select(eb => [eb.fn.countAll<string>().as('count'), eb.fn.min('created_at').as('first')])
    .where('player_id', '=', playerId)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), first: row?.first ?? null };
}

/**
 * Marks the code used if it is unused, unexpired at `now` and its key is live; the player it links, or null.
 * A revocation committing meanwhile expires the code's row (store/player-keys.ts), and this update, waiting on
 * that row, then finds it expired: whichever commits first wins, never both.
 */
export async function takeLinkCode(
  db: Executor,
  codeHash: string,
  now: Date,
): Promise<{ id: string; name: string; handle: string } | null> {
  const taken = await db
    .updateTable('link_codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where(eb =>
      eb.exists(
        eb
          .selectFrom('player_keys')
          .select('player_keys.id')
          .whereRef('player_keys.id', '=', 'link_codes.key_id')
          .where('player_keys.revoked_at', 'is', null),
      ),
    )
    .returning('player_id')
    .executeTakeFirst();
  if (!taken) return null;
  const player = await db
    .selectFrom('players')
    .select(['id', 'name', 'handle'])
    .where('id', '=', taken.player_id)
    .executeTakeFirstOrThrow();
  return player;
}

/**
 * What became of a code that could not be taken: used, made by a key since revoked (or by none: made before
 * migrations/0022), expired, or never made.
 */
export async function linkCodeState(
  db: Executor,
  codeHash: string,
): Promise<{ usedAt: Date | null; expiresAt: Date; keyLive: boolean } | null> {
  const row = await db
    .selectFrom('link_codes')
    .leftJoin('player_keys', 'player_keys.id', 'link_codes.key_id')
    .select(['link_codes.used_at', 'link_codes.expires_at', 'player_keys.id as key_id', 'player_keys.revoked_at'])
    .where('link_codes.code_hash', '=', codeHash)
    .executeTakeFirst();
  if (!row) return null;
  return { usedAt: row.used_at, expiresAt: row.expires_at, keyLive: row.key_id !== null && row.revoked_at === null };
}
