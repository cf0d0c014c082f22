// The limits of a poker duel (C17–C19), shared by decide (checking a move) and legal (listing moves):
// who may pledge, how high the stake may go, how the stake is shared, how many throws a hand may take.
import { activeSeats, pawnsNotHome } from './pawns.js';
import type { Duel } from './schemas.js';
import type { State } from './state.js';
import { moneyOf } from './state.js';
import { MAX_THROWS, MONEY } from './vocabulary.js';
import type { Seat } from '../../engine/index.js';

/** C19: when the challenged player has one pawn left to bring home, the other players may pledge, in seat order. */
export function pledgersFor(state: State, challenger: Seat, opponent: Seat): Seat[] {
  if (pawnsNotHome(state, opponent) !== 1) return [];
  return activeSeats(state).filter((seat) => seat !== challenger && seat !== opponent);
}

/** C19: a pledge is at most what the pledger holds. */
export const pledgeMax = (state: State, seat: Seat): number => moneyOf(state, seat);

/** C17/C19: at most what the opponent holds and what the challenger (with the pledges) holds. */
export function stakeCap(state: State, duel: Duel): number {
  const pledged = duel.pledges.reduce((sum, p) => sum + p.amount, 0);
  return Math.min(moneyOf(state, duel.opponent), moneyOf(state, duel.challenger) + pledged);
}

/**
 * C19 (project rule): the stake is shared in proportion to what each put in, the challenger's money and
 * each pledge, rounded down to $10,000, the remainder to the challenger. Without pledges, all of it.
 */
export function shareStake(state: State, duel: Duel, stake: number): { seat: Seat; amount: number }[] {
  const pledges = duel.pledges.filter((p) => p.amount > 0);
  const pool = moneyOf(state, duel.challenger) + pledges.reduce((sum, p) => sum + p.amount, 0);
  const shares = pledges
    .map((p) => ({ seat: p.seat, amount: Math.floor((stake / MONEY.unit) * (p.amount / MONEY.unit) / (pool / MONEY.unit)) * MONEY.unit }))
    .filter((s) => s.amount > 0);
  const theirs = shares.reduce((sum, s) => sum + s.amount, 0);
  return [{ seat: duel.challenger, amount: stake - theirs }, ...shares];
}

/** C18: three throws at most; the opponent no more than the challenger used. */
export const throwLimit = (duel: Duel): number => (duel.thrower === duel.challenger ? MAX_THROWS : duel.challengerThrows);

/** Throws the current thrower has made. */
export const throwsMade = (duel: Duel): number => (duel.thrower === duel.challenger ? duel.challengerThrows : duel.opponentThrows);
