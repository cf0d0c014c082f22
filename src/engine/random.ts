// Helpers over an injected Rng, and a fast seeded generator for tests, bots and benchmarks (keyed: chance.ts).
// The server draws from its own SHA-256 streams (service/); both satisfy the same `Rng`.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Rng } from './contract.js';

/** A reproducible Rng from a 32-bit seed (xoroshiro128+, unbiased integer distribution). */
export function seededRng(seed: number): Rng {
  const generator = xoroshiro128plus(seed | 0);
  return { int: n => uniformInt(generator, 0, n - 1) };
}

/** A new array holding `items` in a uniformly random order (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

/** One element of a non-empty array, chosen uniformly. */
export function pick<T>(items: readonly T[], rng: Rng): T {
  if (items.length === 0) throw new RangeError('pick from an empty list');
  return items[rng.int(items.length)] as T;
}
