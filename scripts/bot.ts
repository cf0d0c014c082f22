// `npm run bot -- --game ID [--url http://host:port] [--strategy heuristic] [--seed N]`, with the seat
// token in CROUPIER_TOKEN (or --token-file, or --token). Plays one seat to the end through the public API,
// waiting on the event stream between turns, and survives dropped connections and server restarts (see
// src/client/play-seat.ts). The token is never printed: npm echoes a command line, so the environment or a
// file is the better place for it.
// With a player key instead (`--key K`, or CROUPIER_KEY) and no --game, it plays every game of that player:
// one process, one player stream, every game where it becomes the player's turn (src/client/play-player.ts),
// until stopped or until `--games N` of them have finished.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { THINK_MS } from '../src/bots/strategy.js';
import { seededRng } from '../src/engine/index.js';
import { playPlayer } from '../src/client/play-player.js';
import { BotError, DEFAULT_PATIENCE_MS, playSeat } from '../src/client/play-seat.js';
import { integerOption, parseCli, usageError, type Cli } from './cli.js';

const cli: Cli = {
  name: 'bot',
  usage: `usage: npm run bot -- --game ID [options]     (the token in CROUPIER_TOKEN)

Plays one seat of a game to the end through the server's public API.

  --game ID             the game to play (required unless --key)
  --key KEY             a player key: play every game of that player instead (or CROUPIER_KEY)
  --games N             with a key: stop after N of the player's games have finished
  --url URL             the server (default http://localhost:3000)
  --token-file PATH     read the seat token from this file
  --token TOKEN         the seat token (avoid: npm prints the command line; prefer CROUPIER_TOKEN)
  --strategy NAME       heuristic (default), ismcts (the strongest: it searches) or random
  --think-ms MS         what ismcts may think per move, ${THINK_MS.min}–${THINK_MS.max} ms (default ${THINK_MS.default})
  --seed N              the strategy's random seed (default: a random one)
  --give-up-after S     give up when the server has not answered for S seconds (default ${DEFAULT_PATIENCE_MS / 1000})
  --quiet               print only the result and errors
  -h, --help            this text

The token is taken from --token, else --token-file, else the CROUPIER_TOKEN environment variable.
Exit status: 0 when the game is over, 1 when the bot gave up or was stopped, 2 for a usage error.`,
};

const values = parseCli(cli, {
  url: { type: 'string', default: 'http://localhost:3000' },
  game: { type: 'string' },
  token: { type: 'string' },
  'token-file': { type: 'string' },
  key: { type: 'string' },
  games: { type: 'string' },
  strategy: { type: 'string', default: 'heuristic' },
  'think-ms': { type: 'string', default: String(THINK_MS.default) },
  seed: { type: 'string' },
  'give-up-after': { type: 'string', default: String(DEFAULT_PATIENCE_MS / 1000) },
  quiet: { type: 'boolean', default: false },
});

const key = values.game === undefined ? (values.key ?? process.env['CROUPIER_KEY']) : undefined;
if (!values.game && !key) usageError(cli, '--game is required (or a player key: --key, CROUPIER_KEY)');
if (values.token !== undefined && values['token-file'] !== undefined)
  usageError(cli, 'give the token once: --token or --token-file');
const token = values.token ?? tokenFromFile(values['token-file']) ?? process.env['CROUPIER_TOKEN'];
if (!token && !key) usageError(cli, 'no seat token: set CROUPIER_TOKEN (or give --token-file)');
const seed = values.seed === undefined ? randomInt(2 ** 31) : integerOption(cli, 'seed', values.seed);
const thinkMs = integerOption(cli, 'think-ms', values['think-ms'], THINK_MS.min);
if (thinkMs > THINK_MS.max) usageError(cli, `--think-ms must be from ${THINK_MS.min} to ${THINK_MS.max}`);
const patienceMs = integerOption(cli, 'give-up-after', values['give-up-after'], 1) * 1000;
try {
  new URL(values.url);
} catch {
  usageError(cli, `--url must be a URL such as http://localhost:3000, not "${values.url}"`);
}

function tokenFromFile(path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    return usageError(
      cli,
      `cannot read --token-file ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

const controller = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => controller.abort(new Error(`stopped by ${signal}`)));
const stamp = () => `[bot ${new Date().toISOString()}]`;

try {
  if (key !== undefined) {
    const result = await playPlayer({
      baseUrl: values.url,
      key,
      strategy: values.strategy,
      rng: seededRng(seed),
      thinkMs,
      signal: controller.signal,
      patienceMs,
      ...(values.games === undefined ? {} : { games: integerOption(cli, 'games', values.games, 1) }),
      log: line => values.quiet || console.log(`${stamp()} ${line}`),
    });
    console.log(`stopped after ${result.moves} moves; ${result.finished.length} games finished`);
    process.exit(0);
  }
  const result = await playSeat({
    baseUrl: values.url,
    gameId: values.game ?? '',
    token: token ?? '',
    strategy: values.strategy,
    rng: seededRng(seed),
    thinkMs,
    signal: controller.signal,
    patienceMs,
    log: line => values.quiet || console.log(`${stamp()} ${line}`),
    warn: line => console.error(`${stamp()} warning: ${line}`),
  });
  const winners = result.game.outcome?.winners ?? [];
  console.log(
    `finished after ${result.moves} moves of this seat; winners: ${winners.join(', ') || 'none'}; ${result.game.seat !== null && winners.includes(result.game.seat) ? 'we won' : 'we did not win'}`,
  );
} catch (error) {
  console.error(
    `bot: ${error instanceof BotError || controller.signal.aborted ? (error as Error).message : String(error)}`,
  );
  process.exit(1);
}
