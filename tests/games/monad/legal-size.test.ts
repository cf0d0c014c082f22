// Issue 8: the legal-move list stays small for every position the rules allow. Buys are listed once per
// minimal multiset of sets (M14), so the largest hands list a few hundred buys, not millions. Time is
// measured by `npx tsx scripts/bench-legal-moves.ts`, never asserted here; size and count are.
import { describe, expect, test } from 'vitest';
import { oneStream } from '../../../src/engine/index.js';
import { monad, type MonadMove } from '../../../src/games/monad/index.js';
import { minimalBuys } from '../../support/monad-reference.js';
import {
  COLOURS,
  COLUMNS,
  bi,
  common,
  given,
  quad,
  tri,
  type Card,
  type PositionInput,
} from '../../support/monad-positions.js';

const MEGABYTE = 1024 * 1024;
const TARGETS = ['bi', 'tri', 'quad', 'quint', 'monad'] as const;
const made = { seat: 0, transactions: 1, prepared: true };

/** A buy by its target and the sets it pays with. */
const shape = (move: Extract<MonadMove, { type: 'buy' }>): string =>
  `${move.target}:${move.cards
    .map(c => c.set)
    .sort()
    .join(',')}`;

function expectOneBuyPerMultisetOfSets(t: ReturnType<typeof given>, hand: readonly Card[]): readonly MonadMove[] {
  const legal = t.legal(0);
  const buys = legal.filter((m): m is Extract<MonadMove, { type: 'buy' }> => m.type === 'buy');
  const shapes = buys.map(shape);
  expect(new Set(shapes).size, 'no multiset of sets twice').toBe(shapes.length);
  const view = t.view(0);
  const expected = TARGETS.filter(target =>
    target === 'monad' ? view.monadStack > 0 : view.columns[target].length > 0,
  ).flatMap(target =>
    minimalBuys(hand, target).map(
      cards =>
        `${target}:${cards
          .map(c => c.set)
          .sort()
          .join(',')}`,
    ),
  );
  expect([...shapes].sort()).toEqual(expected.sort());
  for (const move of buys) expect(monad.decide(t.state, 0, move, oneStream({ int: () => 0 })).ok).toBe(true);
  return legal;
}

describe('M14: the worst hands list a small number of buys', () => {
  test('4 players: 24 commons and all but one bi, tri, quad and quint in one hand, every column available, a transaction made', () => {
    const hand: Card[] = COLOURS.flatMap((colour, c) => [
      ...Array.from({ length: 4 }, () => common(colour)),
      ...COLUMNS.flatMap(set => (c === 5 ? [] : [{ set, colour }])),
    ]);
    expect(hand).toHaveLength(44);
    const t = given({
      seats: [
        { identity: 'red', hand },
        { identity: 'blue', hand: [] },
        { identity: 'orange', hand: [] },
        { identity: 'purple', hand: [] },
      ],
      columns: { bi: ['green'], tri: ['green'], quad: ['green'], quint: ['green'] },
      turn: made,
    });
    const legal = expectOneBuyPerMultisetOfSets(t, hand);
    const bytes = Buffer.byteLength(JSON.stringify(legal));
    expect(bytes).toBeLessThan(MEGABYTE);
    expect(legal.filter(m => m.type === 'buy').length).toBeLessThan(300);
  });

  test('4 players: all 48 cards in one hand (the columns empty), a transaction made: only Monads to buy', () => {
    const hand: Card[] = COLOURS.flatMap(colour => [
      ...Array.from({ length: 4 }, () => common(colour)),
      ...COLUMNS.map(set => ({ set, colour })),
    ]);
    const position: PositionInput = {
      seats: [
        { identity: 'red', hand },
        { identity: 'blue', hand: [] },
        { identity: 'orange', hand: [] },
        { identity: 'purple', hand: [] },
      ],
      columns: { bi: [], tri: [], quad: [], quint: [] },
      turn: made,
    };
    const t = given(position);
    const legal = expectOneBuyPerMultisetOfSets(t, hand);
    expect(Buffer.byteLength(JSON.stringify(legal))).toBeLessThan(MEGABYTE);
  });

  test("the audit's hand (2 players): one bi, tri and quad of every colour, two commons of every colour, the quint column full", () => {
    const hand: Card[] = COLOURS.flatMap(colour => [
      bi(colour),
      tri(colour),
      quad(colour),
      common(colour),
      common(colour),
    ]);
    const t = given({
      seats: [
        { identity: 'red', hand },
        { identity: 'blue', hand: [] },
      ],
      columns: { bi: [], tri: [], quad: [], quint: [...COLOURS] },
      turn: made,
    });
    const legal = expectOneBuyPerMultisetOfSets(t, hand);
    expect(Buffer.byteLength(JSON.stringify(legal))).toBeLessThan(MEGABYTE);
  });
});
