// What the table quotas count (src/service/tables/quota.ts), through the partial indexes of
// migrations/0010: a creator's waiting tables, and the tables they opened since a time. Counting and
// inserting happen under a transaction-scoped advisory lock on the creator, so two processes opening tables
// for one creator at once cannot both see room for one more.
import { sql } from 'kysely';
import type { Executor } from './log.js';

/** How `games.creator` names a player who opened a table (an address is `ip:<digest>`, tables/quota.ts). */
export const playerCreator = (playerId: string): string => `player:${playerId}`;

/** Holds the creator's lock until the transaction ends (run it inside one). */
export async function lockCreator(db: Executor, creator: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`croupier-creator:${creator}`}, 0))`.execute(db);
}

/**
 * The creator's waiting tables, and how many of them are in the lobby; those without a joining deadline
 * opened at or before `expiredBefore` have expired (service/tables/expiry.ts) and are not counted.
 */
export async function waitingTablesOf(
  db: Executor,
  creator: string,
  expiredBefore: Date,
): Promise<{ waiting: number; listed: number }> {
  const row = await db
    .selectFrom('games')
    .select(eb => [
      eb.fn.countAll<string | number>().as('waiting'),
      eb.fn.count<string | number>('lobby_rank').as('listed'),
    ])
    .where('creator', '=', creator)
    .where('status', '=', 'waiting')
    .where(eb => eb.or([eb('join_within_seconds', 'is not', null), eb('created_at', '>', expiredBefore)]))
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.waiting), listed: Number(row.listed) };
}

/** How many tables the creator opened after `since`, and when the first of them was opened. */
export async function tablesOpenedSince(
  db: Executor,
  creator: string,
  since: Date,
): Promise<{ count: number; first: Date | null }> {
  const row = await db
    .selectFrom('games')
    .select(eb => [eb.fn.countAll<string | number>().as('count'), eb.fn.min('created_at').as('first')])
    .where('creator', '=', creator)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  const first = row.first as Date | string | null;
  return { count: Number(row.count), first: first === null ? null : new Date(first) };
}

/** Whom a table is counted against (`player:<id>` or `ip:<digest>`); null for a game without an open seat. */
export async function creatorOfGame(db: Executor, gameId: string): Promise<string | null> {
  const row = await db.selectFrom('games').select('creator').where('id', '=', gameId).executeTakeFirst();
  return row?.creator ?? null;
}
