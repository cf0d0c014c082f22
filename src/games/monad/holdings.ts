// What a seat holds and whether a take wins the game (M11, M20): shared by every transaction.
import { MONADS_TO_WIN, TEAM_MONADS_TO_WIN, teamOf, type Taken } from './cards.js';
import type { MonadFact } from './schemas.js';
import type { MonadState, SeatState } from './state.js';

/** The first kind among `kinds` (a multiset) that the seat's hand cannot supply, or null. */
export function missingCard(state: MonadState, seat: number, kinds: readonly number[]): number | null {
  const hand = (state.seats[seat] as SeatState).hand;
  const used = new Map<number, number>();
  for (const kind of kinds) {
    const n = (used.get(kind) ?? 0) + 1;
    if (n > (hand[kind] as number)) return kind;
    used.set(kind, n);
  }
  return null;
}

/** M11/M20: the team's seats (teams) or the seat alone, and the Monads they need. */
export function side(state: MonadState, seat: number): { seats: number[]; needed: number } {
  if (state.options.teams) {
    return {
      seats: state.seats.flatMap((_, i) => (teamOf(i) === teamOf(seat) ? [i] : [])),
      needed: TEAM_MONADS_TO_WIN,
    };
  }
  return { seats: [seat], needed: MONADS_TO_WIN[state.players] as number };
}

/** M11: the fact that ends the game when taking `took` gives the seat (or its team) enough Monads. */
export function winningFacts(state: MonadState, seat: number, took: Taken): MonadFact[] {
  if (took.set !== 'monad') return [];
  const { seats, needed } = side(state, seat);
  const held = seats.reduce((sum, s) => sum + (state.seats[s] as SeatState).monads, 0) + 1;
  return held >= needed ? [{ type: 'game_ended', reason: 'won', winners: seats }] : [];
}
