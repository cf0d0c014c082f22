// The shape of a turn (M9), drawing (M16), flipping (M17), passing (M18) and worked example E5:
// given a position, when a move, then these facts or this rule code.
import { describe, expect, test } from 'vitest';
import { monad, type MonadMove } from '../../../src/games/monad/index.js';
import {
  bi,
  columnsBesides,
  common,
  commons,
  emptyColumns,
  given,
  holding,
  handOf,
  quad,
  quint,
  seat,
  trade,
  tri,
  type Card,
  type PositionInput,
} from '../../support/monad-positions.js';

const DRAW: MonadMove = { type: 'draw' };
const FLIP: MonadMove = { type: 'flip' };
const PASS: MonadMove = { type: 'pass' };
const END: MonadMove = { type: 'end_turn' };

describe('M9 two kinds of turn', () => {
  test('M9: transactions in any order and number, ended by end_turn', () => {
    const hand = commons('red', 'blue', 'red', 'purple', 'yellow', 'green', 'orange', 'purple', 'yellow');
    const t = holding(hand, { deck: ['blue'] });
    const next = t
      .play(0, { type: 'buy', target: 'bi', cards: commons('red', 'blue', 'red') })
      .play(0, trade(common('purple'), common('yellow')))
      .play(0, { type: 'leap', commons: ['green', 'orange', 'purple', 'yellow'] } as MonadMove);
    expect(next.view().turn).toMatchObject({ seat: 0, transactions: 3, prepared: true });
    next.when(0, END).expectFacts([{ type: 'turn_ended', seat: 0, turn: 1, next: 1 }]);
  });

  test('M9: end_turn without a transaction is refused', () => {
    holding([common('red')], { deck: ['red'] })
      .when(0, END)
      .expectViolation('monad/M9-no-transaction');
  });

  const wholeTurns: [string, MonadMove, Partial<PositionInput>][] = [
    ['draw', DRAW, { deck: ['green'] }],
    ['flip', FLIP, { discard: ['green'] }],
    ['pass', PASS, {}],
  ];
  test.each(wholeTurns)('M9: a %s is a whole turn, refused once a transaction has been made', (_what, move, more) => {
    const t = holding(commons('red', 'blue'), { ...more, columns: { ...columnsBesides(), bi: ['yellow'] } });
    t.play(0, trade(common('red'), common('blue')))
      .when(0, move)
      .expectViolation('monad/M9-whole-turn-only');
  });

  test('M9: a draw ends the turn by itself', () => {
    const t = holding(commons('red', 'blue'), { deck: ['green', 'yellow'] });
    const next = t.when(0, DRAW).expectFacts([
      { type: 'drew', seat: 0, colour: 'green' },
      { type: 'turn_ended', seat: 0, turn: 1, next: 1 },
    ]);
    next.when(0, trade(common('red'), common('blue'))).expectViolation('monad/M8-not-your-turn');
  });
});

describe('M16 draw', () => {
  test('M16: the top card of the drawing deck goes to the hand', () => {
    const next = holding([bi('red')], { deck: ['green', 'yellow'] }).play(0, DRAW);
    expect(handOf(next, 0)).toEqual([common('green'), bi('red')]);
    expect(next.view().deckSize).toBe(1);
    expect(next.view().seats[0]?.handSize).toBe(2);
  });

  test('M16: with no drawing deck there is nothing to draw', () => {
    holding([bi('red')], { discard: ['green'] })
      .when(0, DRAW)
      .expectViolation('monad/M16-no-deck');
  });

  test('M16 with M17: taking the last card ends the drawing deck', () => {
    const next = holding([bi('red')], { deck: ['green'], discard: ['red'] }).play(0, DRAW);
    expect(next.view().deckSize).toBeNull();
    expect(next.view().discard).toEqual(['red']);
    next.when(1, DRAW).expectViolation('monad/M16-no-deck');
  });
});

describe('M17 flip', () => {
  test('M17: with no deck, the discard pile is turned over unshuffled: the card discarded first is drawn first', () => {
    const t = holding([bi('red')], { discard: ['green', 'yellow', 'purple'] });
    const next = t.when(0, FLIP).expectFacts([
      { type: 'flipped', seat: 0, size: 3 },
      { type: 'turn_ended', seat: 0, turn: 1, next: 1 },
    ]);
    expect(next.view()).toMatchObject({ deckSize: 3, discard: [] });
    const drawn = next.when(1, DRAW).facts[0];
    expect(drawn).toEqual({ type: 'drew', seat: 1, colour: 'green' });
    const later = next.play(1, DRAW).play(0, DRAW);
    expect(handOf(later, 0)).toEqual([common('yellow'), bi('red')]);
  });

  test('M17: no flip while a drawing deck exists', () => {
    holding([bi('red')], { deck: ['blue'], discard: ['green'] })
      .when(0, FLIP)
      .expectViolation('monad/M17-deck-exists');
  });

  test('M17: no flip of an empty discard pile', () => {
    holding([bi('red')])
      .when(0, FLIP)
      .expectViolation('monad/M17-discard-empty');
  });

  test('M17: new discards while the deck exists form a new pile, which is flipped once the deck is gone', () => {
    const t = holding(commons('red', 'blue'), {
      deck: ['green'],
      columns: { ...columnsBesides(), bi: ['yellow'] },
      other: [bi('purple')],
    });
    const traded = t.play(0, trade(common('red'), common('blue'))).play(0, END);
    expect(traded.view()).toMatchObject({ deckSize: 1 });
    expect([...traded.view().discard].sort()).toEqual(['blue', 'red']);
    const drawn = traded.play(1, DRAW);
    expect(drawn.view().deckSize).toBeNull();
    const flipped = drawn.when(0, FLIP).facts[0];
    expect(flipped).toEqual({ type: 'flipped', seat: 0, size: 2 });
  });
});

describe('M18 pass', () => {
  test('M18: a player who can do nothing passes, showing the hand; the turn ends', () => {
    // Two warm commons (no trade), no deck and no discard pile, and two commons cannot buy a bi.
    const hand = commons('red', 'orange');
    holding(hand)
      .when(0, PASS)
      .expectFacts([
        { type: 'passed', seat: 0, hand },
        { type: 'turn_ended', seat: 0, turn: 1, next: 1 },
      ]);
  });

  const refusals: [string, Card[], Partial<PositionInput>][] = [
    ['a trade is possible', commons('red', 'blue'), {}],
    ['a draw is possible', commons('red', 'orange'), { deck: ['green'] }],
    ['a flip is possible', commons('red', 'orange'), { discard: ['green'] }],
    ['three commons buy a bi (two of the set below plus enough)', commons('red', 'orange', 'yellow'), {}],
    ['two bi and a common buy a tri', [bi('red'), bi('orange'), common('red')], {}],
    ['two tri and two commons buy a quad', [tri('red'), tri('orange'), common('red'), common('orange')], {}],
    ['two quad, a bi and a common buy a quint', [quad('red'), quad('orange'), bi('yellow'), common('red')], {}],
    ['two quints, a tri and a common buy a Monad', [quint('red'), quint('orange'), tri('yellow'), common('red')], {}],
  ];
  test.each(refusals)('M18: no pass when %s', (_what, hand, more) => {
    holding(hand, more).when(0, PASS).expectViolation('monad/M18-pass-not-allowed');
  });

  const allowed: [string, Card[], Partial<PositionInput>][] = [
    [
      'only one card of the set below (a bi and four commons for a tri: E5)',
      [bi('red'), ...commons('red', 'orange', 'yellow', 'red')],
      { columns: { ...columnsBesides(), bi: [] } },
    ],
    ['two quints and a tri fall short of a Monad (79)', [quint('red'), quint('orange'), tri('yellow')], {}],
    [
      'the buy would be from an empty column',
      [bi('red'), bi('orange'), common('red')],
      { columns: { ...columnsBesides([bi('red'), bi('orange')]), tri: [] } },
    ],
    [
      'the only buy uses one card of the set below (a tri, two bi and three commons for a quad)',
      [tri('red'), bi('red'), bi('orange'), ...commons('red', 'orange', 'yellow')],
      { columns: { ...columnsBesides([tri('red'), bi('red'), bi('orange')]), bi: [], tri: [] } },
    ],
  ];
  test.each(allowed)('M18: a pass is allowed when %s', (_what, hand, more) => {
    const t = holding(hand, more);
    expect(t.when(0, PASS).facts[0]).toEqual({ type: 'passed', seat: 0, hand: expect.arrayContaining(hand) });
  });

  test('M18: other possible buys do not forbid a pass', () => {
    // A tri bought with a bi and four commons (3+4 = 7) is possible, yet the pass is allowed.
    const hand = [bi('red'), ...commons('red', 'orange', 'yellow', 'red')];
    const t = holding(hand, { columns: { ...columnsBesides(), bi: [] } });
    expect(t.when(0, { type: 'buy', target: 'tri', cards: hand }).facts[0]).toMatchObject({ type: 'bought' });
    expect(t.isLegal(0, PASS)).toBe(true);
  });

  test('M18: the pass shows the hand to everyone', () => {
    const hand = commons('red', 'orange');
    const [passed] = holding(hand, { other: [bi('purple')] }).when(0, PASS).facts;
    if (!passed) throw new Error('no fact');
    for (const viewer of [0, 1, null]) expect(monad.redact(passed, viewer)).toEqual({ type: 'passed', seat: 0, hand });
  });

  test('M18: having made a transaction, the player may not pass (M9)', () => {
    const t = holding([...commons('red', 'blue'), common('red')], { columns: { ...columnsBesides(), bi: ['yellow'] } });
    t.play(0, trade(common('red'), common('blue')))
      .when(0, PASS)
      .expectViolation('monad/M9-whole-turn-only');
  });
});

describe('worked examples', () => {
  test('E5 (passing): one bi and four commons, no bi on the table, a tri there, no deck, no discard: the player may pass', () => {
    const hand = [bi('red'), ...commons('red', 'purple', 'yellow', 'blue')];
    const t = given({
      seats: [seat('green', hand), seat('blue')],
      columns: { ...emptyColumns(), tri: ['red', 'orange'] },
    });
    t.when(0, PASS).expectFacts([
      { type: 'passed', seat: 0, hand: expect.arrayContaining(hand) as unknown as Card[] },
      { type: 'turn_ended', seat: 0, turn: 1, next: 1 },
    ]);
  });

  test('E5 (passing): with two bi and four commons instead, the player may not pass and must buy the tri', () => {
    const hand = [bi('red'), bi('orange'), ...commons('red', 'purple', 'yellow', 'blue')];
    const t = given({
      seats: [seat('green', hand), seat('blue')],
      columns: { ...emptyColumns(), tri: ['red', 'orange'] },
    });
    t.when(0, PASS).expectViolation('monad/M18-pass-not-allowed');
    const legal = t.legal(0);
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every(m => m.type === 'buy' && m.target === 'tri')).toBe(true);
  });
});
