// One thread of `npm run arena -- --jobs N`: plays the games of the series it is given (by number, so that
// each game is seeded as it would be in a single thread) and posts each game's record as it ends.
import { parentPort, workerData } from 'node:worker_threads';
import { playGame, type TournamentSpec } from '../src/bots/arena/tournament.js';
import { strategyFor } from '../src/bots/registry.js';
import type { AnyStrategy } from '../src/bots/strategy.js';
import { games } from '../src/games/registry.js';

export interface ArenaShard {
  readonly game: string;
  readonly players: number;
  readonly options: unknown;
  readonly entries: readonly string[];
  readonly seed: number;
  readonly thinkMs: number;
  readonly games: number;
  /** The game numbers this thread plays. */
  readonly numbers: readonly number[];
}

const shard = workerData as ArenaShard;
const game = games.find(g => g.id === shard.game);
if (!game) throw new Error(`unknown game ${shard.game}`);
const spec: TournamentSpec = {
  game,
  config: { players: shard.players, options: shard.options },
  entries: shard.entries.map(name => strategyFor(shard.game, name) as AnyStrategy),
  games: shard.games,
  seed: shard.seed,
  thinkMs: shard.thinkMs,
};
for (const g of shard.numbers) parentPort?.postMessage(await playGame(spec, g));
