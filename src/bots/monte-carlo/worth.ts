// The yardstick every decision is measured with: squares of progress. The game is a race (C20), so a
// pawn is worth half the squares it has covered and half its reach — how near home it is in turns
// (track.ts), which sees a good casino ahead and a bank's wait (C11) — less what being blocked costs
// (C10). Money is worth squares too: it pays the taxes and casino losses that would otherwise ruin the
// player and send a pawn back (C15, C16), and it is the stake that can ruin an opponent at poker. Its
// curve is concave but gentle; a steeper one, valuing only the first $50,000 or so, played worse in
// the arena (it threw away option A's payouts and poker stakes).
import type { Board } from '../../games/monte-carlo/board.js';
import { squareAt } from '../../games/monte-carlo/board.js';
import { MONEY } from '../../games/monte-carlo/vocabulary.js';
import { turnsToGo } from './track.js';

/** What a pawn's worth is read off: the board, and the worth of each of its squares (a Table holds both). */
export interface Yardstick {
  readonly board: Board;
  /** The worth of a pawn on each square (squareWorths). */
  readonly worths: readonly number[];
}

export const WEIGHTS = {
  /**
   * How much of a pawn's worth is its reach — the lone pawn's turns to go (track.ts), rescaled to
   * squares — rather than the squares it covered. Half: a lone pawn overrates waiting in a bank, since
   * in the game another pawn moves meanwhile, and the squares covered underrate a good casino ahead.
   */
  reach: 0.5,
  /** Squares lost by standing in a bank beyond what reach counts: it leaves only on a 1, 2 or 3 (C11). */
  bank: 1,
  /** Squares lost by a pawn blocked under an opponent (C10). */
  blocked: 3,
  /** A pawn home is safe for good: a little more than the squares it covered. */
  home: 2,
  /** Squares per $10,000 for a player with nothing: the slope of the money curve at 0… */
  moneySlope: 2,
  /** …which flattens over this many dollars (the curve's scale): about 0.6 squares per $10,000 at the cap. */
  moneyScale: 200_000,
} as const;

/** squareWorths by the board's solved turns (track.ts: one array per board content). */
const worthsByTurns = new WeakMap<readonly number[], readonly number[]>();

/** The worth of an unblocked pawn on each square of the board, in squares; the finish is home. */
export function squareWorths(board: Board): readonly number[] {
  const turns = turnsToGo(board);
  let worths = worthsByTurns.get(turns);
  if (worths === undefined) {
    worths = worthsOf(board, turns);
    worthsByTurns.set(turns, worths);
  }
  return worths;
}

function worthsOf(board: Board, turns: readonly number[]): number[] {
  const start = turns[0] ?? 1;
  return board.squares.map((_, square) => {
    if (square >= board.finish) return board.finish + WEIGHTS.home;
    const reach = (board.finish * (start - (turns[square] ?? start))) / start;
    const stuck = squareAt(board, square).kind === 'bank' ? WEIGHTS.bank : 0;
    return (1 - WEIGHTS.reach) * square + WEIGHTS.reach * reach - stuck;
  });
}

/** The worth of a pawn on `square` (null or beyond the finish: home), in squares. */
export function pawnWorth(table: Yardstick, square: number | null, blocked = false): number {
  const at = square === null ? table.board.finish : Math.min(square, table.board.finish);
  return (table.worths[at] ?? 0) - (blocked ? WEIGHTS.blocked : 0);
}

function curve(money: number): number {
  const held = Math.max(0, Math.min(MONEY.cap, money));
  const scale = WEIGHTS.moneyScale;
  return ((WEIGHTS.moneySlope * scale) / MONEY.unit) * (1 - Math.exp(-held / scale));
}

const CAP_UNITS = MONEY.cap / MONEY.unit;

/** The curve at every sum a player can hold (money moves in units of $10,000, C1). */
const CURVE: readonly number[] = Array.from({ length: CAP_UNITS + 1 }, (_, units) => curve(units * MONEY.unit));

/**
 * The worth of money, in squares: concave, capped by C16's ceiling. Sums below nothing or above the cap (a
 * stake's what-ifs) are worth what nothing or the cap is, as the curve says, read off the table too.
 */
export const moneyWorth = (money: number): number =>
  CURVE[money <= 0 ? 0 : money >= MONEY.cap ? CAP_UNITS : money / MONEY.unit] ?? curve(money);

/** C11/C13: what a pawn collects on arriving at a square it rests on (a bank or the start). */
export function collected(board: Board, square: number): number {
  const kind = squareAt(board, square).kind;
  return kind === 'bank' ? MONEY.bank : kind === 'start' ? MONEY.start : 0;
}

/**
 * How much one opponent's setback counts against our own progress: fully in a race of two, a share of it
 * with more players (holding back one of three rivals leaves the other two running).
 */
export const rivalShare = (players: number): number => 1 / Math.max(1, players - 1);
