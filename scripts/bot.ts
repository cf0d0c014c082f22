// `npm run bot -- --url http://host:port --game ID --token T --strategy heuristic [--seed N]`
// Plays one seat to the end through the public API, waiting on the event stream between turns, and
// survives dropped connections and server restarts (see src/client/play-seat.ts).
// `npm run bot -- --url http://host:port --key K [--games N]` (or CROUPIER_KEY=K) plays every game of a
// player instead: one process, one player stream, every game where it becomes the player's turn
// (src/client/play-player.ts), until stopped or until N of its games have finished.
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { seededRng } from '../src/engine/index.js';
import { playPlayer } from '../src/client/play-player.js';
import { BotError, playSeat } from '../src/client/play-seat.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    game: { type: 'string' },
    token: { type: 'string' },
    key: { type: 'string' },
    games: { type: 'string' },
    strategy: { type: 'string', default: 'heuristic' },
    seed: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});
const key = values.key ?? process.env['CROUPIER_KEY'];
if (key === undefined && (!values.game || !values.token)) {
  console.error('usage: npm run bot -- --url http://host:port --game ID --token T [--strategy heuristic|random] [--seed N]');
  console.error('   or: npm run bot -- --url http://host:port --key PLAYER_KEY [--games N] [--strategy heuristic|random] (or CROUPIER_KEY)');
  process.exit(2);
}
const seed = values.seed === undefined ? randomInt(2 ** 31) : Number(values.seed);
const controller = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => controller.abort(new Error(`stopped by ${signal}`)));
const log = (line: string) => values.quiet || console.log(`[bot ${new Date().toISOString()}] ${line}`);

try {
  if (key !== undefined) {
    const result = await playPlayer({
      baseUrl: values.url,
      key,
      strategy: values.strategy,
      rng: seededRng(seed),
      signal: controller.signal,
      ...(values.games === undefined ? {} : { games: Number(values.games) }),
      log,
    });
    console.log(`stopped after ${result.moves} moves; ${result.finished.length} games finished`);
  } else {
    const result = await playSeat({
      baseUrl: values.url,
      gameId: values.game ?? '',
      token: values.token ?? '',
      strategy: values.strategy,
      rng: seededRng(seed),
      signal: controller.signal,
      log,
    });
    const winners = result.game.outcome?.winners ?? [];
    console.log(`finished after ${result.moves} moves of this seat; winners: ${winners.join(', ') || 'none'}; ${result.game.seat !== null && winners.includes(result.game.seat) ? 'we won' : 'we did not win'}`);
  }
} catch (error) {
  console.error(`bot: ${error instanceof BotError || controller.signal.aborted ? (error as Error).message : String(error)}`);
  process.exit(1);
}
