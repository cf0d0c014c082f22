// C18: poker-dice hands and how they compare. A hand is scored as one integer, its kind first and then
// its ranks in tie-break order (the set before the kickers; for two pairs the higher pair, the lower
// pair, the odd die), so comparing two hands is comparing two numbers.
import type { Face } from './vocabulary.js';
import { FACES } from './vocabulary.js';

/** C18: the kinds of hand, worst first (the index is the strength). */
export const HAND_KINDS = [
  'nothing',
  'one-pair',
  'two-pairs',
  'three-of-a-kind',
  'low-straight',
  'high-straight',
  'full-house',
  'four-of-a-kind',
  'five-of-a-kind',
] as const;
export type HandKind = (typeof HAND_KINDS)[number];

export interface HandValue {
  readonly kind: HandKind;
  /** Higher is better; equal scores are a complete tie. */
  readonly score: number;
}

const RANK: Readonly<Record<Face, number>> = Object.fromEntries(FACES.map((face, rank) => [face, rank])) as Record<
  Face,
  number
>;
const BASE = FACES.length;
const TIE_BREAK_DIGITS = 5;

/** The kind of hand from the sizes of its groups, largest first (distinct faces handled apart). */
function kindOf(sizes: readonly number[], ranks: readonly number[]): HandKind {
  const [first = 0, second = 0] = sizes;
  if (first === 5) return 'five-of-a-kind';
  if (first === 4) return 'four-of-a-kind';
  if (first === 3) return second === 2 ? 'full-house' : 'three-of-a-kind';
  if (first === 2) return second === 2 ? 'two-pairs' : 'one-pair';
  // Five different faces out of six: the straights miss the 9 (high) or the ace (low).
  if (!ranks.includes(RANK['9'])) return 'high-straight';
  if (!ranks.includes(RANK.A)) return 'low-straight';
  return 'nothing';
}

export function evaluate(faces: readonly Face[]): HandValue {
  const counts = new Array<number>(BASE).fill(0);
  for (const face of faces) counts[RANK[face]] = (counts[RANK[face]] ?? 0) + 1;
  // Groups by size, then by rank, both descending: the tie-break order of C18.
  const groups: { size: number; rank: number }[] = [];
  for (let rank = BASE - 1; rank >= 0; rank--) {
    const size = counts[rank] ?? 0;
    if (size > 0) groups.push({ size, rank });
  }
  groups.sort((a, b) => b.size - a.size || b.rank - a.rank);
  const kind = kindOf(
    groups.map(g => g.size),
    groups.map(g => g.rank),
  );
  let digits = 0;
  for (const group of groups) digits = digits * BASE + group.rank;
  for (let padding = groups.length; padding < TIE_BREAK_DIGITS; padding++) digits *= BASE;
  return { kind, score: HAND_KINDS.indexOf(kind) * BASE ** TIE_BREAK_DIGITS + digits };
}

/** Positive when `a` beats `b`, negative when `b` wins, 0 for a complete tie (settled by sudden death). */
export const compareHands = (a: readonly Face[], b: readonly Face[]): number => evaluate(a).score - evaluate(b).score;
