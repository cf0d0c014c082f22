// M14 as a list, kept small for every hand the rules allow. A buy is listed once per minimal multiset of
// *sets* (two bi and a common buy a tri), with one representative choice of colours; `decide` accepts any
// other choice of colours that pays enough (buy.ts checks points, not colours). Listing every multiset of
// card *kinds* instead grows combinatorially: a 48-card hand had 118 million minimal buys. Per multiset of
// sets there are at most 222 buys whatever the hand (1 bi, 4 tri, 14 quad, 50 quint and 153 Monad shapes);
// the largest hands the rules allow list 186 (tests/games/monad/legal-size.test.ts).
//
// The representative colours spend what the hand can best spare, one card at a time: never the identity
// colour while another will do (it is wild, M12w), the colour held most (commons: keeps colours for a leap,
// M15), the side (warm or cool) with more cards of that set (keeps warm/cool pairs to trade, M12), a colour
// whose bonus partner is not held (keeps bonus pairs, M13), then colour order — deterministic.
import { COLOUR_COUNT, COMMON, MONAD, TARGETS, VALUES, cardOfKind, isWarm, kindOf, type Card } from './cards.js';
import type { MonadMove } from './schemas.js';
import { countOfSet } from './table.js';

/** Appends one buy of set rank `target` per minimal multiset of lower sets the hand can pay with. */
export function minimalBuys(
  hand: readonly number[],
  identity: number,
  available: (target: number) => boolean,
  out: MonadMove[],
): void {
  // Cards held per set, and points held in sets 0..s: most hands can afford few targets, and skip the rest here.
  const held: number[] = [];
  const below: number[] = [];
  for (let set = 0; set < MONAD; set++) {
    held.push(countOfSet(hand, set));
    below.push((below[set - 1] ?? 0) + (held[set] as number) * (VALUES[set] as number));
  }
  let spending: Spending | null = null;
  for (let target = 1; target <= MONAD; target++) {
    if ((below[target - 1] as number) < (VALUES[target] as number) || !available(target)) continue;
    spending ??= new Spending(hand, identity);
    buysOf(target, held, below, spending, out);
  }
}

function buysOf(
  target: number,
  held: readonly number[],
  below: readonly number[],
  spending: Spending,
  out: MonadMove[],
): void {
  const price = VALUES[target] as number;
  const counts = new Array<number>(target).fill(0);
  const name = TARGETS[target - 1] as (typeof TARGETS)[number];
  // Sets from the most valuable down; once the total pays, adding a (cheaper) card would make it non-minimal.
  const visit = (set: number, total: number): void => {
    if (total >= price) {
      const cards: Card[] = [];
      counts.forEach((count, s) => cards.push(...spending.cards(s, count)));
      out.push({ type: 'buy', target: name, cards });
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

/**
 * The representative cards of a hand, per set and count. Spending picks one card at a time from what is
 * left, so the first `n` picks are the same whatever the total: each set's order is worked out once per
 * listing, and `cards(set, n)` is its first `n` picks, in colour order.
 */
export class Spending {
  private readonly orders: (number[] | undefined)[] = [];
  private readonly lists: (Card[] | undefined)[] = [];

  constructor(
    private readonly hand: readonly number[],
    private readonly identity: number,
  ) {}

  cards(set: number, count: number): Card[] {
    if (count === 0) return [];
    const key = set * 64 + count;
    let list = this.lists[key];
    if (!list) {
      const picked = (this.orders[set] ??= spendingOrder(this.hand, this.identity, set))
        .slice(0, count)
        .sort((a, b) => a - b);
      list = picked.map(colour => cardOfKind(kindOf(set, colour)));
      this.lists[key] = list;
    }
    return list;
  }
}

/** Every card of `set` in the hand, as colours, in the order the module header gives. */
function spendingOrder(hand: readonly number[], identity: number, set: number): number[] {
  const left: number[] = [];
  for (let colour = 0; colour < COLOUR_COUNT; colour++) left.push(hand[kindOf(set, colour)] as number);
  const order: number[] = [];
  for (;;) {
    let best = -1;
    for (let colour = 0; colour < COLOUR_COUNT; colour++) {
      if ((left[colour] as number) > 0 && (best < 0 || spareBefore(left, identity, set, colour, best))) best = colour;
    }
    if (best < 0) return order;
    order.push(best);
    left[best] = (left[best] as number) - 1;
  }
}

/** Whether colour `a` is better spent than colour `b` (b < a in colour order), given what is left. */
function spareBefore(left: readonly number[], identity: number, set: number, a: number, b: number): boolean {
  if (set !== COMMON && (a === identity) !== (b === identity)) return b === identity;
  const heldA = left[a] as number;
  const heldB = left[b] as number;
  if (heldA !== heldB) return heldA > heldB;
  const sideA = sideOf(left, a);
  const sideB = sideOf(left, b);
  if (sideA !== sideB) return sideA > sideB;
  const partnerA = (left[partnerOf(a)] as number) > 0;
  const partnerB = (left[partnerOf(b)] as number) > 0;
  return partnerA !== partnerB && !partnerA;
}

/** Cards left of the colour's side (warm or cool). */
const sideOf = (left: readonly number[], colour: number): number => {
  const first = isWarm(colour) ? 0 : 3;
  return (left[first] as number) + (left[first + 1] as number) + (left[first + 2] as number);
};

/** M2: the bonus partner of a colour (warm i pairs with cool i + 3). */
const partnerOf = (colour: number): number => (colour + 3) % COLOUR_COUNT;
