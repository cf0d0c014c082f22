// What IS-MCTS needs to search Monad: the tree considers the heuristic's best few moves of a long list (a
// hand of many cards lists dozens of buys, nearly all of them overpaying), playouts follow the heuristic
// (greedy in points, M3), and a game stopped at the horizon is judged by Monads and the points in hand.
import type { Rng, Seat } from '../../engine/index.js';
import { COLOURS, VALUES, setOfKind } from '../../games/monad/cards.js';
import type { MonadTypes } from '../../games/monad/index.js';
import type { MonadMove, MonadState } from '../../games/monad/index.js';
import { monadChoice, monadChoiceFor, monadScores } from '../monad/heuristic.js';
import type { SearchPolicy } from './search.js';
import { shares } from './shares.js';

/** Moves the tree considers at most at a node, besides the whole-turn ones (draw, flip, pass, end). */
export const MONAD_BRANCHING = 6;
/** A hand's points are worth this fraction of a Monad's 80 in the evaluation: they are on the way to one. */
const HAND_WEIGHT = 0.8;
/** A clear lead, in Monad-equivalent points. */
const LEAD = 60;
/** With this probability a playout move is drawn among the heuristic's top moves, not its best: varied playouts. */
const PLAYOUT_EPSILON = 0.1;

const identityOf = (state: MonadState, seat: Seat): string => COLOURS[state.seats[seat]?.identity ?? 0] as string;

function topMoves(state: MonadState, seat: Seat, legal: readonly MonadMove[], count: number): MonadMove[] {
  const scores = monadScores(identityOf(state, seat), legal);
  const order = legal.map((_, i) => i).sort((a, b) => (scores[b] as number) - (scores[a] as number));
  const chosen: MonadMove[] = [];
  for (const i of order) {
    const move = legal[i] as MonadMove;
    const wholeTurn = move.type !== 'trade' && move.type !== 'buy' && move.type !== 'leap';
    if (wholeTurn || chosen.length < count) chosen.push(move);
  }
  return chosen;
}

export const monadPolicy: SearchPolicy<MonadTypes> = {
  candidates: (state, seat, legal) =>
    legal.length <= MONAD_BRANCHING ? legal : topMoves(state, seat, legal, MONAD_BRANCHING),
  playout(state, seat, legal, rng: Rng) {
    if (legal.length > 1 && rng.int(1000) < PLAYOUT_EPSILON * 1000) {
      const top = topMoves(state, seat, legal, 3);
      return top[rng.int(top.length)] as MonadMove;
    }
    return monadChoiceFor(identityOf(state, seat), legal);
  },
  prior: monadChoice,
  evaluate(state) {
    const values = state.seats.map(s => {
      let points = 0;
      s.hand.forEach((n, kind) => (points += n * (VALUES[setOfKind(kind)] as number)));
      return s.resigned ? -1e6 : s.monads * 80 + HAND_WEIGHT * points;
    });
    return shares(values, LEAD);
  },
};
