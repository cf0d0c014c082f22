// Poker dice as multisets (C18). The order of the five dice never matters to a hand, so a hand, a set of
// kept dice or the result of a throw is a count per face, packed into one integer (base 6, face 9 first).
// There are only 462 multisets of 0 to 5 dice, so every table the dice player needs is small enough to
// enumerate exactly instead of sampling. Hands are ranked with the engine's own `evaluate`.
import { evaluate } from '../../games/monte-carlo/poker.js';
import type { Face } from '../../games/monte-carlo/vocabulary.js';
import { DICE, FACES } from '../../games/monte-carlo/vocabulary.js';

const BASE = FACES.length;
const WEIGHTS = Array.from({ length: BASE }, (_, face) => BASE ** face);

/** A multiset of dice, as the integer Σ count(face) × 6^face. */
export type Dice = number;

export const EMPTY: Dice = 0;

export const countOf = (dice: Dice, face: number): number => Math.floor(dice / (WEIGHTS[face] ?? 1)) % BASE;

export const sizeOf = (dice: Dice): number => FACES.reduce((sum, _, face) => sum + countOf(dice, face), 0);

export const addFace = (dice: Dice, face: number): Dice => dice + (WEIGHTS[face] ?? 0);

export function diceOf(faces: readonly Face[]): Dice {
  return faces.reduce((dice, face) => addFace(dice, FACES.indexOf(face)), EMPTY);
}

function facesOf(dice: Dice): Face[] {
  return FACES.flatMap((face, index) => Array.from({ length: countOf(dice, index) }, () => face));
}

/** Every multiset of exactly `size` dice, with the probability that a throw of `size` dice shows it. */
function outcomesOf(size: number): { dice: Dice; p: number }[] {
  const out: { dice: Dice; p: number }[] = [];
  const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
  const visit = (face: number, left: number, dice: Dice, ways: number): void => {
    if (face === BASE - 1) {
      out.push({ dice: dice + left * (WEIGHTS[face] ?? 0), p: ways / factorial(left) / BASE ** size });
      return;
    }
    for (let n = 0; n <= left; n++) visit(face + 1, left - n, dice + n * (WEIGHTS[face] ?? 0), ways / factorial(n));
  };
  visit(0, size, EMPTY, factorial(size));
  return out;
}

/** THROWS[n]: the outcomes of throwing n dice (n = 0…5). */
export const THROWS: readonly (readonly { dice: Dice; p: number }[])[] = Array.from({ length: DICE + 1 }, (_, n) => outcomesOf(n));

/** Every hand of five dice. */
export const HANDS: readonly Dice[] = (THROWS[DICE] ?? []).map((o) => o.dice);

/** Every set of kept dice a throw can start from: 0 to 4 dice. */
export const KEEPS: readonly Dice[] = THROWS.slice(0, DICE).flatMap((outcomes) => outcomes.map((o) => o.dice));

/** The distinct proper sub-multisets of a hand: what may be kept when throwing again (at least one die moves). */
function keepsOf(hand: Dice): Dice[] {
  const keeps: Dice[] = [];
  const visit = (face: number, dice: Dice): void => {
    if (face === BASE) {
      if (dice !== hand) keeps.push(dice);
      return;
    }
    for (let n = 0; n <= countOf(hand, face); n++) visit(face + 1, dice + n * (WEIGHTS[face] ?? 0));
  };
  visit(0, EMPTY);
  return keeps;
}

export const KEEPS_OF: ReadonlyMap<Dice, readonly Dice[]> = new Map(HANDS.map((hand) => [hand, keepsOf(hand)]));

/** C18: a hand's strength as one comparable number (the engine's score). */
export const SCORE: ReadonlyMap<Dice, number> = new Map(HANDS.map((hand) => [hand, evaluate(facesOf(hand)).score]));

export const scoreOf = (hand: Dice): number => SCORE.get(hand) ?? 0;

/**
 * The dice indexes to throw again so that the dice left lying are `keep`: the first dice of each kept face
 * stay, every other die is thrown.
 */
export function diceToThrow(faces: readonly Face[], keep: Dice): number[] {
  const left = FACES.map((_, face) => countOf(keep, face));
  const indexes: number[] = [];
  faces.forEach((face, index) => {
    const rank = FACES.indexOf(face);
    if ((left[rank] ?? 0) > 0) left[rank] = (left[rank] ?? 0) - 1;
    else indexes.push(index);
  });
  return indexes;
}
