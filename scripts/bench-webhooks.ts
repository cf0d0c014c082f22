// `npm run bench:webhooks` (Postgres: DATABASE_URL; `-- --pglite` for the embedded database): the real
// server (src/main.ts) in a child process, on a fresh database, with WEBHOOK_ALLOW_PRIVATE=1, and a consumer
// on 127.0.0.1 in another child (scripts/bench-webhooks-receiver.ts), so that this process's hundred moves in
// flight do not delay the arrivals it times.
// - latency: GAMES tables of two players, each table's first player with one webhook (GAMES webhooks); the
//   other player of every table moves at once (CONCURRENCY requests in flight), each move making it the
//   first player's turn; measured from the move's 200 to the your-turn delivery's arrival (p50/p99), and the
//   deliveries per second over the round (bounded by how fast the moves come).
// - throughput (Postgres): THROUGHPUT pings queued at once across those webhooks; the deliveries per second
//   of the one server process draining them, and its CPU per delivery (/proc).
// - `--kill`: KILL_DELIVERIES pings queued, the server killed (SIGKILL) while delivering them, started again:
//   every webhook-id must arrive (0 lost); a repeat must carry an id already seen (duplicates, counted).
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runnable } from './compiled.js';

const GAMES = Number(process.env.GAMES ?? 1000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 100);
const THROUGHPUT = Number(process.env.THROUGHPUT ?? 10_000);
const KILL_DELIVERIES = Number(process.env.KILL_DELIVERIES ?? 10_000);
const pglite = process.argv.includes('--pglite');
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl && !pglite) throw new Error('bench:webhooks runs on Postgres (set DATABASE_URL) or with --pglite');
if (pglite && process.argv.includes('--kill')) throw new Error('--kill queues rows from here: Postgres only');
const root = fileURLToPath(new URL('..', import.meta.url));

/** A time comparable across the processes of this machine (the receiver's). */
const now = (): number => performance.timeOrigin + performance.now();

// ── The consumer (its own process) ───────────────────────────────────────────────────────────────────
const arrivals = new Map<string, number>();
const seen = new Set<string>();
let duplicates = 0;
let firstArrival = 0;
let lastArrival = 0;
const receiver = fork(fileURLToPath(new URL('bench-webhooks-receiver.ts', import.meta.url)), [], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const receiverPort = await new Promise<number>((resolve, reject) => {
  receiver.once('error', reject);
  receiver.on('message', (message: { port?: number; arrivals?: [string, string, number][] }) => {
    if (message.port !== undefined) resolve(message.port);
    for (const [id, turn, at] of message.arrivals ?? []) {
      if (seen.has(id)) duplicates++;
      seen.add(id);
      if (turn !== '') arrivals.set(turn, at);
      if (firstArrival === 0) firstArrival = at;
      lastArrival = Math.max(lastArrival, at);
    }
  });
});
const hookUrl = `http://127.0.0.1:${receiverPort}/hook`;

// ── The server ───────────────────────────────────────────────────────────────────────────────────────
const dbName = `bench_webhooks_${process.pid}`;
const admin = adminUrl ? new pg.Client({ connectionString: adminUrl }) : null;
await admin?.connect();
await admin?.query(`create database ${dbName}`);
const url = new URL(adminUrl ?? 'postgres://unused');
url.pathname = `/${dbName}`;
const dataDir = pglite ? mkdtempSync(join(tmpdir(), 'bench-webhooks-')) : null;

/** The CPU seconds a process used so far (user + system, from /proc; Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Server {
  child: ChildProcess;
  base: string;
}

/** A free port on 127.0.0.1: the server logs at `warn` (no line per request), so it does not print its own. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>(resolve => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise(resolve => probe.close(resolve));
  return port;
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it exits (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // Compiled, as `npm start` runs it (compiled.ts).
  const main = runnable(join(root, 'src', 'main.ts'));
  const child = spawn(process.execPath, [...profile, ...main.loader, main.file], {
    cwd: root,
    env: {
      ...process.env,
      ...(dataDir === null ? { DATABASE_URL: url.toString() } : { DATABASE_URL: '', DATA_DIR: dataDir }),
      PORT: String(port),
      HOST: '127.0.0.1',
      WEBHOOK_ALLOW_PRIVATE: '1',
      OUTBOX_LEASE_MS: '6000',
      RATE_LIMIT_PER_IP: '0',
      RATE_LIMIT_PER_TOKEN: '0',
      MAX_WAITING_TABLES: '0',
      TABLES_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${base}/readyz`).then(
      r => r.ok,
      () => false,
    );
    if (up) return { child, base };
    await new Promise(resolve => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 60 s');
}

async function call<T>(server: Server, method: string, path: string, key?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(key ? { Authorization: `Bearer ${key}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Runs `work` over `items`, `limit` at once. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const waitFor = async (done: () => boolean, ms: number): Promise<void> => {
  const until = Date.now() + ms;
  while (!done() && Date.now() < until) await new Promise(resolve => setTimeout(resolve, 20));
};

interface Player {
  id: string;
  key: string;
}
interface Table {
  id: string;
  first: Player;
  other: Player;
  seats: number[];
}

/** The webhooks made by `latency`, with their players: the throughput round pings them. */
const hooks: { id: string; playerId: string }[] = [];

async function latency(server: Server): Promise<void> {
  console.log(`setting up ${GAMES} tables, each with one webhook…`);
  const tables: Table[] = [];
  await pool(
    Array.from({ length: GAMES }, (_, i) => i),
    20,
    async i => {
      const first = await call<Player>(server, 'POST', '/players', undefined, { name: `A${i}` });
      const other = await call<Player>(server, 'POST', '/players', undefined, { name: `B${i}` });
      const hook = await call<{ id: string }>(server, 'POST', '/players/me/webhooks', first.key, {
        url: hookUrl,
        events: ['your-turn', 'ping'],
      });
      hooks.push({ id: hook.id, playerId: first.id });
      const created = await call<{ id: string; invites: { code: string }[] }>(server, 'POST', '/games', first.key, {
        game: 'monad',
        players: 2,
        seats: [{ me: true }, { open: true }],
      });
      await call(server, 'POST', `/games/${created.id}/join`, other.key, { code: created.invites[0]?.code });
      tables.push({ id: created.id, first, other, seats: [0, 1] });
    },
  );
  // Until it is the other player's turn at every table (the first player moves when it is theirs).
  const ready: { table: Table; version: number }[] = [];
  await pool(tables, 20, async table => {
    for (;;) {
      const game = await call<{ toAct: number[]; version: number }>(server, 'GET', `/games/${table.id}`);
      const seat = game.toAct[0] ?? 0;
      const key = seat === 0 ? table.first.key : table.other.key;
      if (seat === 1) {
        ready.push({ table, version: game.version });
        return;
      }
      const legal = await call<{ moves: unknown[] }>(server, 'GET', `/games/${table.id}/legal-moves`, key);
      await call(server, 'POST', `/games/${table.id}/moves`, key, {
        move: legal.moves[0],
        expectedVersion: game.version,
      });
    }
  });
  // Each measured move is chosen beforehand, so the round is moves only.
  const moves = await Promise.all(
    ready.map(async r => ({
      ...r,
      move: (await call<{ moves: unknown[] }>(server, 'GET', `/games/${r.table.id}/legal-moves`, r.table.other.key))
        .moves,
    })),
  );
  await waitFor(() => false, 2000);
  arrivals.clear();
  firstArrival = 0;
  console.log(`${moves.length} moves at once (${CONCURRENCY} in flight)…`);
  const sent = new Map<string, number>();
  const started = now();
  await pool(moves, CONCURRENCY, async m => {
    // A move that leaves the turn with the mover (a buy before ending the turn) is followed by more.
    let version = m.version;
    let candidates = m.move;
    for (let step = 0; step < 20; step++) {
      const answer = await call<{ version: number; toAct: number[]; legalMoves?: unknown[] }>(
        server,
        'POST',
        `/games/${m.table.id}/moves`,
        m.table.other.key,
        { move: candidates[candidates.length - 1], expectedVersion: version },
      );
      version = answer.version;
      if (answer.toAct.includes(0)) {
        sent.set(`${m.table.id}:${answer.version}`, now());
        return;
      }
      candidates = answer.legalMoves ?? [];
      if (candidates.length === 0) return;
    }
  });
  const movesDone = now();
  await waitFor(() => [...sent.keys()].every(k => arrivals.has(k)), 60_000);
  const latencies = [...sent].map(([k, at]) => (arrivals.get(k) ?? NaN) - at).sort((a, b) => a - b);
  const lost = latencies.filter(Number.isNaN).length;
  const arrived = latencies.filter(l => !Number.isNaN(l));
  const span = (lastArrival - firstArrival) / 1000;
  console.log(
    JSON.stringify(
      {
        games: GAMES,
        turnsMade: sent.size,
        movesSeconds: +((movesDone - started) / 1000).toFixed(2),
        deliveriesArrived: arrived.length,
        notArrivedWithin60s: lost,
        p50Ms: +percentile(arrived, 50).toFixed(1),
        p99Ms: +percentile(arrived, 99).toFixed(1),
        maxMs: +(arrived[arrived.length - 1] ?? NaN).toFixed(1),
        deliveriesPerSecond: +(arrived.length / Math.max(span, 0.001)).toFixed(0),
      },
      null,
      2,
    ),
  );
}

/** Pings queued straight into the outbox, as the ping route does, `count` in all over `targets`; their ids. */
async function queuePings(
  db: pg.Client,
  targets: readonly { id: string; playerId: string }[],
  count: number,
): Promise<Set<string>> {
  const { rows } = await db.query<{ id: string }>(
    `insert into outbox (id, channel, target_id, player_id, type, payload, created_at, next_at)
     select gen_random_uuid()::text, 'webhook', t.id, t.player_id, 'ping', jsonb_build_object('type', 'ping', 'n', n), now(), now()
     from generate_series(0, $3::integer - 1) n
     join unnest($1::text[], $2::text[]) with ordinality as t(id, player_id, i) on t.i = n % cardinality($1::text[]) + 1
     returning id`,
    [targets.map(t => t.id), targets.map(t => t.playerId), count],
  );
  return new Set(rows.map(r => `msg_${r.id}`));
}

async function throughput(server: Server): Promise<void> {
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    const ids = await queuePings(db, hooks, THROUGHPUT);
    const cpuBefore = cpuSeconds(server.child.pid ?? 0);
    const queuedAt = now();
    await db.query(`select pg_notify('croupier_moves', 'outbox:0')`);
    await waitFor(() => [...ids].every(id => seen.has(id)), 120_000);
    const seconds = (now() - queuedAt) / 1000;
    const cpu = cpuSeconds(server.child.pid ?? 0) - cpuBefore;
    const arrived = [...ids].filter(id => seen.has(id)).length;
    console.log(
      JSON.stringify(
        {
          queued: THROUGHPUT,
          webhooks: hooks.length,
          arrived,
          seconds: +seconds.toFixed(2),
          deliveriesPerSecond: Math.round(arrived / seconds),
          serverCpuMsPerDelivery: +((cpu * 1000) / Math.max(arrived, 1)).toFixed(3),
        },
        null,
        2,
      ),
    );
  } finally {
    await db.end();
  }
}

async function killed(): Promise<void> {
  let server = await startServer();
  const player = await call<Player>(server, 'POST', '/players', undefined, { name: 'Ada' });
  const hook = await call<{ id: string }>(server, 'POST', '/players/me/webhooks', player.key, { url: hookUrl });
  // Queued straight into the outbox, as pings are: the server is busy delivering them when it is killed.
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  seen.clear();
  duplicates = 0;
  const ids = await queuePings(db, [{ id: hook.id, playerId: player.id }], KILL_DELIVERIES);
  const queuedAt = now();
  await db.query(`select pg_notify('croupier_moves', 'outbox:0')`);
  await waitFor(() => seen.size >= KILL_DELIVERIES / 3, 60_000);
  const atKill = seen.size;
  const rate = atKill / ((now() - queuedAt) / 1000);
  server.child.kill('SIGKILL');
  await new Promise(resolve => server.child.once('exit', resolve));
  console.log(`killed (SIGKILL) after ${atKill} of ${KILL_DELIVERIES} arrived; starting again…`);
  server = await startServer();
  await waitFor(() => [...ids].every(id => seen.has(id)), 120_000);
  const lost = [...ids].filter(id => !seen.has(id)).length;
  const strangers = [...seen].filter(id => !ids.has(id)).length;
  console.log(
    JSON.stringify(
      {
        deliveries: KILL_DELIVERIES,
        arrivedBeforeKill: atKill,
        deliveriesPerSecondBeforeKill: Math.round(rate),
        lost,
        duplicates,
        idsNotQueued: strangers,
      },
      null,
      2,
    ),
  );
  await db.end();
  server.child.kill('SIGTERM');
  await new Promise(resolve => server.child.once('exit', resolve));
}

try {
  if (process.argv.includes('--kill')) await killed();
  else {
    const server = await startServer();
    try {
      await latency(server);
      if (!pglite) await throughput(server);
    } finally {
      server.child.kill('SIGTERM');
      await new Promise(resolve => server.child.once('exit', resolve));
    }
  }
} finally {
  receiver.kill();
  await admin?.query(`drop database if exists ${dbName} with (force)`);
  await admin?.end();
  if (dataDir !== null) rmSync(dataDir, { recursive: true, force: true });
}
