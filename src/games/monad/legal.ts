// M9–M18 as a list: every legal move of a seat, complete and in a fixed order — trades (a bonus-eligible
// trade twice: taking, then declining the bonus), minimal buys, leaps, then draw, flip, pass, end_turn.
import { COLOURS, MONAD, TARGETS, VALUES, cardOfKind, kindOf, setOfKind, type Card, type Colour } from './cards.js';
import { LEAP_TARGET } from './buy.js';
import { forEachTrade } from './legal-trades.js';
import type { MonadMove } from './schemas.js';
import type { MonadState, SeatState } from './state.js';
import { isAvailable } from './table.js';
import { bonusRefusal } from './trade.js';
import { passRefusal } from './turn.js';

export function legalMoves(state: MonadState, seat: number): MonadMove[] {
  if (state.ending !== null || !state.started || state.turn.seat !== seat) return [];
  const moves: MonadMove[] = [];
  forEachTrade(state, seat, (trade) => {
    const cards = [cardOfKind(trade.a), cardOfKind(trade.b)];
    if (bonusRefusal(state, trade) === null) {
      moves.push({ type: 'trade', cards, takeBonus: true }, { type: 'trade', cards, takeBonus: false });
    } else {
      moves.push({ type: 'trade', cards });
    }
  });
  const hand = (state.seats[seat] as SeatState).hand;
  for (let target = 1; target <= MONAD; target++) {
    if (isAvailable(state, target)) minimalBuys(hand, target, moves);
  }
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

/**
 * M14: every minimal buy of `target` — no card could be left out and still pay — each multiset of kinds once.
 * Kinds are tried from the most valuable down; once the total reaches the price, adding any further (cheaper)
 * card would make it non-minimal, and the last card added is the cheapest, so every multiset found is minimal.
 */
function minimalBuys(hand: readonly number[], target: number, out: MonadMove[]): void {
  const price = VALUES[target] as number;
  const kinds: number[] = [];
  for (let kind = target * 6 - 1; kind >= 0; kind--) if ((hand[kind] as number) > 0) kinds.push(kind);
  // Points still available from kinds[i..].
  const rest = new Array<number>(kinds.length + 1).fill(0);
  for (let i = kinds.length - 1; i >= 0; i--) {
    const kind = kinds[i] as number;
    rest[i] = (rest[i + 1] as number) + (hand[kind] as number) * (VALUES[setOfKind(kind)] as number);
  }
  const chosen: number[] = [];
  const name = TARGETS[target - 1] as (typeof TARGETS)[number];
  const visit = (i: number, total: number): void => {
    if (total >= price) {
      const cards: Card[] = [];
      for (let k = chosen.length - 1; k >= 0; k--) cards.push(cardOfKind(chosen[k] as number));
      out.push({ type: 'buy', target: name, cards });
      return;
    }
    if (i >= kinds.length || total + (rest[i] as number) < price) return;
    const kind = kinds[i] as number;
    const value = VALUES[setOfKind(kind)] as number;
    const max = hand[kind] as number;
    // Take `n` cards of this kind, then move on; stop adding once the price is reached.
    let n = 0;
    let sum = total;
    for (; n < max && sum < price; ) {
      n++;
      sum += value;
      chosen.push(kind);
      visit(i + 1, sum);
    }
    chosen.length -= n;
    visit(i + 1, total);
  };
  visit(0, 0);
}

/** M15: every set of 4, 5 or 6 differently coloured commons held, when its column is not empty. */
function leaps(state: MonadState, hand: readonly number[], out: MonadMove[]): void {
  const held: Colour[] = [];
  for (let colour = 0; colour < COLOURS.length; colour++) if ((hand[kindOf(0, colour)] as number) > 0) held.push(COLOURS[colour] as Colour);
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

