// Post-game reviews (src/service/reviews/): a finished game's review of one seat, as computed once by the
// reviewer of version `method`. Only a cache: any process may compute the same review again.
import type { Executor } from './log.js';

/** The stored review of the seat under the reviewer's version, or null. */
export async function readReview(db: Executor, gameId: string, seat: number, method: number): Promise<unknown> {
  const row = await db
    .selectFrom('reviews')
    .select('review')
    .where('game_id', '=', gameId)
    .where('seat', '=', seat)
    .where('method', '=', method)
    .executeTakeFirst();
  return row?.review ?? null;
}

/**
 * Keeps a review and returns the one kept: one already there (another process reviewed the same seat first,
 * and a search on a time budget seldom gives the same numbers twice) stays, and is the answer, so that every
 * caller is given the review every later one reads.
 */
export async function keepReview(
  db: Executor,
  gameId: string,
  seat: number,
  method: number,
  review: unknown,
  at: Date,
): Promise<unknown> {
  const inserted = await db
    .insertInto('reviews')
    .values({ game_id: gameId, seat, method, review: JSON.stringify(review), created_at: at })
    .onConflict(oc => oc.doNothing())
    .returning('review')
    .executeTakeFirst();
  // A conflict waited for the other insert's commit: its row is there to read.
  return inserted ? inserted.review : await readReview(db, gameId, seat, method);
}
