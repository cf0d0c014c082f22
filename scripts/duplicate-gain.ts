// `npm run duplicate-gain -- [--game ID] [--epsilon E] [--games N] [--seed N] [--random-noise]`: measures how
// many fewer games a duplicate match needs than plain play to tell two strategies apart (docs/fairness.md
// records the figures). The two strategies are the heuristic and a weakened copy of it that plays another
// legal move in a share E of positions. Which positions, and which move, follow from a hash of the seat's
// view, so the weakened player is as deterministic as the heuristic: a strategy's own coin flips are luck no
// deal can repeat (--random-noise flips them instead, to show that).
// A pool of N plain games and one of N duplicate games (N / 2 sets) are played once. Printed: the variance
// one game adds to a win rate in each format (games needed for a given precision scale with it), and, with
// each pool cut into disjoint, independent experiments of n games, the share of experiments whose 95 %
// interval (as the arena computes it) puts the heuristic above one half.
import { setRate } from '../src/bots/arena/duplicate.js';
import { wilson } from '../src/bots/arena/stats.js';
import { entryShares, playGame } from '../src/bots/arena/tournament.js';
import { strategyFor } from '../src/bots/registry.js';
import type { AnyStrategy } from '../src/bots/strategy.js';
import { canonical } from '../src/engine/index.js';
import { games } from '../src/games/registry.js';
import { integerOption, parseCli, usageError, type Cli } from './cli.js';

const cli: Cli = {
  name: 'duplicate-gain',
  usage: `usage: npm run duplicate-gain -- [--game ID] [--epsilon E] [--games N] [--seed N] [--random-noise]

  --game ID        ${games.map(g => g.id).join(' or ')} (default monad)
  --epsilon E      the share of positions where the weakened heuristic plays another move, 0 to 1 (default 0.1)
  --games N        games in each pool, a multiple of 320 (default 1280)
  --seed N         the pools' seed (default 1)
  --random-noise   the weakened heuristic flips a coin (its random stream) instead of hashing the view
  -h, --help       this text`,
};
const values = parseCli(cli, {
  game: { type: 'string', default: 'monad' },
  epsilon: { type: 'string', default: '0.1' },
  games: { type: 'string', default: '1280' },
  seed: { type: 'string', default: '1' },
  'random-noise': { type: 'boolean', default: false },
});
const game = games.find(g => g.id === values.game) ?? usageError(cli, `unknown game "${values.game}"`);
const epsilon = Number(values.epsilon);
if (!(epsilon >= 0 && epsilon <= 1)) usageError(cli, '--epsilon must be from 0 to 1');
const pool = integerOption(cli, 'games', values.games, 320);
if (pool % 320 !== 0) usageError(cli, '--games must be a multiple of 320');
const seed = integerOption(cli, 'seed', values.seed);
const randomNoise = values['random-noise'] === true;

/** FNV-1a of the view's JSON: the same position gives the same number, in every game. */
function hashOf(value: unknown): number {
  let h = 0x811c9dc5;
  for (const c of canonical(value)) h = Math.imul(h ^ (c.codePointAt(0) ?? 0), 0x01000193);
  return h >>> 0;
}

const heuristic = strategyFor(game.id, 'heuristic') as AnyStrategy;
const weakened: AnyStrategy = {
  name: `heuristic-${epsilon}`,
  async choose(turn, tools) {
    const h = randomNoise ? tools.rng.int(2 ** 32) : hashOf(turn.view);
    if (h % 1_000_000 < epsilon * 1_000_000) return turn.legal[Math.floor(h / 1_000_000) % turn.legal.length];
    return heuristic.choose(turn, tools);
  },
};
const config = { players: 2, options: game.schemas.options.parse({}) };

/** The heuristic's share of each game's win, games in order (a duplicate set is two games in a row). */
async function play(duplicate: boolean): Promise<number[]> {
  const spec = { game, config, entries: [heuristic, weakened], games: pool, seed, duplicate };
  const wins: number[] = [];
  for (let g = 0; g < pool; g++) wins.push(entryShares(await playGame(spec, g), 2)[0] ?? 0);
  return wins;
}

const started = performance.now();
const plain = await play(false);
const duplicate = await play(true);
const minutes = (performance.now() - started) / 60_000;
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const variance = (xs: readonly number[]) => xs.reduce((s, x) => s + (x - mean(xs)) ** 2, 0) / (xs.length - 1);

const noise = randomNoise ? 'random' : 'hashed';
console.log(
  `${game.id}, heuristic vs heuristic with ${epsilon} ${noise} other moves, 2 players, ${pool} games per pool, seed ${seed} (${minutes.toFixed(1)} min)`,
);
console.log(`  heuristic's win rate: plain ${mean(plain).toFixed(3)}, duplicate ${mean(duplicate).toFixed(3)}`);
const setScores = Array.from(
  { length: pool / 2 },
  (_, s) => ((duplicate[2 * s] ?? 0) + (duplicate[2 * s + 1] ?? 0)) / 2,
);
const perGame = { plain: variance(plain), duplicate: 2 * variance(setScores) };
console.log(
  `  variance one game adds: plain ${perGame.plain.toFixed(4)}, duplicate ${perGame.duplicate.toFixed(4)}` +
    ` (duplicate needs ${((100 * perGame.duplicate) / perGame.plain).toFixed(0)} % of the games for the same precision)`,
);
console.log('  games   separated: plain  duplicate   experiments');
for (const n of [10, 20, 40, 80, 160]) {
  const cut = (wins: number[]) => Array.from({ length: pool / n }, (_, e) => wins.slice(e * n, (e + 1) * n));
  const separated = (rates: { low: number }[]) =>
    `${((100 * rates.filter(r => r.low > 0.5).length) / rates.length).toFixed(0)} %`;
  const p = cut(plain).map(slice =>
    wilson(
      slice.reduce((a, b) => a + b, 0),
      slice.length,
    ),
  );
  const d = cut(duplicate).map(slice => setRate(slice, 2, 1));
  console.log(`  ${String(n).padStart(5)}   ${separated(p).padStart(16)}  ${separated(d).padStart(9)}   ${pool / n}`);
}
