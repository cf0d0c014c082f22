// The whole table as plain JSON data, so it can be snapshotted and compared. Updated with structural
// sharing (evolve.ts copies only what a fact touches). Pawns keep their square and an arrival stamp:
// the stacking order of a green square (C10) is the order of arrival, so no per-square lists are kept
// and "blocked", "master" and "raise to the top" (C18) are comparisons and one new stamp.
import type { Board } from './board.js';
import { boardOf, DEFAULT_SQUARES } from './board.js';
import type { CardId } from './cards.js';
import type { Duel, EndReason, MonteCarloOptions, Ruin, Step } from './schemas.js';
import type { Colour, Suit } from './vocabulary.js';
import { MONEY } from './vocabulary.js';
import type { GameConfig, Seat } from '../../engine/index.js';

/** Where the pawns of a resigned player are: off the track (C21). */
export const OFF = -1;

export interface Pawn {
  readonly seat: Seat;
  readonly colour: Colour;
  /** A square (0 = start), `board.finish` once home, or OFF. */
  readonly at: number;
  /** Stamp of the last arrival: on a shared green square, a later stamp lies higher in the stack. */
  readonly arrival: number;
}

export interface SeatState {
  readonly colours: readonly Colour[];
  readonly money: number;
  readonly resigned: boolean;
}

export interface Turn {
  readonly seat: Seat;
  /** Counting from 1; `maxTurns` counts these. 0 before the table is set. */
  readonly number: number;
  /** C8: the colour named (two players). */
  readonly colour: Colour | null;
  readonly die: number | null;
  /** The pawn this turn moves, once chosen. */
  readonly pawn: number | null;
  /** C14: the bet on the casino square the pawn stands on. */
  readonly bet: readonly Suit[] | null;
  /** C17/C18: opponent pawns already challenged since the pawn came to rest. */
  readonly challenged: readonly number[];
}

export interface State {
  readonly board: Board;
  readonly players: number;
  readonly maxTurns: number | null;
  readonly seats: readonly SeatState[];
  readonly pawns: readonly Pawn[];
  /** The next arrival stamp. */
  readonly clock: number;
  readonly bank: number;
  /** Top first. Secret: never in a view or a redacted fact. */
  readonly drawPile: readonly CardId[];
  /** Oldest first, face up. */
  readonly resultPile: readonly CardId[];
  /** Casino deck shuffles since the opening one: the next draws from chance key `casino-deck/(shuffles + 1)`. */
  readonly shuffles: number;
  readonly turn: Turn;
  /** What the table waits for; pending ruins (below) come first. */
  readonly step: Step;
  readonly duel: Duel | null;
  /** C16: ruins waiting for a pawn to be sent back, settled in order. */
  readonly ruins: readonly Ruin[];
  /** C21: seats in the order they resigned. */
  readonly resignations: readonly Seat[];
  readonly ended: { readonly reason: EndReason; readonly winner: Seat | null } | null;
}

/**
 * `state` with `change`: every state evolve makes from another is made here, as one literal with the fields in
 * the order initialState and stateFromPosition give them. A bot's search makes thousands of states a second. Made
 * by spreading (`{ ...state, … }`) at thirty places, they took dozens of hidden classes in V8, so every copy went
 * down its slow path (1–1.5 µs a fact, a fifth of a search's time), and so did every read of a state's field;
 * made here they share one.
 */
export function nextState(state: State, change: Partial<State>): State {
  return {
    board: change.board ?? state.board,
    players: change.players ?? state.players,
    maxTurns: change.maxTurns === undefined ? state.maxTurns : change.maxTurns,
    seats: change.seats ?? state.seats,
    pawns: change.pawns ?? state.pawns,
    clock: change.clock ?? state.clock,
    bank: change.bank ?? state.bank,
    drawPile: change.drawPile ?? state.drawPile,
    resultPile: change.resultPile ?? state.resultPile,
    shuffles: change.shuffles ?? state.shuffles,
    turn: change.turn ?? state.turn,
    step: change.step ?? state.step,
    duel: change.duel === undefined ? state.duel : change.duel,
    ruins: change.ruins ?? state.ruins,
    resignations: change.resignations ?? state.resignations,
    ended: change.ended === undefined ? state.ended : change.ended,
  };
}

/** `turn` with `change`, one literal as emptyTurn makes (nextState says why). */
export function nextTurn(turn: Turn, change: Partial<Turn>): Turn {
  return {
    seat: change.seat ?? turn.seat,
    number: change.number ?? turn.number,
    colour: change.colour === undefined ? turn.colour : change.colour,
    die: change.die === undefined ? turn.die : change.die,
    pawn: change.pawn === undefined ? turn.pawn : change.pawn,
    bet: change.bet === undefined ? turn.bet : change.bet,
    challenged: change.challenged ?? turn.challenged,
  };
}

export const emptyTurn = (seat: Seat, number: number): Turn => ({
  seat,
  number,
  colour: null,
  die: null,
  pawn: null,
  bet: null,
  challenged: [],
});

/** The table before the opening fact: the board and options only. */
export function initialState(config: GameConfig<MonteCarloOptions>): State {
  return {
    board: boardOf(config.options.board ?? DEFAULT_SQUARES),
    players: config.players,
    maxTurns: config.options.maxTurns ?? null,
    seats: [],
    pawns: [],
    clock: 0,
    bank: MONEY.total,
    drawPile: [],
    resultPile: [],
    shuffles: 0,
    turn: emptyTurn(0, 0),
    step: { type: 'setup' },
    duel: null,
    ruins: [],
    resignations: [],
    ended: null,
  };
}

export const moneyOf = (state: State, seat: Seat): number => state.seats[seat]?.money ?? 0;

export function pawnOf(state: State, id: number): Pawn {
  const pawn = state.pawns[id];
  if (!pawn) throw new RangeError(`no pawn ${id}`);
  return pawn;
}
