// Random legal playouts over the game contract, shared by every game's property tests and the benchmarks'
// sanity checks. A playout only ever goes through the contract, so what it checks holds for any game.
import type { Game, GameConfig, GameTypes, Rng, Seat } from '../../src/engine/index.js';
import { canonical, oneStream, pick } from '../../src/engine/index.js';
import { given } from './given.js';

export { canonical };

export interface Step<T extends GameTypes> {
  readonly index: number;
  readonly before: T['state'];
  readonly seat: Seat;
  readonly legal: readonly T['move'][];
  readonly move: T['move'];
  readonly facts: readonly T['fact'][];
  readonly after: T['state'];
}

export interface Playout<T extends GameTypes> {
  readonly opening: readonly T['fact'][];
  readonly initial: T['state'];
  readonly steps: Iterable<Step<T>>;
}

/**
 * Sets a table up and yields one step per move: a seat among those to act, a move among its legal ones,
 * both drawn from `rng`. Throws (a bug, not a rule violation) when a listed move is refused.
 * Stops when the game is over or after `maxMoves`.
 */
export function playout<T extends GameTypes>(
  game: Game<T>,
  config: GameConfig<T['options']>,
  rng: Rng,
  maxMoves = 10_000,
): Playout<T> {
  const opened = given(game, { ...config, chance: oneStream(rng) });
  let state = opened.state;
  const initial = state;
  function* steps(): Generator<Step<T>> {
    for (let index = 0; index < maxMoves; index++) {
      const seats = game.toAct(state);
      if (seats.length === 0) return;
      const seat = pick(seats, rng);
      const legal = game.legalMoves(state, seat);
      if (legal.length === 0) throw new Error(`seat ${seat} is to act but has no legal move`);
      const move = pick(legal, rng);
      const decision = game.decide(state, seat, move, oneStream(rng));
      if (!decision.ok) {
        throw new Error(
          `listed move ${canonical(move)} refused: ${decision.violation.code} ${decision.violation.message}`,
        );
      }
      const before = state;
      for (const fact of decision.facts) state = game.evolve(state, fact);
      yield { index, before, seat, legal, move, facts: decision.facts, after: state };
    }
  }
  return { opening: opened.history, initial, steps: steps() };
}
