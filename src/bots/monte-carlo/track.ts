// How far a square really is from home: the expected number of turns a lone pawn needs from there,
// moving every turn, betting the likeliest suits and taking the better of A and B (C6–C14), money
// aside. Squares a roll away from a good casino are nearer than they look, a bank is farther (it is
// left only on a 1, 2 or 3). Casino losses and the second arrow send pawns backwards, so the turns are
// found by value iteration, once per board.
import type { Board } from '../../games/monte-carlo/board.js';
import { squareAt } from '../../games/monte-carlo/board.js';
import type { Square } from '../../games/monte-carlo/schemas.js';
import { DIE_SIDES, LEAVING_ROLLS } from '../../games/monte-carlo/vocabulary.js';
import { betWinners, CASINO_DRAWS, FULL_DECK, indexesOf, NUMBERS, size } from './deck.js';

/** Sweeps of value iteration: the turns settle to 0.01 well before this. */
const SWEEPS = 40;
const CARDS_IN_DECK = size(FULL_DECK);

function solve(board: Board): number[] {
  const turns = Array.from({ length: board.finish + 1 }, (_, s) => (board.finish - s) / 3.5);
  const turnsAt = (s: number): number => (s >= board.finish ? 0 : (turns[Math.max(0, s)] ?? 0));
  // Turns left once a pawn moved by `die` reaches `s`, `draws` casino cards into the move; kept per sweep.
  let known = new Map<number, number>();
  const reach = (s: number, die: number, draws: number): number => {
    const key = (s * (DIE_SIDES + 1) + die) * (CASINO_DRAWS + 1) + draws;
    let value = known.get(key);
    if (value === undefined) {
      value = arrive(s, die, draws, squareAt(board, Math.max(0, s)));
      known.set(key, value);
    }
    return value;
  };
  const arrive = (s: number, die: number, draws: number, square: Square): number => {
    if (s >= board.finish) return 0;
    switch (square.kind) {
      case 'to-bank-1':
        return turnsAt(board.firstBank);
      case 'to-bank-2':
        return turnsAt(board.secondBank);
      case 'casino-3':
      case 'casino-2':
      case 'casino-1': {
        if (draws >= CASINO_DRAWS) return turnsAt(s);
        const winners = betWinners(square, FULL_DECK);
        let sum = 0;
        for (const index of indexesOf(FULL_DECK)) {
          const number = NUMBERS[index] ?? 1;
          sum +=
            (winners >> index) & 1
              ? Math.min(reach(s + die, die, draws + 1), reach(s + die * number, die, draws + 1))
              : reach(Math.max(0, s - die), die, draws + 1);
        }
        return sum / CARDS_IN_DECK;
      }
      case 'start':
      case 'green':
      case 'bank':
      case 'finish':
        return turnsAt(s);
      default: {
        const unknown: never = square;
        throw new Error(`unknown square ${JSON.stringify(unknown)}`);
      }
    }
  };
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    known = new Map();
    for (let s = board.finish - 1; s >= 0; s--) {
      const stuck = squareAt(board, s).kind === 'bank';
      let sum = 0;
      for (let die = 1; die <= DIE_SIDES; die++)
        sum += stuck && !LEAVING_ROLLS.includes(die) ? turnsAt(s) : reach(s + die, die, 0);
      turns[s] = 1 + sum / DIE_SIDES;
    }
  }
  return turns;
}

/** Solved boards by their squares (a view brings its own copy of the board, so its content is the key)… */
const solved = new Map<string, readonly number[]>();
/** …and by the very array, to skip building that key on every question about the same view… */
const byArray = new WeakMap<readonly Square[], readonly number[]>();
/**
 * …and the last board asked about, whose copies (every view's: the same square objects in a new array) are
 * recognised by their elements without building the key: a search asks about one board thousands of times.
 */
let last: { readonly squares: readonly Square[]; readonly turns: readonly number[] } | null = null;

const sameSquares = (a: readonly Square[], b: readonly Square[]): boolean =>
  a.length === b.length && a.every((square, i) => square === b[i]);

/** Expected turns to bring a lone pawn home from each square (the finish: 0). */
export function turnsToGo(board: Board): readonly number[] {
  const cached = byArray.get(board.squares) ?? (last && sameSquares(last.squares, board.squares) ? last.turns : null);
  if (cached) return cached;
  const key = JSON.stringify(board.squares);
  const turns = solved.get(key) ?? solve(board);
  solved.set(key, turns);
  byArray.set(board.squares, turns);
  last = { squares: board.squares, turns };
  return turns;
}
