// Use case: the post-game review of one seat (issue 23). For each decision of the seat, the IS-MCTS value of
// the move it played and of the best move, searched from what the seat knew at the time (decisions.ts) on
// the worker pool, below the bots at tables. Public once the game is over, like its export: the moves are
// public by then, and the review reveals nothing more. Computed once per game and seat, kept in the database
// for every process (store/reviews.ts), and requests that meet while it runs share one computation (desk.ts).
//
// The budget: a review aims at REVIEW_MS of wall time, its decisions spread over the pool's threads, each
// given between MIN_DECISION_MS and MAX_DECISION_MS of search.
import type { Seat } from '../../engine/index.js';
import { readEntries } from '../../store/log.js';
import { readReview, writeReview } from '../../store/reviews.js';
import type { Deps } from '../deps.js';
import { configOf, loadGame } from '../games/load.js';
import { Refusal } from '../refusal.js';
import { statusOf } from '../views/game-view.js';
import { decisionsOf } from './decisions.js';
import type { GameReview } from './schemas.js';

/** The reviewer's version: stored reviews of another one are computed again. */
export const REVIEW_METHOD = 1;
/** The wall time a review aims at (the issue asks for 5 s for a typical game). */
export const REVIEW_MS = 3_000;
export const MIN_DECISION_MS = 10;
export const MAX_DECISION_MS = 250;

/** Each decision's budget: the review's time over its decisions, as many at once as the pool has threads. */
export function decisionMs(decisions: number, threads: number, reviewMs = REVIEW_MS): number {
  const share = Math.floor((reviewMs * threads) / Math.max(1, decisions));
  return Math.min(MAX_DECISION_MS, Math.max(MIN_DECISION_MS, share));
}

/** The search's seed for a decision: from public facts only (the entry and the seat), so a review repeats. */
const seedOf = (seq: number, seat: Seat): number => (seq * 8 + seat) % 2 ** 31;

export async function reviewGame(deps: Deps, gameId: string, seat: Seat): Promise<GameReview> {
  const db = deps.database.db;
  const loaded = await loadGame(deps, db, gameId);
  const status = statusOf(loaded);
  if (status !== 'finished' && status !== 'cancelled') {
    throw Refusal.of(
      'game-not-over',
      `Game ${gameId} is ${status}: its review is public once it is finished or cancelled.`,
    ).saying('game-not-over/review', { game: gameId, status });
  }
  const last = loaded.record.players - 1;
  if (seat > last) {
    throw Refusal.of(
      'invalid-request',
      `Game ${gameId} has seats 0 to ${last}: seat ${seat} is not one of them.`,
    ).saying('invalid-request/seat', { game: gameId, seat, last });
  }
  const stored = await readReview(db, gameId, seat, REVIEW_METHOD);
  if (stored !== null) return stored as GameReview;
  const desk = deps.reviews;
  return desk.once(`${gameId}/${seat}`, async () => {
    const entries = await readEntries(db, gameId, -1, loaded.version);
    const decisions = decisionsOf(loaded.game, configOf(loaded), entries, seat, 0);
    const thinkMs = decisionMs(decisions.length, desk.pool.size, desk.options.reviewMs);
    const limit = desk.options.maxIterations === undefined ? {} : { maxIterations: desk.options.maxIterations };
    const searched = await Promise.all(
      decisions.map(d =>
        desk.pool.review({
          game: loaded.game.id,
          turn: { ...d.turn, thinkMs },
          played: d.played,
          seed: seedOf(d.seq, seat),
          ...limit,
        }),
      ),
    );
    const review: GameReview = {
      id: gameId,
      game: loaded.game.id,
      seat,
      thinkMs,
      decisions: decisions.map((d, i) => {
        const { played, best, iterations } = searched[i] as (typeof searched)[number];
        return { seq: d.seq, played, best, iterations };
      }),
    };
    await writeReview(db, gameId, seat, REVIEW_METHOD, review, deps.now());
    return review;
  });
}
