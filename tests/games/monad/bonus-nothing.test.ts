// M13 (rule book update, issue 11): "A bonus that would take nothing (every lower set missing) is not a
// bonus: such a trade is listed and accepted only without the bonus, and the turn's bonus stays unused."
import { describe, expect, test } from 'vitest';
import {
  MONAD,
  bi,
  canonicalMove,
  columnsBesides,
  emptyColumns,
  given,
  quint,
  seat,
  trade,
  tri,
  type Card,
  type OptionsInput,
  type PositionInput,
} from '../../support/monad-positions.js';

const quints = [quint('red'), quint('purple')];

function table(hand: Card[], more: Partial<PositionInput> = {}, options: OptionsInput = {}) {
  return given({ seats: [seat('orange', hand), seat('blue')], columns: columnsBesides(hand), ...more }, options);
}

const trades = (t: ReturnType<typeof table>) =>
  t
    .legal(0)
    .filter(m => m.type === 'trade')
    .map(canonicalMove);

describe('M13: a bonus that would take nothing', () => {
  test('M13: two bi of a bonus pair with no drawing deck: only the trade without the bonus is listed; the bonus is refused', () => {
    const t = table([bi('red'), bi('purple')], { discard: ['green'] });
    expect(trades(t)).toEqual([canonicalMove(trade(bi('red'), bi('purple'), false))]);
    t.when(0, trade(bi('red'), bi('purple'), true)).expectViolation('monad/M13-bonus-takes-nothing');
  });

  test("M13: the trade without it leaves the turn's bonus unused, for a later trade that takes something", () => {
    const hand = [bi('red'), bi('purple'), ...quints];
    const t = table(hand, { columns: { ...emptyColumns(), tri: ['green', 'yellow'] } });
    const next = t.play(0, trade(bi('red'), bi('purple')));
    expect(next.view().turn.bonusUsed).toBe(false);
    // Two quints: a Monad, and as the bonus the tops of the tri and bi columns (the traded bi went there).
    next.when(0, trade(quint('red'), quint('purple'), true)).expectFacts([
      { type: 'traded', seat: 0, gave: quints, wild: false, took: MONAD },
      { type: 'bonus_taken', seat: 0, cards: [tri('yellow'), bi('red')], fromDeck: false },
    ]);
  });

  test('M13: two quints with every lower column empty and no deck: no bonus to list or take', () => {
    const t = table(quints, { columns: emptyColumns() });
    expect(trades(t)).toEqual([canonicalMove(trade(quint('red'), quint('purple'), false))]);
    t.when(0, trade(quint('red'), quint('purple'), true)).expectViolation('monad/M13-bonus-takes-nothing');
  });

  test('M13 bonusStopsAtGap: a gap right below the traded set takes nothing, so there is no bonus', () => {
    const columns = { ...columnsBesides(quints), quad: [] };
    const gap = table(quints, { columns, deck: ['green'] }, { bonusStopsAtGap: true });
    gap.when(0, trade(quint('red'), quint('purple'), true)).expectViolation('monad/M13-bonus-takes-nothing');
    // Without the variant the same trade's bonus takes the tri, the bi and a common.
    const whole = table(quints, { columns, deck: ['green'] });
    expect(whole.when(0, trade(quint('red'), quint('purple'), true)).facts[1]).toMatchObject({
      type: 'bonus_taken',
      fromDeck: true,
    });
  });
});
