// `npx tsx scripts/search-gain.ts --pairs 200 --games 12 --seed 3`: how much better than the heuristic Monte
// Carlo's paired search could play at all, at its horizon and with its judgement (registry.ts's settings), however
// long it searched. Two players; the heuristic plays every move of both seats (so the games are the heuristic's),
// and at each decision of seat 0 that the shipped bot searches, independent paired searches of the same
// position, each on worlds and luck of its own:
//   A, `--pairs` pairs: the move with the best mean, as a search with time to spare would pick;
//   C, one per `--rules` entry `pairs:z` (default 100:2, the shipped bot given 100 ms): the move the overruling
//      rule plays (the heuristic's unless another beats it by z standard errors), so that how much more pairs
//      would gain is measured on the same decisions (`--rules 100:2,300:2,1000:2`);
//   B, `--pairs` pairs: the value of A's pick, and of each C's, less the heuristic's move's — unbiased, since B's
//      luck is not the luck that made them pick (the best of A's means is biased upwards by the choosing).
// Summed over a game, B's differences are what each choice gains a game in the judgement's share of the win:
// in duplicate sets, where the heuristic against itself wins half, a bot gaining that much would score about
// 50 % plus it. Printed per game (JSON lines), then the means with their standard errors.
import type { Move } from '../src/games/monte-carlo/schemas.js';
import { keyOf } from '../src/bots/ismcts/search.js';
import { MONTE_CARLO_SEARCH } from '../src/bots/registry.js';
import type { Rng } from '../src/engine/index.js';
import { integerOption, parseCli, usageError, type Cli } from './cli.js';
import { searchedDecisions, searchTurn, type SearchedTurn } from './searched-decisions.js';

/** The shipped bot's pairs in 100 ms on a quiet machine (README, "How strong `ismcts` is"). */
const SHIPPED_PAIRS = 100;
const SHIPPED_Z = MONTE_CARLO_SEARCH.overruleZ ?? 2;

const cli: Cli = {
  name: 'search-gain',
  usage: `usage: npx tsx scripts/search-gain.ts [--pairs N] [--games N] [--seed N]

Monte Carlo Gamble, two players, the heuristic's games: at each decision of seat 0 the shipped bot searches,
what the paired search's pick (N pairs) and the shipped bot's (100 pairs, two standard errors) gain over the
heuristic's move, valued on N pairs of their own; summed per game.

  --pairs N     pairs for the pick and for its valuation (default 200)
  --rules LIST  overruling rules to value, pairs:z each (default 100:2, the shipped bot in 100 ms)
  --games N     games (default 12)
  --seed N      the series' seed (default 1)
  -h, --help    this text`,
};
const values = parseCli(cli, {
  pairs: { type: 'string', default: '200' },
  games: { type: 'string', default: '12' },
  seed: { type: 'string', default: '1' },
  rules: { type: 'string', default: `${SHIPPED_PAIRS}:${SHIPPED_Z}` },
});
const pairs = integerOption(cli, 'pairs', values.pairs, 8);
const games = integerOption(cli, 'games', values.games, 2);
const seed = integerOption(cli, 'seed', values.seed);
const rules = values.rules.split(',').map(rule => {
  const [n, z] = rule.split(':');
  const z2 = Number(z);
  if (!Number.isFinite(z2) || z2 < 0) usageError(cli, `--rules: ${rule} is not pairs:z`);
  return { name: rule, pairs: integerOption(cli, 'rules', n ?? '', 8), z: z2 };
});

type Turn = SearchedTurn;

/** A paired search of the turn's position with `iterations` pairs; `z` as the shipped rule, or never overruling. */
const searchOf = (turn: Turn, prior: Move, pairs: number, z: number, rng: Rng) =>
  searchTurn(turn, prior, { pairs, z }, rng);

interface GameGain {
  /** The pick of a long search less the heuristic's move, summed over the game. */
  pick: number;
  /** Each rule's move less the heuristic's, summed over the game, and how often it was not the heuristic's. */
  rules: Record<string, { gain: number; overruled: number }>;
  decisions: number;
}

const emptyGain = (): GameGain => ({
  pick: 0,
  rules: Object.fromEntries(rules.map(r => [r.name, { gain: 0, overruled: 0 }])),
  decisions: 0,
});
let gain = emptyGain();
const gains: GameGain[] = [];
const started = performance.now();
await searchedDecisions(
  games,
  seed,
  (turn, heuristic, fork) => {
    const a = searchOf(turn, heuristic, pairs, Infinity, fork());
    const pick = a.children.reduce((best, child) => (child.value > best.value ? child : best)).move;
    const played = rules.map(rule => searchOf(turn, heuristic, rule.pairs, rule.z, fork()).move);
    const b = searchOf(turn, heuristic, pairs, Infinity, fork());
    const valueOf = (move: Move): number => b.children.find(c => keyOf(c.move) === keyOf(move))?.value ?? NaN;
    gain.pick += valueOf(pick) - valueOf(heuristic);
    rules.forEach((rule, i) => {
      const move = played[i] ?? heuristic;
      const tally = gain.rules[rule.name];
      if (!tally) return;
      tally.gain += valueOf(move) - valueOf(heuristic);
      if (keyOf(move) !== keyOf(heuristic)) tally.overruled++;
    });
    gain.decisions++;
  },
  g => {
    gains.push(gain);
    console.log(JSON.stringify({ game: 2 * g, ...gain, seconds: Math.round((performance.now() - started) / 1000) }));
    gain = emptyGain();
  },
);
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const error = (xs: number[]): number =>
  Math.sqrt(xs.reduce((sum, x) => sum + (x - mean(xs)) ** 2, 0) / (xs.length - 1) / xs.length);
const figure = (xs: number[]): string => `${(100 * mean(xs)).toFixed(2)} ± ${(100 * error(xs)).toFixed(2)} points`;
const ruled = (name: string, part: 'gain' | 'overruled'): number[] => gains.map(g => g.rules[name]?.[part] ?? 0);
console.log(
  `${games} games (seed ${seed}), ${mean(gains.map(g => g.decisions)).toFixed(1)} searched decisions a game: ` +
    `the pick of ${pairs} pairs gains ${figure(gains.map(g => g.pick))} a game`,
);
for (const rule of rules)
  console.log(
    `  ${rule.pairs} pairs, overruling at ${rule.z} standard errors: ${figure(ruled(rule.name, 'gain'))} a game ` +
      `(it overrules the heuristic ${mean(ruled(rule.name, 'overruled')).toFixed(1)} times a game)`,
  );
