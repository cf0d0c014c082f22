// `npx tsx scripts/search-by-step.ts --steps name_colour --games 400 --seed 1`: where Monte Carlo's `ismcts`
// gains on the heuristic, one kind of decision at a time. The entry it pits against `heuristic` plays the
// heuristic everywhere but at the decision kinds named (the game's steps: name_colour, move_pawn, bet,
// option, poker_call, stake, …), where it searches as the shipped `ismcts` does (registry.ts's settings,
// `--horizon`/`--horizon-turns` to change the playouts' stop), poker steps included when named (the shipped
// bot leaves them to the heuristic). Duplicate sets, two players, in this process: the games of a set differ
// only where a searched decision did, so a kind's share of the search's gain shows on far fewer games than
// the whole bot's arena needs. `--from` numbers the first game, so that two processes can share a series.
import { monteCarlo } from '../src/games/monte-carlo/index.js';
import type { Move, View } from '../src/games/monte-carlo/schemas.js';
import { playGame, summarize, type GameRecord, type TournamentSpec } from '../src/bots/arena/tournament.js';
import { monteCarloPolicy } from '../src/bots/ismcts/monte-carlo.js';
import { ismcts, type IsmctsSettings } from '../src/bots/ismcts/strategy.js';
import { monteCarloChoice, monteCarloHeuristic } from '../src/bots/monte-carlo/heuristic.js';
import { MONTE_CARLO_SEARCH } from '../src/bots/registry.js';
import { THINK_MS, type AnyStrategy } from '../src/bots/strategy.js';
import type { MonteCarloTypes } from '../src/games/monte-carlo/index.js';
import type { Strategy } from '../src/bots/strategy.js';
import { integerOption, parseCli, usageError, type Cli } from './cli.js';

const cli: Cli = {
  name: 'search-by-step',
  usage: `usage: npx tsx scripts/search-by-step.ts --steps KIND,… [--games N] [--seed N] [options]

Monte Carlo Gamble, two players, duplicate sets: the heuristic searching only at the decision kinds named
(as the shipped ismcts searches), against the heuristic; prints its win rate with a 95 % interval and how many
searched decisions changed the heuristic's move.

  --steps LIST          decision kinds to search, comma-separated (name_colour, move_pawn, bet, option, poker_call, stake, resolving)
  --games N             games in all, a multiple of 2 (default 400)
  --from N              the first game's number in the series (default 0)
  --seed N              the series' seed (default 1)
  --think-ms MS         thinking time per searched decision (default 100)
  --horizon N           playout moves at most (default: the shipped bot's)
  --horizon-turns N     stop playouts where the turn N turns on begins (default: unset, as shipped)
  -h, --help            this text`,
};

const values = parseCli(cli, {
  steps: { type: 'string' },
  games: { type: 'string', default: '400' },
  from: { type: 'string', default: '0' },
  seed: { type: 'string', default: '1' },
  'think-ms': { type: 'string', default: '100' },
  horizon: { type: 'string' },
  'horizon-turns': { type: 'string' },
});
const fail = (message: string): never => usageError(cli, message);
const KINDS = ['name_colour', 'move_pawn', 'bet', 'option', 'poker_call', 'pledge', 'stake', 'throw', 'resolving'];
const steps = new Set((values.steps ?? fail('--steps is required')).split(','));
for (const step of steps)
  if (!KINDS.includes(step)) fail(`unknown decision kind "${step}"; known: ${KINDS.join(', ')}`);
const games = integerOption(cli, 'games', values.games, 2);
if (games % 2 !== 0) fail('--games must be even (one game per seat rotation in each set)');
const from = integerOption(cli, 'from', values.from, 0);
if (from % 2 !== 0) fail('--from must be even (a set starts on an even game)');
const seed = integerOption(cli, 'seed', values.seed);
const thinkMs = integerOption(cli, 'think-ms', values['think-ms'], 1);
if (thinkMs > THINK_MS.max) fail(`--think-ms must be at most ${THINK_MS.max}`);
const settings: IsmctsSettings = {
  ...MONTE_CARLO_SEARCH,
  ...(values.horizon === undefined ? {} : { horizon: integerOption(cli, 'horizon', values.horizon, 1) }),
  ...(values['horizon-turns'] === undefined
    ? {}
    : { horizonTurns: integerOption(cli, 'horizon-turns', values['horizon-turns'], 1) }),
};

const searched = (view: View): boolean => steps.has(view.step.type);
// The search is asked only at the kinds named (the entry below plays the heuristic elsewhere), and there it
// searches, poker included: the shipped policy's `direct` would take poker from the heuristic.
const search = ismcts(monteCarlo, { ...monteCarloPolicy, direct: () => null }, settings);
const count = { searched: 0, changed: 0 };
const entry: Strategy<MonteCarloTypes> = {
  name: 'search-at-steps',
  thinks: true,
  async choose(turn, context) {
    const heuristic: Move = monteCarloChoice(turn.view, turn.legal);
    if (turn.legal.length < 2 || !searched(turn.view)) return heuristic;
    const move = await search.choose(turn, context);
    count.searched++;
    if (JSON.stringify(move) !== JSON.stringify(heuristic)) count.changed++;
    return move;
  },
};

const spec: TournamentSpec = {
  game: monteCarlo,
  config: { players: 2, options: monteCarlo.schemas.options.parse({}) },
  entries: [entry as AnyStrategy, monteCarloHeuristic as AnyStrategy],
  games: from + games,
  seed,
  thinkMs,
  duplicate: true,
};
const started = performance.now();
const records: GameRecord[] = [];
for (let g = from; g < from + games; g++) records.push(await playGame(spec, g));
const result = summarize(spec, records, (performance.now() - started) / 1000);
const rate = result.strategies.find(s => s.strategy === entry.name)?.winRate;
if (rate === undefined) throw new Error('the entry played no game');
const percent = (x: number): string => `${(100 * x).toFixed(1)} %`;
console.log(
  `searching at ${[...steps].join(', ')}: ${percent(rate.rate)} [${percent(rate.low)}, ${percent(rate.high)}] over ` +
    `${games} games (${result.duplicateSets} duplicate sets, seed ${seed}, games ${from}–${from + games - 1}); ` +
    `${count.changed} of ${count.searched} searched decisions changed the heuristic's move`,
);
