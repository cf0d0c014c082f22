// The game's words and numbers as data (STYLE.md habit 8): colours, suits, poker-dice faces, the casino
// table's bets and every sum of money the rule book names. Rules read these tables instead of branching
// on literals, so a number changes in one place.

export const COLOURS = ['red', 'blue', 'yellow', 'white'] as const;
export type Colour = (typeof COLOURS)[number];

export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type Suit = (typeof SUITS)[number];

/** Faces of the poker dice, lowest first (C18): the index of a face is its rank. */
export const FACES = ['9', '10', 'J', 'Q', 'K', 'A'] as const;
export type Face = (typeof FACES)[number];

/** The two choices after a casino win (C14). */
export const OPTIONS = ['A', 'B'] as const;
export type CasinoOption = (typeof OPTIONS)[number];

/** C5: the six double-chance bets, in the order of the casino table, suits in SUITS order. */
export const DOUBLE_BETS: readonly (readonly Suit[])[] = [
  ['spades', 'hearts'],
  ['spades', 'diamonds'],
  ['spades', 'clubs'],
  ['hearts', 'diamonds'],
  ['hearts', 'clubs'],
  ['diamonds', 'clubs'],
];

/** C5: the four single-chance bets. */
export const SINGLE_BETS: readonly (readonly Suit[])[] = SUITS.map(suit => [suit]);

/** C2: the colours each seat plays, by number of players; two players play two colours each (C8). */
export const SEAT_COLOURS: Readonly<Record<number, readonly (readonly Colour[])[]>> = {
  2: [
    ['red', 'yellow'],
    ['blue', 'white'],
  ],
  3: [['red'], ['blue'], ['yellow']],
  4: [['red'], ['blue'], ['yellow'], ['white']],
};

/** C2: pawns of one colour: 3 per player, or 2 of each of two colours with two players. */
export const pawnsPerColour = (players: number): number => (players === 2 ? 2 : 3);

/** C21: what a pawn home is worth in the ranking. */
export const pawnPoints = (players: number): number => (players === 2 ? 250_000 : 330_000);

export const MONEY = {
  /** C1: all money moves in multiples of this. */
  unit: 10_000,
  /** C1: the bank's holdings before the deal; the bank and the players always hold this much together. */
  total: 1_000_000,
  /** C2: what each player receives at setup. */
  opening: 10_000,
  /** C16: a player holds at least this (outside a ruin being settled)… */
  floor: 10_000,
  /** C16: …and never more than this. */
  cap: 250_000,
  /** C11: arriving in a bank. */
  bank: 50_000,
  /** C13: returning to the start. */
  start: 10_000,
  /** C15: the tax on a 4, doubled for a player with one pawn left to bring home. */
  tax: 20_000,
} as const;

/** C18: the most throws a hand may take. */
export const MAX_THROWS = 3;

/** C18: five poker dice. */
export const DICE = 5;

/** C6: a six-sided die. */
export const DIE_SIDES = 6;

/** C7: a pawn in a bank or blocked in a stack leaves only on one of these rolls. */
export const LEAVING_ROLLS: readonly number[] = [1, 2, 3];

/** C15: the roll that is taxed. */
export const TAXED_ROLL = 4;

/**
 * C3 (project limit): a board has at most this many squares. The rule book's track has 61; another board
 * may be longer, but not so long that a game's options, positions and views weigh much.
 */
export const MAX_SQUARES = 300;

/** C1: 12 pawns in 4 colours; no table has more. */
export const MAX_PAWNS = 12;

/** Project limit on the `maxTurns` option and on a position's turn number. */
export const MAX_TURNS = 100_000;
