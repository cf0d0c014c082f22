// Players by handle. Handles are unique without regard to case (migrations/0016: a unique index on
// lower(handle)), so a lookup lowers both sides and walks that index.
import { sql } from 'kysely';
import type { Executor } from './log.js';

export interface HandleRecord {
  readonly id: string;
  readonly name: string;
  readonly handle: string;
  /** The built-in strategy this player stands for, or null. */
  readonly builtin: string | null;
  /** A bot (built in, or a program holding a key), rather than a person. */
  readonly isBot: boolean;
  readonly createdAt: Date;
}

/** The player whose handle is `handle` in any case, or null. */
export async function findPlayerByHandle(db: Executor, handle: string): Promise<HandleRecord | null> {
  const row = await db
    .selectFrom('players')
    .select(['id', 'name', 'handle', 'builtin', 'is_bot', 'created_at'])
    .where(sql<string>`lower(handle)`, '=', handle.toLowerCase())
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        name: row.name,
        handle: row.handle,
        builtin: row.builtin,
        isBot: row.is_bot,
        createdAt: row.created_at,
      }
    : null;
}

/** The handles of these players, by id (those without a row are left out). */
export async function handlesOf(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('players').select(['id', 'handle']).where('id', 'in', ids).execute();
  return new Map(rows.map(r => [r.id, r.handle]));
}

/**
 * The player row of built-in bot `name`, made at its first need (two processes making it at once make one:
 * the unique index on `builtin`). Its handle is `handle`; it holds no key (no row in player_keys).
 */
export async function builtInPlayer(
  db: Executor,
  bot: { readonly id: string; readonly name: string; readonly handle: string; readonly at: Date },
): Promise<string> {
  await db
    .insertInto('players')
    .values({
      id: bot.id,
      name: bot.name,
      handle: bot.handle,
      builtin: bot.name,
      is_bot: true,
      created_at: bot.at,
    })
    .onConflict(oc => oc.doNothing())
    .execute();
  const row = await db.selectFrom('players').select('id').where('builtin', '=', bot.name).executeTakeFirstOrThrow();
  return row.id;
}
