// `npm run duplicate-gain -- [--game ID] [--epsilon E] [--games N] [--seed N]`: measures how many fewer games
// a duplicate match needs than plain play to tell two strategies apart (docs/fairness.md records the figures).
// The two strategies are the heuristic and a weakened copy of it that plays a random legal move with
// probability E. A pool of N plain games and one of N duplicate games (N / 2 sets) are played once; each is
// then cut into disjoint, independent experiments of n games (n = 10, 20, 40, 80, 160), and for each n it
// prints the share of experiments whose 95 % interval (as the arena computes it) puts the heuristic above
// one half, and the spread (standard deviation) of the experiments' win rates.
import { runTournament } from '../src/bots/arena/tournament.js';
import { setRate } from '../src/bots/arena/duplicate.js';
import { wilson } from '../src/bots/arena/stats.js';
import { strategyFor } from '../src/bots/registry.js';
import type { AnyStrategy } from '../src/bots/strategy.js';
import { pick } from '../src/engine/index.js';
import { games } from '../src/games/registry.js';
import { integerOption, parseCli, usageError, type Cli } from './cli.js';

const cli: Cli = {
  name: 'duplicate-gain',
  usage: `usage: npm run duplicate-gain -- [--game ID] [--epsilon E] [--games N] [--seed N]

  --game ID      ${games.map(g => g.id).join(' or ')} (default monad)
  --epsilon E    how often the weakened heuristic plays a random move, 0 to 1 (default 0.5)
  --games N      games in each pool, a multiple of 320 (default 1280)
  --seed N       the pools' seed (default 1)
  -h, --help     this text`,
};
const values = parseCli(cli, {
  game: { type: 'string', default: 'monad' },
  epsilon: { type: 'string', default: '0.5' },
  games: { type: 'string', default: '1280' },
  seed: { type: 'string', default: '1' },
});
const game = games.find(g => g.id === values.game) ?? usageError(cli, `unknown game "${values.game}"`);
const epsilon = Number(values.epsilon);
if (!(epsilon >= 0 && epsilon <= 1)) usageError(cli, '--epsilon must be from 0 to 1');
const pool = integerOption(cli, 'games', values.games, 320);
if (pool % 320 !== 0) usageError(cli, '--games must be a multiple of 320');
const seed = integerOption(cli, 'seed', values.seed);

const heuristic = strategyFor(game.id, 'heuristic') as AnyStrategy;
const weakened: AnyStrategy = {
  name: `heuristic-${epsilon}`,
  choose: (view, legal, rng) =>
    rng.int(1_000_000) < epsilon * 1_000_000 ? pick(legal, rng) : heuristic.choose(view, legal, rng),
};
const config = { players: 2, options: game.schemas.options.parse({}) };

function play(duplicate: boolean): number[] {
  const wins: number[] = [];
  runTournament({ game, config, entries: [heuristic, weakened], games: pool, seed, duplicate }, (_, shares) =>
    wins.push(shares[0] ?? 0),
  );
  return wins;
}

const started = performance.now();
const plain = play(false);
const duplicate = play(true);
const minutes = (performance.now() - started) / 60_000;
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: readonly number[]) => Math.sqrt(xs.reduce((s, x) => s + (x - mean(xs)) ** 2, 0) / (xs.length - 1));

console.log(
  `${game.id}, heuristic vs heuristic with ${epsilon} random moves, 2 players, ${pool} games per pool, seed ${seed} (${minutes.toFixed(1)} min)`,
);
console.log(
  `  heuristic's win rate over the pool: plain ${mean(plain).toFixed(3)}, duplicate ${mean(duplicate).toFixed(3)}`,
);
console.log('  games  separated (plain / duplicate)  spread of the rate (plain / duplicate)  experiments');
for (const n of [10, 20, 40, 80, 160]) {
  const cut = (wins: number[]) => Array.from({ length: pool / n }, (_, e) => wins.slice(e * n, (e + 1) * n));
  const rows = (wins: number[], rate: (slice: number[]) => { rate: number; low: number }) =>
    cut(wins).map(slice => rate(slice));
  const p = rows(plain, slice =>
    wilson(
      slice.reduce((a, b) => a + b, 0),
      slice.length,
    ),
  );
  const d = rows(duplicate, slice => setRate(slice, 2, 1));
  const separated = (rs: { low: number }[]) => rs.filter(r => r.low > 0.5).length / rs.length;
  console.log(
    `  ${String(n).padStart(5)}  ${(100 * separated(p)).toFixed(0).padStart(8)} % / ${(100 * separated(d)).toFixed(0).padStart(3)} %` +
      `               ${sd(p.map(r => r.rate)).toFixed(3)} / ${sd(d.map(r => r.rate)).toFixed(3)}` +
      `                        ${pool / n}`,
  );
}
