// Memory per cached game, for `npm run bench:http` and docs/scaling.md: games folded as the server folds
// them are held in a GameCache, and the heap grows by this much per game (run with --expose-gc, which the
// bench does). Monad games from the bench's plans, Monte Carlo games from random legal play.
import { randomUUID } from 'node:crypto';
import { pick, seededRng, type AnyGame } from '../src/engine/index.js';
import { monad } from '../src/games/monad/index.js';
import { monteCarlo } from '../src/games/monte-carlo/index.js';
import { GameCache, type LoadedGame } from '../src/service/cache.js';
import { plainSeat } from '../src/store/games.js';
import { planGame, stateAfter } from './bench-plan.js';

const GAMES = Number(process.env['BENCH_MEMORY_GAMES'] ?? 200);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

function loaded(game: AnyGame, state: unknown, version: number): LoadedGame {
  const record = { id: randomUUID(), game: game.id, players: 2, options: game.schemas.options.parse({}), seed: randomUUID(), seedHash: 'x'.repeat(64), custom: false, seeded: false, createdAt: new Date(), table: null };
  const seats = [0, 1].map((seat) => plainSeat(seat, 'y'.repeat(64), null));
  return { record, seats, game, version, state, table: { phase: 'playing', rematch: null }, updatedAt: new Date() };
}

/** A Monte Carlo game after random legal moves (`moves` at most), as a cached fold. */
function monteCarloGame(seed: number, moves: number): LoadedGame {
  const rng = seededRng(seed);
  const config = { players: 2, options: monteCarlo.schemas.options.parse({}) };
  const opened = monteCarlo.setup(config, rng);
  if (!opened.ok) throw new Error(opened.violation.message);
  let state = opened.facts.reduce((s, f) => monteCarlo.evolve(s, f), monteCarlo.initial(config));
  let version = 0;
  for (; version < moves; version++) {
    const seats = monteCarlo.toAct(state);
    if (seats.length === 0) break;
    const seat = pick(seats, rng);
    const decision = monteCarlo.decide(state, seat, pick(monteCarlo.legalMoves(state, seat), rng), rng);
    if (!decision.ok) break;
    state = decision.facts.reduce((s, f) => monteCarlo.evolve(s, f), state);
  }
  return loaded(monteCarlo, state, version);
}

function perGame(make: (i: number) => LoadedGame): number {
  // The states are kept as JSON text while measuring, and parsed into the cache as a snapshot or a load
  // after a restart would build them: no structure shared with the planning that made them.
  const made = Array.from({ length: GAMES }, (_, i) => {
    const g = make(i);
    return { ...g, state: JSON.stringify(g.state) };
  });
  const cache = new GameCache({ games: GAMES * 2, bytes: Number.MAX_SAFE_INTEGER });
  gc?.();
  const before = process.memoryUsage().heapUsed;
  for (const g of made) cache.put({ ...g, record: { ...g.record }, seats: g.seats.map((s) => ({ ...s })), state: JSON.parse(g.state) as unknown });
  const textBytes = made.reduce((sum, g) => sum + g.state.length, 0);
  made.length = 0;
  gc?.();
  const after = process.memoryUsage().heapUsed;
  // The texts were dropped in between (a one-byte string per character, about).
  return (after - before + textBytes) / GAMES;
}

const monadBytes = perGame((i) => {
  const plan = planGame(`memory-${i}`, 300, i);
  return loaded(monad, stateAfter(plan, plan.steps.length), plan.steps.length);
});
const monteCarloBytes = perGame((i) => monteCarloGame(i, 200));
process.stdout.write(`${JSON.stringify({ monad: monadBytes, monteCarlo: monteCarloBytes })}\n`);
