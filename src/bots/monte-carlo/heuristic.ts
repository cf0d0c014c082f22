// A Monte Carlo Gamble player that reads only its seat's view and the legal moves. Every decision is
// priced in one currency, squares of progress in the race (worth.ts), looking ahead through arrows and
// casino chains with the cards that can still come (table.ts counts them from the public result pile):
// which colour to name and which pawn to move (pawns.ts), the bet and A or B (casino.ts), whether to
// call poker and for how much, and which dice to throw again (duel.ts, dice.ts), and whom a ruin sends
// back (ruin.ts). Choices are deterministic: the Rng is not needed.
import type { MonteCarloTypes } from '../../games/monte-carlo/index.js';
import type { Move, View } from '../../games/monte-carlo/schemas.js';
import type { Strategy } from '../strategy.js';
import { chooseBet, chooseOption } from './casino.js';
import { chooseCall, chooseStake, chooseThrow } from './duel.js';
import { chooseColour, chooseMove } from './pawns.js';
import { chooseSendBack } from './ruin.js';
import { CASINO_DRAWS } from './deck.js';
import { tableOf } from './table.js';

/**
 * The move the heuristic plays: also the IS-MCTS bot's playout policy, hence synchronous. `draws`: the casino
 * draws it looks ahead in a chain (table.ts).
 */
export function monteCarloChoice(view: View, legal: readonly Move[], draws = CASINO_DRAWS): Move {
  const first = legal[0];
  if (!first) throw new Error('no legal move');
  const table = tableOf(view, draws);
  if (view.ruins.length > 0)
    return chooseSendBack(
      table,
      legal.filter(m => m.type === 'send_back'),
    );
  const { step, duel } = view;
  switch (step.type) {
    case 'name_colour':
      return chooseColour(table, legal);
    case 'move_pawn':
      return chooseMove(table, legal);
    case 'bet':
      return chooseBet(table, step, legal);
    case 'option':
      return chooseOption(table, step, legal);
    case 'poker_call':
      return chooseCall(table, legal);
    case 'pledge':
      // C19: the duel would be thrown by another player: stay out.
      return legal.find(m => m.type === 'pledge' && m.amount === 0) ?? first;
    case 'stake':
      return duel ? chooseStake(table, duel, legal) : first;
    case 'throw':
      return duel ? chooseThrow(table, duel, legal) : first;
    case 'roll':
    case 'setup':
    case 'resolving':
    case 'over':
      return first;
    default: {
      const unknown: never = step;
      throw new Error(`unknown step ${JSON.stringify(unknown)}`);
    }
  }
}

export const monteCarloHeuristic: Strategy<MonteCarloTypes> = {
  name: 'heuristic',
  choose: turn => Promise.resolve(monteCarloChoice(turn.view, turn.legal)),
};
