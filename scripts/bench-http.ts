// `npm run bench:http`: the server on the Postgres server (DATABASE_URL, default the local test database;
// a fresh database is created and dropped), driven by autocannon. It measures moves per second and p50/p99
// latency on games whose logs hold 10 and 1,000 moves, and a bare baseline (an Express route doing one pg
// transaction: a select and an insert) in the same run. Targets: the server at ≥ 0.8 × the baseline's
// throughput, and 1,000-move games no more than 20 % slower than 10-move ones.
//
// The moves are real: two-player Monad games created through the API with known seeds, whose random legal
// moves are planned before the run and whose logs are prefilled in bulk (bench-plan.ts, bench-games.ts).
// Every request is the next planned move of an idle game (never two in flight for one game), with its seat's
// token and no expected version: the bench is the only writer, so the version is known, and the server
// checks the move against the rules all the same. Any answer but 200 is a failure, and after the last round
// the server's tables are compared with the plans. Every round plays fresh games of each size, so that they
// hold ~10 and ~1,000 moves while measured. The server runs as configured for `npm start` (logs at warn,
// process metrics on), rate limits included, set high enough not to trigger.
//
// Besides throughput and latency, each line gives the CPU time the process under test (the server, or the
// baseline's) spent per request, read from /proc: on a machine shared with other work it varies less than
// requests per second (autocannon and Postgres share the machine with the process under test).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { differences, prepareSet, type BenchGame } from './bench-games.js';

const ADMIN_URL = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
/** Games per size and round: more games than connections, so that requests never wait for a game to be idle. */
const GAMES = Number(process.env['BENCH_GAMES'] ?? 128);
const DURATION_S = Number(process.env['BENCH_DURATION'] ?? 8);
const WARMUP_S = Number(process.env['BENCH_WARMUP'] ?? 2);
/** Runs alternate (baseline, 10-move, 1,000-move, baseline…) so that drift in the machine hits all alike. */
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
/** Moves per second the plans are sized for at least (else twice the warm-up's best rate). */
const MIN_RATE = Number(process.env['BENCH_MIN_RATE'] ?? 4000);
const SIZES = [
  ['moves, 10-move games', 10],
  ['moves, 1,000-move games', 1000],
] as const;

async function admin(statement: string, connectionString = ADMIN_URL): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

interface Started {
  readonly child: ChildProcess;
  readonly base: string;
}

function start(script: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<Started> {
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

/** CPU time (user + system) a process has used, in ms; null where /proc is not there. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime in clock ticks of 10 ms
  } catch {
    return null;
  }
}

interface Figures {
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly failures: number;
  readonly total: number;
  /** CPU time of the process under test per request, µs (null without /proc). */
  readonly cpuUs: number | null;
}

/**
 * One target of a run: `route(i)` is the request for slot i (a game, or a baseline key), or null when the
 * slot has nothing left to send; `onOk(i)` is told of its success. A slot is never in flight twice: requests
 * take idle slots from a queue and give them back on response (autocannon resets its per-connection context
 * after every request, so it cannot hold them).
 */
interface Target {
  readonly server: Started;
  readonly slots: number;
  route(slot: number): { path: string; headers: Record<string, string>; body: string } | null;
  onOk(slot: number): void;
  before(): Promise<void>;
}

async function drive(name: string, target: Target, durationS: number): Promise<Figures> {
  const idle = Array.from({ length: target.slots }, (_, i) => i);
  let failures = 0;
  let exhausted = 0;
  interface Ctx {
    slot?: number;
  }
  const cpuBefore = cpuMs(target.server.child.pid);
  const result = await autocannon({
    url: target.server.base,
    connections: CONNECTIONS,
    duration: durationS,
    requests: [
      {
        method: 'POST',
        setupRequest(request, context) {
          for (;;) {
            const slot = idle.shift();
            if (slot === undefined) throw new Error('more connections than slots with moves left');
            const next = target.route(slot);
            if (next === null) {
              exhausted++;
              continue;
            }
            (context as Ctx).slot = slot;
            return { ...request, path: next.path, headers: { ...request.headers, ...next.headers, 'content-type': 'application/json' }, body: next.body };
          }
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
  const cpuAfter = cpuMs(target.server.child.pid);
  if (exhausted > 0) console.error(`${name}: ${exhausted} games ran out of planned moves (raise BENCH_MIN_RATE)`);
  return {
    perSecond: result.requests.total / durationS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: failures + result.errors + result.timeouts,
    total: result.requests.total,
    cpuUs: cpuBefore === null || cpuAfter === null || result.requests.total === 0 ? null : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
  };
}

/** Reads every game's version (requests in flight when a run stops are not seen by the client), which also loads it into the server's cache. */
async function resync(base: string, games: BenchGame[]): Promise<void> {
  // Let the requests cut off at the end of the last run finish on the server first.
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const game of games) {
    const res = await fetch(`${base}/games/${game.id}`);
    const body = (await res.json()) as { version: number };
    game.version = body.version;
  }
}

function movesOn(server: Started, games: BenchGame[]): Target {
  const gameOf = (slot: number): BenchGame => {
    const game = games[slot];
    if (!game) throw new Error('no game');
    return game;
  };
  return {
    server,
    slots: games.length,
    route: (slot) => {
      const game = gameOf(slot);
      const step = game.plan.steps[game.version];
      if (!step) return null;
      return { path: `/games/${game.id}/moves`, headers: { authorization: `Bearer ${game.tokens[step.seat] ?? ''}` }, body: game.bodies[game.version] ?? '' };
    },
    onOk: (slot) => {
      gameOf(slot).version += 1;
    },
    before: () => resync(server.base, games),
  };
}

const line = (name: string, f: Figures): string =>
  `${name.padEnd(24)} ${f.perSecond.toFixed(0).padStart(6)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   ` +
  `cpu ${f.cpuUs === null ? '?' : f.cpuUs.toFixed(0).padStart(4)} µs/req   (${f.total} requests, ${f.failures} failed)`;

const dbName = `croupier_bench_${randomBytes(4).toString('hex')}`;
const url = new URL(ADMIN_URL);
url.pathname = `/${dbName}`;
await admin(`CREATE DATABASE ${dbName}`);
const children: ChildProcess[] = [];
try {
  // The server's own configuration (src/config.ts), with rate limits far above what the bench sends.
  const env = { DATABASE_URL: url.toString(), LOG_LEVEL: 'warn', RATE_LIMIT_PER_IP: '100000000', RATE_LIMIT_PER_TOKEN: '10000000' };
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof", to profile the server under load.
  const server = await start('./bench-server.ts', env, (process.env['BENCH_SERVER_NODE_ARGS'] ?? '').split(' ').filter(Boolean));
  children.push(server.child);
  const baseline = await start('./bench-baseline.ts', env);
  children.push(baseline.child);
  const sets: Record<string, BenchGame[][]> = {};
  /** Fresh games of each size for round `round`, with planned moves enough for `seconds` at `rate` moves/s. */
  const prepareRound = async (round: number, seconds: number, rate: number): Promise<void> => {
    const runMoves = Math.ceil((rate * seconds) / GAMES) + 10;
    for (const [name, prefill] of SIZES) {
      (sets[name] ??= [])[round] = await prepareSet(server.base, url.toString(), { label: `${prefill}-${round}`, count: GAMES, prefill, runMoves });
    }
  };
  const baselineTarget: Target = {
    server: baseline,
    slots: GAMES,
    route: (slot) => ({ path: `/baseline/b-${slot}`, headers: {}, body: '{"move":{"type":"draw"}}' }),
    onOk: () => undefined,
    before: () => Promise.resolve(),
  };
  const scenarios = (round: number): [string, Target][] => [
    ['baseline', baselineTarget],
    ...SIZES.map(([name]): [string, Target] => [name, movesOn(server, sets[name]?.[round] ?? [])]),
  ];

  console.log(`Planning and preparing ${GAMES} Monad games of 10 and of 1,000 moves for the warm-up…`);
  await prepareRound(0, WARMUP_S, MIN_RATE);
  let warmRate = 0;
  for (const [name, target] of scenarios(0)) {
    await target.before();
    const figures = await drive(`${name} (warm-up)`, target, WARMUP_S);
    if (name !== 'baseline') warmRate = Math.max(warmRate, figures.perSecond);
  }
  // Plans sized from the warm-up, with room to spare: a game that runs out of moves would leave the run.
  const rate = Math.max(MIN_RATE, 2 * warmRate);
  console.log(`…and for each of ${ROUNDS} rounds, planned for up to ${rate.toFixed(0)} moves/s…`);
  for (let round = 1; round <= ROUNDS; round++) await prepareRound(round, DURATION_S, rate);
  // The bulk writes' aftermath (autovacuum of the new rows) is dealt with now, not during a run.
  await admin('VACUUM ANALYZE', url.toString());

  const runs: Record<string, Figures[]> = {};
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, target] of scenarios(round)) {
      await target.before();
      const figures = await drive(name, target, DURATION_S);
      (runs[name] ??= []).push(figures);
      console.log(`round ${round}: ${line(name, figures)}`);
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  let differ = 0;
  for (const [name] of SIZES) differ += await differences(server.base, sets[name]?.[ROUNDS] ?? []);

  const mean = (all: Figures[]): Figures => ({
    perSecond: all.reduce((sum, f) => sum + f.perSecond, 0) / all.length,
    p50: Math.round(all.reduce((sum, f) => sum + f.p50, 0) / all.length),
    p99: Math.round(all.reduce((sum, f) => sum + f.p99, 0) / all.length),
    failures: all.reduce((sum, f) => sum + f.failures, 0),
    total: all.reduce((sum, f) => sum + f.total, 0),
    cpuUs: all.some((f) => f.cpuUs === null) ? null : all.reduce((sum, f) => sum + (f.cpuUs ?? 0), 0) / all.length,
  });
  const results = Object.fromEntries(Object.entries(runs).map(([name, all]) => [name, mean(all)]));
  const b = results['baseline'];
  const s = results['moves, 10-move games'];
  const l = results['moves, 1,000-move games'];
  if (!b || !s || !l) throw new Error('missing results');
  console.log(`\nMeans of ${ROUNDS} rounds; ${CONNECTIONS} connections, ${DURATION_S} s per run, ${GAMES} Monad games per size and round`);
  console.log(line('baseline (select+insert)', b));
  console.log(line('moves, 10-move games', s));
  console.log(line('moves, 1,000-move games', l));
  const ratio = s.perSecond / b.perSecond;
  const slowdown = 1 - l.perSecond / s.perSecond;
  console.log(`\nthroughput vs baseline: ${ratio.toFixed(2)}× (10-move), ${(l.perSecond / b.perSecond).toFixed(2)}× (1,000-move); target ≥ 0.80×  ${ratio >= 0.8 ? 'met' : 'MISSED'}`);
  console.log(`1,000-move vs 10-move: ${(slowdown * 100).toFixed(1)} % slower; target ≤ 20 %  ${slowdown <= 0.2 ? 'met' : 'MISSED'}`);
  if (differ > 0) console.log(`${differ} games differ between the server and the bench's plans: the figures above are not valid.`);
  if (s.failures + l.failures + b.failures > 0) console.log('Some requests failed: the figures above are not valid.');
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}
