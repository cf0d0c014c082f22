// The game's words as the page prints them: colours, suits, cards, dice faces, square kinds and money.
// Tables, not branches (STYLE.md habit 8), so the board, the moves and the log name things the same way.
// Only names live here; nothing decides what a card or a square does — the server's view says that.
import type { MonteCarloFact, MonteCarloMove, MonteCarloSquare, MonteCarloView } from '../../api/types';

export type Colour = MonteCarloView['pawns'][number]['colour'];
export type Suit = Extract<MonteCarloMove, { type: 'bet' }>['suits'][number];
export type CardId = MonteCarloView['casino']['resultPile'][number];
export type Face = Extract<MonteCarloFact, { type: 'dice_thrown' }>['faces'][number];
export type SquareKind = MonteCarloSquare['kind'];
export type HandKind = Extract<MonteCarloFact, { type: 'poker_won' }>['challengerHand'];

export const COLOUR_NAMES: Readonly<Record<Colour, string>> = {
  red: 'Red',
  blue: 'Blue',
  yellow: 'Yellow',
  white: 'White',
};

/** The letter printed on a pawn, so a colour is never told by hue alone. */
export const COLOUR_LETTERS: Readonly<Record<Colour, string>> = { red: 'R', blue: 'B', yellow: 'Y', white: 'W' };

export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };
export const SUIT_NAMES: Readonly<Record<Suit, string>> = {
  spades: 'spades',
  hearts: 'hearts',
  diamonds: 'diamonds',
  clubs: 'clubs',
};
/** Hearts and diamonds print red, as on a card. */
export const RED_SUITS: readonly Suit[] = ['hearts', 'diamonds'];

export const HAND_NAMES: Readonly<Record<HandKind, string>> = {
  nothing: 'nothing',
  'one-pair': 'one pair',
  'two-pairs': 'two pairs',
  'three-of-a-kind': 'three of a kind',
  'low-straight': 'a low straight',
  'high-straight': 'a high straight',
  'full-house': 'a full house',
  'four-of-a-kind': 'four of a kind',
  'five-of-a-kind': 'five of a kind',
};

/** What a square is called, long (for labels and titles) and short (printed on the board). */
export const SQUARE_WORDS: Readonly<Record<SquareKind, { readonly long: string; readonly short: string }>> = {
  start: { long: 'Start', short: 'START' },
  green: { long: 'Green square', short: '' },
  bank: { long: 'Bank (collect $50,000)', short: 'BANK' },
  'to-bank-1': { long: 'Arrow: go on to the first bank', short: '→ BANK' },
  'to-bank-2': { long: 'Arrow: go back to the second bank', short: '← BANK' },
  'casino-3': { long: 'Casino, three suits', short: '' },
  'casino-2': { long: 'Casino: bet on two suits', short: 'BET 2' },
  'casino-1': { long: 'Casino: bet on one suit', short: 'BET 1' },
  finish: { long: 'Finish ($1,000,000)', short: 'FINISH' },
};

export const money = (amount: number): string => `$${amount.toLocaleString('en-US')}`;

export const suits = (list: readonly Suit[]): string => list.map(s => SUIT_SYMBOLS[s]).join('');
export const suitWords = (list: readonly Suit[]): string => list.map(s => SUIT_NAMES[s]).join(' and ');

export function cardWords(card: CardId): string {
  if (card === 'jackpot') return 'the jackpot (all suits, 5)';
  const [suit, number] = card.split('-') as [Suit, string];
  return `the ${number} of ${SUIT_NAMES[suit]}`;
}

export function squareLabel(square: MonteCarloSquare, index: number): string {
  const words = square.kind === 'casino-3' ? `Casino, bet ${suitWords(square.suits)}` : SQUARE_WORDS[square.kind].long;
  return `Square ${index}: ${words}`;
}

/** Ordinal names for the five poker dice, as a person counts them. */
export const DIE_NAMES = ['1st', '2nd', '3rd', '4th', '5th'] as const;
