// The positions of a Monte Carlo Gamble game of two players that the heuristic plays for both seats, dealt from a
// seed: what the bot's tests search and compare, each with the seat to act and the log so far.
import { seededChance } from '../../src/engine/index.js';
import { monteCarloChoice } from '../../src/bots/monte-carlo/heuristic.js';
import { monteCarlo } from '../../src/games/monte-carlo/index.js';
import type { Fact } from '../../src/games/monte-carlo/schemas.js';
import type { State } from '../../src/games/monte-carlo/state.js';
import { view } from '../../src/games/monte-carlo/view.js';

export interface Position {
  readonly state: State;
  readonly seat: number;
  /** Every fact so far, as the game's log holds them. */
  readonly facts: readonly Fact[];
}

/** The positions of a heuristic game of two players, from its seed, each with the seat to act. */
export function positions(seed: number, limit: number): Position[] {
  const config = { players: 2, options: monteCarlo.schemas.options.parse({}) };
  const chance = seededChance(seed);
  const opened = monteCarlo.setup(config, chance);
  if (!opened.ok) throw new Error(opened.violation.message);
  let facts: Fact[] = [...opened.facts];
  let state = facts.reduce(monteCarlo.evolve, monteCarlo.initial(config));
  const seen: Position[] = [];
  while (seen.length < limit) {
    const seat = monteCarlo.toAct(state)[0];
    if (seat === undefined) break;
    seen.push({ state, seat, facts });
    const move = monteCarloChoice(view(state, seat), monteCarlo.legalMoves(state, seat));
    const decided = monteCarlo.decide(state, seat, move, chance);
    if (!decided.ok) throw new Error(decided.violation.message);
    facts = [...facts, ...decided.facts];
    state = decided.facts.reduce(monteCarlo.evolve, state);
  }
  return seen;
}
