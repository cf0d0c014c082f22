// The casino cards still to come, as a bit set over CARD_IDS (bit i: card i). Looking ahead through a
// chain of casinos asks, at every node, how many of the cards left win a bet and with which number;
// with bit sets that is a mask and a count instead of a walk over card objects.
import type { CardId } from '../../games/monte-carlo/cards.js';
import { CARD_IDS, CARDS, cardWins, JACKPOT } from '../../games/monte-carlo/cards.js';
import type { Square } from '../../games/monte-carlo/schemas.js';
import type { Suit } from '../../games/monte-carlo/vocabulary.js';
import { DOUBLE_BETS, SINGLE_BETS, SUITS } from '../../games/monte-carlo/vocabulary.js';

export type Deck = number;

/** A casino square of the board. */
export type CasinoSquare = Extract<Square, { kind: 'casino-3' | 'casino-2' | 'casino-1' }>;

export const FULL_DECK: Deck = (1 << CARD_IDS.length) - 1;

/**
 * The casino draws the heuristic looks ahead in a chain (landing.ts, and track.ts's turns to go), also the most a
 * table may look (table.ts): nodes are keyed by the draws so far.
 */
export const CASINO_DRAWS = 3;

const JACKPOT_BIT = 1 << CARD_IDS.indexOf(JACKPOT);

/** The printed number of each card by bit index. */
export const NUMBERS: readonly number[] = CARD_IDS.map(card => CARDS[card].number);

export const MAX_NUMBER = Math.max(...NUMBERS);

export const deckOf = (cards: readonly CardId[]): Deck =>
  cards.reduce((deck, card) => deck | (1 << CARD_IDS.indexOf(card)), 0);

/** The number of cards in a deck (a population count: the look-ahead asks it at every casino node). */
export function size(deck: Deck): number {
  const pairs = deck - ((deck >>> 1) & 0x55555555);
  const nibbles = (pairs & 0x33333333) + ((pairs >>> 2) & 0x33333333);
  return Math.imul((nibbles + (nibbles >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The card of the highest bit index in a non-empty deck. */
export const highest = (deck: Deck): number => 31 - Math.clz32(deck);

/** BY_NUMBER[n]: the cards that bear the number n. */
export const BY_NUMBER: readonly Deck[] = Array.from({ length: MAX_NUMBER + 1 }, (_, n) =>
  deckOf(CARD_IDS.filter(card => CARDS[card].number === n)),
);

/** The bit indexes of the cards in a deck. */
export function indexesOf(deck: Deck): number[] {
  const out: number[] = [];
  CARD_IDS.forEach((_, i) => {
    if (deck & (1 << i)) out.push(i);
  });
  return out;
}

const suitsOf = (mask: number): Suit[] => SUITS.filter((_, i) => mask & (1 << i));

/** WINNING[m]: the cards that win a bet on the suits of bit set m (the jackpot wins them all). */
const WINNING: readonly Deck[] = Array.from({ length: 1 << SUITS.length }, (_, mask) =>
  deckOf(CARD_IDS.filter(card => cardWins(card, suitsOf(mask)))),
);

/** C14: the cards that win a bet. */
export function winnersOf(bet: readonly Suit[]): Deck {
  let mask = 0;
  for (const suit of bet) mask |= 1 << SUITS.indexOf(suit);
  return WINNING[mask] ?? 0;
}

/** The winners of the bet most likely to win with these cards, of bets given by their winners (the first of equals). */
function likeliestWinners(deck: Deck, bets: readonly Deck[]): Deck {
  let best = bets[0] ?? 0;
  let wins = -1;
  for (const winners of bets) {
    const n = size(deck & winners);
    if (n > wins) [best, wins] = [winners, n];
  }
  return best;
}

/** C14: the deck after drawing card `index`: the jackpot renews the whole deck, and so does an empty pile. */
export function afterDraw(deck: Deck, index: number): Deck {
  const bit = 1 << index;
  if (bit === JACKPOT_BIT) return FULL_DECK;
  const left = deck & ~bit;
  return left === 0 ? FULL_DECK : left;
}

/** The winners of each bet on two suits and on one (C14: a casino-2 square and a casino-1 take them). */
const DOUBLE_WINNERS: readonly Deck[] = DOUBLE_BETS.map(winnersOf);
const SINGLE_WINNERS: readonly Deck[] = SINGLE_BETS.map(winnersOf);

/**
 * C14: the cards that win the bet a pawn takes on a casino square, drawing from `deck`: a casino-3's printed
 * suits, or on a casino-2 or casino-1 the bet of its kind most likely to win.
 */
export function betWinners(square: CasinoSquare, deck: Deck): Deck {
  switch (square.kind) {
    case 'casino-3':
      return winnersOf(square.suits);
    case 'casino-2':
      return likeliestWinners(deck, DOUBLE_WINNERS);
    case 'casino-1':
      return likeliestWinners(deck, SINGLE_WINNERS);
  }
}
