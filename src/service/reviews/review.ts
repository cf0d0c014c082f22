// Use case: the post-game review of one seat (issue 23). For each decision of the seat, the IS-MCTS value of
// the move it played and of the best move, searched from what the seat knew at the time (decisions.ts) on
// the worker pool, below the bots at tables. Public once the game is over, like its export: the moves are
// public by then, and the review reveals nothing more. Computed once per game and seat, kept in the database
// for every process (store/reviews.ts), and requests that meet while it runs share one computation (desk.ts).
//
// The budget: a review aims at REVIEW_MS of wall time (desk.ts). Its decisions go to the pool in as many
// lanes as the pool has threads, one decision at a time per lane, and each is given its share of the time
// left when it is sent (between MIN_DECISION_MS and MAX_DECISION_MS): what a decision costs beyond its
// search (the message, folding the log into worlds, a bot at a table served first) is taken from the ones
// after it, so the review ends near its aim instead of its overheads adding up past it.
import { reviewerFor } from '../../bots/registry.js';
import type { Seat } from '../../engine/index.js';
import { readEntries } from '../../store/log.js';
import { keepReview, readReview } from '../../store/reviews.js';
import type { Deps } from '../deps.js';
import { ThreadLost } from '../bots/pool.js';
import { configOf, loadGame } from '../games/load.js';
import type { LoadedGame } from '../games/loaded-game.js';
import { Refusal } from '../refusal.js';
import { statusOf } from '../views/game-view.js';
import { decisionsOf, type Decision } from './decisions.js';
import { REVIEW_MS } from './desk.js';
import type { GameReview } from './schemas.js';

type ReviewedDecision = GameReview['decisions'][number];

/** The reviewer's version: stored reviews of another are computed again (2: undone moves, a stand-in's, left out). */
export const REVIEW_METHOD = 2;
export const MIN_DECISION_MS = 2;
export const MAX_DECISION_MS = 250;
/**
 * When to ask again for a review the pool gave up (review-unavailable): its threads search at the lowest
 * priority (bots/worker.ts), so a decision not answered within its budget and the pool's grace means the
 * machine has been busy for that long; a few seconds later it may not be.
 */
export const RETRY_REVIEW_SECONDS = 10;

/** A decision's budget: the time left over the decisions left, as many at once as the pool has threads. */
export function decisionMs(decisionsLeft: number, threads: number, msLeft: number): number {
  const share = Math.floor((msLeft * Math.min(threads, decisionsLeft)) / Math.max(1, decisionsLeft));
  return Math.min(MAX_DECISION_MS, Math.max(MIN_DECISION_MS, share));
}

/** The search's seed for a decision: from public facts only (the entry and the seat), so a review repeats. */
const seedOf = (seq: number, seat: Seat): number => (seq * 8 + seat) % 2 ** 31;

/**
 * The review of `seat` as GET would start it, without computing anything: the checks every request for a review
 * passes (the game, its reviewer, its end, the seat), then the review if it is kept. Cheap (the game, one row):
 * HEAD answers from this alone (http/routes/games.ts), and a refusal here is one before any work is queued.
 */
export async function keptReview(deps: Deps, asked: string, seat: Seat): Promise<KeptReview> {
  const db = deps.database.db;
  const loaded = await loadGame(deps, db, asked);
  // The game's id as it is written, not as the URL spelt it (a uuid in capitals loads the same game): it names
  // the game in the review, and keys the one computation that requests for the review share.
  const gameId = loaded.record.id;
  // First: a game kind with no reviewer never has a review, finished or not, whichever the seat. The pool's
  // threads take the reviewer from this same registry (bots/worker.ts), where the search would only fail.
  if (reviewerFor(loaded.game.id) === undefined) {
    throw Refusal.of(
      'review-not-offered',
      `Game ${gameId} is a game of ${loaded.game.id}, which this server does not review: no review is offered for it.`,
    ).saying('review-not-offered', { game: gameId, kind: loaded.game.id });
  }
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
  return { loaded, review: stored === null ? null : (stored as GameReview) };
}

export interface KeptReview {
  readonly loaded: LoadedGame;
  /** The review as kept, or null: not computed yet (or by an older REVIEW_METHOD). */
  readonly review: GameReview | null;
}

export async function reviewGame(deps: Deps, asked: string, seat: Seat): Promise<GameReview> {
  const db = deps.database.db;
  const { loaded, review: stored } = await keptReview(deps, asked, seat);
  if (stored !== null) return stored;
  const gameId = loaded.record.id;
  const desk = deps.reviews;
  const key = `${gameId}/${seat}`;
  return desk.once(key, async () => {
    // Read again once in the line: a computation of this review that ended (and left the desk) after the read
    // above began has kept its row, and searching it again would only spend a review's CPU on the same answer.
    const kept = await readReview(db, gameId, seat, REVIEW_METHOD);
    if (kept !== null) return kept as GameReview;
    // The aim counts from the start of the computation: reading and folding the log are part of it.
    const ends = performance.now() + (desk.options.reviewMs ?? REVIEW_MS);
    const entries = await readEntries(db, gameId, -1, loaded.version);
    const { log, decisions } = decisionsOf(loaded.game, configOf(loaded), entries, seat, 0);
    const limit = desk.options.maxIterations === undefined ? {} : { maxIterations: desk.options.maxIterations };
    const searched: ReviewedDecision[] = new Array(decisions.length);
    let next = 0;
    let longest = MIN_DECISION_MS;
    const failures: unknown[] = [];
    const lane = async (): Promise<void> => {
      while (next < decisions.length && failures.length === 0) {
        const at = next++;
        const d = decisions[at] as Decision;
        const thinkMs = decisionMs(decisions.length - at, desk.pool.size, ends - performance.now());
        longest = Math.max(longest, thinkMs);
        const request = {
          game: loaded.game.id,
          review: key,
          turn: { ...d.turn, thinkMs },
          played: d.played,
          seed: seedOf(d.seq, seat),
          ...limit,
        };
        try {
          const { played, best, iterations } = await desk.pool.review(request, log);
          searched[at] = { seq: d.seq, played, best, iterations };
        } catch (error) {
          // The other lanes stop at their next decision: the review is given up whole.
          failures.push(error);
        }
      }
    };
    await Promise.all(Array.from({ length: desk.pool.size }, lane));
    const failure = failures[0];
    if (failure !== undefined) throw failure instanceof ThreadLost ? unavailable(gameId, seat, failure) : failure;
    const review: GameReview = { id: gameId, game: loaded.game.id, seat, thinkMs: longest, decisions: searched };
    // Another process may have kept its own review of the seat first: that one is the answer.
    return ((await keepReview(db, gameId, seat, REVIEW_METHOD, review, deps.now())) ?? review) as GameReview;
  });
}

/**
 * The pool gave a decision up (a thread starved or stuck past its budget and grace, or dead) or is closing:
 * not the caller's fault nor a bug of this request, so a 503 to try again rather than a 500 (an error the
 * search itself raised stays one). The pool's reason goes to the server's log as the refusal's cause.
 */
function unavailable(gameId: string, seat: Seat, cause: unknown): Refusal {
  const refusal = Refusal.of(
    'review-unavailable',
    `The review of seat ${seat} in game ${gameId} could not be computed now (the server is too busy): try again in ${RETRY_REVIEW_SECONDS} s.`,
  )
    .saying('review-unavailable', { game: gameId, seat, seconds: RETRY_REVIEW_SECONDS })
    .after(RETRY_REVIEW_SECONDS);
  refusal.cause = cause;
  return refusal;
}
