// For the scripts that study Monte Carlo's search on the heuristic's own games (search-gain.ts,
// overrule-truth.ts): two players, the heuristic plays every move of both seats, and a look is taken at each
// decision of seat 0 that the shipped `ismcts` bot would search (more than one legal move, not left to the
// heuristic by the policy's `direct`).
import { monteCarlo, type MonteCarloTypes } from '../src/games/monte-carlo/index.js';
import type { Move } from '../src/games/monte-carlo/schemas.js';
import { playGame, type TournamentSpec } from '../src/bots/arena/tournament.js';
import { monteCarloPolicy } from '../src/bots/ismcts/monte-carlo.js';
import { pairedSearch } from '../src/bots/ismcts/paired.js';
import { MIN_PAIRS } from '../src/bots/ismcts/strategy.js';
import { MONTE_CARLO_SEARCH } from '../src/bots/registry.js';
import { monteCarloChoice, monteCarloHeuristic } from '../src/bots/monte-carlo/heuristic.js';
import type { AnyStrategy, BotTurn } from '../src/bots/strategy.js';
import { seededRng, type Rng } from '../src/engine/index.js';

export type SearchedTurn = BotTurn<MonteCarloTypes>;

/**
 * Plays game `2 * g` of `games` (even numbers only: the probe on seat 0) of the series `seed`, calling `look`
 * with each searched decision, the heuristic's move, which is then played, and `fork`, which gives each search
 * a generator of its own from one stream seeded by `seed`; `after(g)` once each game is over.
 */
export async function searchedDecisions(
  games: number,
  seed: number,
  look: (turn: SearchedTurn, heuristic: Move, fork: () => Rng) => void,
  after: (g: number) => void,
): Promise<void> {
  const searches = seededRng(seed);
  const fork = (): Rng => seededRng(searches.int(2 ** 31));
  const probe: AnyStrategy = {
    name: 'probe',
    choose(turn: SearchedTurn) {
      const heuristic = monteCarloChoice(turn.view, turn.legal);
      const searched =
        turn.seat === 0 &&
        turn.legal.length >= 2 &&
        (monteCarloPolicy.direct?.(turn.view, turn.legal) ?? null) === null;
      if (searched) look(turn, heuristic, fork);
      return Promise.resolve(heuristic);
    },
  } as AnyStrategy;
  const spec: TournamentSpec = {
    game: monteCarlo,
    config: { players: 2, options: monteCarlo.schemas.options.parse({}) },
    entries: [probe, monteCarloHeuristic as AnyStrategy],
    games: 2 * games,
    seed,
  };
  for (let g = 0; g < games; g++) {
    await playGame(spec, 2 * g);
    after(g);
  }
}

/** What a study's search of a decision is given: its pairs whatever the time, and the shipped settings unless said. */
export interface StudySearch {
  /** The moves searched: the decision's legal moves unless given. */
  readonly legal?: readonly Move[];
  readonly pairs: number;
  /** Standard errors a move needs to overrule the prior (Infinity: never, the children's values alone count). */
  readonly z: number;
  readonly horizon?: number;
  /** Racing (paired.ts); unset: every move to the end of its pairs. */
  readonly dropZ?: number;
}

/** The paired search of `turn` against `prior`, on worlds sampled from its seat's view, for `search.pairs` pairs. */
export function searchTurn(turn: SearchedTurn, prior: Move, search: StudySearch, rng: Rng) {
  const sample = monteCarlo.determinizer?.(turn.view, turn.log);
  if (!sample) throw new Error('Monte Carlo has no determinizer');
  return pairedSearch(
    monteCarlo,
    monteCarloPolicy,
    { seat: turn.seat, legal: search.legal ?? turn.legal, sample, prior },
    {
      deadline: Infinity,
      now: () => 0,
      horizon: search.horizon ?? MONTE_CARLO_SEARCH.horizon,
      z: search.z,
      minPairs: MIN_PAIRS,
      maxIterations: search.pairs,
      ...(search.dropZ === undefined ? {} : { dropZ: search.dropZ }),
    },
    rng,
  );
}
