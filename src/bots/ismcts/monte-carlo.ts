// What the search needs to play Monte Carlo Gamble: every legal move is a candidate (the lists are short),
// playouts follow the heuristic (random ones, poker excepted, served the tree search), and a game stopped at
// the horizon is judged by the expected turns each seat still needs to bring every pawn home, weighed as
// heuristic games bear out (monte-carlo-value.ts: 'turns' beat the road covered and the heuristic's
// yardstick in the arena).
import type { Rng } from '../../engine/index.js';
import type { MonteCarloTypes } from '../../games/monte-carlo/index.js';
import type { Move } from '../../games/monte-carlo/schemas.js';
import { view } from '../../games/monte-carlo/view.js';
import { monteCarloChoice } from '../monte-carlo/heuristic.js';
import { rememberedChoice } from './monte-carlo-choices.js';
import { raceShares, turnShares, worthShares } from './monte-carlo-value.js';
import type { SearchPolicy } from './search.js';

/**
 * Poker (C17–C19) is decided by the heuristic, in playouts as at the root: it prices calls, stakes and
 * rethrows from the exact odds of the dice (dice.ts), where random play or sampling would only add noise.
 */
const POKER_STEPS: ReadonlySet<string> = new Set(['poker_call', 'pledge', 'stake', 'throw']);

/**
 * The casino draws the heuristic looks ahead in a chain in playouts: two, not its three (CASINO_DRAWS). The pricing
 * of casino chains is most of a playout's cost, and a chain three casinos deep is rare: two draws make a playout
 * about 1.6 times as fast, and such a heuristic plays as well as the full one (49.1 % against it, 4,000 duplicate
 * games [47.7 %, 50.5 %]; one draw: 46.1 %). The root's prior and poker keep the full heuristic.
 */
export const PLAYOUT_DRAWS = 2;

/**
 * With heuristic playouts (slow: the heuristic prices landings through arrows and casino chains, so its
 * choices are remembered by position unless `remember` is false: monte-carlo-choices.ts), or random ones.
 */
export const monteCarloPolicyWith = (
  playouts: 'heuristic' | 'random',
  evaluation: 'race' | 'worth' | 'turns' = 'race',
  remember = true,
  draws = PLAYOUT_DRAWS,
): SearchPolicy<MonteCarloTypes> => ({
  candidates: (_state, _seat, legal) => legal,
  playout: (state, seat, legal, rng: Rng) =>
    legal.length === 1
      ? (legal[0] as Move)
      : playouts === 'random' && !POKER_STEPS.has(state.step.type)
        ? (legal[rng.int(legal.length)] as Move)
        : remember
          ? rememberedChoice(state, seat, draws, () => monteCarloChoice(view(state, seat), legal, draws))
          : monteCarloChoice(view(state, seat), legal, draws),
  prior: monteCarloChoice,
  direct: (seen, legal) => (POKER_STEPS.has(seen.step.type) ? monteCarloChoice(seen, legal) : null),
  evaluate: evaluation === 'worth' ? worthShares : evaluation === 'turns' ? turnShares : raceShares,
  turnOf: state => state.turn.number,
});

export const monteCarloPolicy = monteCarloPolicyWith('heuristic', 'turns');
