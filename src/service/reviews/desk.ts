// Where reviews are computed in this process: each decision on the worker pool at its low priority (a bot at
// a table always goes first, bots/pool.ts), and one computation per game and seat at a time — requests that
// arrive while it runs wait for the same one instead of searching again (the stored row then serves the
// others, in every process: store/reviews.ts).
import type { DecisionReview as SearchedDecision } from '../../bots/ismcts/review.js';
import type { ReviewRequest } from '../bots/worker.js';
import type { GameReview } from './schemas.js';

/** The pool as the reviews use it (bots/pool.ts's BotPool). */
export interface ReviewPool {
  /** Threads: a review's decisions are searched this many at a time. */
  readonly size: number;
  review(request: Omit<ReviewRequest, 'id'>): Promise<SearchedDecision<unknown>>;
}

export interface DeskOptions {
  /** Iterations at most per decision: reproducible reviews (tests); the time budget alone otherwise. */
  readonly maxIterations?: number;
  /** The wall time a review aims at, spread over its decisions (REVIEW_MS by default). */
  readonly reviewMs?: number;
}

export class ReviewDesk {
  private readonly underWay = new Map<string, Promise<GameReview>>();

  constructor(
    readonly pool: ReviewPool,
    readonly options: DeskOptions = {},
  ) {}

  /** Reviews being computed in this process now. */
  get computing(): number {
    return this.underWay.size;
  }

  /** The review under `key`: the computation under way, or a new one. */
  once(key: string, compute: () => Promise<GameReview>): Promise<GameReview> {
    const running = this.underWay.get(key);
    if (running) return running;
    const started = compute().finally(() => this.underWay.delete(key));
    this.underWay.set(key, started);
    return started;
  }
}
