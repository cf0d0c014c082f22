// The yardstick every decision is measured with: squares of progress. The game is a race (C20), so a
// pawn is worth the squares it has covered, less what it costs to be stuck (a bank or a stack lets it
// leave only on a 1, 2 or 3, C7). Money is worth squares too, but only as insurance: it pays the taxes
// and casino losses that would otherwise ruin the player and send a pawn back (C15, C16), so its worth
// rises steeply at first and flattens out (a concave curve); beyond that it buys little but poker stakes.
import type { Board } from '../../games/monte-carlo/board.js';
import { squareAt } from '../../games/monte-carlo/board.js';
import { MONEY } from '../../games/monte-carlo/vocabulary.js';

export const WEIGHTS = {
  /** Squares lost by standing in a bank: it leaves only on a 1, 2 or 3 (C11). */
  bank: 2,
  /** Squares lost by a pawn blocked under an opponent (C10). */
  blocked: 3,
  /** A pawn home is safe for good: a little more than the squares it covered. */
  home: 2,
  /** Squares per $10,000 for a player with nothing: the slope of the money curve at 0… */
  moneySlope: 2,
  /** …which flattens over this many dollars (the curve's scale). */
  moneyScale: 200_000,
} as const;

/** The worth of a pawn on `square` (null: home), in squares. */
export function pawnWorth(board: Board, square: number | null, blocked = false): number {
  if (square === null) return board.finish + WEIGHTS.home;
  const stuck = squareAt(board, square).kind === 'bank' ? WEIGHTS.bank : 0;
  return square - stuck - (blocked ? WEIGHTS.blocked : 0);
}

function curve(money: number): number {
  const held = Math.max(0, Math.min(MONEY.cap, money));
  const scale = WEIGHTS.moneyScale;
  return ((WEIGHTS.moneySlope * scale) / MONEY.unit) * (1 - Math.exp(-held / scale));
}

/** The curve at every sum a player can hold (money moves in units of $10,000, C1). */
const CURVE: readonly number[] = Array.from({ length: MONEY.cap / MONEY.unit + 1 }, (_, units) => curve(units * MONEY.unit));

/** The worth of money, in squares: concave, capped by C16's ceiling. */
export const moneyWorth = (money: number): number => CURVE[money / MONEY.unit] ?? curve(money);

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
