// An independent reading of the Monad rule book (docs/rules/monad.md), for property tests: which moves
// the seat to act may make, judged from nothing but what that seat sees (its view). It shares no code with
// the engine, so when the two disagree, one of them has misread the rules.
//
// Buys are listed as the engine promises (issue 8): every *minimal* buy (no card could be left out and
// still pay enough), each multiset of *sets* once, with colours of the engine's choosing — so buys are
// compared by their sets only (`canonicalList`), and every listed buy must still be accepted. Moves are
// compared in canonical form (cards sorted, an absent `takeBonus` read as declining), since the rules leave
// card order to the player.
import type { MonadMove, MonadView } from '../../src/games/monad/index.js';
import {
  COLOURS,
  COLUMNS,
  SETS,
  VALUE,
  WARM,
  canonicalMove,
  type Card,
  type CardSet,
  type Colour,
  type Column,
} from './monad-positions.js';

type Target = Column | 'monad';
const TARGETS: readonly Target[] = [...COLUMNS, 'monad'];

const rank = (set: CardSet | 'monad'): number => (set === 'monad' ? SETS.length : SETS.indexOf(set));
const above = (set: CardSet): Target => (set === 'quint' ? 'monad' : (SETS[rank(set) + 1] as Column));
const isWarm = (colour: Colour): boolean => (WARM as readonly Colour[]).includes(colour);
/** M2: red/purple, orange/blue, yellow/green. */
const isBonusPair = (a: Colour, b: Colour): boolean => Math.abs(COLOURS.indexOf(a) - COLOURS.indexOf(b)) === 3;
const key = (card: Card): string => `${card.set}:${card.colour}`;

/** A card kind and how many the hand holds. */
interface Held {
  readonly card: Card;
  readonly count: number;
}

export function holdings(hand: readonly Card[]): Held[] {
  const counts = new Map<string, Held>();
  for (const card of hand) {
    const k = key(card);
    counts.set(k, { card, count: (counts.get(k)?.count ?? 0) + 1 });
  }
  return [...counts.values()];
}

/** Whether `cards` can be taken from `hand` as a multiset. */
export function holds(hand: readonly Card[], cards: readonly Card[]): boolean {
  const counts = new Map<string, number>();
  for (const card of hand) counts.set(key(card), (counts.get(key(card)) ?? 0) + 1);
  for (const card of cards) {
    const left = counts.get(key(card)) ?? 0;
    if (left === 0) return false;
    counts.set(key(card), left - 1);
  }
  return true;
}

export const available = (view: MonadView, target: Target): boolean =>
  target === 'monad' ? view.monadStack > 0 : view.columns[target].length > 0;

export type TradeReading =
  | { readonly ok: true; readonly target: Target; readonly wild: boolean; readonly bonus: boolean }
  | { readonly ok: false };

/** M12, M12w, M13: what giving these two cards would do, hand and turn aside. */
export function readTrade(view: MonadView, identity: Colour, a: Card, b: Card): TradeReading {
  if (isWarm(a.colour) === isWarm(b.colour)) return { ok: false };
  let set: CardSet;
  let wild = false;
  if (a.set === b.set) set = a.set;
  else {
    const aWild = a.set !== 'common' && a.colour === identity;
    const bWild = b.set !== 'common' && b.colour === identity;
    if (aWild === bWild) return { ok: false };
    set = aWild ? b.set : a.set;
    wild = true;
  }
  const target = above(set);
  if (!available(view, target)) return { ok: false };
  const bonus = !wild && set !== 'common' && isBonusPair(a.colour, b.colour);
  return { ok: true, target, wild, bonus };
}

/** Every minimal buy of `target` from the hand (M14): each multiset of sets once, in no particular order. */
export function minimalBuys(hand: readonly Card[], target: Target): Card[][] {
  const need = VALUE[target];
  // One colour stands for every card of a set: buys differing only in colours are the same listing.
  const bySet = holdings(hand.map(c => ({ set: c.set, colour: 'red' as Colour })));
  const lower = bySet
    .filter(h => rank(h.card.set) < rank(target))
    .sort((x, y) => VALUE[y.card.set] - VALUE[x.card.set]);
  const out: Card[][] = [];
  const chosen: Card[] = [];
  // Kinds in decreasing value: once the sum pays enough, any further card could be left out again.
  const walk = (from: number, sum: number): void => {
    if (sum >= need) {
      const minimal = chosen.length >= 2 && chosen.every(c => sum - VALUE[c.set] < need);
      if (minimal) out.push([...chosen]);
      return;
    }
    for (let i = from; i < lower.length; i++) {
      const h = lower[i] as Held;
      for (let n = 1; n <= h.count; n++) {
        for (let k = 0; k < n; k++) chosen.push(h.card);
        walk(i + 1, sum + n * VALUE[h.card.set]);
        chosen.length -= n;
      }
    }
  };
  walk(0, 0);
  return out;
}

/** M13: a bonus for trading `set` takes the top of some lower column, or a common from the drawing deck. */
function bonusTakesSomething(view: MonadView, set: CardSet): boolean {
  const lower = COLUMNS.filter(c => rank(c) < rank(set)).reverse();
  for (const column of lower) {
    if (available(view, column)) return true;
    if (view.options.bonusStopsAtGap) return false;
  }
  return view.deckSize !== null;
}

/** M18: two cards of the set just below an available target, and enough below it to pay. */
function mustBuy(view: MonadView, hand: readonly Card[]): boolean {
  return TARGETS.some(target => {
    if (!available(view, target)) return false;
    const below = hand.filter(c => rank(c.set) < rank(target));
    const justBelow = below.filter(c => rank(c.set) === rank(target) - 1).length;
    const points = below.reduce((sum, c) => sum + VALUE[c.set], 0);
    return justBelow >= 2 && points >= VALUE[target];
  });
}

function trades(view: MonadView, identity: Colour, hand: readonly Card[]): MonadMove[] {
  const kinds = holdings(hand);
  const out: MonadMove[] = [];
  for (let i = 0; i < kinds.length; i++) {
    for (let j = i + 1; j < kinds.length; j++) {
      const a = (kinds[i] as Held).card;
      const b = (kinds[j] as Held).card;
      const reading = readTrade(view, identity, a, b);
      if (!reading.ok) continue;
      out.push({ type: 'trade', cards: [a, b], takeBonus: false });
      if (reading.bonus && !view.turn.bonusUsed && bonusTakesSomething(view, a.set))
        out.push({ type: 'trade', cards: [a, b], takeBonus: true });
    }
  }
  return out;
}

function leaps(view: MonadView, hand: readonly Card[]): MonadMove[] {
  if (!view.turn.prepared) return [];
  const colours = COLOURS.filter(c => hand.some(card => card.set === 'common' && card.colour === c));
  const out: MonadMove[] = [];
  const pick = (from: number, chosen: Colour[]): void => {
    if (chosen.length >= 4) {
      const target = (['tri', 'quad', 'quint'] as const)[chosen.length - 4];
      if (target && available(view, target)) out.push({ type: 'leap', commons: [...chosen] });
    }
    for (let i = from; i < colours.length; i++) pick(i + 1, [...chosen, colours[i] as Colour]);
  };
  pick(0, []);
  return out;
}

/** The moves the rule book allows the seat that `view` belongs to, when it is that seat's turn. */
export function referenceMoves(view: MonadView): MonadMove[] {
  const hand = view.hand ?? [];
  const me = view.seats[view.you ?? -1];
  if (!me || view.outcome !== null || view.turn.seat !== view.you || me.resigned) return [];
  const fresh = view.turn.transactions === 0;
  const tradeMoves = trades(view, me.identity, hand);
  const buys: MonadMove[] = TARGETS.filter(t => available(view, t)).flatMap(target =>
    minimalBuys(hand, target).map((cards): MonadMove => ({ type: 'buy', target, cards })),
  );
  const turnMoves: MonadMove[] = [];
  if (fresh && view.deckSize !== null) turnMoves.push({ type: 'draw' });
  if (fresh && view.deckSize === null && view.discard.length > 0) turnMoves.push({ type: 'flip' });
  const canPass = fresh && tradeMoves.length === 0 && turnMoves.length === 0 && !mustBuy(view, hand);
  if (canPass) turnMoves.push({ type: 'pass' });
  if (!fresh) turnMoves.push({ type: 'end_turn' });
  return [...tradeMoves, ...buys, ...leaps(view, hand), ...turnMoves];
}

/** Whether the rule book accepts `move` from the view's seat now (any legal buy, not only minimal ones). */
export function referenceAccepts(view: MonadView, move: MonadMove): boolean {
  const hand = view.hand ?? [];
  const me = view.seats[view.you ?? -1];
  if (!me || view.outcome !== null || view.turn.seat !== view.you || me.resigned) return false;
  switch (move.type) {
    case 'trade': {
      const [a, b] = move.cards;
      if (move.cards.length !== 2 || !a || !b || !holds(hand, move.cards)) return false;
      const reading = readTrade(view, me.identity, a, b);
      return (
        reading.ok && (!move.takeBonus || (reading.bonus && !view.turn.bonusUsed && bonusTakesSomething(view, a.set)))
      );
    }
    case 'buy': {
      const points = move.cards.reduce((sum, c) => sum + VALUE[c.set], 0);
      return (
        move.cards.length >= 2 &&
        available(view, move.target) &&
        move.cards.every(c => rank(c.set) < rank(move.target)) &&
        points >= VALUE[move.target] &&
        holds(hand, move.cards)
      );
    }
    case 'leap': {
      const target = (['tri', 'quad', 'quint'] as const)[move.commons.length - 4];
      return (
        view.turn.prepared &&
        target !== undefined &&
        new Set(move.commons).size === move.commons.length &&
        holds(
          hand,
          move.commons.map(colour => ({ set: 'common', colour })),
        ) &&
        available(view, target)
      );
    }
    case 'draw':
    case 'flip':
    case 'pass':
    case 'end_turn':
      return referenceMoves(view).some(m => m.type === move.type);
  }
}

/** A buy by its target and sets only: the listing promises one buy per multiset of sets, colours its own. */
const bySets = (move: MonadMove): MonadMove =>
  move.type === 'buy' ? { ...move, cards: move.cards.map(c => ({ set: c.set, colour: 'red' })) } : move;

/** Canonical forms, sorted, for comparing two move lists as multisets (buys by their sets). */
export const canonicalList = (moves: readonly MonadMove[]): string[] => moves.map(m => canonicalMove(bySets(m))).sort();
