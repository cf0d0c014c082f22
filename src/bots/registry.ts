// The built-in players of each game, by name. `random` plays every game; each game adds its own heuristic,
// and `ismcts` (information-set Monte Carlo tree search, the strongest) where the game can sample worlds.
import { ismctsReviewer, type Reviewer } from './ismcts/review.js';
import { DEFAULT_SETTINGS, ismcts, type IsmctsSettings } from './ismcts/strategy.js';
import { monadPolicy } from './ismcts/monad.js';
import { monteCarloPolicy } from './ismcts/monte-carlo.js';
import { monadHeuristic } from './monad/heuristic.js';
import { monteCarloHeuristic } from './monte-carlo/heuristic.js';
import { randomStrategy } from './random.js';
import type { AnyStrategy, BotCatalog } from './strategy.js';
import { monad } from '../games/monad/index.js';
import { monteCarlo } from '../games/monte-carlo/index.js';

// Playout horizons as far as they were measured (reports of issue 23): Monad's heuristic playouts of 60 moves
// (about three turns) in the tree search. Monte Carlo's decisions are searched flat at the root on common random
// numbers (paired.ts: every move on the same sampled worlds and dice), each move played on with the heuristic for
// 10 moves (about two turns; looking two casino draws ahead, not three: monte-carlo.ts) and judged by the turns
// each seat still needs, weighed as a logistic regression on heuristic games found them (monte-carlo-value.ts); the
// heuristic's move stands unless another beats it by two standard errors of the paired differences (overruleZ);
// stopping playouts where a later turn begins instead (horizonTurns) did no better. A move two standard errors
// behind the heuristic's leaves the race (dropZ), and a search with no other move left ends: most decisions have
// two candidates, so about half end well before their budget. Poker is not searched (the policy's `direct`). The
// tree search, with random or heuristic playouts, played no better than the heuristic there (README, "How strong
// `ismcts` is"). Exported for scripts/search-by-step.ts, which searches kind by kind.
const MONAD_SEARCH: IsmctsSettings = { ...DEFAULT_SETTINGS, horizon: 60 };
export const MONTE_CARLO_SEARCH: IsmctsSettings = {
  ...DEFAULT_SETTINGS,
  horizon: 10,
  overruleZ: 2,
  root: 'paired',
  dropZ: 2,
};

const byGame: Readonly<Record<string, readonly AnyStrategy[]>> = {
  monad: [randomStrategy, monadHeuristic, ismcts(monad, monadPolicy, MONAD_SEARCH)],
  'monte-carlo': [randomStrategy, monteCarloHeuristic, ismcts(monteCarlo, monteCarloPolicy, MONTE_CARLO_SEARCH)],
};

// The post-game review searches as the `ismcts` player does, with the same settings.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const reviewers: Readonly<Record<string, Reviewer<any>>> = {
  monad: ismctsReviewer(monad, monadPolicy, MONAD_SEARCH),
  'monte-carlo': ismctsReviewer(monteCarlo, monteCarloPolicy, MONTE_CARLO_SEARCH),
};

/** Strategy names available for a game. */
export const strategyNames = (gameId: string): string[] => (byGame[gameId] ?? [randomStrategy]).map(s => s.name);

export function strategyFor(gameId: string, name: string): AnyStrategy | undefined {
  return (byGame[gameId] ?? [randomStrategy]).find(s => s.name === name);
}

/** The built-in players, as the server and the OpenAPI document take them. */
export const builtInBots: BotCatalog = { names: strategyNames, get: strategyFor };

/** The post-game reviewer of a game (IS-MCTS), or undefined when the game cannot be searched. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const reviewerFor = (gameId: string): Reviewer<any> | undefined => reviewers[gameId];
