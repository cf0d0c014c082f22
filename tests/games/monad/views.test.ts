// "What each player may see": views and redacted facts. Given a position, then each viewer — a seat or a
// spectator — sees the public table and its own hand only.
import { describe, expect, test } from 'vitest';
import { monad, type MonadFact, type MonadMove } from '../../../src/games/monad/index.js';
import { seenFactSchema, viewSchema, type MonadView } from '../../../src/games/monad/schemas.js';
import { given as givenTable } from '../../support/given.js';
import {
  bi,
  columnsBesides,
  common,
  commons,
  given,
  quint,
  seat,
  sorted,
  trade,
  tri,
  type Card,
} from '../../support/monad-positions.js';

const VIEWERS = [0, 1, null] as const;
const H0: Card[] = [quint('green'), bi('orange'), bi('blue'), common('red')];
const H1: Card[] = [tri('yellow'), common('purple'), common('purple')];

function table() {
  return given({
    seats: [seat('red', H0, 1), seat('purple', H1)],
    columns: columnsBesides(H0, H1),
    discard: ['yellow', 'green'],
    deck: ['orange', 'blue', 'red'],
  });
}

/** Keys anywhere in a JSON value. */
function keys(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keys(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keys(v, out);
    }
  }
  return out;
}

const cardText = (card: Card): string => JSON.stringify(card);

describe('views', () => {
  test('Visibility: a seat sees its own hand and no other; a spectator sees no hand', () => {
    const t = table();
    expect(sorted(t.view(0).hand ?? [])).toEqual(sorted(H0));
    expect(sorted(t.view(1).hand ?? [])).toEqual(sorted(H1));
    expect(t.view(null).hand).toBeNull();
    expect(JSON.stringify(t.view(0))).not.toContain(cardText(tri('yellow')));
    expect(JSON.stringify(t.view(1))).not.toContain(cardText(quint('green')));
    for (const card of [...H0, ...H1]) expect(JSON.stringify(t.view(null))).not.toContain(cardText(card));
  });

  test('Visibility: public to all: identities, Monad counts, hand sizes, every column in order, the discard pile, the deck size, the turn', () => {
    const t = table().play(0, trade(bi('orange'), bi('blue'), true));
    const seen = VIEWERS.map(v => t.view(v));
    for (const view of seen) {
      expect(viewSchema.safeParse(view).success).toBe(true);
      expect(view.seats).toEqual([
        { seat: 0, identity: 'red', monads: 1, handSize: 4, resigned: false },
        { seat: 1, identity: 'purple', monads: 0, handSize: 3, resigned: false },
      ]);
      expect(view.columns).toEqual(seen[2]?.columns);
      expect(view.discard).toEqual(['yellow', 'green']);
      expect(view.deckSize).toBe(2);
      expect(view.turn).toEqual({ seat: 0, number: 1, transactions: 1, prepared: true, bonusUsed: true });
      expect(view.monadStack).toBe(9);
      expect(view.outcome).toBeNull();
    }
  });

  test('Visibility: the order of the drawing deck and anything seed-like are in no view', () => {
    const t = table();
    for (const viewer of VIEWERS) {
      const names = keys(t.view(viewer));
      expect(names.has('deck')).toBe(false);
      expect([...names].filter(k => /seed|rng|random|secret/i.test(k))).toEqual([]);
    }
  });
});

describe('redacted facts', () => {
  test('Visibility: the drawn card is hidden from everyone but the drawer', () => {
    const [drew] = table().when(0, { type: 'draw' }).facts;
    if (drew?.type !== 'drew') throw new Error('expected drew');
    expect(monad.redact(drew, 0)).toEqual({ type: 'drew', seat: 0, colour: 'orange' });
    expect(monad.redact(drew, 1)).toEqual({ type: 'drew', seat: 0 });
    expect(monad.redact(drew, null)).toEqual({ type: 'drew', seat: 0 });
  });

  test('Visibility: the common a bonus takes from the deck is hidden from others; the column tops it takes are public', () => {
    const hand = [quint('red'), quint('purple')];
    const t = given({ seats: [seat('orange', hand), seat('blue')], columns: columnsBesides(hand), deck: ['green'] });
    const bonus = t.when(0, trade(quint('red'), quint('purple'), true)).facts[1];
    if (bonus?.type !== 'bonus_taken') throw new Error('expected bonus_taken');
    expect(monad.redact(bonus, 0)).toEqual(bonus);
    for (const viewer of [1, null]) {
      expect(monad.redact(bonus, viewer)).toEqual({ type: 'bonus_taken', seat: 0, cards: bonus.cards, fromDeck: true });
    }
  });

  test('Visibility: the hand shown by a pass is public', () => {
    const t = given({
      seats: [seat('orange', commons('red', 'orange')), seat('blue', [bi('green')])],
      columns: columnsBesides([bi('green')]),
    });
    const [passed] = t.when(0, { type: 'pass' }).facts;
    if (!passed) throw new Error('no fact');
    for (const viewer of VIEWERS) expect(monad.redact(passed, viewer)).toEqual(passed);
  });

  test('Visibility: trades, buys and leaps are public, with the cards played and taken', () => {
    const hand = [bi('orange'), bi('blue'), ...commons('red', 'orange', 'yellow', 'purple', 'blue', 'green', 'red')];
    let t = given({ seats: [seat('red', hand), seat('purple')], columns: columnsBesides(hand) });
    const facts: MonadFact[] = [];
    const moves: MonadMove[] = [
      trade(bi('orange'), bi('blue')),
      { type: 'buy', target: 'bi', cards: commons('red', 'red', 'orange') },
      { type: 'leap', commons: ['yellow', 'purple', 'blue', 'green'] },
    ];
    for (const move of moves) {
      const played = t.when(0, move);
      facts.push(...played.facts);
      t = played.next;
    }
    expect(facts.map(f => f.type)).toEqual(['traded', 'bought', 'leapt']);
    for (const fact of facts) for (const viewer of VIEWERS) expect(monad.redact(fact, viewer)).toEqual(fact);
  });

  test('Visibility: the deal: each seat sees its own six commons only; identities and hand sizes are public', () => {
    const dealt = givenTable(monad, { players: 3, seed: 42 }).history.find(f => f.type === 'dealt');
    if (dealt?.type !== 'dealt') throw new Error('no dealt fact');
    for (const viewer of [0, 1, 2, null]) {
      const seen = monad.redact(dealt, viewer);
      expect(seenFactSchema.safeParse(seen).success).toBe(true);
      if (seen.type !== 'dealt') throw new Error('redacted into another type');
      seen.seats.forEach((s, i) => {
        expect(s.identity).toBe(dealt.seats[i]?.identity);
        expect(s.handSize).toBe(6);
        expect(s.hand).toEqual(i === viewer ? dealt.seats[i]?.hand : undefined);
      });
      expect(seen.columns).toEqual(dealt.columns);
    }
  });

  test("Visibility: a custom position: other seats' hands and the deck order are left out, the deck size kept", () => {
    const [positioned] = table().history;
    if (positioned?.type !== 'positioned') throw new Error('expected positioned');
    for (const viewer of VIEWERS) {
      const seen = monad.redact(positioned, viewer);
      expect(seenFactSchema.safeParse(seen).success).toBe(true);
      if (seen.type !== 'positioned') throw new Error('redacted into another type');
      expect(seen.position.deckSize).toBe(3);
      expect(keys(seen).has('deck')).toBe(false);
      seen.position.seats.forEach((s, i) => {
        expect(s.handSize).toBe(i === 0 ? H0.length : H1.length);
        expect(s.hand === undefined ? undefined : sorted(s.hand)).toEqual(
          i === viewer ? sorted(i === 0 ? H0 : H1) : undefined,
        );
      });
    }
  });
});

describe('what a trade takes (M12, M12w), as the view of the seat to act says it', () => {
  const pairKey = (cards: readonly Card[]): string =>
    sorted(cards)
      .map(c => `${c.colour} ${c.set}`)
      .join(' + ');
  /** The view's trades as "pair → what it takes". */
  const takes = (view: MonadView): Record<string, string> =>
    Object.fromEntries((view.trades ?? []).map(t => [pairKey(t.cards), t.takes]));

  test('the set above the pair, or above the card that is not wild; in its own set a wild is no wild', () => {
    const hand = [bi('orange'), bi('blue'), quint('red'), quint('purple')];
    const t = given({ seats: [seat('red', hand), seat('purple')], columns: columnsBesides(hand) });
    expect(takes(t.view(0))).toEqual({
      'orange bi + blue bi': 'tri',
      'red quint + purple quint': 'monad',
      'blue bi + red quint': 'tri',
    });
    const yellow = given({
      seats: [seat('yellow', [bi('yellow'), quint('purple')]), seat('red')],
      columns: columnsBesides([bi('yellow'), quint('purple')]),
    });
    expect(takes(yellow.view(0))).toEqual({ 'yellow bi + purple quint': 'monad' });
  });

  test('listed for the seat to act only, one entry per pair its legal trades give', () => {
    const t = table();
    const legalPairs = new Set(t.legal(0).flatMap(m => (m.type === 'trade' ? [pairKey(m.cards)] : [])));
    expect(legalPairs.size).toBeGreaterThan(0);
    expect(Object.keys(takes(t.view(0))).sort()).toEqual([...legalPairs].sort());
    expect(t.view(0).trades).toHaveLength(legalPairs.size);
    expect(t.view(1).trades).toBeUndefined();
    expect(t.view(null).trades).toBeUndefined();
  });
});
