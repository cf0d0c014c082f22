// The server's randomness: deterministic per (seed, entry), different across entries and seeds, within
// bounds, and unbiased enough to pass a chi-squared test on a small range.
import { describe, expect, it } from 'vitest';
import { entryRng } from '../../../src/service/games/rng.js';
import { newSeed, newToken, sameDigest, sha256Hex } from '../../../src/service/access/secrets.js';

const draws = (seed: string, seq: number, n: number, count: number) => {
  const rng = entryRng(seed, seq);
  return Array.from({ length: count }, () => rng.int(n));
};

describe('entryRng', () => {
  it('gives the same stream for the same seed and entry, another for another entry or seed', () => {
    expect(draws('s', 3, 1000, 50)).toEqual(draws('s', 3, 1000, 50));
    expect(draws('s', 3, 1000, 50)).not.toEqual(draws('s', 4, 1000, 50));
    expect(draws('s', 3, 1000, 50)).not.toEqual(draws('t', 3, 1000, 50));
  });

  it('stays within [0, n) for small, odd and large n', () => {
    for (const n of [1, 2, 3, 7, 52, 1_000_003, 2 ** 32]) {
      for (const value of draws('bounds', n, n, 200)) {
        expect(Number.isInteger(value) && value >= 0 && value < n).toBe(true);
      }
    }
  });

  it('is close to uniform on six values (chi-squared, 5 degrees of freedom, p > 0.001)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (const value of draws('dice', 0, 6, 60_000)) counts[value] = (counts[value] ?? 0) + 1;
    const chi = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.52);
  });

  it('refuses a range it cannot draw from', () => {
    const rng = entryRng('s', 0);
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(2.5)).toThrow(RangeError);
    expect(() => rng.int(2 ** 32 + 1)).toThrow(RangeError);
  });
});

describe('secrets', () => {
  it('makes 256-bit tokens and seeds, and compares digests', () => {
    expect(Buffer.from(newToken(), 'base64url')).toHaveLength(32);
    expect(newSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(newToken()).not.toBe(newToken());
    const h = sha256Hex('token');
    expect(sameDigest(h, sha256Hex('token'))).toBe(true);
    expect(sameDigest(h, sha256Hex('other'))).toBe(false);
    expect(sameDigest(h, 'abcd')).toBe(false);
  });
});
