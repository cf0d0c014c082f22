// M9–M18 as a list: every legal move of a seat in a fixed order — trades (a bonus-eligible trade twice:
// taking, then declining the bonus), minimal buys (one colour choice per multiset of sets: legal-buys.ts),
// leaps, then draw, flip, pass, end_turn.
import { COLOURS, cardOfKind, kindOf, type Colour } from './cards.js';
import { LEAP_TARGET } from './buy.js';
import { minimalBuys } from './legal-buys.js';
import { forEachTrade } from './legal-trades.js';
import type { MonadMove } from './schemas.js';
import type { MonadState, SeatState } from './state.js';
import { isAvailable } from './table.js';
import { bonusRefusal } from './trade.js';
import { passRefusal } from './turn.js';

export function legalMoves(state: MonadState, seat: number): MonadMove[] {
  if (state.ending !== null || !state.started || state.turn.seat !== seat) return [];
  const moves: MonadMove[] = [];
  forEachTrade(state, seat, trade => {
    const cards = [cardOfKind(trade.a), cardOfKind(trade.b)];
    if (bonusRefusal(state, trade) === null) {
      moves.push({ type: 'trade', cards, takeBonus: true }, { type: 'trade', cards, takeBonus: false });
    } else {
      moves.push({ type: 'trade', cards });
    }
  });
  const { hand, identity } = state.seats[seat] as SeatState;
  minimalBuys(hand, identity, target => isAvailable(state, target), moves);
  if (state.turn.prepared) leaps(state, hand, moves);
  if (state.turn.transactions === 0) {
    if (state.deck !== null) moves.push({ type: 'draw' });
    else if (state.discard.length > 0) moves.push({ type: 'flip' });
    if (passRefusal(state, seat) === null) moves.push({ type: 'pass' });
  } else {
    moves.push({ type: 'end_turn' });
  }
  return moves;
}

/** M15: every set of 4, 5 or 6 differently coloured commons held, when its column is not empty. */
function leaps(state: MonadState, hand: readonly number[], out: MonadMove[]): void {
  const held: Colour[] = [];
  for (let colour = 0; colour < COLOURS.length; colour++)
    if ((hand[kindOf(0, colour)] as number) > 0) held.push(COLOURS[colour] as Colour);
  for (let size = 4; size <= Math.min(6, held.length); size++) {
    if (!isAvailable(state, LEAP_TARGET[size] as number)) continue;
    const pick: Colour[] = [];
    const choose = (from: number): void => {
      if (pick.length === size) {
        out.push({ type: 'leap', commons: pick.slice() });
        return;
      }
      for (let i = from; i <= held.length - (size - pick.length); i++) {
        pick.push(held[i] as Colour);
        choose(i + 1);
        pick.pop();
      }
    };
    choose(0);
  }
}
