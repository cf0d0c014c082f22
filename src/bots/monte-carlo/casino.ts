// The casino decisions (C14): the bet on a casino-2 or casino-1 square, and A or B after a win. Both are
// weighed by where they lead (landing.ts) with the cards still to come: a bet is valued over every card
// that can be drawn, so card counting picks the suits most likely to win and, between equals, the ones
// whose cards pay most; A or B is the better landing — B's long jump usually, A when B lands badly
// (the second arrow, a weak casino) or when the purse is thin enough that A's money matters more.
import type { Move, View } from '../../games/monte-carlo/schemas.js';
import { CARDS } from '../../games/monte-carlo/cards.js';
import { winnersOf } from './deck.js';
import { casino, journey, option } from './landing.js';
import type { Table } from './table.js';

type Step<K extends View['step']['type']> = Extract<View['step'], { type: K }>;

const journeyOf = (table: Table) => journey(table, table.view.turn?.die ?? 1);

/** C14: the bet worth most. */
export function chooseBet(table: Table, step: Step<'bet'>, legal: readonly Move[]): Move {
  const trip = journeyOf(table);
  let best = legal[0];
  let bestWorth = -Infinity;
  for (const move of legal) {
    if (move.type !== 'bet') continue;
    const worth = casino(trip, step.square, table.money, table.deck, 0, winnersOf(move.suits));
    if (worth > bestWorth) [best, bestWorth] = [move, worth];
  }
  if (!best) throw new Error('no bet to place');
  return best;
}

/** C14: A or B, whichever lands better. */
export function chooseOption(table: Table, step: Step<'option'>, legal: readonly Move[]): Move {
  const trip = journeyOf(table);
  const square = table.view.pawns[step.pawn]?.at;
  if (typeof square !== 'number') return legal[0] ?? { type: 'choose', option: 'A' };
  let best = legal[0];
  let bestWorth = -Infinity;
  for (const move of legal) {
    if (move.type !== 'choose') continue;
    const worth = option(trip, square, table.money, table.deck, 1, CARDS[step.card].number, move.option);
    if (worth > bestWorth) [best, bestWorth] = [move, worth];
  }
  if (!best) throw new Error('no option to choose');
  return best;
}
