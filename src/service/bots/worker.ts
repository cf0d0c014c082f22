// A thread of the bot pool (pool.ts): it runs one built-in strategy's decision at a time, as it is asked,
// with the strategy's randomness seeded by the request and the thread's own clock. Pure search in, a move out.
import { parentPort } from 'node:worker_threads';
import { strategyFor } from '../../bots/registry.js';
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

export type ThinkAnswer =
  { readonly id: number; readonly move: unknown } | { readonly id: number; readonly error: string };

parentPort?.on('message', (request: ThinkRequest) => {
  const answer = async (): Promise<ThinkAnswer> => {
    const strategy = strategyFor(request.game, request.strategy);
    if (!strategy) return { id: request.id, error: `no strategy "${request.strategy}" for ${request.game}` };
    const move: unknown = await strategy.choose(request.turn, {
      rng: seededRng(request.seed),
      now: () => performance.now(),
    });
    return { id: request.id, move };
  };
  answer().then(
    reply => parentPort?.postMessage(reply),
    (error: unknown) => parentPort?.postMessage({ id: request.id, error: String(error) }),
  );
});
