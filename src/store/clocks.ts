// The clocks' one query: games whose earliest deadline has passed, through the partial index on
// `games.deadline` (migrations/0007), so a sweep costs the due games, not all games.
import type { Executor } from './log.js';

/** Ids of games with a deadline at or before `now`, earliest first, at most `limit`. */
export async function dueGames(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('games')
    .select('id')
    .where('deadline', 'is not', null)
    .where('deadline', '<=', now)
    .orderBy('deadline')
    .limit(limit)
    .execute();
  return rows.map(r => r.id);
}
