// Win rates with a 95 % confidence interval (Wilson score interval: well-behaved near 0 and 1, where the
// normal approximation is not — a strong heuristic sits near 1).
const Z95 = 1.959963984540054;

export interface Rate {
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

/** `successes` may be fractional (a shared win counts 1/k). */
export function wilson(successes: number, trials: number): Rate {
  if (trials === 0) return { rate: 0, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
