// Deciding a move: the checks every move shares (the game is on, the seat is playing and it is its turn),
// then the rule of the move itself. Monad draws no randomness after the deal: the deck's order is the
// discard pile's, which is public (M17).
import type { Decision } from '../../engine/index.js';
import { decideBuy, decideLeap } from './buy.js';
import type { MonadFact, MonadMove } from './schemas.js';
import type { MonadState } from './state.js';
import { decideTrade } from './trade.js';
import { decideDraw, decideEndTurn, decideFlip, decidePass } from './turn.js';
import { violation } from './violations.js';

/** Why `seat` cannot act now at all, or null. */
export function actingRefusal(state: MonadState, seat: number): Decision<MonadFact> | null {
  if (state.ending !== null) return violation('M11', 'game-over', 'The game is over.');
  if (!state.started) return violation('M6', 'not-dealt', 'The cards have not been dealt yet.');
  if (state.seats[seat]?.resigned) return violation('M21', 'resigned', 'You have resigned from this game.');
  if (state.turn.seat !== seat)
    return violation('M8', 'not-your-turn', `It is seat ${state.turn.seat}'s turn, not yours.`, {
      seat: state.turn.seat,
    });
  return null;
}

export function decide(state: MonadState, seat: number, move: MonadMove): Decision<MonadFact> {
  const refused = actingRefusal(state, seat);
  if (refused) return refused;
  switch (move.type) {
    case 'trade':
      return decideTrade(state, seat, move.cards, move.takeBonus ?? false);
    case 'buy':
      return decideBuy(state, seat, move.target, move.cards);
    case 'leap':
      return decideLeap(state, seat, move.commons);
    case 'draw':
      return decideDraw(state, seat);
    case 'flip':
      return decideFlip(state, seat);
    case 'pass':
      return decidePass(state, seat);
    case 'end_turn':
      return decideEndTurn(state, seat);
    default: {
      const unreachable: never = move;
      throw new Error(`unknown Monad move ${JSON.stringify(unreachable)}`);
    }
  }
}
