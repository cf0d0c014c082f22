// The clocks' queries: games whose earliest deadline has passed, through the partial index on `games.deadline`
// (migrations/0007), so a sweep costs the due games, not all games; and, the same way, games whose earliest turn
// reminder came (`games.remind_at`, migrations/0027: store/reminders.ts).
import type { Executor } from './log.js';

/** The projected moments a sweep looks for, each with a partial index of its own. */
type DueColumn = 'deadline' | 'remind_at';

/** Ids of games whose `column` is at or before `now`, earliest first, at most `limit`. */
export async function gamesDue(db: Executor, column: DueColumn, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('games')
    .select('id')
    .where(column, 'is not', null)
    .where(column, '<=', now)
    .orderBy(column)
    .limit(limit)
    .execute();
  return rows.map(r => r.id);
}

/** Ids of games with a deadline at or before `now`, earliest first, at most `limit`. */
export const dueGames = (db: Executor, now: Date, limit: number): Promise<string[]> =>
  gamesDue(db, 'deadline', now, limit);
