// Replaying a log: the state is nothing but the facts folded in order (STYLE.md habit 3).
import type { Game, GameConfig, GameTypes } from './contract.js';

export function fold<T extends GameTypes>(
  game: Game<T>,
  config: GameConfig<T['options']>,
  facts: Iterable<T['fact']>,
): T['state'] {
  let state = game.initial(config);
  for (const fact of facts) state = game.evolve(state, fact);
  return state;
}

/** Folds further facts into a state already built. */
export function foldInto<T extends GameTypes>(
  game: Game<T>,
  state: T['state'],
  facts: Iterable<T['fact']>,
): T['state'] {
  let next = state;
  for (const fact of facts) next = game.evolve(next, fact);
  return next;
}
