// `npm run bench:reviews`: how long a post-game review takes for a typical finished game (issue 23 asks for
// 5 s). For each game, BENCH_REVIEW_GAMES two-player games are played to their end through the API — seat 0 a
// person who plays as the `heuristic` bot would (from its view and legal moves), seat 1 the `heuristic` bot —
// then GET /games/{id}/review is timed for each seat, one after the other, as a person asks for it after the
// game. The server is the real one (scripts/bench-server.ts) with its pool of one thread fewer than the cores.
//
// On a fresh Postgres database of DATABASE_URL's server (default the local test one; dropped at the end),
// everything on 127.0.0.1; bounded by BENCH_BOUND_S (10 minutes by default): past it, exit code 2.
import { availableParallelism } from 'node:os';
import { strategyFor } from '../src/bots/registry.js';
import { seededRng } from '../src/engine/index.js';
import { stop, type Started } from './bench-processes.js';
import { freshDatabase, startServer } from './bench-setup.js';

const GAMES = Number(process.env['BENCH_REVIEW_GAMES'] ?? 2);
const BOUND_S = Number(process.env['BENCH_BOUND_S'] ?? 600);
const TARGET_S = 5;

interface Answer {
  readonly status: string;
  readonly version: number;
  readonly toAct: readonly number[];
}

const json = { 'content-type': 'application/json' };
const auth = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

async function call<T>(base: string, path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}${path}`, init);
  return { status: res.status, body: (await res.json()) as T };
}

/** A game against the heuristic bot, seat 0 played as the heuristic would; its id once it is over. */
async function playedGame(base: string, game: string, seed: number): Promise<string> {
  const created = await call<Answer & { id: string; seats: { seat: number; token?: string }[] }>(base, '/games', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ game, players: 2, seats: [{}, { bot: 'heuristic' }] }),
  });
  if (created.status !== 201) throw new Error(`POST /games answered ${created.status}`);
  const { id } = created.body;
  const token = created.body.seats[0]?.token as string;
  const heuristic = strategyFor(game, 'heuristic');
  if (!heuristic) throw new Error(`no heuristic for ${game}`);
  const rng = seededRng(seed);
  for (;;) {
    const seen = await call<Answer & { view: unknown }>(base, `/games/${id}`, { headers: auth(token) });
    if (seen.body.status !== 'active') return id;
    if (!seen.body.toAct.includes(0)) {
      await new Promise(resolve => setTimeout(resolve, 5));
      continue;
    }
    const legal = await call<{ version: number; moves: unknown[] }>(base, `/games/${id}/legal-moves`, {
      headers: auth(token),
    });
    if (legal.body.moves.length === 0) continue;
    const move = await heuristic.choose(
      { seat: 0, view: seen.body.view, legal: legal.body.moves, log: [], thinkMs: 0 },
      { rng, now: () => performance.now() },
    );
    await call(base, `/games/${id}/moves`, {
      method: 'POST',
      headers: { ...json, ...auth(token) },
      body: JSON.stringify({ move, expectedVersion: legal.body.version }),
    });
  }
}

const bound = setTimeout(() => {
  console.error(`bench:reviews ran past its bound (${BOUND_S} s): stopping`);
  process.exit(2);
}, BOUND_S * 1000);
let server: Started | null = null;
const database = await freshDatabase('reviews');
let worst = 0;
try {
  server = await startServer(database.url, { MAX_WAITING_TABLES: '0', TABLES_PER_MINUTE: '0' });
  const base = server.base;
  console.log(
    `${GAMES} two-player games per game (a person playing as the heuristic against the heuristic bot), each seat reviewed; ${availableParallelism()} cores, the pool ${Math.max(1, availableParallelism() - 1)} thread(s)`,
  );
  for (const game of ['monad', 'monte-carlo']) {
    for (let g = 0; g < GAMES; g++) {
      const id = await playedGame(base, game, g + 1);
      const moves = await call<{ version: number }>(base, `/games/${id}/moves?limit=1`);
      for (const seat of [0, 1]) {
        const began = performance.now();
        const review = await call<{ thinkMs: number; decisions: unknown[]; code?: string }>(
          base,
          `/games/${id}/review?seat=${seat}`,
        );
        const seconds = (performance.now() - began) / 1000;
        if (review.status !== 200) throw new Error(`the review answered ${review.status} ${review.body.code ?? ''}`);
        worst = Math.max(worst, seconds);
        console.log(
          `${game.padEnd(11)} game ${g + 1} (${moves.body.version} entries) seat ${seat}: ${review.body.decisions.length} decisions at ${review.body.thinkMs} ms, reviewed in ${seconds.toFixed(2)} s`,
        );
      }
    }
  }
  console.log(`slowest review ${worst.toFixed(2)} s — target ≤ ${TARGET_S} s: ${worst <= TARGET_S ? 'met' : 'MISSED'}`);
} finally {
  if (server) await stop(server);
  await database.drop();
  clearTimeout(bound);
}
