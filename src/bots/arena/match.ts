// One game between built-in strategies, in process, through the game contract only: each seat's strategy
// sees that seat's view and legal moves, nothing else.
import { type AnyGame, type Chance, type GameConfig, type Outcome, type Rng } from '../../engine/index.js';
import type { AnyStrategy } from '../strategy.js';

export interface MatchResult {
  readonly outcome: Outcome | null;
  readonly moves: number;
}

export function playMatch(
  game: AnyGame,
  config: GameConfig<unknown>,
  seats: readonly AnyStrategy[],
  rngs: { game: Chance; bots: Rng },
  maxMoves = 200_000,
): MatchResult {
  const opened = game.setup(config, rngs.game);
  if (!opened.ok) throw new Error(`${opened.violation.code}: ${opened.violation.message}`);
  let state = game.initial(config);
  for (const fact of opened.facts) state = game.evolve(state, fact);
  let moves = 0;
  for (; moves < maxMoves; moves++) {
    const toAct = game.toAct(state);
    const seat = toAct[0];
    if (seat === undefined) break;
    const strategy = seats[seat] as AnyStrategy;
    const move = strategy.choose(game.view(state, seat), game.legalMoves(state, seat), rngs.bots);
    const decision = game.decide(state, seat, move, rngs.game);
    if (!decision.ok) throw new Error(`${strategy.name} chose a refused move: ${decision.violation.code}`);
    for (const fact of decision.facts) state = game.evolve(state, fact);
  }
  return { outcome: game.outcome(state), moves };
}
