// Legal moves (issue 2, "complete and deterministic"; issue 8, "small for every position"): every legal
// trade (both bonus variants when a bonus is due), one buy per minimal multiset of sets (colours of the
// engine's choosing; any other choice is accepted), leaps, draw, flip, pass and end_turn; the same position
// gives the same list in the same order. Given a position, then this list.
import { describe, expect, test } from 'vitest';
import type { MonadMove } from '../../../src/games/monad/index.js';
import { canonicalList, referenceMoves } from '../../support/monad-reference.js';
import {
  bi,
  canonicalMove,
  columnsBesides,
  common,
  commons,
  given,
  quint,
  seat,
  trade,
  tri,
  type Card,
  type PositionInput,
} from '../../support/monad-positions.js';

const buy = (target: Extract<MonadMove, { type: 'buy' }>['target'], cards: Card[]): MonadMove => ({
  type: 'buy',
  target,
  cards,
});

function table(hand: Card[], more: Partial<PositionInput> = {}, identity: 'yellow' | 'blue' | 'green' = 'yellow') {
  return given({
    seats: [seat(identity, hand), seat(identity === 'blue' ? 'green' : 'blue')],
    columns: columnsBesides(hand),
    ...more,
  });
}

/** Every listed move is accepted, and the list agrees with an independent reading of the rule book. */
function expectSound(t: ReturnType<typeof table>, seat = 0): void {
  for (const move of t.legal(seat)) expect(t.when(seat, move).decision.ok, JSON.stringify(move)).toBe(true);
  expect(canonicalList(t.legal(seat))).toEqual(canonicalList(referenceMoves(t.view(seat))));
}

describe('legal moves', () => {
  test('M12, M13, M14, M16: a small position lists exactly its moves, in a fixed order', () => {
    // Identity yellow; a bonus pair of bi, a warm and a cool common, and a drawing deck.
    const t = table([bi('red'), bi('purple'), common('orange'), common('green')], { deck: ['red'] });
    expect(t.legal(0)).toEqual([
      trade(common('orange'), common('green')),
      trade(bi('red'), bi('purple'), true),
      trade(bi('red'), bi('purple'), false),
      // M14: one tri buy for {common, bi, bi}; the common spared is the first in colour order (a tie).
      buy('tri', [common('orange'), bi('red'), bi('purple')]),
      { type: 'draw' },
    ]);
    expectSound(t);
  });

  test('M13: a bonus-eligible trade is listed twice, taking and declining the bonus; once the bonus is used, only declining', () => {
    const fresh = table([bi('red'), bi('purple')], { deck: ['red'] });
    const variants = fresh.legal(0).filter(m => m.type === 'trade');
    expect(variants.map(canonicalMove).sort()).toEqual(
      [trade(bi('red'), bi('purple'), false), trade(bi('red'), bi('purple'), true)].map(canonicalMove).sort(),
    );
    const used = table([bi('red'), bi('purple')], {
      deck: ['red'],
      turn: { seat: 0, transactions: 1, prepared: true, bonusUsed: true },
    });
    expect(
      used
        .legal(0)
        .filter(m => m.type === 'trade')
        .map(canonicalMove),
    ).toEqual([canonicalMove(trade(bi('red'), bi('purple')))]);
    expectSound(fresh);
    expectSound(used);
  });

  test('M12w: trades with a wild are listed, without a bonus variant', () => {
    const t = table([bi('yellow'), quint('green'), quint('purple')], {}, 'yellow');
    const trades = t.legal(0).filter(m => m.type === 'trade');
    expect(trades.map(canonicalMove).sort()).toEqual(
      [trade(bi('yellow'), quint('green')), trade(bi('yellow'), quint('purple'))].map(canonicalMove).sort(),
    );
    expectSound(t);
  });

  test('M14: every minimal buy, once per multiset of sets, and no buy that could leave a card out', () => {
    // 2 warm bi and 3 warm commons: no trade. Bi = 3 commons; tri = 2 bi + any one common (not 2 bi + 2 commons).
    const hand = [bi('red'), bi('orange'), ...commons('red', 'orange', 'yellow')];
    const t = table(hand, {}, 'blue');
    expect(t.legal(0)).toEqual([
      buy('bi', commons('red', 'orange', 'yellow')),
      buy('tri', [common('red'), bi('red'), bi('orange')]),
    ]);
    // A non-minimal buy is still a legal buy (M14): decide accepts it, the list leaves it out.
    const generous = buy('tri', [bi('red'), bi('orange'), common('red'), common('orange')]);
    expect(t.isLegal(0, generous)).toBe(false);
    expect(t.when(0, generous).facts[0]).toMatchObject({ type: 'bought', took: { set: 'tri' } });
    expectSound(t);
  });

  test('M14: a colour choice the list does not show is accepted all the same', () => {
    const t = table([bi('red'), bi('orange'), ...commons('red', 'orange', 'yellow')], {}, 'blue');
    for (const colour of ['orange', 'yellow'] as const) {
      const other = buy('tri', [bi('red'), bi('orange'), common(colour)]);
      expect(t.isLegal(0, other)).toBe(false);
      expect(t.when(0, other).facts).toEqual([
        { type: 'bought', seat: 0, gave: other.type === 'buy' ? other.cards : [], took: { set: 'tri', colour: 'red' } },
      ]);
    }
  });

  test('M14: one buy per multiset of sets, spending the colour held most (two red and two orange commons buy a bi once)', () => {
    const t = table(commons('red', 'red', 'orange', 'orange'), {}, 'blue');
    expect(t.legal(0)).toEqual([buy('bi', commons('red', 'red', 'orange'))]);
    expect(t.when(0, buy('bi', commons('red', 'orange', 'orange'))).decision.ok).toBe(true);
    expectSound(t);
  });

  test('M14 with M12w: the colours a buy spends keep the wild card', () => {
    // Identity red, so the red bi is wild. A quad (16) costs the tri (7) and three of the four bi (9):
    // the three spent are orange, purple and blue; the wild red bi stays in the hand.
    const hand = [tri('green'), bi('red'), bi('orange'), bi('purple'), bi('blue')];
    const t = given({ seats: [seat('red', hand), seat('blue')], columns: columnsBesides(hand) });
    const quad = t.legal(0).find(m => m.type === 'buy' && m.target === 'quad');
    expect(quad).toEqual(buy('quad', [bi('orange'), bi('purple'), bi('blue'), tri('green')]));
  });

  test('M15, M9: after a transaction: leaps and end_turn, no draw, flip or pass', () => {
    const hand = [bi('red'), bi('purple'), ...commons('red', 'purple', 'orange', 'blue')];
    const t = table(hand, { turn: { seat: 0, transactions: 1, prepared: true }, discard: ['red'] }, 'green');
    const types = new Set(t.legal(0).map(m => m.type));
    expect(types).toEqual(new Set(['trade', 'buy', 'leap', 'end_turn']));
    expect(
      t
        .legal(0)
        .filter(m => m.type === 'leap')
        .map(canonicalMove),
    ).toEqual([canonicalMove({ type: 'leap', commons: ['red', 'orange', 'purple', 'blue'] })]);
    expectSound(t);
  });

  test('M17, M18: flip when only the discard pile is left; pass when nothing at all is', () => {
    expect(table(commons('red', 'orange'), { discard: ['green'] }).legal(0)).toEqual([{ type: 'flip' }]);
    expect(table(commons('red', 'orange')).legal(0)).toEqual([{ type: 'pass' }]);
  });

  test('same position, same list, same order (deterministic)', () => {
    const hand = [bi('red'), bi('purple'), bi('orange'), ...commons('red', 'purple', 'orange', 'blue', 'green', 'red')];
    const a = table(hand, { deck: ['yellow'] });
    const b = table(hand, { deck: ['yellow'] });
    expect(JSON.stringify(a.legal(0))).toBe(JSON.stringify(b.legal(0)));
    expect(JSON.stringify(a.legal(0))).toBe(JSON.stringify(a.legal(0)));
    expect(new Set(a.legal(0).map(canonicalMove)).size, 'no move listed twice').toBe(a.legal(0).length);
    expectSound(a);
  });

  test('M8: only the seat to act has moves', () => {
    const t = table(commons('red', 'blue'), {}, 'yellow');
    expect(t.legal(0).length).toBeGreaterThan(0);
    expect(t.legal(1)).toEqual([]);
    expect(t.toAct).toEqual([0]);
  });
});
