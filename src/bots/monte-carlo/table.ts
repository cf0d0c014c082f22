// What the bot reads off its seat's view, once per decision: the board with its landmarks and the worth
// of each square, its own seat and money, and the casino cards that can come next. The draw pile's
// order is secret, but its contents are not: every card is either in the result pile (public) or in
// the draw pile, so the cards to come are those not yet turned up — card counting from public facts.
import { boardOf } from '../../games/monte-carlo/board.js';
import type { CardId } from '../../games/monte-carlo/cards.js';
import { CARD_IDS } from '../../games/monte-carlo/cards.js';
import type { View } from '../../games/monte-carlo/schemas.js';
import type { Deck } from './deck.js';
import { CASINO_DRAWS, deckOf } from './deck.js';
import { squareWorths, type Yardstick } from './worth.js';

export type PawnView = View['pawns'][number];

/** The board and the worth of each square come from the Yardstick (worth.ts). */
export interface Table extends Yardstick {
  readonly view: View;
  /** The seat deciding: the viewer. */
  readonly seat: number;
  readonly money: number;
  /** The cards the next draw comes from. */
  readonly deck: Deck;
  /**
   * Casino draws looked ahead in a chain (landing.ts); beyond, a casino square is valued as if the pawn stood
   * there.
   */
  readonly draws: number;
}

/** C14: the draw pile holds every card not in the result pile; an empty pile is renewed from the result pile. */
export function cardsToCome(view: View): CardId[] {
  const shown = new Set(view.casino.resultPile);
  const left = CARD_IDS.filter(card => !shown.has(card));
  return view.casino.drawPile === 0 || left.length !== view.casino.drawPile ? [...CARD_IDS] : left;
}

export function tableOf(view: View, draws = CASINO_DRAWS): Table {
  if (!Number.isInteger(draws) || draws < 0 || draws > CASINO_DRAWS)
    throw new RangeError(`a table looks 0 to ${CASINO_DRAWS} casino draws ahead, not ${draws}`);
  const seat = view.viewer ?? view.toAct[0] ?? 0;
  const board = boardOf(view.board);
  return {
    view,
    board,
    worths: squareWorths(board),
    seat,
    money: moneyOf(view, seat),
    deck: deckOf(cardsToCome(view)),
    draws,
  };
}

export const moneyOf = (view: View, seat: number): number => view.seats[seat]?.money ?? 0;

export function pawnOf(view: View, id: number): PawnView {
  const pawn = view.pawns[id];
  if (!pawn) throw new RangeError(`no pawn ${id} in the view`);
  return pawn;
}

/** A pawn's square, or null once it is home or off the track. */
export const squareOf = (pawn: PawnView): number | null => (typeof pawn.at === 'number' ? pawn.at : null);
