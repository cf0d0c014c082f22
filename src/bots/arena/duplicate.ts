// The win rate of a duplicate match and its 95 % interval. The games of a set share their chance, so they are
// not independent trials: counting them as such (a plain Wilson interval) would hide what duplicate gains.
// The sets are independent, so the rate's variance is estimated from the spread of the sets' scores, and
// turned into an effective number of trials n* = p(1 - p) / var(p), shrunk by (z / t)² for the few sets a
// variance is estimated from; the Wilson interval is then taken at n* (Korn & Graubard 1998, "Confidence
// intervals for proportions with small expected number of positive counts estimated from survey data").
// Where the sets' scores do not spread at all (every set alike, or p at 0 or 1) there is no variance to go
// by, and the interval is the plain one over all games.
import { wilson, type Rate } from './stats.js';

const Z95 = 1.959963984540054;
/** Student's t, 97.5th percentile, for 1 to 30 degrees of freedom. */
const T975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11,
  2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

/** Student's t quantile at 0.975: the table, then the Cornish–Fisher expansion (within 1e-3 beyond 30). */
export function t975(df: number): number {
  const tabled = T975[df - 1];
  if (tabled !== undefined) return tabled;
  const z = Z95;
  return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df);
}

/**
 * `perGame[g]`: the wins (shares included) of one strategy in game g, games in set order (`setSize` games per
 * set); the strategy holds `seats` seats in each game.
 */
export function setRate(perGame: readonly number[], setSize: number, seats: number): Rate {
  const sets = Math.floor(perGame.length / setSize);
  const scores = Array.from({ length: sets }, (_, s) => {
    let wins = 0;
    for (let g = s * setSize; g < (s + 1) * setSize; g++) wins += perGame[g] ?? 0;
    return wins / (setSize * seats);
  });
  const trials = perGame.length * seats;
  const total = perGame.reduce((a, b) => a + b, 0);
  const plain = wilson(total, trials);
  if (sets < 2) return plain;
  const p = total / trials;
  const mean = scores.reduce((a, b) => a + b, 0) / sets;
  const variance = scores.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (sets - 1) / sets;
  if (variance === 0 || p === 0 || p === 1) return plain;
  const effective = ((p * (1 - p)) / variance) * (Z95 / t975(sets - 1)) ** 2;
  const { low, high } = wilson(p * effective, effective);
  return { rate: p, low, high };
}
