// `npm run bench:bots`: does a thinking bot delay people? The server's p99 latency for the moves of human
// games with no bot (closed loops: each game's seat to act reads its legal moves, then posts one at random;
// only the POST is timed), first with no bot thinking, then while BENCH_BOT_TABLES tables each seat an
// `ismcts` bot (BENCH_THINK_MS per move) against a scripted person who follows the game's event stream, answers
// every bot move at once and hands the turn back as soon as the rules let it — so the bots think nearly all the time, on the server's worker pool (one thread fewer than the cores). The two
// phases alternate BENCH_ROUNDS times (BENCH_SECONDS each), so that a change of the machine's speed weighs on
// both, and the ratio of the p99s is printed against the target (issue 23: within +20 %).
//
// One server process (scripts/bench-server.ts) on a fresh Postgres database of DATABASE_URL's server (default
// the local test one; dropped at the end), everything on 127.0.0.1; bounded by BENCH_BOUND_S (10 minutes by
// default): past it, it stops with exit code 2.
import { availableParallelism } from 'node:os';
import { pick, seededRng, type Rng } from '../src/engine/index.js';
import { percentile } from './bench-loop.js';
import { stop, type Started } from './bench-processes.js';
import { freshDatabase, startServer } from './bench-setup.js';
import { openStream } from './bench-sse.js';

const HUMAN_GAMES = Number(process.env['BENCH_HUMAN_GAMES'] ?? 8);
const BOT_TABLES = Number(process.env['BENCH_BOT_TABLES'] ?? 8);
const THINK_MS = Number(process.env['BENCH_THINK_MS'] ?? 200);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 20);
const BOUND_S = Number(process.env['BENCH_BOUND_S'] ?? 600);

interface Game {
  readonly id: string;
  readonly tokens: readonly (string | undefined)[];
}

interface Answer {
  readonly status: string;
  readonly version: number;
  readonly toAct: readonly number[];
}

const json = { 'content-type': 'application/json' };
const auth = (token: string | undefined): Record<string, string> =>
  token === undefined ? {} : { authorization: `Bearer ${token}` };

async function call<T>(base: string, path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}${path}`, init);
  return { status: res.status, body: (await res.json()) as T };
}

async function newGame(base: string, seats?: readonly object[]): Promise<Game & { answer: Answer }> {
  const body = { game: 'monad', players: 2, ...(seats ? { seats } : {}) };
  const { status, body: created } = await call<Answer & { id: string; seats: { seat: number; token?: string }[] }>(
    base,
    '/games',
    { method: 'POST', headers: json, body: JSON.stringify(body) },
  );
  if (status !== 201) throw new Error(`POST /games answered ${status}: ${JSON.stringify(created)}`);
  return { id: created.id, tokens: created.seats.map(s => s.token), answer: created };
}

/** A move that hands the turn on (Monad's draw, pass, end of turn), if listed: the bots' tables play it. */
const handsOn = (moves: readonly unknown[]): unknown =>
  moves.find(m => ['end_turn', 'draw', 'pass'].includes((m as { type?: string }).type ?? ''));

/**
 * Plays one legal move for the seat to act, at random (or, `quick`, one that hands the turn on when there
 * is one); the POST's latency, or null when nobody can move.
 */
async function playOne(
  base: string,
  game: Game,
  answer: Answer,
  rng: Rng,
  quick = false,
): Promise<{ ms: number; answer: Answer } | null> {
  const seat = answer.toAct.find(s => game.tokens[s] !== undefined);
  if (seat === undefined) return null;
  const token = game.tokens[seat];
  const legal = await call<{ version: number; moves: unknown[] }>(base, `/games/${game.id}/legal-moves`, {
    headers: auth(token),
  });
  if (legal.status !== 200 || legal.body.moves.length === 0) return null;
  const began = performance.now();
  const res = await call<Answer>(base, `/games/${game.id}/moves`, {
    method: 'POST',
    headers: { ...json, ...auth(token) },
    body: JSON.stringify({
      move: (quick ? handsOn(legal.body.moves) : undefined) ?? pick(legal.body.moves, rng),
      expectedVersion: legal.body.version,
    }),
  });
  const ms = performance.now() - began;
  if (res.status !== 200) return null;
  return { ms, answer: res.body };
}

/** A person's game played at random until `until()`: each move's POST latency into `latencies`. */
async function humanLoop(base: string, seed: number, latencies: number[], running: () => boolean): Promise<void> {
  const rng = seededRng(seed);
  while (running()) {
    const game = await newGame(base);
    let answer: Answer = game.answer;
    while (running() && answer.status === 'active') {
      const played = await playOne(base, game, answer, rng);
      if (played === null) break;
      latencies.push(played.ms);
      answer = played.answer;
    }
  }
}

/**
 * A person against an `ismcts` bot, answering each bot move at once while `running()`; notes its games. Like
 * the web page and `npm run bot`, it follows the game's event stream and reads the game again only when an
 * event comes: polling while the bot thinks (it waits for the pool's one thread behind the other tables)
 * would load the event loop with reads that have nothing to do with thinking bots.
 */
async function botTable(base: string, seed: number, tables: string[], running: () => boolean) {
  const rng = seededRng(seed);
  while (running()) {
    const game = await newGame(base, [{}, { bot: 'ismcts', thinkMs: THINK_MS }]);
    tables.push(game.id);
    let answer: Answer = game.answer;
    let seen = answer.version;
    let wake: (() => void) | null = null;
    const stream = await openStream(`${base}/games/${game.id}/events`, game.tokens[0], event => {
      seen = Math.max(seen, event.version);
      wake?.();
    });
    try {
      while (running() && answer.status === 'active') {
        if (!answer.toAct.includes(0)) {
          // The bot thinks on the server's pool: wait for its move's event (or look again after a while).
          if (seen <= answer.version)
            await new Promise<void>(resolve => {
              wake = resolve;
              setTimeout(resolve, 1000);
            });
          wake = null;
          answer = (await call<Answer>(base, `/games/${game.id}`, { headers: auth(game.tokens[0]) })).body;
          continue;
        }
        const played = await playOne(base, game, answer, rng, true);
        if (played === null) break;
        answer = played.answer;
      }
    } finally {
      stream.close();
    }
  }
}

/** The moves the bots (seat 1) made at these tables. */
async function botMoves(base: string, tables: readonly string[]): Promise<number> {
  let moves = 0;
  for (const id of tables) {
    const log = await call<{ entries: { seat: number | null; kind: string }[] }>(base, `/games/${id}/moves`);
    moves += log.body.entries.filter(e => e.kind === 'move' && e.seat === 1).length;
  }
  return moves;
}

const p99 = (latencies: readonly number[]): number =>
  percentile(
    [...latencies].sort((a, b) => a - b),
    0.99,
  );

const bound = setTimeout(() => {
  console.error(`bench:bots ran past its bound (${BOUND_S} s): stopping`);
  process.exit(2);
}, BOUND_S * 1000);
let server: Started | null = null;
const database = await freshDatabase('bots');
try {
  server = await startServer(database.url, { MAX_WAITING_TABLES: '0', TABLES_PER_MINUTE: '0' });
  const base = server.base;
  console.log(
    `${HUMAN_GAMES} human Monad games (no bot) timed, ${ROUNDS} rounds of ${SECONDS} s without then with ${BOT_TABLES} ismcts bots thinking ${THINK_MS} ms a move; ${availableParallelism()} cores, the pool ${Math.max(1, availableParallelism() - 1)} thread(s)`,
  );
  // Warm-up, not measured: the pool's thread starts (and, under tsx, compiles the bots) on the first decision.
  const warm: string[] = [];
  const warmEnds = Date.now() + 60_000;
  let warmed = false;
  const table = botTable(base, 1, warm, () => !warmed && Date.now() < warmEnds);
  while (!warmed && Date.now() < warmEnds) {
    await new Promise(resolve => setTimeout(resolve, 500));
    warmed = (await botMoves(base, warm)) > 0;
  }
  await table;
  console.log(`warm-up: the bot pool answered (${await botMoves(base, warm)} bot moves)`);
  const quiet: number[] = [];
  const busy: number[] = [];
  const tables: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const phase of ['quiet', 'bots'] as const) {
      const ends = Date.now() + SECONDS * 1000;
      const running = () => Date.now() < ends;
      const latencies: number[] = [];
      const loops = Array.from({ length: HUMAN_GAMES }, (_, i) =>
        humanLoop(base, round * 1000 + i, latencies, running),
      );
      if (phase === 'bots')
        for (let i = 0; i < BOT_TABLES; i++) loops.push(botTable(base, 5000 + round * 100 + i, tables, running));
      await Promise.all(loops);
      (phase === 'quiet' ? quiet : busy).push(...latencies);
      console.log(
        `round ${round + 1} ${phase.padEnd(5)}: ${latencies.length} moves, p99 ${p99(latencies).toFixed(1)} ms`,
      );
      // Bots still thinking after their tables stopped must not spill into the next quiet phase.
      await new Promise(resolve => setTimeout(resolve, THINK_MS + 500));
    }
  }
  const ratio = p99(busy) / p99(quiet);
  console.log(`p99 without bots: ${p99(quiet).toFixed(1)} ms (${quiet.length} moves)`);
  console.log(
    `p99 with ${BOT_TABLES} ismcts bots thinking: ${p99(busy).toFixed(1)} ms (${busy.length} moves; the bots made ${await botMoves(base, tables)} moves)`,
  );
  console.log(`ratio ${ratio.toFixed(2)}× — target ≤ 1.20×: ${ratio <= 1.2 ? 'met' : 'MISSED'}`);
} finally {
  if (server) await stop(server);
  await database.drop();
  clearTimeout(bound);
}
