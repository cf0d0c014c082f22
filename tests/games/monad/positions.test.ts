// Custom positions are checked against every setup rule (issue 8), not only the box: a position holds no
// card that the table for its player count does not have (M4 the box, M5 what each player count removes).
import { describe, expect, test } from 'vitest';
import { monad, type MonadPosition } from '../../../src/games/monad/index.js';
import { positionSchema } from '../../../src/games/monad/schemas.js';
import { opening } from '../../support/given.js';
import {
  COLOURS,
  TABLE_IDENTITIES,
  bi,
  columnsBesides,
  commons,
  type Card,
  type Colour,
  type PositionInput,
} from '../../support/monad-positions.js';

function opened(position: PositionInput) {
  const parsed: MonadPosition = positionSchema.parse(position);
  return opening(monad, { position: parsed }).decision;
}

const codeOf = (position: PositionInput): string => {
  const decision = opened(position);
  return decision.ok ? 'accepted' : decision.violation.code;
};

/** `players` seats with the table's identities; seat 0 holds `hand`; the commons given go to the discard pile. */
function position(
  players: number,
  hand: Card[],
  discard: Colour[] = [],
  identities = TABLE_IDENTITIES[players] ?? [],
): PositionInput {
  const seats = Array.from({ length: players }, (_, s) => ({
    identity: identities[s] as Colour,
    hand: s === 0 ? hand : [],
  }));
  return { seats, columns: columnsBesides(hand), discard };
}

describe('M5 in custom positions', () => {
  test.each([
    [2, 2],
    [3, 3],
    [4, 4],
  ])('M5: a %i-player table has %i commons of each colour, and no more anywhere', (players, each) => {
    for (const colour of COLOURS) {
      const mine = commons(...Array<Colour>(each).fill(colour));
      expect(codeOf(position(players, mine))).toBe('accepted');
      expect(codeOf(position(players, mine, [colour]))).toBe(
        each === 4 ? 'monad/M4-position-too-many-cards' : 'monad/M5-position-cards',
      );
    }
  });

  test('M5: the commons a table lacks are refused wherever they are (hand, discard pile or deck), with a sentence', () => {
    const decision = opened({ ...position(2, commons('red')), discard: ['red'], deck: ['red'] });
    expect(decision.ok).toBe(false);
    if (!decision.ok) {
      expect(decision.violation.code).toBe('monad/M5-position-cards');
      expect(decision.violation.message).toMatch(/3 red common cards; a 2-player table has 2/);
    }
  });

  test.each([
    [3, ['red', 'orange', 'yellow']],
    [4, ['yellow', 'green']],
  ] as const)('M5: a %i-player table has no %j identity card', (players, removed) => {
    for (const identity of removed) {
      const identities = [identity, ...(TABLE_IDENTITIES[players] ?? []).slice(1)];
      expect(codeOf(position(players, [], [], identities))).toBe('monad/M5-position-identity');
    }
    expect(codeOf(position(players, []))).toBe('accepted');
  });

  test('M5: with 2 players any two identities may be left (four are removed at random)', () => {
    for (const a of COLOURS)
      for (const b of COLOURS) if (a !== b) expect(codeOf(position(2, [], [], [a, b]))).toBe('accepted');
  });

  test('M4: one bi, tri, quad and quint of each colour in the box: a second is refused at any player count', () => {
    for (const players of [2, 3, 4]) {
      const p = position(players, [bi('red')]);
      expect(codeOf({ ...p, columns: { ...p.columns, bi: ['red', ...p.columns.bi] } })).toBe(
        'monad/M4-position-too-many-cards',
      );
    }
  });
});
