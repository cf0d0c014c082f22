// One game between built-in strategies, in process, through the game contract only: each seat's strategy
// is given what `botTurn` builds for that seat (its view, legal moves and redacted log), nothing else.
import { type AnyGame, type Chance, type GameConfig, type Outcome, type Rng } from '../../engine/index.js';
import type { AnyStrategy } from '../strategy.js';
import { botTurn } from '../turn.js';

export interface MatchResult {
  readonly outcome: Outcome | null;
  readonly moves: number;
}

export interface MatchClock {
  /** What each seat may think per decision, in ms. */
  readonly thinkMs: number;
  readonly now: () => number;
}

export async function playMatch(
  game: AnyGame,
  config: GameConfig<unknown>,
  seats: readonly AnyStrategy[],
  rngs: { game: Chance; bots: Rng },
  clock: MatchClock,
  maxMoves = 200_000,
): Promise<MatchResult> {
  const opened = game.setup(config, rngs.game);
  if (!opened.ok) throw new Error(`${opened.violation.code}: ${opened.violation.message}`);
  let state = game.initial(config);
  // Every seat's log as it saw it, kept up to date fact by fact.
  const logs: unknown[][] = seats.map(() => []);
  const record = (facts: readonly unknown[]): void => {
    for (const fact of facts) {
      state = game.evolve(state, fact);
      logs.forEach((log, seat) => log.push(game.redact(fact, seat)));
    }
  };
  record(opened.facts);
  let moves = 0;
  for (; moves < maxMoves; moves++) {
    const seat = game.toAct(state)[0];
    if (seat === undefined) break;
    const strategy = seats[seat] as AnyStrategy;
    const turn = botTurn(game, state, seat, logs[seat] as unknown[], clock.thinkMs);
    const move: unknown = await strategy.choose(turn, { rng: rngs.bots, now: clock.now });
    const decision = game.decide(state, seat, move, rngs.game);
    if (!decision.ok) throw new Error(`${strategy.name} chose a refused move: ${decision.violation.code}`);
    record(decision.facts);
  }
  return { outcome: game.outcome(state), moves };
}
