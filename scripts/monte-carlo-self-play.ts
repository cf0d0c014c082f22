// States of Monte Carlo Gamble games the heuristic plays against itself (two players, the default board),
// each with the game's winner: what scripts/fit-monte-carlo-value.ts fits the IS-MCTS bot's judgement of a
// stopped playout to, and what its test checks that judgement against. One state in `every` is kept, at
// random: neighbours in a game say nearly the same thing.
import { seededChance, seededRng } from '../src/engine/index.js';
import { monteCarlo } from '../src/games/monte-carlo/index.js';
import type { Move } from '../src/games/monte-carlo/schemas.js';
import type { State } from '../src/games/monte-carlo/state.js';
import { view } from '../src/games/monte-carlo/view.js';
import { monteCarloChoice } from '../src/bots/monte-carlo/heuristic.js';

export interface KeptState {
  /** The game's number, from 0. */
  readonly game: number;
  readonly state: State;
  /** The seat that won the game. */
  readonly winner: 0 | 1;
}

/** `games` games from `seed`; a game without a single winner (none, by the defaults) is left out. */
export function selfPlayStates(games: number, seed: number, every = 20): KeptState[] {
  const pick = seededRng(seed);
  const config = { players: 2, options: monteCarlo.schemas.options.parse({}) };
  const kept: KeptState[] = [];
  for (let game = 0; game < games; game++) {
    const chance = seededChance(seed * 1_000_003 + game);
    const opened = monteCarlo.setup(config, chance);
    if (!opened.ok) throw new Error(opened.violation.message);
    let state = monteCarlo.initial(config);
    for (const fact of opened.facts) state = monteCarlo.evolve(state, fact);
    const states: State[] = [];
    for (;;) {
      const seat = monteCarlo.toAct(state)[0];
      if (seat === undefined) break;
      if (pick.int(every) === 0) states.push(state);
      const legal = monteCarlo.legalMoves(state, seat);
      const move = legal.length === 1 ? (legal[0] as Move) : monteCarloChoice(view(state, seat), legal);
      const decision = monteCarlo.decide(state, seat, move, chance);
      if (!decision.ok) throw new Error(`the heuristic chose a refused move: ${decision.violation.code}`);
      for (const fact of decision.facts) state = monteCarlo.evolve(state, fact);
    }
    const winner = state.ended?.winner;
    if (winner !== 0 && winner !== 1) continue;
    const won: 0 | 1 = winner;
    kept.push(...states.map(s => ({ game, state: s, winner: won })));
  }
  return kept;
}
