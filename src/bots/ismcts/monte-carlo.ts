// What IS-MCTS needs to search Monte Carlo Gamble: every legal move is a candidate (the lists are short),
// playouts follow the heuristic (which prices every decision in squares of progress), and a game stopped at
// the horizon is judged mostly by the road each pawn has covered (C20), a little by money.
import type { Rng } from '../../engine/index.js';
import type { MonteCarloTypes } from '../../games/monte-carlo/index.js';
import type { Move } from '../../games/monte-carlo/schemas.js';
import { view } from '../../games/monte-carlo/view.js';
import { OFF } from '../../games/monte-carlo/state.js';
import { MONEY } from '../../games/monte-carlo/vocabulary.js';
import { monteCarloChoice } from '../monte-carlo/heuristic.js';
import type { SearchPolicy } from './search.js';
import { shares } from './shares.js';

/**
 * Poker (C17–C19) is decided by the heuristic, in playouts as at the root: it prices calls, stakes and
 * rethrows from the exact odds of the dice (dice.ts), where random play or sampling would only add noise.
 */
const POKER_STEPS: ReadonlySet<string> = new Set(['poker_call', 'pledge', 'stake', 'throw']);

/** The bank's whole $1,000,000 is worth this many pawns' journeys. */
const MONEY_WEIGHT = 1;
/** A clear lead, in pawns' journeys. */
const LEAD = 0.4;

/** With heuristic playouts (slow: the heuristic prices landings through arrows and casino chains), or random ones. */
export const monteCarloPolicyWith = (playouts: 'heuristic' | 'random'): SearchPolicy<MonteCarloTypes> => ({
  candidates: (_state, _seat, legal) => legal,
  playout: (state, seat, legal, rng: Rng) =>
    legal.length === 1
      ? (legal[0] as Move)
      : playouts === 'random' && !POKER_STEPS.has(state.step.type)
        ? (legal[rng.int(legal.length)] as Move)
        : monteCarloChoice(view(state, seat), legal),
  prior: monteCarloChoice,
  direct: (seen, legal) => (POKER_STEPS.has(seen.step.type) ? monteCarloChoice(seen, legal) : null),
  evaluate(state) {
    // C20: the first seat with every pawn home wins at once, so the race is what counts; money matters
    // through what it saves (taxes, ruin) and only decides a game stopped by the turn limit (C21).
    const values = state.seats.map((s, seat) => {
      if (s.resigned) return -1e9;
      let road = 0;
      for (const pawn of state.pawns) {
        if (pawn.seat !== seat || pawn.at === OFF) continue;
        road += Math.min(1, pawn.at / state.board.finish);
      }
      return road + MONEY_WEIGHT * (s.money / MONEY.total);
    });
    return shares(values, LEAD);
  },
});

export const monteCarloPolicy = monteCarloPolicyWith('random');
