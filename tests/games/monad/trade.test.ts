// Trading (M1, M2, M10, M12, M12w, M13, the bonusStopsAtGap variant) and the worked examples E1–E3:
// given a position, when a trade, then these facts or this rule code.
import { describe, expect, test } from 'vitest';
import {
  COLOURS,
  COOL,
  MONAD,
  MONADS_TO_WIN,
  TABLE_IDENTITIES,
  WARM,
  bi,
  columnsBesides,
  common,
  commons,
  given,
  holding,
  handOf,
  quad,
  quint,
  seat,
  sorted,
  trade,
  tri,
  type Card,
  type Colour,
  type Column,
} from '../../support/monad-positions.js';

describe('M1 colours: one warm and one cool card', () => {
  const pairs = COLOURS.flatMap((a, i) => COLOURS.slice(i + 1).map(b => [a, b] as const));
  test.each(pairs)('M1: commons %s and %s trade only when one is warm and one is cool', (a, b) => {
    const t = holding(commons(...COLOURS));
    const played = t.when(0, trade(common(a), common(b)));
    const warm = (c: Colour) => (WARM as readonly Colour[]).includes(c);
    if (warm(a) !== warm(b)) expect(played.facts[0]).toMatchObject({ type: 'traded', took: { set: 'bi' } });
    else played.expectViolation('monad/M12-warm-and-cool');
  });
});

describe('M2 bonus pairs: red/purple, orange/blue, yellow/green', () => {
  const pairs = WARM.flatMap(w => COOL.map(c => [w, c] as const));
  const bonusPair = (w: Colour, c: Colour) => ['red/purple', 'orange/blue', 'yellow/green'].includes(`${w}/${c}`);
  test.each(pairs)('M2: bis %s and %s earn a bonus only as a bonus pair', (w, c) => {
    const identity = COLOURS.find(x => x !== w && x !== c) ?? 'red';
    const t = holding([bi(w), bi(c)], { identity, deck: ['green'] });
    const played = t.when(0, trade(bi(w), bi(c), true));
    if (bonusPair(w, c)) expect(played.facts.map(f => f.type)).toEqual(['traded', 'bonus_taken']);
    else played.expectViolation('monad/M13-not-a-bonus-pair');
  });
});

describe('M10 all transactions are with the table', () => {
  test('M10: a seat cannot trade a card another seat holds, and its trade leaves other hands alone', () => {
    const t = given({
      seats: [seat('orange', [common('red')]), seat('blue', [common('purple'), common('green')])],
      columns: columnsBesides(),
    });
    t.when(0, trade(common('red'), common('purple'))).expectViolation('monad/M12-not-in-hand');
    const after = given({
      seats: [seat('orange', commons('red', 'blue')), seat('green', commons('purple', 'green'))],
      columns: columnsBesides(),
    }).play(0, trade(common('red'), common('blue')));
    expect(handOf(after, 1)).toEqual(commons('purple', 'green'));
  });
});

describe('M12 trade', () => {
  test('M12: a warm and a cool common give the top bi; the commons go on top of the discard pile', () => {
    const t = holding(commons('red', 'blue', 'green'), {
      columns: { ...columnsBesides(), bi: ['yellow', 'purple'] },
      discard: ['orange'],
    });
    const next = t
      .when(0, trade(common('red'), common('blue')))
      .expectFacts([{ type: 'traded', seat: 0, gave: commons('red', 'blue'), wild: false, took: bi('yellow') }]);
    expect(handOf(next, 0)).toEqual(sorted([common('green'), bi('yellow')]));
    expect(next.view().columns.bi).toEqual(['purple']);
    expect(next.view().discard.slice(0, 1)).toEqual(['orange']);
    expect([...next.view().discard.slice(1)].sort()).toEqual(['blue', 'red']);
    expect(next.view().turn).toMatchObject({ seat: 0, transactions: 1, prepared: true });
  });

  const steps: [Card, Card, Column][] = [
    [bi('yellow'), bi('purple'), 'tri'],
    [tri('red'), tri('blue'), 'quad'],
    [quad('orange'), quad('green'), 'quint'],
  ];
  test.each(steps)('M12: %o and %o give the top of the next higher set (%s)', (a, b, up) => {
    const t = holding([a, b]);
    const top = t.view().columns[up][0] as Colour;
    const next = t
      .when(0, trade(a, b))
      .expectFacts([{ type: 'traded', seat: 0, gave: [a, b], wild: false, took: { set: up, colour: top } }]);
    expect(handOf(next, 0)).toEqual([{ set: up, colour: top }]);
    expect(next.view().columns[up]).toHaveLength(t.view().columns[up].length - 1);
  });

  test('M12: two quints give a Monad from the stack, set in front of the player (never in the hand)', () => {
    const t = holding([quint('orange'), quint('purple')], { identity: 'red' });
    const next = t
      .when(0, trade(quint('orange'), quint('purple')))
      .expectFacts([{ type: 'traded', seat: 0, gave: [quint('orange'), quint('purple')], wild: false, took: MONAD }]);
    expect(next.view().monadStack).toBe(9);
    expect(next.view().seats[0]).toMatchObject({ monads: 1, handSize: 0 });
    expect(next.view().columns.quint.slice(-2)).toEqual(['orange', 'purple']);
  });

  test.each([[[bi('yellow'), bi('purple')]], [[bi('purple'), bi('yellow')]]])(
    'M12: traded cards go to the bottom of their own column, in the order the trade lists them (%o)',
    cards => {
      const [a, b] = cards as [Card, Card];
      const next = holding([a, b], { identity: 'red' }).play(0, trade(a, b));
      expect(next.view().columns.bi.slice(-2)).toEqual([a.colour, b.colour]);
    },
  );

  test.each([
    ['one card', [common('red')]],
    ['three cards', commons('red', 'blue', 'green')],
  ])('M12: a trade of %s is refused', (_what, cards) => {
    holding(commons('red', 'blue', 'green'))
      .when(0, { type: 'trade', cards })
      .expectViolation('monad/M12-two-cards');
  });

  test.each([
    ['two warm', bi('red'), bi('yellow')],
    ['two cool', bi('purple'), bi('green')],
    ['the same card twice', common('red'), common('red')],
  ])('M12: %s cards do not trade', (_what, a, b) => {
    holding([a, b, bi('blue')], { identity: 'orange' })
      .when(0, trade(a, b))
      .expectViolation('monad/M12-warm-and-cool');
  });

  test('M12: two cards of different sets do not trade (no wild involved)', () => {
    holding([bi('red'), tri('purple')], { identity: 'orange' })
      .when(0, trade(bi('red'), tri('purple')))
      .expectViolation('monad/M12-same-set');
  });

  test('M12: cards not in the hand do not trade', () => {
    holding([bi('red')])
      .when(0, trade(bi('red'), bi('purple')))
      .expectViolation('monad/M12-not-in-hand');
  });

  test.each([
    ['bi', commons('red', 'blue')],
    ['tri', [bi('red'), bi('blue')]],
    ['quad', [tri('red'), tri('blue')]],
    ['quint', [quad('red'), quad('blue')]],
  ] as const)('M12: no trade into an empty %s column', (up, hand) => {
    const [a, b] = hand as unknown as [Card, Card];
    const t = holding([a, b], {
      identity: 'green',
      columns: { ...columnsBesides(hand as unknown as Card[]), [up]: [] },
    });
    t.when(0, trade(a, b)).expectViolation('monad/M12-column-empty');
  });

  test.each([2, 3, 4])(
    'M12 with M4 and M11: with %i players the Monad stack cannot run out while the game is on',
    players => {
      // Every seat one Monad short of winning holds fewer than 10, so a Monad stays to trade into;
      // an empty stack would need a winner already (the position is refused).
      const short = (MONADS_TO_WIN[players] ?? 0) - 1;
      const identities = TABLE_IDENTITIES[players] ?? [];
      const seats = identities.slice(0, players).map(identity => seat(identity, [], short));
      expect(given({ seats, columns: columnsBesides() }).view().monadStack).toBe(10 - players * short);
      expect(10 - players * short).toBeGreaterThan(0);
      expect(() => given({ seats, columns: columnsBesides(), monadStack: 0 })).toThrow(/monad\/M(4|11)-/);
    },
  );
});

describe('M12w wild cards', () => {
  test('M12w: an identity-coloured bi stands for a higher set: yellow bi + purple tri give the top quad, each going under its own column', () => {
    const t = holding([bi('yellow'), tri('purple')], { identity: 'yellow' });
    const next = t
      .when(0, trade(bi('yellow'), tri('purple')))
      .expectFacts([{ type: 'traded', seat: 0, gave: [bi('yellow'), tri('purple')], wild: true, took: quad('red') }]);
    expect(next.view().columns.bi.at(-1)).toBe('yellow');
    expect(next.view().columns.tri.at(-1)).toBe('purple');
  });

  test('M12w: an identity-coloured quint stands for a lower set: yellow quint + blue common give the top bi', () => {
    const t = holding([quint('yellow'), common('blue')], { identity: 'yellow' });
    const next = t
      .when(0, trade(quint('yellow'), common('blue')))
      .expectFacts([{ type: 'traded', seat: 0, gave: [quint('yellow'), common('blue')], wild: true, took: bi('red') }]);
    expect(next.view().columns.quint.at(-1)).toBe('yellow');
    expect(next.view().discard).toEqual(['blue']);
  });

  test("M12w: the warm/cool rule still applies, with the wild card's own colour", () => {
    const t = holding([bi('yellow'), tri('red'), tri('green')], { identity: 'yellow' });
    t.when(0, trade(bi('yellow'), tri('red'))).expectViolation('monad/M12-warm-and-cool');
    expect(t.when(0, trade(bi('yellow'), tri('green'))).facts[0]).toMatchObject({ wild: true, took: { set: 'quad' } });
  });

  test('M12w: at most one wild per trade: two identity-coloured cards never trade together', () => {
    holding([bi('yellow'), quad('yellow')], { identity: 'yellow' })
      .when(0, trade(bi('yellow'), quad('yellow')))
      .expectViolation('monad/M12');
  });

  test('M12w: commons are never wild', () => {
    const t = holding([common('yellow'), bi('purple')], { identity: 'yellow' });
    t.when(0, trade(common('yellow'), bi('purple'))).expectViolation('monad/M12w-commons-never-wild');
  });

  test("M12w: another seat's identity colour is no wild for me", () => {
    const t = given({
      seats: [seat('orange', [bi('yellow'), tri('purple')]), seat('yellow')],
      columns: columnsBesides([bi('yellow'), tri('purple')]),
    });
    t.when(0, trade(bi('yellow'), tri('purple'))).expectViolation('monad/M12-same-set');
  });

  test('M12w: an identity-coloured card traded within its own set is no wild, and earns a bonus', () => {
    const t = holding([bi('yellow'), bi('green')], { identity: 'yellow', deck: ['red'] });
    t.when(0, trade(bi('yellow'), bi('green'), true)).expectFacts([
      { type: 'traded', seat: 0, gave: [bi('yellow'), bi('green')], wild: false, took: tri('red') },
      { type: 'bonus_taken', seat: 0, cards: [], fromDeck: true, common: 'red' },
    ]);
  });
});

describe('M13 bonus', () => {
  const quints = [quint('red'), quint('purple')];

  test('M13: two bis of a bonus pair earn the top of the drawing deck (the only lower set is common)', () => {
    const t = holding([bi('orange'), bi('blue')], { identity: 'red', deck: ['green', 'red'] });
    const next = t.when(0, trade(bi('orange'), bi('blue'), true)).expectFacts([
      { type: 'traded', seat: 0, gave: [bi('orange'), bi('blue')], wild: false, took: tri('red') },
      { type: 'bonus_taken', seat: 0, cards: [], fromDeck: true, common: 'green' },
    ]);
    expect(handOf(next, 0)).toEqual([common('green'), tri('red')]);
    expect(next.view().deckSize).toBe(1);
    expect(next.view().turn.bonusUsed).toBe(true);
  });

  test('M13: two quints of a bonus pair give a Monad plus the tops of quad, tri and bi, and a common from the deck', () => {
    const t = holding(quints, { identity: 'orange', deck: ['blue'] });
    const next = t.when(0, trade(quint('red'), quint('purple'), true)).expectFacts([
      { type: 'traded', seat: 0, gave: quints, wild: false, took: MONAD },
      { type: 'bonus_taken', seat: 0, cards: [quad('red'), tri('red'), bi('red')], fromDeck: true, common: 'blue' },
    ]);
    expect(handOf(next, 0)).toEqual([common('blue'), bi('red'), tri('red'), quad('red')]);
    expect(next.view().deckSize).toBeNull();
  });

  test('M13: a bonus may be declined (takeBonus false, or left out): the trade alone, and the turn keeps its bonus', () => {
    const t = holding([bi('orange'), bi('blue')], { identity: 'red', deck: ['green'] });
    for (const move of [trade(bi('orange'), bi('blue'), false), trade(bi('orange'), bi('blue'))]) {
      const next = t
        .when(0, move)
        .expectFacts([{ type: 'traded', seat: 0, gave: [bi('orange'), bi('blue')], wild: false, took: tri('red') }]);
      expect(next.view().turn.bonusUsed).toBe(false);
      expect(next.view().deckSize).toBe(1);
    }
  });

  test('M13: only one bonus per turn', () => {
    const t = holding([bi('orange'), bi('blue'), tri('yellow'), tri('green')], {
      identity: 'red',
      deck: ['green', 'red'],
    });
    const next = t.play(0, trade(bi('orange'), bi('blue'), true));
    next.when(0, trade(tri('yellow'), tri('green'), true)).expectViolation('monad/M13-one-bonus-per-turn');
    expect(next.when(0, trade(tri('yellow'), tri('green'))).facts).toHaveLength(1);
    holding([bi('orange'), bi('blue')], {
      identity: 'red',
      deck: ['green'],
      turn: { seat: 0, transactions: 1, prepared: true, bonusUsed: true },
    })
      .when(0, trade(bi('orange'), bi('blue'), true))
      .expectViolation('monad/M13-one-bonus-per-turn');
  });

  test('M13: the next turn has a bonus again', () => {
    const t = given({
      seats: [seat('red', [bi('orange'), bi('blue')]), seat('purple', [bi('yellow'), bi('green')])],
      columns: columnsBesides([bi('orange'), bi('blue'), bi('yellow'), bi('green')]),
      deck: ['red', 'blue'],
    });
    const next = t.play(0, trade(bi('orange'), bi('blue'), true)).play(0, { type: 'end_turn' });
    expect(next.view().turn).toMatchObject({ seat: 1, bonusUsed: false });
    expect(next.when(1, trade(bi('yellow'), bi('green'), true)).facts[1]).toMatchObject({
      type: 'bonus_taken',
      common: 'blue',
    });
  });

  test('M13: a trade of commons earns no bonus, even of a bonus pair', () => {
    holding(commons('red', 'purple'), { deck: ['green'] })
      .when(0, trade(common('red'), common('purple'), true))
      .expectViolation('monad/M13-no-bonus-for-commons');
  });

  test('M13: a trade with a wild earns no bonus, even of a bonus pair', () => {
    holding([bi('yellow'), tri('green')], { identity: 'yellow', deck: ['red'] })
      .when(0, trade(bi('yellow'), tri('green'), true))
      .expectViolation('monad/M13-no-bonus-with-wild');
  });

  test('M13: a missing set (empty column) loses just that part of the bonus', () => {
    const t = holding(quints, { identity: 'orange', deck: ['blue'], columns: { ...columnsBesides(quints), tri: [] } });
    expect(t.when(0, trade(quint('red'), quint('purple'), true)).facts[1]).toEqual({
      type: 'bonus_taken',
      seat: 0,
      cards: [quad('red'), bi('red')],
      fromDeck: true,
      common: 'blue',
    });
  });

  test('M13: with no drawing deck the common is lost; it never comes from the discard pile', () => {
    const t = holding(quints, { identity: 'orange', discard: ['green', 'yellow'] });
    const next = t.when(0, trade(quint('red'), quint('purple'), true)).expectFacts([
      { type: 'traded', seat: 0, gave: quints, wild: false, took: MONAD },
      { type: 'bonus_taken', seat: 0, cards: [quad('red'), tri('red'), bi('red')], fromDeck: false },
    ]);
    expect(next.view().discard).toEqual(['green', 'yellow']);
  });

  describe('M13 variant bonusStopsAtGap', () => {
    const gap = { bonusStopsAtGap: true };
    test('M13 bonusStopsAtGap: counting down from the quad, the bonus ends at the empty tri column (no bi, no common)', () => {
      const t = holding(
        quints,
        { identity: 'orange', deck: ['blue'], columns: { ...columnsBesides(quints), tri: [] } },
        gap,
      );
      const next = t.when(0, trade(quint('red'), quint('purple'), true)).expectFacts([
        { type: 'traded', seat: 0, gave: quints, wild: false, took: MONAD },
        { type: 'bonus_taken', seat: 0, cards: [quad('red')], fromDeck: false },
      ]);
      expect(next.view().deckSize).toBe(1);
      expect(next.view().columns.bi[0]).toBe('red');
    });

    test('M13 bonusStopsAtGap: a missing deck (the lowest set) only loses the common', () => {
      const t = holding(quints, { identity: 'orange' }, gap);
      expect(t.when(0, trade(quint('red'), quint('purple'), true)).facts[1]).toEqual({
        type: 'bonus_taken',
        seat: 0,
        cards: [quad('red'), tri('red'), bi('red')],
        fromDeck: false,
      });
    });

    test('M13 bonusStopsAtGap: with no gap the bonus is whole', () => {
      const t = holding(quints, { identity: 'orange', deck: ['blue'] }, gap);
      expect(t.when(0, trade(quint('red'), quint('purple'), true)).facts[1]).toEqual({
        type: 'bonus_taken',
        seat: 0,
        cards: [quad('red'), tri('red'), bi('red')],
        fromDeck: true,
        common: 'blue',
      });
    });
  });
});

describe('worked examples', () => {
  test('E1 (trading): yellow+blue commons for the top bi (blue), red+green for the next (yellow), then the two bi for the top tri', () => {
    const hand = commons('yellow', 'blue', 'red', 'green');
    const columns = {
      ...columnsBesides(hand),
      bi: ['blue', 'yellow', 'red', 'orange'] as Colour[],
      tri: ['purple', 'red'] as Colour[],
    };
    const t = given({ seats: [seat('orange', hand), seat('purple')], columns });
    const afterFirst = t
      .when(0, trade(common('yellow'), common('blue')))
      .expectFacts([{ type: 'traded', seat: 0, gave: commons('yellow', 'blue'), wild: false, took: bi('blue') }]);
    const afterSecond = afterFirst
      .when(0, trade(common('red'), common('green')))
      .expectFacts([{ type: 'traded', seat: 0, gave: commons('red', 'green'), wild: false, took: bi('yellow') }]);
    const afterThird = afterSecond
      .when(0, trade(bi('blue'), bi('yellow')))
      .expectFacts([{ type: 'traded', seat: 0, gave: [bi('blue'), bi('yellow')], wild: false, took: tri('purple') }]);
    expect(handOf(afterThird, 0)).toEqual([tri('purple')]);

    // Had the tri column been empty, the last trade would be refused.
    const noTri = given({ seats: [seat('orange', hand), seat('purple')], columns: { ...columns, tri: [] } });
    noTri
      .play(0, trade(common('yellow'), common('blue')))
      .play(0, trade(common('red'), common('green')))
      .when(0, trade(bi('blue'), bi('yellow')))
      .expectViolation('monad/M12-column-empty');
  });

  test('E2 (bonus): green+yellow bi for a tri, declining the common; then purple+red quints for a Monad, taking quad, tri, bi and a common', () => {
    const hand = [bi('green'), bi('yellow'), quint('purple'), quint('red')];
    const t = given({
      seats: [seat('orange', hand), seat('blue')],
      columns: columnsBesides(hand),
      deck: ['blue', 'red'],
    });
    const declined = t
      .when(0, trade(bi('green'), bi('yellow'), false))
      .expectFacts([{ type: 'traded', seat: 0, gave: [bi('green'), bi('yellow')], wild: false, took: tri('red') }]);
    const next = declined.when(0, trade(quint('purple'), quint('red'), true)).expectFacts([
      { type: 'traded', seat: 0, gave: [quint('purple'), quint('red')], wild: false, took: MONAD },
      { type: 'bonus_taken', seat: 0, cards: [quad('red'), tri('orange'), bi('red')], fromDeck: true, common: 'blue' },
    ]);
    expect(next.view().seats[0]?.monads).toBe(1);
    expect(handOf(next, 0)).toEqual([common('blue'), bi('red'), tri('red'), tri('orange'), quad('red')]);
    // Had the small bonus been taken, the large one would be refused.
    t.play(0, trade(bi('green'), bi('yellow'), true))
      .when(0, trade(quint('purple'), quint('red'), true))
      .expectViolation('monad/M13-one-bonus-per-turn');
  });

  test('E3 (wild): identity yellow; the yellow bi with either quint trades for a Monad; green quint + yellow bi earn no bonus', () => {
    const hand = [quint('purple'), quint('green'), bi('yellow')];
    const t = given({ seats: [seat('yellow', hand), seat('blue')], columns: columnsBesides(hand), deck: ['red'] });
    for (const q of [quint('purple'), quint('green')]) {
      const next = t
        .when(0, trade(bi('yellow'), q))
        .expectFacts([{ type: 'traded', seat: 0, gave: [bi('yellow'), q], wild: true, took: MONAD }]);
      expect(next.view().columns.bi.at(-1)).toBe('yellow');
      expect(next.view().columns.quint.at(-1)).toBe(q.colour);
    }
    t.when(0, trade(quint('green'), bi('yellow'), true)).expectViolation('monad/M13-no-bonus-with-wild');
    expect(t.isLegal(0, trade(quint('green'), bi('yellow'), true))).toBe(false);
    expect(t.isLegal(0, trade(quint('green'), bi('yellow')))).toBe(true);
  });
});
