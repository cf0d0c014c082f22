// Where reviews are computed in this process: each decision on the worker pool at its low priority (a bot at
// a table always goes first, bots/pool.ts), and one computation per game and seat at a time — requests that
// arrive while it runs wait for the same one instead of searching again (the stored row then serves the
// others, in every process: store/reviews.ts).
//
// Reviews are computed one after another, not side by side: each is budgeted to take REVIEW_MS with the whole
// pool (review.ts), so the first asked is answered in that time rather than every one in a multiple of it.
// The line is bounded (`maxReviews`, MAX_REVIEWS): past it a new review is refused at once with a 503 and
// Retry-After, rather than keeping its request open for minutes and its search waiting in memory.
import type { DecisionReview as SearchedDecision } from '../../bots/ismcts/review.js';
import type { ReviewRequest } from '../bots/worker.js';
import { Refusal } from '../refusal.js';
import type { GameReview } from './schemas.js';

/** The wall time a review aims at (the issue asks for 5 s for a typical game, this leaves a margin). */
export const REVIEW_MS = 3_000;
/** Reviews computed or waiting at once in one process, by default (MAX_REVIEWS). */
export const DEFAULT_MAX_REVIEWS = 4;

/** The pool as the reviews use it (bots/pool.ts's BotPool). */
export interface ReviewPool {
  /** Threads: a review's decisions are searched this many at a time. */
  readonly size: number;
  /** One decision; `log` is the seat's whole log of the review (sent to each thread once, pool.ts). */
  review(request: Omit<ReviewRequest, 'id' | 'log'>, log: readonly unknown[]): Promise<SearchedDecision<unknown>>;
}

export interface DeskOptions {
  /** Iterations at most per decision: reproducible reviews (tests); the time budget alone otherwise. */
  readonly maxIterations?: number;
  /** The wall time a review aims at, spread over its decisions (REVIEW_MS by default). */
  readonly reviewMs?: number;
  /** Reviews computed or waiting at once (DEFAULT_MAX_REVIEWS by default); 0: no bound. */
  readonly maxReviews?: number;
}

export class ReviewDesk {
  private readonly underWay = new Map<string, Promise<GameReview>>();
  /** The end of the line: the next review starts once this settles. */
  private line: Promise<unknown> = Promise.resolve();

  constructor(
    readonly pool: ReviewPool,
    readonly options: DeskOptions = {},
  ) {}

  /** Reviews being computed or waiting in this process now. */
  get computing(): number {
    return this.underWay.size;
  }

  /** The review under `key`: the computation under way, or a new one at the end of the line. */
  once(key: string, compute: () => Promise<GameReview>): Promise<GameReview> {
    const running = this.underWay.get(key);
    if (running) return running;
    const max = this.options.maxReviews ?? DEFAULT_MAX_REVIEWS;
    if (max > 0 && this.underWay.size >= max) {
      // The line moves by about one review's time: try again when one has left it.
      const seconds = Math.max(1, Math.ceil((this.options.reviewMs ?? REVIEW_MS) / 1000));
      throw Refusal.of(
        'too-many-reviews',
        `This server is computing or holding ${this.underWay.size} reviews, the most it takes at once (MAX_REVIEWS ${max}): try again in ${seconds} s.`,
        { limit: max },
      )
        .saying('too-many-reviews', { count: this.underWay.size, max, seconds })
        .after(seconds);
    }
    const started = this.line.then(compute).finally(() => this.underWay.delete(key));
    this.line = started.catch(() => undefined);
    this.underWay.set(key, started);
    return started;
  }
}
