// One-time codes that link a new device to a player (migrations/0015), by their SHA-256. A code is taken by
// one conditional update, so of two devices typing it at once one wins and the other finds it used.
import type { Executor } from './log.js';

export async function insertLinkCode(
  db: Executor,
  code: { codeHash: string; playerId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('link_codes')
    .values({
      code_hash: code.codeHash,
      player_id: code.playerId,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
    })
    .execute();
}

/** Holds the player's row until the transaction ends, so that two requests count the player's codes in turn. */
export async function lockPlayer(db: Executor, playerId: string): Promise<void> {
  await db.selectFrom('players').select('id').where('id', '=', playerId).forUpdate().execute();
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

/** Marks the code used if it is unused and unexpired at `now`; the player it links, or null. */
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

/** What became of a code that could not be taken: used, expired, or never made. */
export async function linkCodeState(
  db: Executor,
  codeHash: string,
): Promise<{ usedAt: Date | null; expiresAt: Date } | null> {
  const row = await db
    .selectFrom('link_codes')
    .select(['used_at', 'expires_at'])
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return row ? { usedAt: row.used_at, expiresAt: row.expires_at } : null;
}
