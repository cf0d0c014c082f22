// `npm run bench:connections`: how many event streams one server process holds, what each costs, and how fast
// they all come back after a drop (issue 22, "Capacity and cost per move"). One server process, the real one
// (as `npm start` runs it: compiled, on plain node, its connection bounds included), on the Postgres server of DATABASE_URL
// (a fresh database, created and dropped). The load generator runs in other processes: holders
// (bench-connections-holder.ts), each holding a share of the streams from its own loopback address, and this
// process, which coordinates and plays the moves. In one bounded run (it stops by itself within 10 minutes):
//
//   1. BENCH_GAMES Monad games (planned ahead, bench-plan.ts) and one player per player stream, made through
//      the API; then a few streams opened and closed, so the code they run is compiled before anything is
//      measured;
//   2. memory: the server's heap and RSS after a full collection (--expose-gc; SIGUSR2, bench-gc-hook.ts),
//      then BENCH_SETTLE_S − 2 s (3 s) and one more collection and 2 s to settle, before the streams, after the
//      game streams (spectators' and seats') and after the players' streams: kB per idle stream of each kind.
//      The target is read on the heap used. RSS also holds the heap pages V8 took while the streams opened and
//      has not given back yet (its memory reducer does, once the process has been quiet for some 10–30 s:
//      BENCH_SETTLE_S=40 waits for it);
//   3. live: the persons of every game move (one move every ~BENCH_THINK_MS per game, with expectedVersion
//      and an Idempotency-Key), BENCH_LIVE s: moves/s, deliveries/s, delivery p99 after the move's 200;
//   4. the reconnect storm: every holder drops all its streams and reopens them all at once, each with the
//      Last-Event-ID it last saw, while the moves go on: streams/s from the drop until all are back (answered
//      200 and caught up to their game's version at the drop; a stream reset tries again after 2 s, as an
//      EventSource does), how the comebacks spread over time, delivery p99 of the moves answered meanwhile (to
//      the streams already back; the others get them as their catch-up), and afterwards that every game
//      stream got every version after its Last-Event-ID, once and in order;
//   5. the CPU the server, the holders, this process, Postgres and the rest of the machine used in each phase
//      (from /proc), per stream and per event, and the storm's limit: a side's thread, the machine's cores, the
//      server's file descriptors or the kernel's accept queue. BENCH_PROFILE=<folder>: the server's CPU profile
//      of the storm, summarized by place and function.
//
// BENCH_STREAMS (default 19,000: this machine allows 20,000 open files a process) streams on BENCH_GAMES
// (250) games: BENCH_PLAYER_SHARE of them players' streams (one player each), BENCH_SEAT_SHARE seats' game
// streams (several devices per seat), the rest spectators'. Rate limits are off (each holder stands for
// thousands of clients behind one address); every other setting is the server's default.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { selfTimes, type CpuProfile, type Share } from './bench-cpu-profile.js';
import { createGames, planSet, type BenchGame } from './bench-games.js';
import { percentile, post } from './bench-loop.js';
import { PLAYERS } from './bench-plan.js';
import { cpuMs, listenOverflows, machineMs, nodeArgsOf, postgresCpuMs } from './bench-processes.js';
import { runnable } from './compiled.js';
import { openStream } from './bench-sse.js';
import type { Command, Opened, Report, StreamSpec } from './bench-connections-holder.js';

const env = (name: string, fallback: number): number => Number(process.env[name] ?? fallback);
const ADMIN_URL = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const STREAMS = env('BENCH_STREAMS', 19_000);
const GAMES = env('BENCH_GAMES', 250);
const PLAYER_SHARE = env('BENCH_PLAYER_SHARE', 0.2);
const SEAT_SHARE = env('BENCH_SEAT_SHARE', 0.2);
const THINK_MS = env('BENCH_THINK_MS', 3_000);
const LIVE_S = env('BENCH_LIVE', 10);
const SETTLE_S = Math.max(3, env('BENCH_SETTLE_S', 5));
/** Streams one holder process holds at most (each holder has its own address, ports and file descriptors). */
const PER_HOLDER = env('BENCH_PER_HOLDER', 5_000);
/**
 * Streams a holder reconnects at a time in the storm; 0 (the default): all at once. A holder's own event loop
 * then holds thousands of connections whose requests it has not written yet, and the server may answer them 408
 * (no headers within HEADERS_TIMEOUT): on two shared cores that is the load generator's limit as much as the
 * server's. With a bound, every client sends its request as it connects, as independent clients do.
 */
const STORM_CONCURRENCY = env('BENCH_STORM_CONCURRENCY', 0);
/** Streams each holder opens at once while streams are first opened (the storm opens all at once). */
const OPEN_CONCURRENCY = env('BENCH_OPEN_CONCURRENCY', 100);
/** A folder for a CPU profile of the server during the storm (bench-profile-hook.ts), summarized at the end. */
const PROFILE_DIR = process.env['BENCH_PROFILE'] ?? '';
const PROFILE_SIGNAL = 'SIGWINCH';
/**
 * A folder for heap snapshots of the server before the streams, after the game streams and after the players'
 * (node's --heapsnapshot-signal), to be compared with scripts/heap-snapshot-diff.ts (which counts what the
 * snapshots retain). Writing one takes seconds and memory, and its collection drops what the process would have
 * kept a while (compiled code, caches): the bench's own figures read after one are not the streams' alone.
 */
const SNAPSHOT_DIR = process.env['BENCH_HEAP_SNAPSHOTS'] ?? '';
const SNAPSHOT_SIGNAL = 'SIGUSR1';
/** More node flags for the server, split at spaces (e.g. `--max-semi-space-size=64`). */
const SERVER_NODE_ARGS = nodeArgsOf('BENCH_SERVER_NODE_ARGS');
const BOUND_MS = 600_000;
const CORES = availableParallelism();

const sleep = (ms: number): Promise<void> => new Promise(resolve => setTimeout(resolve, ms));
const now = (): number => performance.timeOrigin + performance.now();
const fmt = (n: number | null | undefined, digits = 0): string =>
  n === null || n === undefined || Number.isNaN(n) ? '?' : n.toLocaleString('en-US', { maximumFractionDigits: digits });
const verdict = (ok: boolean): string => (ok ? 'met' : 'MISSED');
const load = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Server {
  readonly child: ChildProcess;
  readonly base: string;
  /** What the server said at start about the connections it can hold. */
  readonly capacity: string;
  /** Its log lines at warn and above, counted, the first few kept. */
  readonly problems: { count: number; first: string[] };
  /** The CPU profiles it wrote (BENCH_PROFILE). */
  readonly profiles: string[];
}

/**
 * The server as `npm start` runs it: compiled (its build step first, which builds only what changed) and run by
 * plain node, with a collection on SIGUSR2; resolves once it serves. BENCH_TSX=1 runs src/main.ts under tsx
 * instead, as the bench did before `npm start` ran compiled code: tsx's esbuild keeps functions' names
 * (`keepNames`) by redefining `name` on each function as it is made, which gives every closure a dictionary of
 * properties (~256 bytes more on the heap), so a server under tsx holds ~6 kB more per idle stream (issue 22).
 */
function startServer(url: string, port: number): Promise<Server> {
  const at = (path: string) => runnable(fileURLToPath(new URL(`../${path}.ts`, import.meta.url)));
  const main = at('src/main');
  const hooks = [
    '--import',
    at('scripts/bench-gc-hook').file,
    ...(PROFILE_DIR ? ['--import', at('scripts/bench-profile-hook').file] : []),
  ];
  const snapshots = SNAPSHOT_DIR
    ? [`--heapsnapshot-signal=${SNAPSHOT_SIGNAL}`, `--diagnostic-dir=${SNAPSHOT_DIR}`]
    : [];
  const child = spawn(
    process.execPath,
    ['--expose-gc', ...snapshots, ...SERVER_NODE_ARGS, ...main.loader, ...hooks, main.file],
    {
      env: {
        ...process.env,
        BENCH_PROFILE: PROFILE_DIR,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_IP: '0',
        RATE_LIMIT_PER_TOKEN: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const problems = { count: 0, first: [] as string[] };
  const profiles: string[] = [];
  return new Promise((resolve, reject) => {
    child.once('exit', code => reject(new Error(`the server exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', line => {
      let entry: { level?: number; msg?: string };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        return;
      }
      if ((entry.level ?? 0) >= 40 && !String(entry.msg).includes('web page is not built')) {
        if (problems.count++ < 5) problems.first.push(line.slice(0, 400));
      }
      if (entry.msg?.startsWith('cpu profile written to ')) profiles.push(entry.msg.slice(23));
      // Logged once it serves, after 'croupier is serving'.
      if (entry.msg?.startsWith('can hold'))
        resolve({ child, base: `http://127.0.0.1:${port}`, capacity: entry.msg, problems, profiles });
    });
  });
}

function rssKb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? Number.NaN);
}

const fds = (pid: number): number => readdirSync(`/proc/${pid}/fd`).length;

/** The server's heap (bytes): used, and committed (what V8 holds of the process's memory for it). */
async function heapOf(base: string): Promise<{ heap: number; committed: number }> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const metric = (name: string): number => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? Number.NaN);
  return { heap: metric('nodejs_heap_size_used_bytes'), committed: metric('nodejs_heap_size_total_bytes') };
}

/** The server's memory once garbage is collected and the heap has settled: RSS (kB) and its heap (bytes). */
async function settled(server: Server): Promise<{ rss: number; heap: number; committed: number }> {
  server.child.kill('SIGUSR2');
  await sleep((SETTLE_S - 2) * 1000);
  server.child.kill('SIGUSR2');
  await sleep(2_000);
  return { rss: rssKb(server.child.pid!), ...(await heapOf(server.base)) };
}

/** A heap snapshot of the server (BENCH_HEAP_SNAPSHOTS), once written: its file; '' when none is asked for. */
async function heapSnapshot(server: Server): Promise<string> {
  if (!SNAPSHOT_DIR) return '';
  const files = (): string[] => readdirSync(SNAPSHOT_DIR).filter(name => name.endsWith('.heapsnapshot'));
  const known = new Set(files());
  server.child.kill(SNAPSHOT_SIGNAL);
  let file: string | undefined;
  while ((file = files().find(name => !known.has(name))) === undefined) await sleep(200);
  // The server writes it on its thread: it is whole once its size stays and the server answers again.
  const path = join(SNAPSHOT_DIR, file);
  let size = -1;
  while (size !== statSync(path).size) {
    size = statSync(path).size;
    await sleep(1_000);
  }
  await heapOf(server.base);
  return path;
}

class Holder {
  private waiting: ((message: unknown) => void) | null = null;
  constructor(readonly child: ChildProcess) {
    child.on('message', message => {
      const resolve = this.waiting;
      this.waiting = null;
      resolve?.(message);
    });
  }
  ask<T>(command: Command): Promise<T> {
    return new Promise(resolve => {
      this.waiting = resolve as (message: unknown) => void;
      this.child.send(command);
    });
  }
}

/** CPU (ms) of each side, and of the whole machine, read together so that phases can be told apart. */
function cpuNow(server: Server, holders: readonly Holder[]) {
  const self = process.cpuUsage();
  const each = holders.map(h => cpuMs(h.child.pid) ?? Number.NaN);
  return {
    server: cpuMs(server.child.pid) ?? Number.NaN,
    holders: each.reduce((sum, ms) => sum + ms, 0),
    each,
    mover: (self.user + self.system) / 1000,
    postgres: postgresCpuMs() ?? Number.NaN,
    machine: machineMs()?.busy ?? Number.NaN,
  };
}
type Cpu = ReturnType<typeof cpuNow>;
const SIDES = ['server', 'holders', 'mover', 'postgres'] as const;
/** Cores each side used between two readings, and what the rest of the machine (others' work) used. */
const coresOf = (from: Cpu, to: Cpu, seconds: number) => {
  const cores = (ms: number): number => ms / 1000 / seconds;
  const sides = Object.fromEntries(SIDES.map(side => [side, cores(to[side] - from[side])])) as Record<
    (typeof SIDES)[number],
    number
  >;
  const ours = SIDES.reduce((sum, side) => sum + sides[side], 0);
  const holderMax = Math.max(...to.each.map((ms, i) => cores(ms - (from.each[i] ?? 0))));
  return { ...sides, holderMax, others: Math.max(0, cores(to.machine - from.machine) - ours) };
};
const cpuLine = (from: Cpu, to: Cpu, seconds: number): string => {
  const c = coresOf(from, to, seconds);
  return (
    SIDES.map(side => `${side} ${fmt(c[side], 2)}`).join(', ') +
    ` cores (busiest holder ${fmt(c.holderMax, 2)}), others on the machine ${fmt(c.others, 2)}`
  );
};
/**
 * Which side bounded a phase: a process that used nearly a whole core (the server and each holder run on one
 * thread), else the machine's cores all busy, else none (then it waited: on the network, a timer or the backlog).
 */
function limitOf(from: Cpu, to: Cpu, seconds: number): string {
  const c = coresOf(from, to, seconds);
  const busy = c.server + c.holders + c.mover + c.postgres + c.others;
  if (c.server >= 0.85) return `the server's thread (${fmt(c.server, 2)} cores)`;
  if (c.holderMax >= 0.85) return `a holder's thread, the load generator (${fmt(c.holderMax, 2)} cores)`;
  if (c.postgres >= 0.85) return `Postgres (${fmt(c.postgres, 2)} cores)`;
  if (busy >= 0.85 * CORES)
    return `the machine's ${CORES} cores, all busy (${fmt(c.others, 2)} of them others' work): no side had a core to itself`;
  return `no CPU (${fmt(busy, 2)} of ${CORES} cores busy): it waited`;
}

const dbName = `croupier_bench_conn_${randomBytes(4).toString('hex')}`;
const url = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const holders: Holder[] = [];
let server: Server | null = null;
const bound = setTimeout(() => {
  console.error('bench:connections ran past its bound (10 minutes): stopping');
  for (const h of holders) h.child.kill('SIGKILL');
  server?.child.kill('SIGKILL');
  void admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).finally(() => process.exit(2));
}, BOUND_MS);

await admin(`CREATE DATABASE ${dbName}`);
try {
  console.log(`load before: ${load()} (2 cores; the machine may be shared)`);
  server = await startServer(url, await freePort());
  const { base } = server;
  const pid = server.child.pid!;
  console.log(`server pid ${pid}: ${server.capacity}`);

  const playerStreams = Math.round(STREAMS * PLAYER_SHARE);
  const seatStreams = Math.round(STREAMS * SEAT_SHARE);
  const spectatorStreams = STREAMS - playerStreams - seatStreams;
  const movesPerGame = Math.ceil(((LIVE_S + 90) * 1000) / (THINK_MS / 2)) + 5;
  console.log(`planning ${GAMES} Monad games of ${movesPerGame} moves, making ${playerStreams} players…`);
  const games: BenchGame[] = await createGames(
    base,
    planSet({ label: 'conn', count: GAMES, prefill: 0, runMoves: movesPerGame }),
  );
  const keys: string[] = [];
  for (let at = 0; at < playerStreams; at += 32) {
    const batch = Array.from({ length: Math.min(32, playerStreams - at) }, async (_, i) => {
      const res = await post(base, '/players', {}, JSON.stringify({ name: `Bench ${at + i}` }));
      if (res.status !== 201) throw new Error(`creating a player: ${res.status} ${res.text}`);
      return (JSON.parse(res.text) as { key: string }).key;
    });
    keys.push(...(await Promise.all(batch)));
  }

  const specs: StreamSpec[] = [];
  for (let i = 0; i < spectatorStreams; i++) {
    const game = i % GAMES;
    specs.push({ kind: 'spectator', path: `/games/${games[game]!.id}/events`, game });
  }
  for (let i = 0; i < seatStreams; i++) {
    const game = i % GAMES;
    const seat = Math.floor(i / GAMES) % PLAYERS;
    specs.push({ kind: 'seat', path: `/games/${games[game]!.id}/events`, token: games[game]!.tokens[seat]!, game });
  }
  for (const key of keys) specs.push({ kind: 'player', path: '/players/me/events', token: key, game: -1 });

  const count = Math.ceil(STREAMS / PER_HOLDER);
  const holderScript = fileURLToPath(new URL('./bench-connections-holder.ts', import.meta.url));
  for (let i = 0; i < count; i++) {
    const child = fork(holderScript, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const holder = new Holder(child);
    holders.push(holder);
    await holder.ask({
      type: 'init',
      base,
      localAddresses: [`127.0.0.${2 + i}`, `127.0.0.${2 + count + i}`],
      specs: specs.filter((_, at) => at % count === i),
    });
  }

  // The code a stream runs, compiled before anything is measured: a few streams of each kind, opened and closed.
  const warm = await Promise.all([
    ...games.slice(0, 50).map(g => openStream(`${base}/games/${g.id}/events`, undefined, () => undefined)),
    ...games.slice(0, 50).map(g => openStream(`${base}/games/${g.id}/events`, g.tokens[0], () => undefined)),
    ...keys.slice(0, 50).map(k => openStream(`${base}/players/me/events`, k, () => undefined)),
  ]);
  await sleep(500);
  for (const stream of warm) stream.close();
  await sleep(1_000);

  const openKinds = async (kinds: StreamSpec['kind'][]): Promise<{ seconds: number; ok: number; failed: number }> => {
    const from = now();
    const replies = await Promise.all(
      holders.map(h => h.ask<Opened>({ type: 'open', kinds, concurrency: OPEN_CONCURRENCY })),
    );
    const failed = replies.reduce((sum, r) => sum + r.failed, 0);
    if (failed > 0)
      console.log(
        `  ${failed} failed, e.g. ${replies
          .flatMap(r => r.errors)
          .slice(0, 3)
          .join(' | ')}`,
      );
    return {
      seconds: (Math.max(...replies.map(r => r.lastAt)) - from) / 1000,
      ok: replies.reduce((sum, r) => sum + r.ok, 0),
      failed,
    };
  };

  console.log(`\nmemory (after a full collection and ${SETTLE_S} s to settle; load ${load()})`);
  const before = await settled(server);
  const snapshots = [await heapSnapshot(server)];
  const fdsBefore = fds(pid);
  let cpu0 = cpuNow(server, holders);
  const gameOpen = await openKinds(['spectator', 'seat']);
  let cpu1 = cpuNow(server, holders);
  const gameMem = await settled(server);
  snapshots.push(await heapSnapshot(server));
  // Read again after the settling: its full collections are not the player streams' cost.
  const cpu1b = cpuNow(server, holders);
  const playerOpen = await openKinds(['player']);
  const cpu2 = cpuNow(server, holders);
  const playerMem = await settled(server);
  snapshots.push(await heapSnapshot(server));
  const gameKb = (gameMem.rss - before.rss) / gameOpen.ok;
  const playerKb = (playerMem.rss - gameMem.rss) / playerOpen.ok;
  const gameHeapKb = (gameMem.heap - before.heap) / 1024 / gameOpen.ok;
  const playerHeapKb = (playerMem.heap - gameMem.heap) / 1024 / playerOpen.ok;
  const committedKb = (a: number, b: number, n: number): string => fmt((b - a) / 1024 / n, 1);
  console.log(
    `  before the streams: RSS ${fmt(before.rss / 1024)} MB, heap ${fmt(before.heap / 2 ** 20)} MB ` +
      `(${fmt(before.committed / 2 ** 20)} MB committed), ${fdsBefore} fds`,
  );
  console.log(
    `  ${fmt(gameOpen.ok)} game streams (${fmt(spectatorStreams)} spectators', ${fmt(seatStreams)} seats'): RSS ${fmt(gameMem.rss / 1024)} MB → ` +
      `${fmt(gameKb, 1)} kB per stream (heap ${fmt(gameHeapKb, 1)} kB, committed ${committedKb(before.committed, gameMem.committed, gameOpen.ok)} kB); opened in ${fmt(gameOpen.seconds, 1)} s ` +
      `(${OPEN_CONCURRENCY} at a time per holder), server ${fmt((cpu1.server - cpu0.server) / gameOpen.ok, 2)} ms CPU per stream`,
  );
  console.log(
    `  ${fmt(playerOpen.ok)} player streams: RSS ${fmt(playerMem.rss / 1024)} MB → ${fmt(playerKb, 1)} kB per stream ` +
      `(heap ${fmt(playerHeapKb, 1)} kB, committed ${committedKb(gameMem.committed, playerMem.committed, playerOpen.ok)} kB); opened in ${fmt(playerOpen.seconds, 1)} s, ` +
      `server ${fmt((cpu2.server - cpu1b.server) / playerOpen.ok, 2)} ms CPU per stream; ${fds(pid)} fds`,
  );
  if (SNAPSHOT_DIR) {
    const [none, games, players] = snapshots;
    console.log(
      `  heap snapshots: before the streams ${none}, after the game streams ${games}, after the players' ${players}`,
    );
    console.log(`    what a game stream holds: npx tsx scripts/heap-snapshot-diff.ts ${none} ${games} ${gameOpen.ok}`);
    console.log(`    a player stream: npx tsx scripts/heap-snapshot-diff.ts ${games} ${players} ${playerOpen.ok}`);
  }

  // The persons of every game move, each after a think of about THINK_MS, until told to stop.
  const answers: Record<string, number> = {};
  let moving = true;
  let moves = 0;
  let moveFailures = 0;
  let moveRetries = 0;
  const movers = games.map(async (game, index) => {
    await sleep(Math.random() * THINK_MS);
    while (moving) {
      const version = game.version;
      const step = game.plan.steps[version];
      if (!step) return;
      // A move whose connection failed (a kept-alive socket the server closed as the request left: Node's agent
      // cannot know) is sent again with the same Idempotency-Key, as a client should: it is applied once.
      const key = randomUUID();
      const send = () =>
        post(
          base,
          `/games/${game.id}/moves`,
          { authorization: `Bearer ${game.tokens[step.seat] ?? ''}`, 'idempotency-key': key },
          JSON.stringify({ move: step.move, expectedVersion: version }),
        ).catch((error: Error) => ({ status: 0, text: error.message }));
      let res = await send();
      for (let retry = 0; res.status === 0 && retry < 3; retry++) {
        moveRetries++;
        res = await send();
      }
      if (res.status !== 200) {
        if (moveFailures++ < 3) console.error(`a move answered ${res.status}: ${res.text.slice(0, 300)}`);
        return;
      }
      answers[`${index}:${version + 1}`] = now();
      game.version = version + 1;
      moves++;
      await sleep(THINK_MS * (0.5 + Math.random()));
    }
  });

  console.log(`\nlive: every game moving, ${LIVE_S} s (load ${load()})`);
  await sleep(THINK_MS);
  const liveFrom = now();
  const movesBefore = moves;
  cpu0 = cpuNow(server, holders);
  await sleep(LIVE_S * 1000);
  cpu1 = cpuNow(server, holders);
  const liveTo = now();
  const liveMoves = moves - movesBefore;

  console.log(
    `\nreconnect storm: all ${fmt(STREAMS)} streams dropped and reopened ${STORM_CONCURRENCY > 0 ? `${STORM_CONCURRENCY} at a time per holder` : 'at once'} with Last-Event-ID`,
  );
  const versions = games.map(g => g.version);
  if (PROFILE_DIR) server.child.kill(PROFILE_SIGNAL);
  // The server's file descriptors at their most while the storm runs (the dropped connections' and the new
  // ones'), and the kernel's drops at the listening socket: limits that are not CPU.
  const listenBefore = listenOverflows();
  let fdsMost = 0;
  const fdWatch = setInterval(() => (fdsMost = Math.max(fdsMost, fds(pid))), 250);
  const stormFrom = now();
  const movesAtStorm = moves;
  const storm = await Promise.all(
    holders.map(h => h.ask<Opened>({ type: 'storm', concurrency: STORM_CONCURRENCY, versions })),
  );
  const stormTo = Math.max(...storm.map(r => r.lastAt));
  const cpu3 = cpuNow(server, holders);
  const cpu3At = now();
  clearInterval(fdWatch);
  const listenAfter = listenOverflows();
  if (PROFILE_DIR) server.child.kill(PROFILE_SIGNAL);
  const stormMoves = moves - movesAtStorm;
  const back = storm.reduce((sum, r) => sum + r.ok, 0);
  const stormFailed = storm.reduce((sum, r) => sum + r.failed, 0);
  const stormLate = storm.reduce((sum, r) => sum + r.late, 0);
  const stormRetried = storm.reduce((sum, r) => sum + r.retried, 0);
  const refusals: Record<string, number> = {};
  for (const r of storm)
    for (const [status, n] of Object.entries(r.statuses)) refusals[status] = (refusals[status] ?? 0) + n;
  await sleep(5_000);
  const afterTo = now();
  moving = false;
  await Promise.all(movers);
  await sleep(3_000);
  const finals = games.map(g => g.version);
  const reports = await Promise.all(
    holders.map(h =>
      h.ask<Report>({
        type: 'report',
        finals,
        answers,
        windows: { live: [liveFrom, liveTo], storm: [stormFrom, stormTo], after: [stormTo, afterTo] },
      }),
    ),
  );
  const sum = (pick: (r: Report) => number): number => reports.reduce((s, r) => s + pick(r), 0);
  const latencies = (name: string): number[] => reports.flatMap(r => r.latencies[name] ?? []).sort((a, b) => a - b);
  const [live, during, after] = [latencies('live'), latencies('storm'), latencies('after')];
  const stormSeconds = (stormTo - stormFrom) / 1000;
  const liveSeconds = (liveTo - liveFrom) / 1000;
  console.log(
    `  live: ${fmt(liveMoves / liveSeconds, 1)} moves/s, ${fmt(live.length / liveSeconds)} deliveries/s, delivery p50 ${fmt(percentile(live, 50), 1)} ms, ` +
      `p99 ${fmt(percentile(live, 99), 1)} ms`,
  );
  console.log(
    `    CPU: ${cpuLine(cpu0, cpu1, liveSeconds)}; holders ${fmt((cpu1.holders - cpu0.holders) / live.length, 3)} ms CPU per event delivered`,
  );
  // The CPU of the storm: from the drop until the holders' replies came (every stream back, or given up).
  const stormCpuSeconds = (cpu3At - liveTo) / 1000;
  const holderMsPerOpen = (cpu3.holders - cpu1.holders) / STREAMS;
  console.log(
    `  storm: ${fmt(back)} back (answered 200 and caught up)${
      stormFailed + stormLate > 0
        ? `, ${fmt(stormFailed)} FAILED (${Object.entries(refusals)
            .map(([status, n]) => `${fmt(n)} × ${status}`)
            .join(', ')}; e.g. ${storm
            .flatMap(r => r.errors)
            .slice(0, 2)
            .join(' | ')}), ${fmt(stormLate)} LATE (200 but no catch-up within a minute)`
        : ''
    }${stormRetried > 0 ? `, ${fmt(stormRetried)} connections tried again after a network error` : ''} ` +
      `in ${fmt(stormSeconds, 1)} s from the drop = ${fmt(back / stormSeconds)} streams/s; ` +
      `meanwhile ${fmt(stormMoves)} moves, ${fmt(during.length)} live deliveries, p50 ${fmt(percentile(during, 50), 1)} ms, ` +
      `p99 ${fmt(percentile(during, 99), 1)} ms`,
  );
  const backs = storm.flatMap(r => r.backAt).sort((a, b) => a - b);
  const backIn = (share: number): string =>
    fmt(((backs[Math.ceil(share * backs.length) - 1] ?? Number.NaN) - stormFrom) / 1000, 1);
  console.log(
    `    back after the drop: a quarter in ${backIn(0.25)} s, half in ${backIn(0.5)} s, 90 % in ${backIn(0.9)} s, ` +
      `99 % in ${backIn(0.99)} s, all in ${backIn(1)} s`,
  );
  console.log(`    CPU: ${cpuLine(cpu1, cpu3, stormCpuSeconds)}`);
  const dropped = (listenAfter?.overflows ?? Number.NaN) - (listenBefore?.overflows ?? Number.NaN);
  console.log(
    `    the server's file descriptors at most ${fmt(fdsMost)} (its limit: ${server.capacity.replace(/.*limit of (\d+).*/, '$1')}); ` +
      `the kernel, machine-wide: ${fmt(dropped)} connections dropped ` +
      `at a full accept queue, ${fmt((listenAfter?.cookies ?? Number.NaN) - (listenBefore?.cookies ?? Number.NaN))} SYN cookies sent`,
  );
  // The storm's own cost: what each side used above its rate in the live phase, as the moves went on meanwhile.
  const aboveLive = (side: 'server' | 'holders'): number =>
    (cpu3[side] - cpu1[side] - ((cpu1[side] - cpu0[side]) / liveSeconds) * stormCpuSeconds) / STREAMS;
  console.log(
    `    per stream reopened (catch-up and live events included; above the live phase's rate): ` +
      `server ${fmt((cpu3.server - cpu1.server) / STREAMS, 2)} ms (${fmt(aboveLive('server'), 2)}), ` +
      `holders ${fmt(holderMsPerOpen, 3)} ms (${fmt(aboveLive('holders'), 3)}) CPU; ` +
      `the storm's limit: ${limitOf(cpu1, cpu3, stormCpuSeconds)}` +
      (dropped > 0
        ? `, and the server's accept queue (net.core.somaxconn): its drops make clients send their SYN again after 1, 3, 7… s`
        : ''),
  );
  if (PROFILE_DIR) {
    for (let waited = 0; server.profiles.length === 0 && waited < 20; waited++) await sleep(500);
    const file = server.profiles[0];
    if (file === undefined) console.log('    no CPU profile came from the server');
    else {
      const { functions, places, totalMs } = selfTimes(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, 12);
      const lines = (shares: Share[]): string =>
        shares
          .map(s => `      ${fmt(s.share * 100, 1).padStart(5)} %  ${fmt(s.ms).padStart(6)} ms  ${s.name}`)
          .join('\n');
      console.log(`    the server's CPU profile of the storm (${fmt(totalMs)} ms sampled, idle included): ${file}`);
      console.log(`    self time by place:\n${lines(places)}\n    by function:\n${lines(functions)}`);
    }
  }
  console.log(
    `  after the storm (5 s): delivery p99 ${fmt(percentile(after, 99), 1)} ms over ${fmt(after.length)} deliveries`,
  );
  const missing = sum(r => r.missing);
  const gaps = sum(r => r.gaps);
  const duplicates = sum(r => r.duplicates);
  const closed = sum(r => r.closed);
  console.log(
    `  completeness: ${fmt(sum(r => r.events))} events received, ${fmt(sum(r => r.caughtUp))} of them resumed streams' catch-up; ` +
      `${missing} versions missing, ${gaps} gaps, ${duplicates} duplicates, ${closed} game streams closed at the end; ${moves} moves, ${moveFailures} failed, ${moveRetries} sent again after a network error`,
  );
  console.log(
    `  load generator CPU in all: holders ${fmt(sum(r => r.cpuMs) / 1000, 1)} s, this process ${fmt(process.cpuUsage().user / 1e6, 1)} s user`,
  );

  console.log(`\nSummary (load ${load()}; targets are figures to report: the machine may be shared)`);
  console.log(
    `  kB per idle game stream:   heap ${fmt(gameHeapKb, 1)} (RSS ${fmt(gameKb, 1)})   target ≤ 10  ${verdict(gameHeapKb <= 10)}`,
  );
  console.log(
    `  kB per idle player stream: heap ${fmt(playerHeapKb, 1)} (RSS ${fmt(playerKb, 1)})   target ≤ 10  ${verdict(playerHeapKb <= 10)}`,
  );
  console.log(
    `  reconnect storm:           ${fmt(back / stormSeconds)} streams/s, ${fmt(stormFailed + stormLate)} not back   target ≥ 2,000, all  ${verdict(stormFailed + stormLate === 0 && back / stormSeconds >= 2000)}`,
  );
  const p99 = percentile(during, 99);
  console.log(`  delivery p99 in the storm: ${fmt(p99, 1)} ms   target ≤ 200  ${verdict(p99 <= 200)}`);
  console.log(
    `  nothing missing:           ${missing + gaps + duplicates} wrong   ${verdict(missing + gaps + duplicates === 0 && moveFailures === 0)}`,
  );
  if (server.problems.count > 0)
    console.log(
      `  the server logged ${server.problems.count} warnings or errors, e.g.\n    ${server.problems.first.join('\n    ')}`,
    );
} finally {
  clearTimeout(bound);
  for (const holder of holders) holder.child.kill('SIGTERM');
  if (server) {
    const exited = new Promise(resolve => server!.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}
