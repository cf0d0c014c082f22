// `npm run bench:http`: the server on the Postgres server (DATABASE_URL, default the local test database;
// a fresh database is created and dropped), driven by autocannon. It measures moves per second and p50/p99
// latency on games whose logs hold 10 and 1,000 moves, and a bare baseline (an Express route doing one pg
// transaction: a select and an insert) in the same run. Targets: the server at ≥ 0.8 × the baseline's
// throughput, and 1,000-move games no more than 20 % slower than 10-move ones.
//
// Moves stay valid under load: the games are the fixture game's (its `roll` is always legal for the seat to
// act, and a target of 10^9 never ends a game); no game has two requests in flight, and the client knows
// whose turn it is, since a roll passes the turn. The long logs are written in bulk before the run (the same facts the
// server would decide, drawn from the same per-entry random streams), then read by the server as any log.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres } from '../src/store/database.js';
import { readEntries } from '../src/store/log.js';
import { entryRng } from '../src/service/rng.js';
import { fixtureGame } from '../tests/support/fixture-game.js';

const ADMIN_URL = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
/** Games per size: more games than connections, so that requests never wait for a game to be idle. */
const GAMES = Number(process.env['BENCH_GAMES'] ?? 128);
const DURATION_S = Number(process.env['BENCH_DURATION'] ?? 8);
const WARMUP_S = Number(process.env['BENCH_WARMUP'] ?? 2);
/** Runs alternate (baseline, 10-move, 1,000-move, baseline…) so that drift in the machine hits all alike. */
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);

interface BenchGame {
  readonly id: string;
  readonly tokens: readonly string[];
  seat: number;
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function start(script: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<{ child: ChildProcess; base: string }> {
  const path = fileURLToPath(new URL(script, import.meta.url));
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) resolve({ child, base: `http://127.0.0.1:${match[1]}` });
    });
  });
}

async function createGames(base: string, count: number, label: string): Promise<BenchGame[]> {
  const made: BenchGame[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${base}/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'duel', players: 2, seed: `${label}-${i}`, options: { target: 1_000_000_000 } }),
    });
    if (res.status !== 201) throw new Error(`creating a game: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { id: string; toAct: number[]; seats: { token: string }[] };
    made.push({ id: body.id, tokens: body.seats.map((s) => s.token), seat: body.toAct[0] ?? 0 });
  }
  return made;
}

/** Appends `moves` rolls to each game's log, as the server would have decided them. */
async function prefill(url: string, games: BenchGame[], label: string, moves: number): Promise<void> {
  const database = openPostgres({ url });
  try {
    for (const [i, game] of games.entries()) {
      const seed = `${label}-${i}`;
      const [opening] = await readEntries(database.db, game.id, -1, 0);
      const config = { players: 2, options: { target: 1_000_000_000, handSize: 3 } };
      let state = fixtureGame.initial(config);
      for (const fact of (opening?.facts ?? []) as Parameters<typeof fixtureGame.evolve>[1][]) state = fixtureGame.evolve(state, fact);
      const rows = [];
      for (let seq = 1; seq <= moves; seq++) {
        const seat = fixtureGame.toAct(state)[0] ?? 0;
        const decision = fixtureGame.decide(state, seat, { type: 'roll' }, entryRng(seed, seq));
        if (!decision.ok) throw new Error(decision.violation.message);
        for (const fact of decision.facts) state = fixtureGame.evolve(state, fact);
        rows.push({ game_id: game.id, seq, kind: 'move' as const, seat, move: JSON.stringify({ type: 'roll' }), facts: JSON.stringify(decision.facts), idempotency_key: null });
      }
      for (let at = 0; at < rows.length; at += 500) await database.db.insertInto('moves').values(rows.slice(at, at + 500)).execute();
      const toAct = fixtureGame.toAct(state);
      await database.db.updateTable('games').set({ version: moves, to_act: [...toAct], updated_at: new Date() }).where('id', '=', game.id).execute();
      game.seat = toAct[0] ?? 0;
    }
  } finally {
    await database.close();
  }
}

interface Figures {
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly failures: number;
  readonly total: number;
}

/**
 * One target of a run: `route(i)` is the request for slot i (a game, or a baseline key), `onOk(i)` is told
 * of its success. A slot is never in flight twice: requests take idle slots from a queue and give them back
 * on response (autocannon resets its per-connection context after every request, so it cannot hold them).
 */
interface Target {
  readonly base: string;
  readonly slots: number;
  route(slot: number): { path: string; headers: Record<string, string> };
  onOk(slot: number): void;
  before(): Promise<void>;
}

async function drive(name: string, target: Target, durationS: number): Promise<Figures> {
  const idle = Array.from({ length: target.slots }, (_, i) => i);
  let failures = 0;
  interface Ctx {
    slot?: number;
  }
  const result = await autocannon({
    url: target.base,
    connections: CONNECTIONS,
    duration: durationS,
    requests: [
      {
        method: 'POST',
        setupRequest(request, context) {
          const slot = idle.shift();
          if (slot === undefined) throw new Error('more connections than slots');
          (context as Ctx).slot = slot;
          const { path, headers } = target.route(slot);
          return { ...request, path, headers: { ...request.headers, ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ move: { type: 'roll' } }) };
        },
        onResponse(status, body, context) {
          const slot = (context as Ctx).slot ?? 0;
          if (status === 200) target.onOk(slot);
          else if (failures++ < 3) console.error(`${name}: ${status} ${body.slice(0, 300)}`);
          idle.push(slot);
        },
      },
    ],
  });
  return {
    perSecond: result.requests.total / durationS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: failures + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/** Reads whose turn it is in every game: requests in flight when a run stops are not seen by the client. */
async function resync(base: string, games: BenchGame[]): Promise<void> {
  // Let the requests cut off at the end of the last run finish on the server first.
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const game of games) {
    const res = await fetch(`${base}/games/${game.id}`);
    const body = (await res.json()) as { toAct: number[] };
    game.seat = body.toAct[0] ?? 0;
  }
}

function movesOn(base: string, games: BenchGame[]): Target {
  const gameOf = (slot: number): BenchGame => {
    const game = games[slot];
    if (!game) throw new Error('no game');
    return game;
  };
  return {
    base,
    slots: games.length,
    route: (slot) => {
      const game = gameOf(slot);
      return { path: `/games/${game.id}/moves`, headers: { authorization: `Bearer ${game.tokens[game.seat] ?? ''}` } };
    },
    // A roll passes the turn to the other seat.
    onOk: (slot) => {
      const game = gameOf(slot);
      game.seat = 1 - game.seat;
    },
    before: () => resync(base, games),
  };
}

const line = (name: string, f: Figures): string =>
  `${name.padEnd(22)} ${f.perSecond.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   (${f.total} requests, ${f.failures} failed)`;

const dbName = `croupier_bench_${randomBytes(4).toString('hex')}`;
const url = new URL(ADMIN_URL);
url.pathname = `/${dbName}`;
await admin(`CREATE DATABASE ${dbName}`);
const children: ChildProcess[] = [];
try {
  const env = { DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' };
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof", to profile the server under load.
  const server = await start('./bench-server.ts', env, (process.env['BENCH_SERVER_NODE_ARGS'] ?? '').split(' ').filter(Boolean));
  children.push(server.child);
  const baseline = await start('./bench-baseline.ts', env);
  children.push(baseline.child);
  const count = GAMES;
  console.log(`Preparing ${count} games of 1,000 moves, and ${count} of 10 moves for each round and the warm-up…`);
  const long = await createGames(server.base, count, 'long');
  await prefill(url.toString(), long, 'long', 1000);
  // Short games get longer as they are played: each round plays a fresh set, so they hold ~10 moves.
  const shortSets: BenchGame[][] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const set = await createGames(server.base, count, `short-${round}`);
    await prefill(url.toString(), set, `short-${round}`, 10);
    shortSets.push(set);
  }

  const baselineTarget: Target = {
    base: baseline.base,
    slots: count,
    route: (slot) => ({ path: `/baseline/b-${slot}`, headers: {} }),
    onOk: () => undefined,
    before: () => Promise.resolve(),
  };
  const scenarios = (round: number): [string, Target][] => [
    ['baseline', baselineTarget],
    ['moves, 10-move games', movesOn(server.base, shortSets[round] ?? [])],
    ['moves, 1,000-move games', movesOn(server.base, long)],
  ];
  const runs: Record<string, Figures[]> = {};
  for (const [name, target] of scenarios(0)) {
    await target.before();
    await drive(`${name} (warm-up)`, target, WARMUP_S);
  }
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, target] of scenarios(round)) {
      await target.before();
      const figures = await drive(name, target, DURATION_S);
      (runs[name] ??= []).push(figures);
      console.log(`round ${round}: ${line(name, figures)}`);
    }
  }
  const mean = (all: Figures[]): Figures => ({
    perSecond: all.reduce((sum, f) => sum + f.perSecond, 0) / all.length,
    p50: Math.round(all.reduce((sum, f) => sum + f.p50, 0) / all.length),
    p99: Math.round(all.reduce((sum, f) => sum + f.p99, 0) / all.length),
    failures: all.reduce((sum, f) => sum + f.failures, 0),
    total: all.reduce((sum, f) => sum + f.total, 0),
  });
  const results = Object.fromEntries(Object.entries(runs).map(([name, all]) => [name, mean(all)]));
  const b = results['baseline'];
  const s = results['moves, 10-move games'];
  const l = results['moves, 1,000-move games'];
  if (!b || !s || !l) throw new Error('missing results');
  console.log(`\nMeans of ${ROUNDS} rounds; ${CONNECTIONS} connections, ${DURATION_S} s per run, ${count} games per size`);
  console.log(line('baseline (select+insert)', b));
  console.log(line('moves, 10-move games', s));
  console.log(line('moves, 1,000-move games', l));
  const ratio = s.perSecond / b.perSecond;
  const slowdown = 1 - l.perSecond / s.perSecond;
  console.log(`\nthroughput vs baseline: ${ratio.toFixed(2)}× (10-move), ${(l.perSecond / b.perSecond).toFixed(2)}× (1,000-move); target ≥ 0.80×  ${ratio >= 0.8 ? 'met' : 'MISSED'}`);
  console.log(`1,000-move vs 10-move: ${(slowdown * 100).toFixed(1)} % slower; target ≤ 20 %  ${slowdown <= 0.2 ? 'met' : 'MISSED'}`);
  if (s.failures + l.failures + b.failures > 0) console.log('Some requests failed: the figures above are not valid.');
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}
