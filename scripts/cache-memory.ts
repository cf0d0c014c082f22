// `npm run bench:cache`: what one cached game costs on the heap, for the README's CACHE_BYTES advice and
// to check the weight the cache gives a game (src/service/games/cache.ts). Folds GAMES random games of each kind
// part way (MOVES random legal moves), puts them in a GameCache, and prints the heap growth per game
// (after a full GC; needs --expose-gc, which the npm script passes) beside the cache's own estimate.
// A script that prints figures, never a timed test. With --json (as `npm run bench:http` runs it) it prints
// one JSON line instead: each case's heap bytes per cached game.
import { oneStream, pick, seededRng, type AnyGame, type GameConfig } from '../src/engine/index.js';
import { DEFAULT_SQUARES } from '../src/games/monte-carlo/board.js';
import { games } from '../src/games/registry.js';
import { GameCache, weigh } from '../src/service/games/cache.js';
import type { LoadedGame } from '../src/service/games/loaded-game.js';
import { plainSeat } from '../src/store/games.js';

const GAMES = Number(process.env['CACHE_BENCH_GAMES'] ?? 2000);
const MOVES = Number(process.env['CACHE_BENCH_MOVES'] ?? 40);

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench:cache does)');

function loadedGame(game: AnyGame, players: number, index: number, given: object = {}): LoadedGame {
  const rng = seededRng(index + 1);
  // Options and facts go through JSON as they do through the database: a loaded game shares nothing.
  const fromDatabase = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  const config: GameConfig<unknown> = { players, options: fromDatabase(game.schemas.options.parse(given)) };
  const opened = game.setup(config, oneStream(rng));
  if (!opened.ok) throw new Error(opened.violation.message);
  let state = game.initial(config);
  for (const fact of fromDatabase(opened.facts)) state = game.evolve(state, fact);
  for (let move = 0; move < MOVES; move++) {
    const seats = game.toAct(state);
    if (seats.length === 0) break;
    const seat = pick(seats, rng);
    const decision = game.decide(state, seat, pick(game.legalMoves(state, seat), rng), oneStream(rng));
    if (!decision.ok) throw new Error(decision.violation.message);
    for (const fact of fromDatabase(decision.facts)) state = game.evolve(state, fact);
  }
  const record = {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    game: game.id,
    players,
    options: config.options,
    seed: 'f'.repeat(64),
    seedHash: 'e'.repeat(64),
    custom: false,
    seeded: false,
    rngVersion: 2,
    createdAt: new Date(),
    table: null,
  };
  const seats = Array.from({ length: players }, (_, seat) => plainSeat(seat, 'a'.repeat(64), null));
  return {
    record,
    seats,
    game,
    version: MOVES,
    state,
    table: { phase: 'playing', rematch: null },
    updatedAt: new Date(),
  };
}

function heap(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed;
}

// The third: a custom board (here the default one, given explicitly), which every game then holds apart.
const cases = [
  ['monad', 2, {}],
  ['monte-carlo', 4, {}],
  ['monte-carlo', 4, { board: [...DEFAULT_SQUARES] }],
] as const;
const json = process.argv.includes('--json');
const measured: Record<string, number> = {};
for (const [id, players, options] of cases) {
  const game = games.find(g => g.id === id);
  if (!game) throw new Error(`no game ${id}`);
  // Made before measuring, then dropped by the cache-less array only after the cache holds them: what is
  // measured is what the cache keeps alive (the folded games), not the garbage of folding them.
  const cache = new GameCache({ games: GAMES + 1, bytes: Number.MAX_SAFE_INTEGER });
  const before = heap();
  for (let i = 0; i < GAMES; i++) cache.put(loadedGame(game, players, i, options));
  const after = heap();
  const perGame = (after - before) / GAMES;
  const estimate = cache.size().bytes / GAMES;
  const sample = loadedGame(game, players, 0, options);
  const chars = (JSON.stringify(sample.record.options) ?? '').length + (JSON.stringify(sample.state) ?? '').length;
  const name = `${id} (${players} players, ${MOVES} moves in${'board' in options ? ', a custom board' : ''})`;
  measured[name] = Math.round(perGame);
  if (!json) {
    console.log(
      `${name}: ${(perGame / 1024).toFixed(1)} kB on the heap per cached game; ` +
        `the cache's weight ${(estimate / 1024).toFixed(1)} kB (${chars} JSON chars, weigh() = ${weigh(sample)} B)`,
    );
  }
  cache.clear();
}
if (json) console.log(JSON.stringify(measured));
