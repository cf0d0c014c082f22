// `npx tsx scripts/overrule-truth.ts --games 40 --seed 1`: what the paired search's overrules are worth in games
// actually won, not in its own judgement's eyes. Two players; the heuristic plays every move of both seats, and at
// each decision of seat 0 that the shipped bot searches:
//   without --zmin, the shipped rule (100 pairs, two standard errors, racing at two) searches the position, and
//     where it overrules the heuristic, both moves are valued by --truth paired rollouts to the real end of the
//     game (the heuristic for both seats, every candidate on the same sampled world and luck);
//   with --zmin Z, every other move is scored on --pairs paired playouts of the shipped horizon and judgement, and
//     the best-scored one, where it stands Z or more standard errors above the heuristic's, is valued the same way
//     (so the moves the rule just misses, between 1 and 2, can be told from the ones it takes).
// The rollouts owe nothing to the horizon's judgement, so their mean is what the move gains in wins (search-gain.ts
// values moves with the judgement that picked them). JSON lines, one per valued decision, then the means by decision
// kind and by z; `--summary` reads such lines on stdin (several processes' output together) and prints the means.
import { createInterface } from 'node:readline';
import type { Move } from '../src/games/monte-carlo/schemas.js';
import { SAME_VALUE } from '../src/bots/ismcts/paired.js';
import { keyOf } from '../src/bots/ismcts/search.js';
import { MONTE_CARLO_SEARCH } from '../src/bots/registry.js';
import { seededRng, type Rng } from '../src/engine/index.js';
import { integerOption, parseCli, usageError, type Cli } from './cli.js';
import { searchedDecisions, searchTurn, type SearchedTurn } from './searched-decisions.js';

const cli: Cli = {
  name: 'overrule-truth',
  usage: `usage: npx tsx scripts/overrule-truth.ts [--games N] [--seed N] [--truth N] [--pairs N] [--zmin Z]
       npx tsx scripts/overrule-truth.ts --summary < lines.jsonl

Monte Carlo Gamble, two players, the heuristic's games: at each decision of seat 0 the shipped bot searches, the
move the search would play instead of the heuristic's, valued in games won by paired rollouts to the end.

  --games N     games (default 10)
  --seed N      the series' seed (default 1)
  --truth N     paired rollouts to the end valuing each move (default 300)
  --pairs N     the search's pairs (default 100, the shipped bot's in 100 ms)
  --zmin Z      value the best other move wherever it scores Z standard errors or more (default: the shipped
                rule's overrules only)
  --summary     read JSON lines on stdin and print their means
  -h, --help    this text`,
};
const values = parseCli(cli, {
  games: { type: 'string', default: '10' },
  seed: { type: 'string', default: '1' },
  truth: { type: 'string', default: '300' },
  pairs: { type: 'string', default: '100' },
  zmin: { type: 'string' },
  summary: { type: 'boolean', default: false },
});

/** One valued decision. */
interface Row {
  readonly kind: string;
  /** The search's mean paired gain of the move over the heuristic's, in its judgement's share of the win. */
  readonly searchGain: number;
  /** Standard errors of that gain (--zmin), absent for the shipped rule's overrules. */
  readonly z?: number;
  /** The rollouts' mean gain in games won, and its standard error. */
  readonly truth: number;
  readonly truthError: number;
}

const meanOf = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const errorOf = (xs: readonly number[]): number => {
  const mean = meanOf(xs);
  return Math.sqrt(xs.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (xs.length - 1) / xs.length);
};

function summarise(rows: readonly Row[]): void {
  const line = (label: string, part: readonly Row[]): void => {
    if (part.length === 0) return;
    const truth = meanOf(part.map(r => r.truth));
    // Each row's own error, pooled: the rows' truths spread by their rollouts' noise and by the decisions.
    const error = Math.sqrt(part.reduce((sum, r) => sum + r.truthError ** 2, 0)) / part.length;
    const search = meanOf(part.map(r => r.searchGain));
    console.log(
      `${label.padEnd(24)} ${String(part.length).padStart(5)} valued: in games won ${(100 * truth).toFixed(2)} ± ` +
        `${(100 * error).toFixed(2)} points, in the search's judgement ${(100 * search).toFixed(2)}`,
    );
  };
  const kinds = [...new Set(rows.map(r => r.kind))].sort();
  line('all', rows);
  for (const kind of kinds)
    line(
      `  ${kind}`,
      rows.filter(r => r.kind === kind),
    );
  if (!rows.some(r => r.z !== undefined)) return;
  for (const [low, high] of [
    [1, 1.5],
    [1.5, 2],
    [2, 3],
    [3, Infinity],
  ] as const) {
    const band = rows.filter(r => (r.z ?? 0) >= low && (r.z ?? 0) < high);
    line(`z in [${low}, ${high})`, band);
    for (const kind of kinds)
      line(
        `  ${kind}`,
        band.filter(r => r.kind === kind),
      );
  }
}

if (values.summary) {
  const rows: Row[] = [];
  for await (const text of createInterface({ input: process.stdin })) {
    if (text.trim().startsWith('{')) rows.push(JSON.parse(text) as Row);
  }
  if (rows.length === 0) usageError(cli, '--summary read no JSON lines');
  summarise(rows);
  process.exit(0);
}

const games = integerOption(cli, 'games', values.games, 1);
const seed = integerOption(cli, 'seed', values.seed);
const truthPairs = integerOption(cli, 'truth', values.truth, 2);
const searchPairs = integerOption(cli, 'pairs', values.pairs, 8);
const zMin = values.zmin === undefined ? undefined : Number(values.zmin);
if (zMin !== undefined && !(zMin >= 0)) usageError(cli, `--zmin: ${values.zmin} is not a number of at least 0`);

type Turn = SearchedTurn;

/** A paired search of the turn's position among `legal`. */
function searchOf(turn: Turn, legal: readonly Move[], prior: Move, pairs: number, horizon: number, rng: Rng) {
  const shipped = horizon === MONTE_CARLO_SEARCH.horizon && zMin === undefined;
  return searchTurn(
    turn,
    prior,
    {
      legal,
      pairs,
      horizon,
      z: shipped ? (MONTE_CARLO_SEARCH.overruleZ ?? 2) : Infinity,
      ...(shipped && MONTE_CARLO_SEARCH.dropZ !== undefined ? { dropZ: MONTE_CARLO_SEARCH.dropZ } : {}),
    },
    rng,
  );
}

/** Paired differences of each move of `others` over `prior`, one single-pair search each (worlds of their own). */
function pairedDiffs(turn: Turn, prior: Move, others: readonly Move[], pairs: number, horizon: number, rng: Rng) {
  const diffs = others.map(() => [] as number[]);
  for (let i = 0; i < pairs; i++) {
    const result = searchOf(turn, [prior, ...others], prior, 1, horizon, seededRng(rng.int(2 ** 31)));
    const valueOf = (move: Move): number =>
      result.children.find(c => keyOf(c.move) === keyOf(move))?.value ?? Number.NaN;
    others.forEach((move, j) => {
      const d = valueOf(move) - valueOf(prior);
      // A rounding apart is alike, as the search itself counts it.
      diffs[j]?.push(Math.abs(d) < SAME_VALUE ? 0 : d);
    });
  }
  return diffs;
}

/** No game of this board lasts this many moves: a rollout with this horizon ends with the game. */
const TO_THE_END = 5000;

const rows: Row[] = [];
const started = performance.now();
await searchedDecisions(
  games,
  seed,
  (turn, heuristic, fork) => {
    let valued: { move: Move; searchGain: number; z?: number } | undefined;
    if (zMin === undefined) {
      const result = searchOf(turn, turn.legal, heuristic, searchPairs, MONTE_CARLO_SEARCH.horizon, fork());
      const valueOf = (move: Move): number =>
        result.children.find(c => keyOf(c.move) === keyOf(move))?.value ?? Number.NaN;
      // The search keeps the heuristic's move against its twin (two pawns on one square): paired.ts's SAME_VALUE.
      if (keyOf(result.move) !== keyOf(heuristic))
        valued = { move: result.move, searchGain: valueOf(result.move) - valueOf(heuristic) };
    } else {
      const others = turn.legal.filter(m => keyOf(m) !== keyOf(heuristic));
      const diffs = pairedDiffs(turn, heuristic, others, searchPairs, MONTE_CARLO_SEARCH.horizon, fork());
      others.forEach((move, j) => {
        const d = diffs[j] ?? [];
        const searchGain = meanOf(d);
        const error = errorOf(d);
        const z = error > 1e-12 ? searchGain / error : 0;
        if (z >= zMin && (valued?.z === undefined || z > valued.z)) valued = { move, searchGain, z };
      });
    }
    if (valued !== undefined) {
      const d = pairedDiffs(turn, heuristic, [valued.move], truthPairs, TO_THE_END, fork())[0] ?? [];
      const row = {
        kind: turn.view.step.type,
        ...valued,
        truth: meanOf(d),
        truthError: errorOf(d),
        turn: turn.view.turn?.number ?? 0,
        heuristic,
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  },
  g => process.stderr.write(`game ${2 * g} done at ${Math.round((performance.now() - started) / 1000)} s\n`),
);
if (rows.length > 0) summarise(rows);
