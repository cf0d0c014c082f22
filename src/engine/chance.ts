// Chance by key (contract.ts): how a key is written down, and two pure sources of chance for tests, bots and
// the arena. The server's own derivation (SHA-256 over the seed and the key) lives in service/, which owns
// the hash; it writes keys with `chanceKeyText`, so both sides name a draw the same way (docs/fairness.md).
import type { Chance, ChanceKey, Rng } from './contract.js';
import { seededRng } from './random.js';

const NAME = /^[a-z][a-z0-9-]*$/;

/** The key as text: its parts joined by `/` (`die/12`). Refuses a part that would make two keys read alike. */
export function chanceKeyText(key: ChanceKey): string {
  if (key.length === 0) throw new RangeError('a chance key has at least one part');
  return key
    .map(part => {
      if (typeof part === 'number') {
        if (!Number.isSafeInteger(part) || part < 0) throw new RangeError(`chance key counter ${part}`);
        return String(part);
      }
      if (!NAME.test(part)) throw new RangeError(`chance key name "${part}"`);
      return part;
    })
    .join('/');
}

/**
 * Every key draws from the one stream `rng`, in the order the rules ask: the derivation of games made before
 * chance was keyed (one stream per log entry), and what tests use to script a sequence of draws.
 */
export const oneStream = (rng: Rng): Chance => ({
  stream: key => {
    chanceKeyText(key);
    return rng;
  },
});

/** FNV-1a over the key's text, then a MurmurHash3 finaliser mixing in the seed: a 32-bit seed per key. */
function keySeed(seed: number, text: string): number {
  let h = 0x811c9dc5 ^ Math.imul(seed | 0, 0x9e3779b1);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/**
 * A fast, reproducible keyed Chance from a 32-bit seed (xoroshiro128+ per key): the arena's, so the games of
 * a duplicate set see the same deal and dice. Not the server's derivation, and not for secrets.
 */
export function seededChance(seed: number): Chance {
  return { stream: key => seededRng(keySeed(seed, chanceKeyText(key))) };
}
