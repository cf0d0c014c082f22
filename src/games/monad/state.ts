// The Monad state: plain JSON data (it is snapshotted), updated by structural sharing — a fact copies
// only the seat, column or pile it touches. Hands are count arrays indexed by card kind (cards.ts).
import type { MonadOptions } from './schemas.js';

export interface SeatState {
  /** M6: the identity card's colour index (public). */
  readonly identity: number;
  /** Count of each card kind held (secret to the others). */
  readonly hand: readonly number[];
  /** Monads in front of the player (public). */
  readonly monads: number;
  /** M21 */
  readonly resigned: boolean;
}

export interface TurnState {
  readonly seat: number;
  /** 1 for the game's first turn. */
  readonly number: number;
  /** Trades, buys and leaps made this turn (M9). */
  readonly transactions: number;
  /** Whether a trade or buy has been made this turn, which allows leaps (M15). */
  readonly prepared: boolean;
  /** M13: one bonus per turn. */
  readonly bonusUsed: boolean;
}

export interface Ending {
  readonly reason: 'won' | 'blocked' | 'max-turns' | 'resigned';
  readonly winners: readonly number[];
}

export interface MonadState {
  readonly players: number;
  readonly options: MonadOptions;
  /** False until the opening facts are folded in. */
  readonly started: boolean;
  readonly seats: readonly SeatState[];
  /** M7: bi, tri, quad, quint columns of colour indices; index 0 is the top (the card taken next). */
  readonly columns: readonly (readonly number[])[];
  readonly monadStack: number;
  /** Commons face up, first discarded first; the top is the last element. */
  readonly discard: readonly number[];
  /** M17: the drawing deck, next card first; `null` when there is none. Never empty. */
  readonly deck: readonly number[] | null;
  readonly turn: TurnState;
  /** M19: seats that passed since the last turn that was not a pass. */
  readonly passRun: readonly number[];
  readonly ending: Ending | null;
}

/** Column index (0 = bi … 3 = quint) of a set rank (1 = bi … 4 = quint). */
export const columnOf = (set: number): number => set - 1;

export function withSeat(state: MonadState, seat: number, update: (s: SeatState) => SeatState): MonadState {
  const seats = state.seats.slice();
  seats[seat] = update(state.seats[seat] as SeatState);
  return { ...state, seats };
}

/** A new hand with `delta` added to each listed kind. */
export function adjustHand(hand: readonly number[], kinds: readonly number[], delta: number): number[] {
  const next = hand.slice();
  for (const kind of kinds) next[kind] = (next[kind] as number) + delta;
  return next;
}

export const handSize = (hand: readonly number[]): number => {
  let n = 0;
  for (const c of hand) n += c;
  return n;
};

export const activeSeats = (state: MonadState): number[] => state.seats.flatMap((s, i) => (s.resigned ? [] : [i]));

/** M8, M21: the next seat clockwise that has not resigned (the seat itself when it is the only one left). */
export function nextSeat(state: MonadState, seat: number): number {
  for (let step = 1; step <= state.players; step++) {
    const candidate = (seat + step) % state.players;
    if (!(state.seats[candidate] as SeatState).resigned) return candidate;
  }
  return seat;
}
