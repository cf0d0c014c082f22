// The server's randomness: for the log entry with sequence number N, a stream derived from (seed, N) by
// SHA-256 in counter mode. Deterministic, so a finished game can be audited from its published seed; keyed by
// the entry, so retrying the same move at the same version cannot re-roll the dice; and secret while the seed
// is. Words are 32 bits, and `int(n)` rejects the top sliver of the range so every value is equally likely.
// Games since chance derivation 2 draw from streams keyed by what is drawn (games/chance.ts), built on `stream`.
import { createHash } from 'node:crypto';
import type { Rng } from '../../engine/index.js';

const WORDS_PER_BLOCK = 8;
const RANGE = 2 ** 32;

export function entryRng(seed: string, seq: number): Rng {
  return stream('croupier-rng-v1', seed, seq);
}

/** The stream a built-in bot draws from when it chooses the move of entry `seq`: apart from the rules' stream. */
export function botRng(seed: string, seq: number): Rng {
  return stream('croupier-bot-v1', seed, seq);
}

/** SHA-256 of `label NUL seed NUL name NUL counter` in counter mode, read as big-endian 32-bit words. */
export function stream(label: string, seed: string, name: string | number): Rng {
  let counter = 0;
  let block: Buffer = Buffer.alloc(0);
  let word = WORDS_PER_BLOCK;
  const next = (): number => {
    if (word === WORDS_PER_BLOCK) {
      block = createHash('sha256').update(`${label}\0${seed}\0${name}\0${counter}`).digest();
      counter += 1;
      word = 0;
    }
    const value = block.readUInt32BE(word * 4);
    word += 1;
    return value;
  };
  return {
    int(n: number): number {
      if (!Number.isInteger(n) || n < 1 || n > RANGE)
        throw new RangeError(`Rng.int needs an integer in [1, 2^32], got ${n}`);
      const limit = RANGE - (RANGE % n);
      for (;;) {
        const value = next();
        if (value < limit) return value % n;
      }
    },
  };
}
