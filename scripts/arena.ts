// `npm run arena -- --game monad --players 4 --games 500 --strategies heuristic,random,random,random --seed 1`
// (`--help` for every option).
// Plays built-in strategies against each other in process, with a progress bar, then prints each
// strategy's win rate with a 95 % confidence interval, the mean game length and moves/s, and writes the
// results as JSON (--out, default arena-results.json).
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { SingleBar, Presets } from 'cli-progress';
import {
  checkDuplicate,
  playGame,
  summarize,
  type GameRecord,
  type TournamentSpec,
} from '../src/bots/arena/tournament.js';
import { strategyFor, strategyNames } from '../src/bots/registry.js';
import { THINK_MS, type AnyStrategy } from '../src/bots/strategy.js';
import { entryBeside, startThread } from '../src/service/bots/thread.js';
import type { ArenaShard } from './arena-worker.js';
import { games } from '../src/games/registry.js';
import { integerOption, parseCli, usageError, type Cli } from './cli.js';

/** The threads' entry: its compiled twin when this runs compiled (`npm run arena`), the TypeScript under tsx. */
const WORKER = entryBeside(import.meta.url, './arena-worker');

const cli: Cli = {
  name: 'arena',
  usage: `usage: npm run arena -- [--game ID] [--players N] [--games N] [--strategies A,B,…] [options]

Plays built-in strategies against each other in this process (no server), rotating the seats every game,
and prints each strategy's win rate with a 95 % confidence interval.
With --duplicate, the games come in sets of one game per seat rotation, all dealt the same chance (deal,
dice, casino cards): luck cancels within a set, and the interval comes from the spread of the sets.

  --game ID             ${games.map(g => g.id).join(' or ')} (default monad)
  --players N           seats at the table (default 2)
  --games N             games to play in all (default 100; with --duplicate, a multiple of --players)
  --duplicate           duplicate sets: every rotation of a set sees the same deal and dice
  --strategies LIST     one strategy per seat, comma-separated (default heuristic, then random)
  --seed N              the tournament's seed (default 1)
  --think-ms MS         what a thinking strategy (ismcts) may think per decision (default 100)
  --jobs N              play the games on N threads at once (default 1; at most the cores, ${availableParallelism()} here)
  --options JSON        the game's options, as JSON (default {})
  --out PATH            where to write the results as JSON (default arena-results.json)
  -h, --help            this text`,
};

const fail = (message: string): never => usageError(cli, message);

const values = parseCli(cli, {
  game: { type: 'string', default: 'monad' },
  players: { type: 'string', default: '2' },
  games: { type: 'string', default: '100' },
  strategies: { type: 'string' },
  seed: { type: 'string', default: '1' },
  'think-ms': { type: 'string', default: '100' },
  jobs: { type: 'string', default: '1' },
  options: { type: 'string', default: '{}' },
  out: { type: 'string', default: 'arena-results.json' },
  duplicate: { type: 'boolean', default: false },
});

const game =
  games.find(g => g.id === values.game) ??
  fail(`unknown game "${values.game}"; known: ${games.map(g => g.id).join(', ')}`);
const players = integerOption(cli, 'players', values.players, 1);
if (players < game.minPlayers || players > game.maxPlayers)
  fail(`--players must be from ${game.minPlayers} to ${game.maxPlayers} for ${game.id}`);
const count = integerOption(cli, 'games', values.games, 1);
const duplicate = values.duplicate === true;
if (duplicate && count % players !== 0)
  fail(`--games must be a multiple of ${players} with --duplicate (one game per seat rotation in each set)`);
const seed = integerOption(cli, 'seed', values.seed);
const thinkMs = integerOption(cli, 'think-ms', values['think-ms'], 1);
if (thinkMs > THINK_MS.max) fail(`--think-ms must be at most ${THINK_MS.max}`);
const jobs = Math.min(integerOption(cli, 'jobs', values.jobs, 1), count);
const names = (values.strategies ?? ['heuristic', ...Array(players - 1).fill('random')].join(',')).split(',');
if (names.length !== players) fail(`--strategies needs one name per seat (${players}), got ${names.length}`);
const entries = names.map(
  (name): AnyStrategy =>
    strategyFor(game.id, name) ??
    fail(`no strategy "${name}" for ${game.id}; known: ${strategyNames(game.id).join(', ')}`),
);
let parsedOptions: unknown;
try {
  parsedOptions = JSON.parse(values.options);
} catch {
  fail('--options must be a JSON object');
}
const options = game.schemas.options.safeParse(parsedOptions);
if (!options.success)
  fail(`--options: ${options.error.issues.map(i => `${i.path.join('.')} ${i.message}`).join('; ')}`);

const bar = new SingleBar(
  { format: `${game.id} {bar} {value}/{total} games | {duration_formatted}`, stream: process.stderr },
  Presets.shades_classic,
);
bar.start(count, 0);
const spec: TournamentSpec = {
  game,
  config: { players, options: options.data },
  entries,
  games: count,
  seed,
  thinkMs,
  duplicate,
};
checkDuplicate(spec);
const started = performance.now();
const records = jobs === 1 ? await playHere(spec) : await playOnThreads(spec, jobs);
const result = summarize(spec, records, (performance.now() - started) / 1000);
bar.stop();

async function playHere(spec: TournamentSpec): Promise<GameRecord[]> {
  const played: GameRecord[] = [];
  for (let g = 0; g < spec.games; g++) {
    played.push(await playGame(spec, g));
    bar.update(g + 1);
  }
  return played;
}

/** Game g goes to thread g mod jobs; each game is seeded by its number, so the split does not change results. */
async function playOnThreads(spec: TournamentSpec, jobs: number): Promise<GameRecord[]> {
  const played: GameRecord[] = [];
  await Promise.all(
    Array.from({ length: jobs }, (_, job) => {
      const shard: ArenaShard = {
        game: game.id,
        players,
        options: options.data,
        entries: names,
        seed,
        thinkMs,
        games: count,
        numbers: Array.from({ length: count }, (_, g) => g).filter(g => g % jobs === job),
      };
      const worker = startThread(WORKER, { workerData: shard });
      return new Promise<void>((resolve, reject) => {
        worker.on('message', (record: GameRecord) => {
          played.push(record);
          bar.update(played.length);
        });
        worker.on('error', reject);
        worker.on('exit', code =>
          code === 0 ? resolve() : reject(new Error(`arena thread ${job} exited with ${code}`)),
        );
      });
    }),
  );
  return played;
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const format = duplicate ? `${result.duplicateSets} duplicate sets of ${players}` : 'seats rotate every game';
console.log(`${result.game}, ${players} players, ${count} games, seed ${seed}, ${thinkMs} ms to think (${format})`);
for (const s of result.strategies) {
  const seats = s.seatsPerGame > 1 ? ` (per seat, ${s.seatsPerGame} seats)` : '';
  console.log(
    `  ${s.strategy.padEnd(10)} win rate ${pct(s.winRate.rate)}  95 % CI [${pct(s.winRate.low)}, ${pct(s.winRate.high)}]${seats}`,
  );
}
console.log(
  `  mean game length ${result.meanGameLength.toFixed(1)} moves, ${Math.round(result.movesPerSecond).toLocaleString('en-US')} moves/s`,
);
if (result.unfinished > 0) console.log(`  ${result.unfinished} games did not finish within the move limit`);
writeFileSync(
  values.out,
  `${JSON.stringify({ seed, entries: names, options: options.data, thinkMs, ...result }, null, 2)}\n`,
);
console.log(`  results written to ${values.out}`);
