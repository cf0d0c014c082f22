// M14 as a list, kept small for every hand the rules allow. A buy is listed once per minimal multiset of
// *sets* (two bi and a common buy a tri), with one representative choice of colours; `decide` accepts any
// other choice of colours that pays enough (buy.ts checks points, not colours). Listing every multiset of
// card *kinds* instead grows combinatorially: a 48-card hand had 118 million minimal buys. Per multiset of
// sets, the worst hand has 222 buys in all (1 bi, 4 tri, 14 quad, 50 quint and 153 Monad shapes).
//
// The representative colours spend what the hand can best spare, one card at a time: never the identity
// colour while another will do (it is wild, M12w), the colour held most (commons: keeps colours for a leap,
// M15), the side (warm or cool) with more cards of that set (keeps warm/cool pairs to trade, M12), a colour
// whose bonus partner is not held (keeps bonus pairs, M13), then colour order — deterministic.
import { COLOUR_COUNT, COMMON, TARGETS, VALUES, cardOfKind, isBonusPair, isWarm, kindOf, type Card } from './cards.js';
import type { MonadMove } from './schemas.js';
import { countOfSet } from './table.js';

/** Appends one buy of set rank `target` per minimal multiset of lower sets the hand can pay with. */
export function minimalBuys(hand: readonly number[], identity: number, target: number, out: MonadMove[]): void {
  const price = VALUES[target] as number;
  const held = Array.from({ length: target }, (_, set) => countOfSet(hand, set));
  // Points still available from sets[0..s].
  const below = held.map((_, s) => held.slice(0, s + 1).reduce((sum, n, set) => sum + n * (VALUES[set] as number), 0));
  const counts = new Array<number>(target).fill(0);
  const name = TARGETS[target - 1] as (typeof TARGETS)[number];
  // Sets from the most valuable down; once the total pays, adding a (cheaper) card would make it non-minimal.
  const visit = (set: number, total: number): void => {
    if (total >= price) {
      out.push({ type: 'buy', target: name, cards: representative(hand, identity, counts) });
      return;
    }
    if (set < 0 || total + (below[set] as number) < price) return;
    const value = VALUES[set] as number;
    let sum = total;
    for (let n = 1; n <= (held[set] as number) && sum < price; n++) {
      sum += value;
      counts[set] = n;
      visit(set - 1, sum);
    }
    counts[set] = 0;
    visit(set - 1, total);
  };
  visit(target - 1, 0);
}

/** The cards paying `counts[set]` cards of each set, cheapest set first, chosen as the module header says. */
export function representative(hand: readonly number[], identity: number, counts: readonly number[]): Card[] {
  const left = hand.slice();
  const cards: Card[] = [];
  counts.forEach((count, set) => {
    for (let i = 0; i < count; i++) {
      const kind = kindOf(set, spareColour(left, identity, set));
      left[kind] = (left[kind] as number) - 1;
    }
    // Listed in colour order within the set, so that equal choices read alike.
    for (let colour = 0; colour < COLOUR_COUNT; colour++) {
      const kind = kindOf(set, colour);
      for (let n = (left[kind] as number); n < (hand[kind] as number); n++) cards.push(cardOfKind(kind));
    }
  });
  return cards;
}

/** The held colour of `set` the hand can best spare (call only when the hand holds one). */
function spareColour(left: readonly number[], identity: number, set: number): number {
  const held = (colour: number): number => left[kindOf(set, colour)] as number;
  const side = (colour: number): number => {
    let n = 0;
    for (let c = 0; c < COLOUR_COUNT; c++) if (isWarm(c) === isWarm(colour)) n += held(c);
    return n;
  };
  const partnerHeld = (colour: number): boolean => {
    for (let c = 0; c < COLOUR_COUNT; c++) if (isBonusPair(c, colour) && held(c) > 0) return true;
    return false;
  };
  const key = (colour: number): number[] => [
    set !== COMMON && colour === identity ? 1 : 0,
    -held(colour),
    -side(colour),
    partnerHeld(colour) ? 1 : 0,
    colour,
  ];
  let best = -1;
  let bestKey: number[] = [];
  for (let colour = 0; colour < COLOUR_COUNT; colour++) {
    if (held(colour) === 0) continue;
    const k = key(colour);
    if (best < 0 || isBefore(k, bestKey)) {
      best = colour;
      bestKey = k;
    }
  }
  return best;
}

const isBefore = (a: readonly number[], b: readonly number[]): boolean => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
  return false;
};
