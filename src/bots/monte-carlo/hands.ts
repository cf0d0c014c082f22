// Poker dice as multisets (C18). The order of the five dice never matters to a hand, so a hand, a set of
// kept dice or the result of a throw is a count per face. There are only 462 multisets of 0 to 5 dice:
// each gets a number (its id), and every table the dice player needs is a flat array over ids, filled
// by enumerating exactly rather than sampling. Hands are ranked with the engine's own `evaluate`.
import { evaluate } from '../../games/monte-carlo/poker.js';
import type { Face } from '../../games/monte-carlo/vocabulary.js';
import { DICE, FACES } from '../../games/monte-carlo/vocabulary.js';

const BASE = FACES.length;

/** A multiset of dice: how many of each face, lowest face first. */
type Counts = readonly number[];

const key = (counts: Counts): string => counts.join('');

/** Every multiset of `size` dice, with the chance that throwing `size` dice shows it. */
function throwsOf(size: number): { counts: number[]; p: number }[] {
  const out: { counts: number[]; p: number }[] = [];
  const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
  const visit = (counts: number[], left: number, ways: number): void => {
    if (counts.length === BASE - 1) {
      out.push({ counts: [...counts, left], p: ways / factorial(left) / BASE ** size });
      return;
    }
    for (let n = 0; n <= left; n++) visit([...counts, n], left - n, ways / factorial(n));
  };
  visit([], size, factorial(size));
  return out;
}

const BY_SIZE = Array.from({ length: DICE + 1 }, (_, size) => throwsOf(size));
const MULTISETS: readonly Counts[] = BY_SIZE.flatMap(outcomes => outcomes.map(o => o.counts));
const IDS = new Map(MULTISETS.map((counts, id) => [key(counts), id]));
const idOf = (counts: Counts): number => IDS.get(key(counts)) ?? 0;
const sum = (a: Counts, b: Counts): number[] => a.map((n, face) => n + (b[face] ?? 0));

/** How many multisets there are: every table is this long. */
export const MULTISET_COUNT = MULTISETS.length;

/** The ids of the hands of five dice, and of the keeps of 0 to 4 dice a throw can start from. */
export const HANDS: readonly number[] = MULTISETS.flatMap((counts, id) =>
  counts.reduce((a, b) => a + b, 0) === DICE ? [id] : [],
);
export const KEEPS: readonly number[] = MULTISETS.flatMap((counts, id) =>
  counts.reduce((a, b) => a + b, 0) < DICE ? [id] : [],
);

/** The id of the empty keep: the first throw of a hand throws all five dice. */
export const NOTHING_KEPT = idOf(new Array<number>(BASE).fill(0));

/** For each keep id: the hands a throw of the other dice gives, with their chances. */
export const THROWN: readonly { readonly hands: readonly number[]; readonly p: readonly number[] }[] = MULTISETS.map(
  keep => {
    const size = keep.reduce((a, b) => a + b, 0);
    const outcomes = size < DICE ? (BY_SIZE[DICE - size] ?? []) : [];
    return { hands: outcomes.map(o => idOf(sum(keep, o.counts))), p: outcomes.map(o => o.p) };
  },
);

/** For each hand id: the keeps it allows when throwing again (proper sub-multisets: at least one die moves). */
export const KEEPS_OF: readonly (readonly number[])[] = MULTISETS.map(hand => {
  if (hand.reduce((a, b) => a + b, 0) !== DICE) return [];
  const keeps: number[] = [];
  const visit = (counts: number[]): void => {
    if (counts.length === BASE) {
      if (key(counts) !== key(hand)) keeps.push(idOf(counts));
      return;
    }
    for (let n = 0; n <= (hand[counts.length] ?? 0); n++) visit([...counts, n]);
  };
  visit([]);
  return keeps;
});

const facesOf = (counts: Counts): Face[] =>
  FACES.flatMap((face, rank) => Array.from({ length: counts[rank] ?? 0 }, () => face));

/** C18: each hand's strength as one comparable number (the engine's score); keeps score 0. */
export const SCORES: readonly number[] = MULTISETS.map(counts =>
  counts.reduce((a, b) => a + b, 0) === DICE ? evaluate(facesOf(counts)).score : 0,
);

/** The id of the multiset these faces show. */
export function handOf(faces: readonly Face[]): number {
  const counts = new Array<number>(BASE).fill(0);
  for (const face of faces) counts[FACES.indexOf(face)] = (counts[FACES.indexOf(face)] ?? 0) + 1;
  return idOf(counts);
}

/**
 * The dice indexes to throw again so that the dice left lying are the keep `id`: the first dice of each
 * kept face stay, every other die is thrown.
 */
export function diceToThrow(faces: readonly Face[], id: number): number[] {
  const left = [...(MULTISETS[id] ?? [])];
  const indexes: number[] = [];
  faces.forEach((face, index) => {
    const rank = FACES.indexOf(face);
    if ((left[rank] ?? 0) > 0) left[rank] = (left[rank] ?? 0) - 1;
    else indexes.push(index);
  });
  return indexes;
}
