// Given / when / then for Monte Carlo Gamble, on the games' shared helper (tests/support/given.ts): build a
// table from a short spec (positions go through setupFromPosition, so every test table is a valid one),
// script the dice, and read facts or rule codes.
import { expect } from 'vitest';
import type { Chance, Decision, Rng, Seat } from '../../../src/engine/index.js';
import { oneStream, seededRng } from '../../../src/engine/index.js';
import { CARD_IDS, type CardId } from '../../../src/games/monte-carlo/cards.js';
import { monteCarlo } from '../../../src/games/monte-carlo/index.js';
import type { Fact, MonteCarloOptions, Move, Position } from '../../../src/games/monte-carlo/schemas.js';
import type { State } from '../../../src/games/monte-carlo/state.js';
import type { Face } from '../../../src/games/monte-carlo/vocabulary.js';
import { FACES, MONEY, SEAT_COLOURS } from '../../../src/games/monte-carlo/vocabulary.js';
import { factsOf, given as givenTable, violationOf } from '../../support/given.js';

export { factsOf };

export const game = monteCarlo;

/**
 * Chance whose draws, whatever their key, are the scripted values in the order the rules ask, then draws
 * from a seeded generator.
 */
export function scripted(values: readonly number[], fallback: Rng = seededRng(1)): Chance {
  const queue = [...values];
  return oneStream({
    int(n) {
      const next = queue.shift();
      if (next === undefined) return fallback.int(n);
      if (next < 0 || next >= n) throw new RangeError(`scripted ${next} is not below ${n}`);
      return next;
    },
  });
}

/** Rng values for die rolls (1–6). */
export const rolls = (...dice: number[]): number[] => dice.map(d => d - 1);
/** Rng values for poker-dice faces. */
export const faces = (...fs: Face[]): number[] => fs.map(f => FACES.indexOf(f));

export interface TableSpec {
  players?: number;
  /** Pawn id → square or home; unlisted pawns are on the start. */
  at?: Record<number, number | 'home'>;
  /** Money per seat; default $100,000 each. The bank holds the rest of $1,000,000. */
  money?: number[];
  /** The top of the draw pile, first card first; the other cards follow in table order. */
  draw?: CardId[];
  result?: CardId[];
  turn?: Partial<Position['turn']>;
  stacks?: Position['stacks'];
  options?: MonteCarloOptions;
}

export function position(spec: TableSpec = {}): Position {
  const players = spec.players ?? 3;
  const colours = SEAT_COLOURS[players] ?? [];
  const perColour = players === 2 ? 2 : 3;
  const pawnColours = colours.flatMap(cs => cs.flatMap(c => Array.from({ length: perColour }, () => c)));
  const money = spec.money ?? colours.map(() => 100_000);
  const result = spec.result ?? [];
  const top = spec.draw ?? [];
  const rest = CARD_IDS.filter(c => !top.includes(c) && !result.includes(c));
  return {
    seats: colours.map((cs, seat) => ({ colours: [...cs], money: money[seat] ?? 100_000 })),
    pawns: pawnColours.map((colour, id) => ({ colour, at: spec.at?.[id] ?? 0 })),
    ...(spec.stacks ? { stacks: spec.stacks } : {}),
    bank: MONEY.total - money.reduce((a, b) => a + b, 0),
    drawPile: [...top, ...rest],
    resultPile: result,
    turn: {
      seat: 0,
      number: 1,
      step: 'roll',
      ...(players === 2 && spec.turn?.step !== 'name_colour' ? { colour: colours[spec.turn?.seat ?? 0]?.[0] } : {}),
      ...spec.turn,
    },
  };
}

export const config = (spec: TableSpec = {}) => ({ players: spec.players ?? 3, options: spec.options ?? {} });

/** The state a spec describes; fails the test when the position is refused. */
export function given(spec: TableSpec = {}): State {
  const { players, options } = config(spec);
  return givenTable(game, { position: position(spec), players, options }).state;
}

export const fold = (state: State, facts: readonly Fact[]): State => facts.reduce(game.evolve, state);

export const when = (state: State, seat: Seat, move: Move, chance: Chance = scripted([])): Decision<Fact> =>
  game.decide(state, seat, move, chance);

/** The rule code of a refused decision (fails the test on acceptance). */
export const codeOf = (decision: Decision<Fact>): string => violationOf(decision).code;

/** Plays one move and returns the new state with the facts. */
export function play(state: State, seat: Seat, move: Move, chance?: Chance): { state: State; facts: readonly Fact[] } {
  const facts = factsOf(when(state, seat, move, chance));
  return { state: fold(state, facts), facts };
}

/** Plays several moves in order: [seat, move, rng values?]. */
export function playAll(
  state: State,
  moves: readonly (readonly [Seat, Move, number[]?])[],
): { state: State; facts: Fact[] } {
  const all: Fact[] = [];
  let current = state;
  for (const [seat, move, values] of moves) {
    const step = play(current, seat, move, scripted(values ?? []));
    current = step.state;
    all.push(...step.facts);
  }
  return { state: current, facts: all };
}

/** The facts (or moves) of one type. */
export const ofType = <T extends { type: string }, K extends T['type']>(
  items: readonly T[],
  type: K,
): Extract<T, { type: K }>[] => items.filter((item): item is Extract<T, { type: K }> => item.type === type);

export const money = (state: State, seat: Seat): number => state.seats[seat]?.money ?? -1;
export const at = (state: State, pawn: number): number => state.pawns[pawn]?.at ?? -2;

export function expectRefused(decision: Decision<Fact>, code: string): void {
  expect(decision.ok).toBe(false);
  if (!decision.ok) {
    expect(decision.violation.code).toBe(code);
    expect(decision.violation.message.length).toBeGreaterThan(10);
  }
}
