// C4: the 17 casino cards as a table (reconstructed: the printed cards are pictures the sheet does not
// carry). Cards are named by id in facts and state, so a drawn card reads plainly in the log
// (`clubs-3`) and the draw pile is a list of ids that only `view`/`redact` must hide.
import type { Suit } from './vocabulary.js';
import { MONEY, SUITS } from './vocabulary.js';

export const CARD_IDS = [
  'spades-1',
  'spades-2',
  'spades-3',
  'spades-4',
  'hearts-1',
  'hearts-2',
  'hearts-3',
  'hearts-4',
  'diamonds-1',
  'diamonds-2',
  'diamonds-3',
  'diamonds-4',
  'clubs-1',
  'clubs-2',
  'clubs-3',
  'clubs-4',
  'jackpot',
] as const;
export type CardId = (typeof CARD_IDS)[number];

export interface Card {
  readonly suits: readonly Suit[];
  /** The printed number: the card's value is number × $10,000; option B moves roll × number. */
  readonly number: number;
}

const numbered = (suit: Suit, number: number): Card => ({ suits: [suit], number });

export const CARDS: Readonly<Record<CardId, Card>> = {
  'spades-1': numbered('spades', 1),
  'spades-2': numbered('spades', 2),
  'spades-3': numbered('spades', 3),
  'spades-4': numbered('spades', 4),
  'hearts-1': numbered('hearts', 1),
  'hearts-2': numbered('hearts', 2),
  'hearts-3': numbered('hearts', 3),
  'hearts-4': numbered('hearts', 4),
  'diamonds-1': numbered('diamonds', 1),
  'diamonds-2': numbered('diamonds', 2),
  'diamonds-3': numbered('diamonds', 3),
  'diamonds-4': numbered('diamonds', 4),
  'clubs-1': numbered('clubs', 1),
  'clubs-2': numbered('clubs', 2),
  'clubs-3': numbered('clubs', 3),
  'clubs-4': numbered('clubs', 4),
  // C4: the jackpot bears all four suits and the number 5.
  jackpot: { suits: SUITS, number: 5 },
};

export const JACKPOT: CardId = 'jackpot';

/** C4: a card's value. */
export const cardValue = (card: CardId): number => CARDS[card].number * MONEY.unit;

/** C14: a bet wins when the card bears one of its suits (the jackpot bears them all). */
export const cardWins = (card: CardId, bet: readonly Suit[]): boolean =>
  CARDS[card].suits.some(suit => bet.includes(suit));
