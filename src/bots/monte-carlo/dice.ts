// Which poker dice to throw again (C18), solved exactly over multisets (hands.ts).
//
// The responder knows the hand to beat and how many throws it may use, so it maximises its chance of
// winning, a complete tie counting half (sudden death is a coin flip). The challenger throws first and
// its throws cap the responder's, so it values a hand by the chance that a responder playing as above
// fails to beat it with that many throws; it may stop early to deny the responder throws. Assuming the
// responder plays well is the safe assumption: a weaker one only loses more often.
import type { Dice } from './hands.js';
import { EMPTY, HANDS, KEEPS, KEEPS_OF, THROWS, scoreOf, sizeOf } from './hands.js';
import { DICE, MAX_THROWS } from '../../games/monte-carlo/vocabulary.js';

/** Values per multiset (hands and keeps), indexed by the packed multiset. */
type Table = Map<Dice, number>;

/** E(K) = the expected value of `after` once the dice missing from the keep K are thrown. */
function expectation(after: (hand: Dice) => number): Table {
  const table: Table = new Map();
  for (const keep of KEEPS) {
    let sum = 0;
    for (const o of THROWS[DICE - sizeOf(keep)] ?? []) sum += o.p * after(keep + o.dice);
    table.set(keep, sum);
  }
  return table;
}

/** The best of stopping now and every keep, given the value of stopping and the keeps' expectations. */
function best(stop: (hand: Dice) => number, next: Table): Table {
  const table: Table = new Map();
  for (const hand of HANDS) {
    let value = stop(hand);
    for (const keep of KEEPS_OF.get(hand) ?? []) value = Math.max(value, next.get(keep) ?? 0);
    table.set(hand, value);
  }
  return table;
}

/** The responder's chance against a hand scoring `target`: 1 for a better hand, ½ for a tie. */
const against = (target: number) => (hand: Dice): number => {
  const score = scoreOf(hand);
  return score > target ? 1 : score === target ? 0.5 : 0;
};

/** expectations[r] = E over keeps when r more throws are allowed after this one (r = 0, 1). */
const responderTables = new Map<number, Table[]>();

function responderTablesFor(target: number): Table[] {
  const cached = responderTables.get(target);
  if (cached) return cached;
  const stop = against(target);
  const tables: Table[] = [expectation(stop)];
  for (let r = 1; r < MAX_THROWS; r++) {
    const previous = tables[r - 1] ?? new Map<Dice, number>();
    const holding = best(stop, previous);
    tables.push(expectation((hand) => holding.get(hand) ?? 0));
  }
  responderTables.set(target, tables);
  return tables;
}

/** The responder's chance of beating `target` when it may throw `throws` times in all. */
function responderChance(target: number, throws: number): number {
  return responderTablesFor(target)[throws - 1]?.get(EMPTY) ?? 0;
}

/** For the challenger: stop[j](hand) = its chance of winning when it stops after j throws. */
let challengerTables: { stop: Table[]; next: Table[] } | null = null;

function challengerTablesFor(): { stop: Table[]; next: Table[] } {
  if (challengerTables) return challengerTables;
  const stop: Table[] = [new Map()];
  for (let j = 1; j <= MAX_THROWS; j++) stop.push(new Map(HANDS.map((hand) => [hand, 1 - responderChance(scoreOf(hand), j)])));
  // next[j] = expectation over keeps of the best play after the j-th throw (j = 1…3).
  const next: Table[] = [];
  let holding = stop[MAX_THROWS] ?? new Map<Dice, number>();
  for (let j = MAX_THROWS; j >= 1; j--) {
    const after = holding;
    next[j] = expectation((hand) => after.get(hand) ?? 0);
    const stopping = stop[j - 1];
    if (j > 1 && stopping) holding = best((hand) => stopping.get(hand) ?? 0, next[j] ?? new Map<Dice, number>());
  }
  challengerTables = { stop, next };
  return challengerTables;
}

/** The challenger's chance of winning a duel before its first throw, against a responder who plays well. */
export const challengerChance = (): number => challengerTablesFor().next[1]?.get(EMPTY) ?? 0;

export interface DiceChoice {
  /** The dice to keep, or null to stop throwing. */
  readonly keep: Dice | null;
  readonly chance: number;
}

function choose(hand: Dice, stopValue: number, next: Table | undefined): DiceChoice {
  let choice: DiceChoice = { keep: null, chance: stopValue };
  for (const keep of KEEPS_OF.get(hand) ?? []) {
    const chance = next?.get(keep) ?? 0;
    if (chance > choice.chance) choice = { keep, chance };
  }
  return choice;
}

/** The challenger holding `hand` after `made` throws (1 or 2). */
export function challengerChoice(hand: Dice, made: number): DiceChoice {
  const { stop, next } = challengerTablesFor();
  return choose(hand, stop[made]?.get(hand) ?? 0, next[made + 1]);
}

/** The responder holding `hand` after `made` of its `limit` throws, against the challenger's `target` hand. */
export function responderChoice(hand: Dice, made: number, limit: number, target: Dice): DiceChoice {
  const score = scoreOf(target);
  const tables = responderTablesFor(score);
  return choose(hand, against(score)(hand), tables[limit - made - 1]);
}
