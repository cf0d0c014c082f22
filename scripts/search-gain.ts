// `npx tsx scripts/search-gain.ts --pairs 200 --games 12 --seed 3`: how much better than the heuristic Monte
// Carlo's paired search could play at all, at its horizon and with its judgement (registry.ts's settings), however
// long it searched. Two players; the heuristic plays every move of both seats (so the games are the heuristic's),
// and at each decision of seat 0 that the shipped bot searches, three independent paired searches of the same
// position, each on worlds and luck of its own:
//   A, `--pairs` pairs: the move with the best mean, as a search with time to spare would pick;
//   C, 100 pairs and the two-standard-error rule: the move the shipped bot, given 100 ms, would play;
//   B, `--pairs` pairs: the value of A's pick, and of C's, less the heuristic's move's — unbiased, since B's luck
//      is not the luck that made A pick (the best of A's means is biased upwards by the choosing).
// Summed over a game, B's differences are what each choice gains a game in the judgement's share of the win:
// in duplicate sets, where the heuristic against itself wins half, a bot gaining that much would score about
// 50 % plus it. Printed per game (JSON lines), then the means with their standard errors.
import { monteCarlo, type MonteCarloTypes } from '../src/games/monte-carlo/index.js';
import type { Move } from '../src/games/monte-carlo/schemas.js';
import { playGame, type TournamentSpec } from '../src/bots/arena/tournament.js';
import { monteCarloPolicy } from '../src/bots/ismcts/monte-carlo.js';
import { pairedSearch } from '../src/bots/ismcts/paired.js';
import { keyOf } from '../src/bots/ismcts/search.js';
import { monteCarloChoice, monteCarloHeuristic } from '../src/bots/monte-carlo/heuristic.js';
import { MONTE_CARLO_SEARCH } from '../src/bots/registry.js';
import type { AnyStrategy, BotTurn, Strategy } from '../src/bots/strategy.js';
import { seededRng, type Rng } from '../src/engine/index.js';
import { integerOption, parseCli, type Cli } from './cli.js';

const cli: Cli = {
  name: 'search-gain',
  usage: `usage: npx tsx scripts/search-gain.ts [--pairs N] [--games N] [--seed N]

Monte Carlo Gamble, two players, the heuristic's games: at each decision of seat 0 the shipped bot searches,
what the paired search's pick (N pairs) and the shipped bot's (100 pairs, two standard errors) gain over the
heuristic's move, valued on N pairs of their own; summed per game.

  --pairs N     pairs for the pick and for its valuation (default 200)
  --games N     games (default 12)
  --seed N      the series' seed (default 1)
  -h, --help    this text`,
};
const values = parseCli(cli, {
  pairs: { type: 'string', default: '200' },
  games: { type: 'string', default: '12' },
  seed: { type: 'string', default: '1' },
});
const pairs = integerOption(cli, 'pairs', values.pairs, 8);
const games = integerOption(cli, 'games', values.games, 2);
const seed = integerOption(cli, 'seed', values.seed);

/** The shipped bot's pairs in 100 ms on a quiet machine (README, "How strong `ismcts` is"). */
const SHIPPED_PAIRS = 100;
const SHIPPED_Z = MONTE_CARLO_SEARCH.overruleZ ?? 2;

type Turn = BotTurn<MonteCarloTypes>;

/** A paired search of the turn's position with `iterations` pairs; `z` as the shipped rule, or never overruling. */
function searchOf(turn: Turn, prior: Move, iterations: number, z: number, rng: Rng) {
  const sample = monteCarlo.determinizer?.(turn.view, turn.log);
  if (!sample) throw new Error('Monte Carlo has no determinizer');
  return pairedSearch(
    monteCarlo,
    monteCarloPolicy,
    { seat: turn.seat, legal: turn.legal, sample, prior },
    {
      deadline: Infinity,
      now: () => 0,
      horizon: MONTE_CARLO_SEARCH.horizon,
      z,
      minPairs: 8,
      maxIterations: iterations,
    },
    rng,
  );
}

interface GameGain {
  /** The pick of a long search, and the shipped bot's, less the heuristic's move, summed over the game. */
  pick: number;
  shipped: number;
  decisions: number;
  /** Decisions where the shipped rule would not play the heuristic's move. */
  overruled: number;
}

let gain: GameGain = { pick: 0, shipped: 0, decisions: 0, overruled: 0 };
const searches = seededRng(seed);
const probe: Strategy<MonteCarloTypes> = {
  name: 'probe',
  choose(turn) {
    const heuristic = monteCarloChoice(turn.view, turn.legal);
    if (turn.seat !== 0 || turn.legal.length < 2 || (monteCarloPolicy.direct?.(turn.view, turn.legal) ?? null) !== null)
      return Promise.resolve(heuristic);
    const fork = (): Rng => seededRng(searches.int(2 ** 31));
    const a = searchOf(turn, heuristic, pairs, Infinity, fork());
    const pick = a.children.reduce((best, child) => (child.value > best.value ? child : best)).move;
    const shipped = searchOf(turn, heuristic, SHIPPED_PAIRS, SHIPPED_Z, fork()).move;
    const b = searchOf(turn, heuristic, pairs, Infinity, fork());
    const valueOf = (move: Move): number => b.children.find(c => keyOf(c.move) === keyOf(move))?.value ?? NaN;
    gain.pick += valueOf(pick) - valueOf(heuristic);
    gain.shipped += valueOf(shipped) - valueOf(heuristic);
    gain.decisions++;
    if (keyOf(shipped) !== keyOf(heuristic)) gain.overruled++;
    return Promise.resolve(heuristic);
  },
};

const spec: TournamentSpec = {
  game: monteCarlo,
  config: { players: 2, options: monteCarlo.schemas.options.parse({}) },
  entries: [probe as AnyStrategy, monteCarloHeuristic as AnyStrategy],
  games: 2 * games,
  seed,
};
const gains: GameGain[] = [];
const started = performance.now();
// Even games only: the probe on seat 0.
for (let g = 0; g < games; g++) {
  gain = { pick: 0, shipped: 0, decisions: 0, overruled: 0 };
  await playGame(spec, 2 * g);
  gains.push(gain);
  console.log(JSON.stringify({ game: 2 * g, ...gain, seconds: Math.round((performance.now() - started) / 1000) }));
}
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const error = (xs: number[]): number =>
  Math.sqrt(xs.reduce((sum, x) => sum + (x - mean(xs)) ** 2, 0) / (xs.length - 1) / xs.length);
const figure = (xs: number[]): string => `${(100 * mean(xs)).toFixed(2)} ± ${(100 * error(xs)).toFixed(2)} points`;
console.log(
  `${games} games (seed ${seed}), ${mean(gains.map(g => g.decisions)).toFixed(1)} searched decisions a game: ` +
    `the pick of ${pairs} pairs gains ${figure(gains.map(g => g.pick))} a game, the shipped bot's ${figure(gains.map(g => g.shipped))} ` +
    `(it overrules the heuristic ${mean(gains.map(g => g.overruled)).toFixed(1)} times a game)`,
);
