// The turns to go (track.ts) are solved once per board and found again for every view's copy of it (the same
// square objects in a new array) without building its key; another board, even one asked about between two
// copies of the first, gets its own.
import { describe, expect, it } from 'vitest';
import { turnsToGo } from '../../src/bots/monte-carlo/track.js';
import { squareWorths } from '../../src/bots/monte-carlo/worth.js';
import { boardOf, boardProblem, DEFAULT_SQUARES } from '../../src/games/monte-carlo/board.js';
import type { Square } from '../../src/games/monte-carlo/schemas.js';

// The default board with its casino-1 squares made green: a board of its own, valid by C3.
const other: Square[] = DEFAULT_SQUARES.map(square => (square.kind === 'casino-1' ? { kind: 'green' } : square));

describe('the turns to go, solved once per board', () => {
  it('answers every copy of a board with the one solved array, and another board with its own', () => {
    expect(boardProblem(other)).toBeNull();
    const first = turnsToGo(boardOf([...DEFAULT_SQUARES]));
    expect(turnsToGo(boardOf([...DEFAULT_SQUARES]))).toBe(first);
    const mine = turnsToGo(boardOf([...other]));
    expect(mine).not.toEqual(first);
    expect(turnsToGo(boardOf([...DEFAULT_SQUARES]))).toBe(first);
    expect(turnsToGo(boardOf([...other]))).toBe(mine);
    // Content, not identity, decides: new square objects of the same board find the same turns.
    expect(turnsToGo(boardOf(DEFAULT_SQUARES.map(square => ({ ...square }))))).toBe(first);
  });

  it("keeps each board's square worths apart as well", () => {
    const worths = squareWorths(boardOf([...DEFAULT_SQUARES]));
    expect(squareWorths(boardOf([...other]))).not.toEqual(worths);
    expect(squareWorths(boardOf([...DEFAULT_SQUARES]))).toBe(worths);
  });
});
