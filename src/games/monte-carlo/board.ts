// C3: the track as data. The printed board is a picture the rule sheet does not carry, so the default
// is the rule book's reconstruction; `options.board` may bring another track, checked here against C3
// so that every rule can rely on its landmarks (the banks, the arrows, the finish) being where C3 says.
import type { Square, SquareKind } from './schemas.js';
import { MAX_SQUARES, type Suit } from './vocabulary.js';

export interface Board {
  readonly squares: readonly Square[];
  /** The last square: a pawn reaching or passing it is home (C9). */
  readonly finish: number;
  readonly firstBank: number;
  readonly secondBank: number;
}

const casino3 = (suits: readonly [Suit, Suit, Suit]): Square => ({ kind: 'casino-3', suits: [...suits] });

/** C3: the reconstructed board's special squares; every other square between start and finish is green. */
const SPECIAL_SQUARES: Readonly<Record<number, Square>> = {
  4: casino3(['spades', 'hearts', 'diamonds']),
  7: { kind: 'to-bank-1' },
  9: { kind: 'casino-2' },
  13: casino3(['hearts', 'diamonds', 'clubs']),
  15: { kind: 'bank' },
  18: { kind: 'casino-1' },
  21: casino3(['spades', 'diamonds', 'clubs']),
  24: { kind: 'casino-2' },
  28: { kind: 'casino-1' },
  31: { kind: 'bank' },
  33: casino3(['spades', 'hearts', 'clubs']),
  36: { kind: 'casino-2' },
  39: { kind: 'to-bank-2' },
  41: { kind: 'casino-1' },
  44: casino3(['spades', 'hearts', 'diamonds']),
  47: { kind: 'casino-2' },
  51: { kind: 'casino-1' },
  54: casino3(['hearts', 'diamonds', 'clubs']),
  57: { kind: 'casino-2' },
};
const DEFAULT_LENGTH = 61;

export const DEFAULT_SQUARES: readonly Square[] = Array.from({ length: DEFAULT_LENGTH }, (_, index): Square => {
  if (index === 0) return { kind: 'start' };
  if (index === DEFAULT_LENGTH - 1) return { kind: 'finish' };
  return SPECIAL_SQUARES[index] ?? { kind: 'green' };
});

/** C14: the casino squares, where a pawn bets and draws a card. */
export const isCasino = (kind: SquareKind): boolean =>
  kind === 'casino-3' || kind === 'casino-2' || kind === 'casino-1';

/** Squares a pawn never rests on: it is sent on at once (C12, C14). */
export const isPassing = (kind: SquareKind): boolean => kind === 'to-bank-1' || kind === 'to-bank-2' || isCasino(kind);

/** A loop, not a flatMap: a bot builds the board from every view it reads, thousands of times a search. */
function indexesOf(squares: readonly Square[], kind: SquareKind): number[] {
  const found: number[] = [];
  for (let index = 0; index < squares.length; index++) if (squares[index]?.kind === kind) found.push(index);
  return found;
}

/** C3: why a track is not a valid board, or null when it is. */
export function boardProblem(squares: readonly Square[]): string | null {
  if (squares.length > MAX_SQUARES)
    return `The board has ${squares.length} squares; a board has at most ${MAX_SQUARES}.`;
  const last = squares.length - 1;
  if (squares[0]?.kind !== 'start' || indexesOf(squares, 'start').length !== 1) {
    return 'The board must have exactly one start, as its first square.';
  }
  if (squares[last]?.kind !== 'finish' || indexesOf(squares, 'finish').length !== 1) {
    return 'The board must have exactly one finish, as its last square.';
  }
  const banks = indexesOf(squares, 'bank');
  const [first, second] = banks;
  if (banks.length !== 2 || first === undefined || second === undefined)
    return 'The board must have exactly two banks.';
  const toFirst = indexesOf(squares, 'to-bank-1');
  if (toFirst.length !== 1 || (toFirst[0] ?? last) > first) {
    return 'The board must have exactly one to-bank-1 arrow, before the first bank.';
  }
  const toSecond = indexesOf(squares, 'to-bank-2');
  if (toSecond.length !== 1 || (toSecond[0] ?? 0) < second) {
    return 'The board must have exactly one to-bank-2 arrow, after the second bank.';
  }
  for (const [index, square] of squares.entries()) {
    if (square.kind === 'casino-3' && new Set(square.suits).size !== 3) {
      return `The casino-3 square ${index} must name three different suits.`;
    }
  }
  return null;
}

/** The board with its landmarks found once; call only on squares that passed `boardProblem`. */
export function boardOf(squares: readonly Square[]): Board {
  const [firstBank = 0, secondBank = 0] = indexesOf(squares, 'bank');
  return { squares, finish: squares.length - 1, firstBank, secondBank };
}

export const squareAt = (board: Board, at: number): Square => board.squares[at] ?? { kind: 'finish' };

/** C15/C16: the nearest bank strictly behind a square, or the start when there is none. */
export function bankBehind(board: Board, at: number): number {
  if (at > board.secondBank) return board.secondBank;
  if (at > board.firstBank) return board.firstBank;
  return 0;
}

/** C10: no poker on squares before the first bank. */
export const pokerAllowedAt = (board: Board, at: number): boolean => at > board.firstBank;
