// `npm run bench:engine [-- --seconds 10 --game monad]`: random games through the game contract only, as a
// server or bot would drive them — at every move the seat's legal moves are listed, one is picked at random,
// decided and folded. Prints moves/s, games/s and mean game length per game, then the time to fold a
// 1,000-fact log from scratch. A script that prints figures, never a timed test.
import { parseArgs } from 'node:util';
import { fold, oneStream, pick, seededRng, type AnyGame, type GameConfig, type Rng } from '../src/engine/index.js';
import { games } from '../src/games/registry.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    game: { type: 'string' },
    players: { type: 'string', default: '4' },
  },
});
const seconds = Number(values.seconds);
const players = Number(values.players);

interface Run {
  moves: number;
  games: number;
  elapsed: number;
}

function configFor(game: AnyGame): GameConfig<unknown> {
  return { players, options: game.schemas.options.parse({}) };
}

/** One random game from setup to the end; every fact is handed to `record`. Returns the number of moves. */
function playOne(
  game: AnyGame,
  config: GameConfig<unknown>,
  rng: Rng,
  record?: (facts: readonly unknown[]) => void,
): number {
  const opened = game.setup(config, oneStream(rng));
  if (!opened.ok) throw new Error(opened.violation.message);
  record?.(opened.facts);
  let state = game.initial(config);
  for (const fact of opened.facts) state = game.evolve(state, fact);
  let moves = 0;
  for (;;) {
    const seats = game.toAct(state);
    if (seats.length === 0) return moves;
    const seat = pick(seats, rng);
    const move = pick(game.legalMoves(state, seat), rng);
    const decision = game.decide(state, seat, move, oneStream(rng));
    if (!decision.ok) throw new Error(`listed move refused: ${decision.violation.code}`);
    for (const fact of decision.facts) state = game.evolve(state, fact);
    record?.(decision.facts);
    moves++;
  }
}

function play(game: AnyGame, budgetMs: number): Run {
  const config = configFor(game);
  const rng = seededRng(20261122);
  const run: Run = { moves: 0, games: 0, elapsed: 0 };
  const start = performance.now();
  while (performance.now() - start < budgetMs) {
    run.moves += playOne(game, config, rng);
    run.games++;
  }
  run.elapsed = performance.now() - start;
  return run;
}

/** Median time to fold, from scratch, the first 1,000 facts of the first random game that logs that many. */
function foldTime(game: AnyGame): { facts: number; medianMs: number } {
  const config = configFor(game);
  let facts: unknown[] = [];
  for (let seed = 1; facts.length < 1000 && seed <= 1000; seed++) {
    const log: unknown[] = [];
    playOne(game, config, seededRng(seed), f => log.push(...f));
    if (log.length > facts.length) facts = log;
  }
  facts = facts.slice(0, 1000);
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    fold(game, config, facts);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { facts: facts.length, medianMs: times[Math.floor(times.length / 2)] as number };
}

const selected = games.filter(g => values.game === undefined || g.id === values.game);
if (selected.length === 0) throw new Error(`no game named ${values.game}`);
console.log(`node ${process.version}, ${seconds} s per game, ${players} players, random legal moves`);
for (const game of selected) {
  play(game, 500); // warm-up: let the JIT settle before measuring
  const run = play(game, seconds * 1000);
  const perSecond = (n: number) => Math.round(n / (run.elapsed / 1000)).toLocaleString('en-US');
  console.log(
    `${game.id}: ${perSecond(run.moves)} moves/s, ${perSecond(run.games)} games/s, ` +
      `mean game length ${(run.moves / run.games).toFixed(1)} moves (${run.games} games)`,
  );
  const folded = foldTime(game);
  console.log(
    `${game.id}: fold of a ${folded.facts}-fact log from scratch: ${folded.medianMs.toFixed(3)} ms (median of 300)`,
  );
}
