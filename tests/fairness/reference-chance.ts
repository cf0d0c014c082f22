// A second implementation of the chance derivation, written from docs/fairness.md alone: it imports
// nothing from src/ (only node's SHA-256), so that agreeing with the server's (src/service/games/chance.ts)
// shows the page is enough to re-implement the check. Kept deliberately plain: bytes, words, a loop.
import { createHash } from 'node:crypto';

const TWO_32 = 4294967296;

/** Words of the stream (label, seed, name), 32 bits, big-endian, eight per SHA-256 block. */
function* words(label: string, seed: string, name: string): Generator<number> {
  for (let counter = 0; ; counter++) {
    const input = Buffer.concat([
      Buffer.from(label, 'utf8'),
      Buffer.of(0),
      Buffer.from(seed, 'utf8'),
      Buffer.of(0),
      Buffer.from(name, 'utf8'),
      Buffer.of(0),
      Buffer.from(counter.toString(10), 'utf8'),
    ]);
    const block = createHash('sha256').update(input).digest();
    const view = new DataView(block.buffer, block.byteOffset, block.byteLength);
    for (let offset = 0; offset < 32; offset += 4) yield view.getUint32(offset, false);
  }
}

export interface ReferenceStream {
  int(n: number): number;
  shuffle<T>(items: readonly T[]): T[];
}

function streamOf(label: string, seed: string, name: string): ReferenceStream {
  const source = words(label, seed, name);
  const int = (n: number): number => {
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const w = source.next().value as number;
      if (w < limit) return w % n;
    }
  };
  return {
    int,
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i >= 1; i--) {
        const j = int(i + 1);
        const swap = out[i] as T;
        out[i] = out[j] as T;
        out[j] = swap;
      }
      return out;
    },
  };
}

/** Derivation 2: the stream of a key (its parts joined by "/"). */
export const keyed = (seed: string, key: readonly (string | number)[]): ReferenceStream =>
  streamOf('croupier-chance-v2', seed, key.map(String).join('/'));

/** Derivation 1: the stream of log entry `seq`. */
export const perEntry = (seed: string, seq: number): ReferenceStream => streamOf('croupier-rng-v1', seed, String(seq));

export const CARD_IDS = [
  ...['spades', 'hearts', 'diamonds', 'clubs'].flatMap(suit => [1, 2, 3, 4].map(n => `${suit}-${n}`)),
  'jackpot',
];
export const FACES = ['9', '10', 'J', 'Q', 'K', 'A'];
export const COLOURS = ['red', 'orange', 'yellow', 'purple', 'blue', 'green'];
