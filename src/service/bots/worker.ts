// A thread of the bot pool (pool.ts): it runs one piece of work at a time, as it is asked — a built-in
// strategy's decision, or the post-game review of one decision (bots/ismcts/review.ts) — with the
// randomness seeded by the request and the thread's own clock. Pure search in, a move or values out.
import { parentPort } from 'node:worker_threads';
import { reviewerFor, strategyFor } from '../../bots/registry.js';
import type { BotTurn } from '../../bots/strategy.js';
import { seededRng } from '../../engine/index.js';

export interface ThinkRequest {
  readonly id: number;
  readonly game: string;
  readonly strategy: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly turn: BotTurn<any>;
  readonly seed: number;
}

/** The review of one decision: `turn` is what the seat was given, `played` the move it played. */
export interface ReviewRequest {
  readonly id: number;
  readonly game: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly turn: BotTurn<any>;
  readonly played: unknown;
  readonly seed: number;
  /** Iterations at most (tests); the turn's thinkMs bounds the time otherwise. */
  readonly maxIterations?: number;
}

export type PoolRequest = ({ readonly kind: 'think' } & ThinkRequest) | ({ readonly kind: 'review' } & ReviewRequest);

export type PoolAnswer =
  { readonly id: number; readonly result: unknown } | { readonly id: number; readonly error: string };

async function work(request: PoolRequest): Promise<unknown> {
  const tools = { rng: seededRng(request.seed), now: () => performance.now() };
  if (request.kind === 'review') {
    const reviewer = reviewerFor(request.game);
    if (!reviewer) throw new Error(`no reviewer for ${request.game}`);
    const limit = request.maxIterations === undefined ? {} : { maxIterations: request.maxIterations };
    return reviewer(request.turn, request.played, { ...tools, ...limit });
  }
  const strategy = strategyFor(request.game, request.strategy);
  if (!strategy) throw new Error(`no strategy "${request.strategy}" for ${request.game}`);
  return strategy.choose(request.turn, tools);
}

// Loaded: the pool starts the clock of this thread's work only now (pool.ts).
parentPort?.postMessage('ready');

parentPort?.on('message', (request: PoolRequest) => {
  work(request).then(
    result => parentPort?.postMessage({ id: request.id, result } satisfies PoolAnswer),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies PoolAnswer),
  );
});
