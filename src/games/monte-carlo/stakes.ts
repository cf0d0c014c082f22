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
  return activeSeats(state).filter(seat => seat !== challenger && seat !== opponent);
}

/** C19: a pledge is at most what the pledger holds. */
export const pledgeMax = (state: State, seat: Seat): number => moneyOf(state, seat);

/** C17/C19: at most what the opponent holds and what the challenger (with the pledges) holds. */
export function stakeCap(state: State, duel: Duel): number {
  const pledged = duel.pledges.reduce((sum, p) => sum + p.amount, 0);
  return Math.min(moneyOf(state, duel.opponent), moneyOf(state, duel.challenger) + pledged);
}

/**
 * C19 (project rule): the stake is shared in proportion to what each put in — the challenger's money and
 * each pledge — by largest remainder, in $10,000 units: each share rounded down, then the units left over
 * one at a time to the largest fractional parts, the challenger first on a tie, then the pledgers in seat
 * order. The stake is at most what was put in together (stakeCap), so no share exceeds what its holder put
 * in: the challenger never stands for more than they hold. Shares of nothing are left out.
 */
export function shareStake(state: State, duel: Duel, stake: number): { seat: Seat; amount: number }[] {
  const put = [
    { seat: duel.challenger, units: moneyOf(state, duel.challenger) / MONEY.unit },
    ...duel.pledges.filter(p => p.amount > 0).map(p => ({ seat: p.seat, units: p.amount / MONEY.unit })),
  ];
  const pool = put.reduce((sum, p) => sum + p.units, 0);
  const units = stake / MONEY.unit;
  if (pool === 0) return [{ seat: duel.challenger, amount: stake }];
  // Exact share = units × p.units / pool: an integer part and a remainder out of `pool`, in integers.
  const shares = put.map(p => ({
    seat: p.seat,
    units: Math.floor((units * p.units) / pool),
    remainder: (units * p.units) % pool,
    cap: p.units,
  }));
  let left = units - shares.reduce((sum, s) => sum + s.units, 0);
  const byRemainder = shares
    .map((_, i) => i)
    .sort((a, b) => (shares[b]?.remainder ?? 0) - (shares[a]?.remainder ?? 0) || a - b);
  for (const i of byRemainder) {
    const share = shares[i];
    if (left === 0 || !share) break;
    if (share.units < share.cap) {
      share.units += 1;
      left -= 1;
    }
  }
  return shares.filter(s => s.units > 0).map(s => ({ seat: s.seat, amount: s.units * MONEY.unit }));
}

/** C18: three throws at most; the opponent no more than the challenger used. */
export const throwLimit = (duel: Duel): number =>
  duel.thrower === duel.challenger ? MAX_THROWS : duel.challengerThrows;

/** Throws the current thrower has made. */
export const throwsMade = (duel: Duel): number =>
  duel.thrower === duel.challenger ? duel.challengerThrows : duel.opponentThrows;
