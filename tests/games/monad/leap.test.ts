// Leaping (M15): given a position, when a leap, then these facts or this rule code.
import { describe, expect, test } from 'vitest';
import type { MonadMove } from '../../../src/games/monad/index.js';
import {
  COLOURS,
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
  trade,
  tri,
  type Card,
  type Colour,
  type PositionInput,
} from '../../support/monad-positions.js';

const leap = (...colours: Colour[]): MonadMove => ({ type: 'leap', commons: colours });

/** Seat 0 (identity purple) holds `hand` plus an orange and a blue bi, to trade for the top tri first. */
const table = (hand: Card[], more: Partial<PositionInput> = {}) =>
  holding([...hand, bi('orange'), bi('blue')], { identity: 'purple', otherIdentity: 'green', ...more });
const prepare = trade(bi('orange'), bi('blue'));

describe('M15 leap', () => {
  test('M15: a leap needs a trade or buy earlier in the same turn', () => {
    table(commons(...COLOURS))
      .when(0, leap('red', 'orange', 'purple', 'blue'))
      .expectViolation('monad/M15-prepare-first');
  });

  test.each([
    [4, 'tri'],
    [5, 'quad'],
    [6, 'quint'],
  ] as const)(
    'M15: after a trade, %i commons of different colours take the top %s; the commons go to the discard pile',
    (n, set) => {
      const colours = COLOURS.slice(0, n);
      const t = table(commons(...COLOURS)).play(0, prepare);
      const top = t.view().columns[set][0] as Colour;
      const next = t
        .when(0, leap(...colours))
        .expectFacts([{ type: 'leapt', seat: 0, gave: colours, took: { set, colour: top } }]);
      expect(next.view().discard).toEqual(colours);
      expect(handOf(next, 0)).toContainEqual({ set, colour: top });
      expect(handOf(next, 0).filter(c => c.set === 'common')).toHaveLength(6 - n);
    },
  );

  test('M15: a buy also prepares a leap', () => {
    const hand = [...commons(...COLOURS), ...commons('red', 'orange', 'yellow')];
    const t = table(hand).play(0, { type: 'buy', target: 'bi', cards: commons('red', 'orange', 'yellow') });
    expect(t.when(0, leap('red', 'orange', 'purple', 'blue')).facts[0]).toMatchObject({
      type: 'leapt',
      took: tri('red'),
    });
  });

  test('M15: once prepared, any number of leaps may follow in the turn', () => {
    const hand = [...commons(...COLOURS), ...commons('red', 'orange', 'purple', 'blue')];
    const t = table(hand).play(0, prepare);
    const next = t.play(0, leap('red', 'orange', 'purple', 'blue')).play(0, leap('red', 'orange', 'purple', 'blue'));
    expect(handOf(next, 0).filter(c => c.set === 'tri')).toHaveLength(3);
    expect(next.play(0, { type: 'end_turn' }).view().turn.seat).toBe(1);
  });

  test('M15: a leap does not by itself allow a later leap (a turn with a transaction but nothing prepared)', () => {
    const t = table(commons(...COLOURS), { turn: { seat: 0, transactions: 1, prepared: false } });
    t.when(0, leap('red', 'orange', 'purple', 'blue')).expectViolation('monad/M15-prepare-first');
  });

  test.each([
    ['three commons', ['red', 'orange', 'purple']],
    ['seven commons', ['red', 'orange', 'yellow', 'purple', 'blue', 'green', 'red']],
  ] as const)('M15: a leap with %s is refused', (_what, colours) => {
    const t = table([...commons(...COLOURS), common('red')]).play(0, prepare);
    t.when(0, leap(...colours)).expectViolation('monad/M15-');
  });

  test('M15: the commons must be of pairwise different colours', () => {
    const t = table([...commons(...COLOURS), common('red')]).play(0, prepare);
    t.when(0, leap('red', 'red', 'purple', 'blue')).expectViolation('monad/M15-different-colours');
  });

  test('M15: commons not in the hand do not leap', () => {
    const t = table(commons('red', 'orange', 'purple')).play(0, prepare);
    t.when(0, leap('red', 'orange', 'purple', 'blue')).expectViolation('monad/M15-not-in-hand');
  });

  test.each([
    [4, 'tri'],
    [5, 'quad'],
    [6, 'quint'],
  ] as const)('M15: no leap of %i commons into an empty %s column', (n, set) => {
    const hand = [...commons(...COLOURS), ...commons('red', 'orange', 'yellow')];
    const t = given({ seats: [seat('purple', hand), seat('green')], columns: { ...columnsBesides(hand), [set]: [] } });
    const prepared = t.play(0, { type: 'buy', target: 'bi', cards: commons('red', 'orange', 'yellow') });
    prepared.when(0, leap(...COLOURS.slice(0, n))).expectViolation('monad/M15-column-empty');
  });

  test('M15: a leap is a transaction: it may be followed by end_turn, not by a draw', () => {
    const t = table(commons(...COLOURS), { deck: ['red'] })
      .play(0, prepare)
      .play(0, leap('red', 'orange', 'purple', 'blue'));
    t.when(0, { type: 'draw' }).expectViolation('monad/M9-whole-turn-only');
    expect(t.when(0, { type: 'end_turn' }).facts).toEqual([{ type: 'turn_ended', seat: 0, turn: 1, next: 1 }]);
  });

  test('M15: leaping for a quad or quint skips the sets between', () => {
    const t = table(commons(...COLOURS)).play(0, prepare);
    expect(t.when(0, leap(...COLOURS)).facts[0]).toMatchObject({ took: quint('red') });
    expect(t.when(0, leap('red', 'orange', 'yellow', 'purple', 'blue')).facts[0]).toMatchObject({ took: quad('red') });
  });
});
