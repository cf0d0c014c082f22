// How Monad's cards read on the page: colour names, warm or cool, set names and their point values. These
// are the printed cards' faces (rule book M1–M3), not rules: the page only labels what the server sent, so
// a person who cannot tell the colours apart still reads "warm"/"cool" and the set in words.
import type { MonadCard, MonadColour } from '../../api/types';
import { formatList, t, type MessageKey } from '../../i18n/i18n';

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

const COLOUR_KEYS: Readonly<Record<MonadColour, MessageKey>> = {
  red: 'monad.colour.red',
  orange: 'monad.colour.orange',
  yellow: 'monad.colour.yellow',
  purple: 'monad.colour.purple',
  blue: 'monad.colour.blue',
  green: 'monad.colour.green',
};
const SET_KEYS: Readonly<Record<CardSet, MessageKey>> = {
  common: 'monad.set.common',
  bi: 'monad.set.bi',
  tri: 'monad.set.tri',
  quad: 'monad.set.quad',
  quint: 'monad.set.quint',
};

/** A colour as the page's language says it of a card: "red", "rouge", "rot". */
export const colourName = (colour: MonadColour): string => t(COLOUR_KEYS[colour]);
/** A set's name: "common", "commune", "Grundkarte"; "bi"… */
export const setName = (set: CardSet): string => t(SET_KEYS[set]);
/** The set as printed on a card's face, 4.4rem wide: a shorter word where the name does not fit ("Grund"). */
export const faceName = (set: CardSet): string => (set === 'common' ? t('monad.face.common') : setName(set));
/** "warm" or "cool", in words. */
export const warmthName = (colour: MonadColour): string => (isWarm(colour) ? t('monad.warm') : t('monad.cool'));

/** "red bi", "blue common". */
export const cardName = (card: MonadCard): string =>
  t('monad.card', { colour: colourName(card.colour), set: setName(card.set) });

/** "a red bi", "an orange common". */
export const aCard = (card: MonadCard): string => t('monad.card.a', { colour: card.colour, card: cardName(card) });

/** "the red bi". */
export const theCard = (card: MonadCard): string => t('monad.card.the', { card: cardName(card) });

/** "a red bi and a blue bi"; "nothing" for none. */
export const cardList = (cards: readonly MonadCard[]): string => joinWords(cards.map(aCard), t('monad.nothing'));

/** "red, orange and blue". */
export const joinWords = (words: readonly string[], none = ''): string => formatList(words, none);

/** Cards in the order the hand is shown: by set, then warm colours before cool ones. */
export const byFace = (a: MonadCard, b: MonadCard): number =>
  SETS.indexOf(a.set) - SETS.indexOf(b.set) || COLOURS.indexOf(a.colour) - COLOURS.indexOf(b.colour);

export const sameCard = (a: MonadCard, b: MonadCard): boolean => a.set === b.set && a.colour === b.colour;

/** The set above `set` ("monad" above quint): what a trade of two such cards takes. */
export function nextSet(set: CardSet): Column | 'monad' {
  const above = SETS[SETS.indexOf(set) + 1];
  return above === undefined || above === 'common' ? 'monad' : above;
}
