// `npm run bench:search [-- --games 2 --pairs 100 --rounds 3 --seed 7]`: how fast Monte Carlo's `ismcts` searches,
// since the pairs a decision gets in its 100 ms come from that. The heuristic plays the games (two players,
// scripts/searched-decisions.ts); every decision of seat 0 that the bot would search is then searched as the shipped
// bot searches it (registry.ts's settings, racing included) for exactly `--pairs` pairs, whatever the time, and the
// whole set again each round. Prints each round's time and playouts a second, and a digest of every search's result
// (the move played, the pairs, each move's value): a change that only makes the search faster leaves the digest as
// it was, so it proves itself exact. Run compiled (dist/), as the server and the arena run the bot. A script that
// prints figures, never a timed test.
import { createHash } from 'node:crypto';
import { MONTE_CARLO_SEARCH } from '../src/bots/registry.js';
import { seededRng } from '../src/engine/index.js';
import type { Move } from '../src/games/monte-carlo/schemas.js';
import { integerOption, parseCli, type Cli } from './cli.js';
import { searchedDecisions, searchTurn, type SearchedTurn } from './searched-decisions.js';

const cli: Cli = {
  name: 'bench:search',
  usage: `usage: npm run bench:search [-- --games N --pairs N --rounds N --seed N]

Monte Carlo Gamble's paired search on the decisions of the heuristic's games, a fixed number of pairs each:
time, playouts a second, and a digest of the results.

  --games N    games whose decisions are searched (default 2: about 190 decisions)
  --pairs N    pairs a search plays at most, racing aside (default 100: the shipped bot's in 100 ms, once)
  --rounds N   times the whole set is searched (default 3)
  --seed N     the series' seed (default 7)
  -h, --help   this text`,
};
const values = parseCli(cli, {
  games: { type: 'string', default: '2' },
  pairs: { type: 'string', default: '100' },
  rounds: { type: 'string', default: '3' },
  seed: { type: 'string', default: '7' },
});
const games = integerOption(cli, 'games', values.games, 1);
const pairs = integerOption(cli, 'pairs', values.pairs, 1);
const rounds = integerOption(cli, 'rounds', values.rounds, 1);
const seed = integerOption(cli, 'seed', values.seed);

// Each decision keeps the seed of its search, so that every round searches it on the same worlds and luck.
const decisions: { readonly turn: SearchedTurn; readonly prior: Move; readonly seed: number }[] = [];
await searchedDecisions(
  games,
  seed,
  // The turn's log grows as the game goes on: each decision keeps the log as it was.
  (turn, prior, fork) => decisions.push({ turn: { ...turn, log: [...turn.log] }, prior, seed: fork().int(2 ** 31) }),
  () => {},
);
console.log(`${decisions.length} searched decisions of ${games} games (seed ${seed}), ${pairs} pairs at most each`);

for (let round = 1; round <= rounds; round++) {
  const digest = createHash('sha256');
  let playouts = 0;
  const start = performance.now();
  for (const { turn, prior, seed: searchSeed } of decisions) {
    const search = { pairs, z: MONTE_CARLO_SEARCH.overruleZ ?? 2, dropZ: MONTE_CARLO_SEARCH.dropZ };
    const result = searchTurn(turn, prior, search, seededRng(searchSeed));
    for (const child of result.children) playouts += child.visits;
    digest.update(JSON.stringify([result.move, result.iterations, result.children]));
  }
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `round ${round}: ${seconds.toFixed(2)} s, ${Math.round(playouts / seconds)} playouts/s ` +
      `(${playouts} playouts), results ${digest.digest('hex').slice(0, 16)}`,
  );
}
