// Which poker dice to throw again (C18), solved exactly over multisets (hands.ts).
//
// The responder knows the hand to beat and how many throws it may use, so it maximises its chance of
// winning, a complete tie counting half (sudden death is a coin flip). The challenger throws first and
// its throws cap the responder's, so it values a hand by the chance that a responder playing as above
// fails to beat it with that many throws; it may stop early to deny the responder throws. Assuming the
// responder plays well is the safe assumption: a weaker one only loses more often.
import { HANDS, KEEPS, KEEPS_OF, MULTISET_COUNT, NOTHING_KEPT, SCORES, THROWN } from './hands.js';
import { MAX_THROWS } from '../../games/monte-carlo/vocabulary.js';

/** A value per multiset id (hands or keeps). */
type Table = Float64Array;

/** For each keep: the expected value of `after` (a table over hands) once the other dice are thrown. */
function expectation(after: Table): Table {
  const table = new Float64Array(MULTISET_COUNT);
  for (const keep of KEEPS) {
    const thrown = THROWN[keep];
    if (!thrown) continue;
    let sum = 0;
    for (let i = 0; i < thrown.hands.length; i++) sum += (thrown.p[i] ?? 0) * (after[thrown.hands[i] ?? 0] ?? 0);
    table[keep] = sum;
  }
  return table;
}

/** For each hand: the best of stopping (`stop`) and every keep (`next`, the keeps' expectations). */
function best(stop: Table, next: Table): Table {
  const table = new Float64Array(MULTISET_COUNT);
  for (const hand of HANDS) {
    let value = stop[hand] ?? 0;
    for (const keep of KEEPS_OF[hand] ?? []) value = Math.max(value, next[keep] ?? 0);
    table[hand] = value;
  }
  return table;
}

/** The responder's chance with a final `hand` against a hand scoring `target`: 1 when better, ½ when tied. */
function chanceAgainst(target: number, hand: number): number {
  const score = SCORES[hand] ?? 0;
  return score > target ? 1 : score === target ? 0.5 : 0;
}

/** tables[r]: the responder's expectation per keep when r more throws are allowed after this one. */
const responderTables = new Map<number, Table[]>();

function responderTablesFor(target: number): Table[] {
  const cached = responderTables.get(target);
  if (cached) return cached;
  const stop = new Float64Array(MULTISET_COUNT);
  for (const hand of HANDS) stop[hand] = chanceAgainst(target, hand);
  const tables: Table[] = [expectation(stop)];
  for (let r = 1; r < MAX_THROWS; r++) tables.push(expectation(best(stop, tables[r - 1] ?? stop)));
  responderTables.set(target, tables);
  return tables;
}

/** For the challenger: stop[j] = its chance per hand when it stops after j throws; next[j] = per keep, before throw j. */
let challengerTables: { stop: Table[]; next: Table[] } | null = null;

function challengerTablesFor(): { stop: Table[]; next: Table[] } {
  if (challengerTables) return challengerTables;
  const stop: Table[] = [new Float64Array(MULTISET_COUNT)];
  for (let j = 1; j <= MAX_THROWS; j++) {
    const table = new Float64Array(MULTISET_COUNT);
    for (const hand of HANDS) table[hand] = 1 - (responderTablesFor(SCORES[hand] ?? 0)[j - 1]?.[NOTHING_KEPT] ?? 0);
    stop.push(table);
  }
  const next: Table[] = [];
  let holding = stop[MAX_THROWS] ?? new Float64Array(MULTISET_COUNT);
  for (let j = MAX_THROWS; j >= 1; j--) {
    const expected = expectation(holding);
    next[j] = expected;
    const stopping = stop[j - 1];
    if (j > 1 && stopping) holding = best(stopping, expected);
  }
  challengerTables = { stop, next };
  return challengerTables;
}

/** The challenger's chance of winning a duel before its first throw, against a responder who plays well. */
export const challengerChance = (): number => challengerTablesFor().next[1]?.[NOTHING_KEPT] ?? 0;

export interface DiceChoice {
  /** The keep to throw from, or null to stop throwing. */
  readonly keep: number | null;
  readonly chance: number;
}

/** Chances closer than this are equal (sums of probabilities round): then stopping, or the first keep, wins. */
const EPSILON = 1e-9;

function choose(hand: number, stopValue: number, next: Table | undefined): DiceChoice {
  let choice: DiceChoice = { keep: null, chance: stopValue };
  for (const keep of KEEPS_OF[hand] ?? []) {
    const chance = next?.[keep] ?? 0;
    if (chance > choice.chance + EPSILON) choice = { keep, chance };
  }
  return choice;
}

/** The challenger holding `hand` after `made` throws (1 or 2). */
export function challengerChoice(hand: number, made: number): DiceChoice {
  const { stop, next } = challengerTablesFor();
  return choose(hand, stop[made]?.[hand] ?? 0, next[made + 1]);
}

/** The responder holding `hand` after `made` of its `limit` throws, against the challenger's `target` hand. */
export function responderChoice(hand: number, made: number, limit: number, target: number): DiceChoice {
  const score = SCORES[target] ?? 0;
  return choose(hand, chanceAgainst(score, hand), responderTablesFor(score)[limit - made - 1]);
}
