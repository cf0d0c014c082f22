// Monad positions for tests, written as the rule book speaks (STYLE.md habit 12): given a position, when a
// move, then these facts or this rule code. A position is the documented `MonadPosition` (custom games);
// the table is built only through the game contract (setupFromPosition, then evolve), never by reaching
// into the engine's state.
import type { z } from 'zod';
import type { Seat } from '../../src/engine/index.js';
import { monad, type MonadMove, type MonadTypes } from '../../src/games/monad/index.js';
import { optionsSchema, positionSchema } from '../../src/games/monad/schemas.js';
import { expectSentence, given as givenTable, type Table as GivenTable } from './given.js';

/** M1: warm colours, then cool ones, each warm colour with its M2 bonus partner at the same index. */
export const WARM = ['red', 'orange', 'yellow'] as const;
export const COOL = ['purple', 'blue', 'green'] as const;
export const COLOURS = [...WARM, ...COOL] as const;
export type Colour = (typeof COLOURS)[number];
/** M3: lowest to highest, with their point values. */
export const SETS = ['common', 'bi', 'tri', 'quad', 'quint'] as const;
export type CardSet = (typeof SETS)[number];
export const COLUMNS = ['bi', 'tri', 'quad', 'quint'] as const;
export type Column = (typeof COLUMNS)[number];
export const VALUE: Readonly<Record<CardSet | 'monad', number>> = {
  common: 1,
  bi: 3,
  tri: 7,
  quad: 16,
  quint: 36,
  monad: 80,
};
/**
 * M5: the identity colours a table for that many players has, in an order tests use to seat players
 * (2 players: any two, four removed at random; 3: no red, orange, yellow; 4: no yellow, green).
 */
export const TABLE_IDENTITIES: Readonly<Record<number, readonly Colour[]>> = {
  2: ['orange', 'blue', 'green', 'purple', 'red', 'yellow'],
  3: ['purple', 'blue', 'green'],
  4: ['orange', 'blue', 'red', 'purple'],
};
/** M5: commons of each colour at a table for that many players (the box's 4, less those removed). */
export const TABLE_COMMONS: Readonly<Record<number, number>> = { 2: 2, 3: 3, 4: 4 };
/** M11 */
export const MONADS_TO_WIN: Readonly<Record<number, number>> = { 2: 5, 3: 4, 4: 3 };

export interface Card {
  readonly set: CardSet;
  readonly colour: Colour;
}
export const common = (colour: Colour): Card => ({ set: 'common', colour });
export const bi = (colour: Colour): Card => ({ set: 'bi', colour });
export const tri = (colour: Colour): Card => ({ set: 'tri', colour });
export const quad = (colour: Colour): Card => ({ set: 'quad', colour });
export const quint = (colour: Colour): Card => ({ set: 'quint', colour });
export const commons = (...colours: Colour[]): Card[] => colours.map(common);
export const MONAD = { set: 'monad' } as const;

export type PositionInput = z.input<typeof positionSchema>;
export type OptionsInput = z.input<typeof optionsSchema>;

/** Full columns in a fixed order, for positions where the columns do not matter. */
export const fullColumns = (): PositionInput['columns'] => ({
  bi: [...COLOURS],
  tri: [...COLOURS],
  quad: [...COLOURS],
  quint: [...COLOURS],
});
export const emptyColumns = (): PositionInput['columns'] => ({ bi: [], tri: [], quad: [], quint: [] });

/** A Monad table (tests/support/given.ts): when a move, then these facts or this rule code. */
export type Table = GivenTable<MonadTypes>;
export { expectSentence };

/**
 * Given a position (and options), the table set up through the contract. Decisions in Monad never draw
 * (every random card is already in the position), so the table's `when` fails on any draw. Moves compare
 * up to what the rules leave free (`canonicalMove`).
 */
export function given(position: PositionInput, options: OptionsInput = {}): Table {
  return givenTable(monad, { position: positionSchema.parse(position), options }, canonicalMove);
}

/** A seat of a position with defaults: identity red, an empty hand, no Monads. */
export function seat(identity: Colour, hand: Card[] = [], monads = 0): PositionInput['seats'][number] {
  return { identity, hand, monads };
}

const KEY_ORDER = (a: Card, b: Card): number =>
  SETS.indexOf(a.set) - SETS.indexOf(b.set) || COLOURS.indexOf(a.colour) - COLOURS.indexOf(b.colour);

/** Cards sorted by set then colour, to compare hands and card lists as multisets. */
export const sorted = (cards: readonly Card[]): Card[] => [...cards].sort(KEY_ORDER);

/** A move in a form that ignores what the rules leave free: card order, and an absent `takeBonus`. */
export function canonicalMove(move: MonadMove): string {
  switch (move.type) {
    case 'trade':
      return JSON.stringify(['trade', sorted(move.cards), move.takeBonus ?? false]);
    case 'buy':
      return JSON.stringify(['buy', move.target, sorted(move.cards)]);
    case 'leap':
      return JSON.stringify(['leap', [...move.commons].sort()]);
    default:
      return JSON.stringify([move.type]);
  }
}

/** Columns holding every bi, tri, quad and quint (in colour order, top first) that no hand holds. */
export function columnsBesides(...hands: readonly Card[][]): PositionInput['columns'] {
  const held = hands.flat();
  const column = (set: Column): Colour[] =>
    COLOURS.filter(c => !held.some(card => card.set === set && card.colour === c));
  return { bi: column('bi'), tri: column('tri'), quad: column('quad'), quint: column('quint') };
}

/** What `holding` takes besides seat 0's hand: the position's other parts, and the seats' identities. */
export interface Holding extends Partial<PositionInput> {
  /** Seat 0's identity: orange by default. */
  readonly identity?: Colour;
  /** Seat 1's identity: blue by default, green when seat 0 is blue. */
  readonly otherIdentity?: Colour;
  /** Seat 1's hand: empty by default. */
  readonly other?: Card[];
}

/**
 * The table most rule tests start from: two seats, seat 0 holding `hand` and seat 1 `other`, full columns of
 * every other bi, tri, quad and quint (top first in colour order), the rest of the position from `more`.
 */
export function holding(hand: Card[], more: Holding = {}, options: OptionsInput = {}): Table {
  const { identity = 'orange', otherIdentity = identity === 'blue' ? 'green' : 'blue', other = [], ...rest } = more;
  return given(
    { seats: [seat(identity, hand), seat(otherIdentity, other)], columns: columnsBesides(hand, other), ...rest },
    options,
  );
}

/** The seat's hand as the seat sees it, sorted. */
export const handOf = (table: Table, seat: Seat): Card[] => sorted(table.view(seat).hand ?? []);

export const trade = (a: Card, b: Card, takeBonus?: boolean): MonadMove =>
  takeBonus === undefined ? { type: 'trade', cards: [a, b] } : { type: 'trade', cards: [a, b], takeBonus };
