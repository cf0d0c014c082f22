// Buying (M3 values, M14) and worked example E4: given a position, when a buy, then these facts or this
// rule code.
import { describe, expect, test } from 'vitest';
import type { MonadMove } from '../../../src/games/monad/index.js';
import {
  MONAD,
  bi,
  columnsBesides,
  common,
  commons,
  holding,
  handOf,
  quad,
  quint,
  trade,
  tri,
  type Card,
} from '../../support/monad-positions.js';

const buy = (target: Extract<MonadMove, { type: 'buy' }>['target'], cards: Card[]): MonadMove => ({
  type: 'buy',
  target,
  cards,
});

describe('M3 values: common 1, bi 3, tri 7, quad 16, quint 36, a Monad 80', () => {
  // Each target bought with exactly its value, and refused with one point less.
  const cases: [string, Extract<MonadMove, { type: 'buy' }>['target'], Card[], Card[]][] = [
    ['bi = 3 commons', 'bi', commons('red', 'red', 'blue'), commons('red', 'blue')],
    ['tri = 3+3+1', 'tri', [bi('red'), bi('orange'), common('red')], [bi('red'), bi('orange')]],
    [
      'quad = 7+7+1+1',
      'quad',
      [tri('red'), tri('blue'), common('red'), common('blue')],
      [tri('red'), tri('blue'), common('red')],
    ],
    [
      'quint = 16+16+3+1',
      'quint',
      [quad('red'), quad('blue'), bi('green'), common('red')],
      [quad('red'), quad('blue'), bi('green')],
    ],
    [
      'monad = 36+36+7+1',
      'monad',
      [quint('red'), quint('blue'), tri('green'), common('red')],
      [quint('red'), quint('blue'), tri('green')],
    ],
  ];
  test.each(cases)('M3: %s pays; one point less does not', (_what, target, exact, short) => {
    const t = holding(exact);
    const facts = t.when(0, buy(target, exact)).facts;
    expect(facts[0]).toMatchObject({ type: 'bought', seat: 0, gave: exact });
    t.when(0, buy(target, short)).expectViolation('monad/M14-not-enough-points');
  });
});

describe('M14 buy', () => {
  test('M14: the top card of a column is bought; commons go to the discard pile, other cards under their own columns in the order given', () => {
    const hand = [quad('red'), quad('blue'), bi('green'), common('red')];
    const t = holding(hand, { columns: { ...columnsBesides(hand), quint: ['purple', 'orange'] }, discard: ['yellow'] });
    const next = t
      .when(0, buy('quint', hand))
      .expectFacts([{ type: 'bought', seat: 0, gave: hand, took: quint('purple') }]);
    const seen = next.view();
    expect(handOf(next, 0)).toEqual([quint('purple')]);
    expect(seen.columns.quint).toEqual(['orange']);
    expect(seen.columns.quad.slice(-2)).toEqual(['red', 'blue']);
    expect(seen.columns.bi.at(-1)).toBe('green');
    expect(seen.discard).toEqual(['yellow', 'red']);
    // The other order gives the other order under the column.
    const reversed = t.play(0, buy('quint', [quad('blue'), quad('red'), bi('green'), common('red')]));
    expect(reversed.view().columns.quad.slice(-2)).toEqual(['blue', 'red']);
  });

  test('M14: a Monad costs 80 and goes in front of the player', () => {
    const hand = [quint('red'), quint('orange'), quad('yellow')];
    const next = holding(hand)
      .when(0, buy('monad', hand))
      .expectFacts([{ type: 'bought', seat: 0, gave: hand, took: MONAD }]);
    expect(next.view().seats[0]).toMatchObject({ monads: 1, handSize: 0 });
    expect(next.view().monadStack).toBe(9);
  });

  test('M14: no change is given: overpaying is allowed and nothing comes back', () => {
    const hand = [quad('red'), quad('blue'), quad('green')];
    const next = holding(hand).when(0, buy('quint', hand)).facts;
    expect(next).toEqual([{ type: 'bought', seat: 0, gave: hand, took: quint('red') }]);
    expect(handOf(holding(hand).play(0, buy('quint', hand)), 0)).toEqual([quint('red')]);
  });

  test('M14: warm and cool do not matter in a buy', () => {
    const hand = commons('red', 'orange', 'yellow');
    expect(holding(hand).when(0, buy('bi', hand)).facts[0]).toMatchObject({ type: 'bought', took: bi('red') });
  });

  test('M14: two or more cards: a single card never buys, whatever it is worth', () => {
    holding([tri('red')])
      .when(0, buy('bi', [tri('red')]))
      .expectViolation('monad/M14-');
    holding([bi('red'), bi('blue'), bi('green')])
      .when(0, buy('bi', []))
      .expectViolation('monad/M14-two-or-more-cards');
    holding([quint('red')])
      .when(0, buy('monad', [quint('red')]))
      .expectViolation('monad/M14-two-or-more-cards');
  });

  test.each([
    ['the same set', 'tri', [tri('red'), bi('blue'), bi('green')]],
    ['a higher set', 'bi', [tri('red'), common('blue')]],
  ] as const)('M14: every card must be of a lower set than the target, not %s', (_what, target, cards) => {
    holding([...cards])
      .when(0, buy(target, [...cards]))
      .expectViolation('monad/M14-lower-sets-only');
  });

  test('M14: wild cards count at face value only', () => {
    // Identity yellow: as a quad the yellow bi would pay 16+16+16; at face value it is 3+16+16 = 35 < 36.
    const hand = [bi('yellow'), quad('red'), quad('blue')];
    holding(hand, { identity: 'yellow' }).when(0, buy('quint', hand)).expectViolation('monad/M14-not-enough-points');
  });

  test('M14: cards not in the hand do not pay', () => {
    holding([bi('red'), bi('blue')])
      .when(0, buy('tri', [bi('red'), bi('blue'), common('green')]))
      .expectViolation('monad/M14-not-in-hand');
  });

  test.each(['bi', 'tri', 'quad', 'quint'] as const)('M14: an empty %s column cannot be bought from', target => {
    const hand = [
      quint('red'),
      quint('blue'),
      quad('red'),
      quad('blue'),
      tri('red'),
      tri('blue'),
      bi('red'),
      bi('blue'),
      ...commons('red', 'red', 'blue'),
    ];
    const lower = hand.filter(
      c => ['common', 'bi', 'tri', 'quad', 'quint'].indexOf(c.set) < ['bi', 'tri', 'quad', 'quint'].indexOf(target) + 1,
    );
    const t = holding(hand, { columns: { ...columnsBesides(hand), [target]: [] } });
    t.when(0, buy(target, lower)).expectViolation('monad/M14-target-unavailable');
  });
});

describe('worked examples', () => {
  test('E4 (buying): two warm bi cannot be traded; with one common they buy the top tri (3+3+1 = 7)', () => {
    const hand = [bi('red'), bi('orange'), common('blue')];
    const t = holding(hand, { identity: 'green' });
    t.when(0, trade(bi('red'), bi('orange'))).expectViolation('monad/M12-warm-and-cool');
    const next = t.when(0, buy('tri', hand)).expectFacts([{ type: 'bought', seat: 0, gave: hand, took: tri('red') }]);
    expect(handOf(next, 0)).toEqual([tri('red')]);
    expect(next.view().columns.bi.slice(-2)).toEqual(['red', 'orange']);
    expect(next.view().discard).toEqual(['blue']);
  });
});
