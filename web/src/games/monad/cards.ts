// How Monad's cards read on the page: colour names, warm or cool, set names and their point values. These
// are the printed cards' faces (rule book M1–M3), not rules: the page only labels what the server sent, so
// a person who cannot tell the colours apart still reads "warm"/"cool" and the set in words.
import type { MonadCard, MonadColour } from '../../api/types';

export type CardSet = MonadCard['set'];
export type Column = 'bi' | 'tri' | 'quad' | 'quint';

export const COLUMNS: readonly Column[] = ['bi', 'tri', 'quad', 'quint'];
export const SETS: readonly CardSet[] = ['common', 'bi', 'tri', 'quad', 'quint'];
export const WARM: readonly MonadColour[] = ['red', 'orange', 'yellow'];
export const COLOURS: readonly MonadColour[] = ['red', 'orange', 'yellow', 'purple', 'blue', 'green'];

/** M3: the points a card pays when buying (a Monad costs 80). */
export const VALUE: Readonly<Record<CardSet | 'monad', number>> = {
  common: 1,
  bi: 3,
  tri: 7,
  quad: 16,
  quint: 36,
  monad: 80,
};

export const isWarm = (colour: MonadColour): boolean => WARM.includes(colour);
export const warmth = (colour: MonadColour): 'warm' | 'cool' => (isWarm(colour) ? 'warm' : 'cool');

/** "red bi", "blue common". */
export const cardName = (card: MonadCard): string => `${card.colour} ${card.set}`;

/** "a red bi and a blue bi"; "nothing" for none. */
export function cardList(cards: readonly MonadCard[]): string {
  const names = cards.map(c => `${/^[aeiou]/.test(c.colour) ? 'an' : 'a'} ${cardName(c)}`);
  return joinWords(names, 'nothing');
}

/** "red, orange and blue". */
export function joinWords(words: readonly string[], none = ''): string {
  if (words.length === 0) return none;
  if (words.length === 1) return words[0] ?? none;
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Cards in the order the hand is shown: by set, then warm colours before cool ones. */
export const byFace = (a: MonadCard, b: MonadCard): number =>
  SETS.indexOf(a.set) - SETS.indexOf(b.set) || COLOURS.indexOf(a.colour) - COLOURS.indexOf(b.colour);

export const sameCard = (a: MonadCard, b: MonadCard): boolean => a.set === b.set && a.colour === b.colour;

/** The set above `set` ("monad" above quint): what a trade of two such cards takes. */
export function nextSet(set: CardSet): Column | 'monad' {
  const above = SETS[SETS.indexOf(set) + 1];
  return above === undefined || above === 'common' ? 'monad' : above;
}
