// The Monad vocabulary as data (STYLE.md habit 8): colours, sets, values, the deck and what each player
// count removes. Cards are counted by *kind* (set × colour), indexed `set * 6 + colour`, so that hands are
// fixed-size count arrays: no per-card objects on the hot path.

/** M1: warm colours first (indices 0–2), then the cool ones (3–5). */
export const COLOURS = ['red', 'orange', 'yellow', 'purple', 'blue', 'green'] as const;
export type Colour = (typeof COLOURS)[number];
export const COLOUR_COUNT = COLOURS.length;

/** M3: lowest to highest. Index = rank; `monad` is the rank above `quint`. */
export const SETS = ['common', 'bi', 'tri', 'quad', 'quint'] as const;
export type CardSet = (typeof SETS)[number];
export const TARGETS = ['bi', 'tri', 'quad', 'quint', 'monad'] as const;
export type Target = (typeof TARGETS)[number];
export const COLUMN_SETS = ['bi', 'tri', 'quad', 'quint'] as const;
export type ColumnSet = (typeof COLUMN_SETS)[number];

export const COMMON = 0;
/** The rank of a Monad, one above quint. */
export const MONAD = 5;

/** M3 (DE point table) and M14: a Monad costs 80. Indexed by rank. */
export const VALUES = [1, 3, 7, 16, 36, 80] as const;

export const KIND_COUNT = SETS.length * COLOUR_COUNT;

export const kindOf = (set: number, colour: number): number => set * COLOUR_COUNT + colour;
export const setOfKind = (kind: number): number => Math.floor(kind / COLOUR_COUNT);
export const colourOfKind = (kind: number): number => kind % COLOUR_COUNT;

/** M1 */
export const isWarm = (colour: number): boolean => colour < 3;
/** M2: red/purple, orange/blue, yellow/green — warm index i pairs with cool index i + 3. */
export const isBonusPair = (a: number, b: number): boolean => Math.abs(a - b) === 3;

export const colourIndex = (colour: Colour): number => COLOURS.indexOf(colour);
export const setIndex = (set: CardSet | Target): number => (set === 'monad' ? MONAD : SETS.indexOf(set));

/** M4: how many cards of each kind the box holds (4 commons of each colour, one of each higher card). */
export const copiesOfKind = (kind: number): number => (setOfKind(kind) === COMMON ? 4 : 1);

export const MONAD_DISCS = 10;
export const HAND_SIZE_AT_DEAL = 6;

/** M5: cards removed by player count. `identities: 'random'` removes that many, chosen at random. */
export const REMOVED: Readonly<
  Record<number, { bonus: number; commonsPerColour: number; identities: readonly number[] | number }>
> = {
  2: { bonus: 2, commonsPerColour: 2, identities: 4 },
  3: { bonus: 1, commonsPerColour: 1, identities: [0, 1, 2] },
  4: { bonus: 0, commonsPerColour: 0, identities: [2, 5] },
};

/** M5: how many cards of each kind a table for `players` holds once the removed ones are set aside. */
export const copiesAtTable = (players: number, kind: number): number =>
  setOfKind(kind) === COMMON ? 4 - ((REMOVED[players]?.commonsPerColour as number | undefined) ?? 0) : 1;

/** M5: identity colours that cannot be at a table for `players` (2 players remove four at random: none is named). */
export const removedIdentities = (players: number): readonly number[] => {
  const identities = REMOVED[players]?.identities;
  return typeof identities === 'object' ? identities : [];
};

/** M11 */
export const MONADS_TO_WIN: Readonly<Record<number, number>> = { 2: 5, 3: 4, 4: 3 };
/** M20 */
export const TEAM_MONADS_TO_WIN = 5;
/** M20: partners sit opposite. */
export const teamOf = (seat: number): number => seat % 2;

/** A card as moves and facts name it. */
export interface Card {
  readonly set: CardSet;
  readonly colour: Colour;
}
/** What a trade or buy takes: a card, or a Monad disc. */
export type Taken = Card | { readonly set: 'monad' };

export const cardOfKind = (kind: number): Card => ({
  set: SETS[setOfKind(kind)] as CardSet,
  colour: COLOURS[colourOfKind(kind)] as Colour,
});
export const kindOfCard = (card: Card): number => kindOf(SETS.indexOf(card.set), COLOURS.indexOf(card.colour));
export const describe = (card: Card): string => `${card.colour} ${card.set}`;
