// The expiry sweep's one query (service/tables/expiry.ts): waiting tables without a joining deadline opened
// at or before a cutoff, oldest first, through the partial index of migrations/0013, so a sweep costs the
// expired tables, not all games.
import type { Executor } from './log.js';

/** Ids of waiting tables without a joining deadline opened at or before `cutoff`, oldest first, at most `limit`. */
export async function expiredTables(db: Executor, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('games')
    .select('id')
    .where('status', '=', 'waiting')
    .where('join_within_seconds', 'is', null)
    .where('created_at', '<=', cutoff)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map(r => r.id);
}
