// The game's words as the page prints them: colours, suits, cards, dice faces, square kinds and money, in
// the page's language. Tables of message keys, not branches (STYLE.md habit 8), so the board, the moves
// and the log name things the same way. Only names live here; nothing decides what a card or a square
// does — the server's view says that.
import type { MonteCarloFact, MonteCarloMove, MonteCarloSquare, MonteCarloView } from '../../api/types';
import { formatList, money as formatMoney, t, type MessageKey } from '../../i18n/i18n';

export type Colour = MonteCarloView['pawns'][number]['colour'];
export type Suit = Extract<MonteCarloMove, { type: 'bet' }>['suits'][number];
export type CardId = MonteCarloView['casino']['resultPile'][number];
export type Face = Extract<MonteCarloFact, { type: 'dice_thrown' }>['faces'][number];
export type SquareKind = MonteCarloSquare['kind'];
export type HandKind = Extract<MonteCarloFact, { type: 'poker_won' }>['challengerHand'];

const COLOUR_KEYS: Readonly<Record<Colour, MessageKey>> = {
  red: 'mc.colour.red',
  blue: 'mc.colour.blue',
  yellow: 'mc.colour.yellow',
  white: 'mc.colour.white',
};
/** "Red", "Rouge", "Rot". */
export const colourName = (colour: Colour): string => t(COLOUR_KEYS[colour]);

const LETTER_KEYS: Readonly<Record<Colour, MessageKey>> = {
  red: 'mc.letter.red',
  blue: 'mc.letter.blue',
  yellow: 'mc.letter.yellow',
  white: 'mc.letter.white',
};
/** The letter printed on a pawn, so a colour is never told by hue alone ("R", "J"…, per language). */
export const colourLetter = (colour: Colour): string => t(LETTER_KEYS[colour]);

export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };
const SUIT_KEYS: Readonly<Record<Suit, MessageKey>> = {
  spades: 'mc.suit.spades',
  hearts: 'mc.suit.hearts',
  diamonds: 'mc.suit.diamonds',
  clubs: 'mc.suit.clubs',
};
export const suitName = (suit: Suit): string => t(SUIT_KEYS[suit]);
/** Hearts and diamonds print red, as on a card. */
export const RED_SUITS: readonly Suit[] = ['hearts', 'diamonds'];

const HAND_KEYS: Readonly<Record<HandKind, MessageKey>> = {
  nothing: 'mc.hand.nothing',
  'one-pair': 'mc.hand.onePair',
  'two-pairs': 'mc.hand.twoPairs',
  'three-of-a-kind': 'mc.hand.three',
  'low-straight': 'mc.hand.lowStraight',
  'high-straight': 'mc.hand.highStraight',
  'full-house': 'mc.hand.fullHouse',
  'four-of-a-kind': 'mc.hand.four',
  'five-of-a-kind': 'mc.hand.five',
};
export const handName = (hand: HandKind): string => t(HAND_KEYS[hand]);

/** What a square is called, long (for labels and titles) and short (printed on the board; '' for none). */
const SQUARE_KEYS: Readonly<Record<SquareKind, { readonly long: MessageKey; readonly short: MessageKey | null }>> = {
  start: { long: 'mc.square.start', short: 'mc.square.start.short' },
  green: { long: 'mc.square.green', short: null },
  bank: { long: 'mc.square.bank', short: 'mc.square.bank.short' },
  'to-bank-1': { long: 'mc.square.toBank1', short: 'mc.square.toBank1.short' },
  'to-bank-2': { long: 'mc.square.toBank2', short: 'mc.square.toBank2.short' },
  'casino-3': { long: 'mc.square.casino3', short: null },
  'casino-2': { long: 'mc.square.casino2', short: 'mc.square.casino2.short' },
  'casino-1': { long: 'mc.square.casino1', short: 'mc.square.casino1.short' },
  finish: { long: 'mc.square.finish', short: 'mc.square.finish.short' },
};
export function squareWords(kind: SquareKind): { readonly long: string; readonly short: string } {
  const keys = SQUARE_KEYS[kind];
  return { long: t(keys.long), short: keys.short === null ? '' : t(keys.short) };
}

export const money = (amount: number): string => formatMoney(amount);

export const suits = (list: readonly Suit[]): string => list.map(s => SUIT_SYMBOLS[s]).join('');
export const suitWords = (list: readonly Suit[]): string => formatList(list.map(suitName));

export function cardWords(card: CardId): string {
  if (card === 'jackpot') return t('mc.card.jackpot');
  const [suit, number] = card.split('-') as [Suit, string];
  return t('mc.card', { number, suit: suitName(suit) });
}

export function squareLabel(square: MonteCarloSquare, index: number): string {
  const words =
    square.kind === 'casino-3'
      ? t('mc.square.casinoBet', { suits: suitWords(square.suits) })
      : squareWords(square.kind).long;
  return t('mc.square.label', { index, words });
}

/** Ordinal names for the five poker dice, as a person counts them ("1st", "1er", "1."). */
export const dieName = (index: number): string => t('mc.die.ordinal', { n: index + 1 });
