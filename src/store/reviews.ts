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

/** Keeps a review; one already there (another process reviewed the same seat first) stays. */
export async function writeReview(
  db: Executor,
  gameId: string,
  seat: number,
  method: number,
  review: unknown,
  at: Date,
): Promise<void> {
  await db
    .insertInto('reviews')
    .values({ game_id: gameId, seat, method, review: JSON.stringify(review), created_at: at })
    .onConflict(oc => oc.doNothing())
    .execute();
}
