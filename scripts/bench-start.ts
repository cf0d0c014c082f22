// `npm run bench:start`: how long the embedded server takes to be ready (GET /healthz answers) and how much
// memory its process holds then, in three cases, several runs each (min / median / max):
//   (1) a new DATA_DIR, (2) a restart of a DATA_DIR holding 100,000 log entries, (3) `npm start` with the page
//   and the server already built, then with the page's sources changed (its build stamp removed, which is what
//   a changed source looks like to scripts/build/if-stale.ts).
// The servers listen on 127.0.0.1 only, each start is bounded (BENCH_START_TIMEOUT_S), and everything the bench
// starts is stopped by it. Memory is the server process's RSS (the node running dist/src/main.js, not npm or
// the bench), at ready and at its peak during the start; CPU is that of the whole process tree. Times depend on
// the machine's load, printed with each case; memory does not.
//
// BENCH_START_RUNS (3), BENCH_START_ENTRIES (100,000), BENCH_START_TIMEOUT_S (300), BENCH_START_CASES
// (new,restart,npm) tune it; BENCH_START_DATA names a folder to keep the prefilled DATA_DIR in, reused by the next
// run (prefilling takes minutes).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openPglite } from '../src/store/database.js';
import { createGames, planSet, prefillLogs } from './bench-games.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env['BENCH_START_RUNS'] ?? 3);
const ENTRIES = Number(process.env['BENCH_START_ENTRIES'] ?? 100_000);
const TIMEOUT_MS = Number(process.env['BENCH_START_TIMEOUT_S'] ?? 300) * 1000;
const CASES = new Set((process.env['BENCH_START_CASES'] ?? 'new,restart,npm').split(','));
const SERVER = join(root, 'dist', 'src', 'main.js');
/** Moves per prefilled game: long games, as a busy server's log holds, within what random play reaches. */
const MOVES_PER_GAME = 400;

interface Sample {
  readonly readyMs: number;
  readonly rssMb: number;
  readonly peakMb: number;
  readonly cpuMs: number;
}

const loadAverage = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function tree(pid: number): number[] {
  return [pid, ...children(pid).flatMap(tree)];
}

function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * User and system CPU of a process and of its children that ended (a build npm ran), in ms (ticks of 10 ms).
 * Children still running are not counted in it yet, so a sum over the tree counts each once.
 */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) * 10;
  } catch {
    return 0;
  }
}

/** The server's own process in the tree: the node running dist/src/main.js (not the `sh -c` npm runs it with). */
function serverPid(pid: number): number | null {
  let found: number | null = null;
  for (const p of tree(pid)) {
    try {
      const argv = readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0');
      if (argv.some(arg => arg.endsWith('dist/src/main.js')) && /(^|\/)node$/.test(argv[0] ?? '')) found = p;
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

let port = 4700 + (process.pid % 500);

function launch(command: readonly string[], dataDir: string): { child: ChildProcess; port: number } {
  port += 1;
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: root,
    // Its own process group, so that the whole tree (npm, sh, node) is stopped at once.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CLOCK_SWEEP_MS: '0',
    },
  });
  return { child, port };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>(resolve => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const force = setTimeout(() => {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  }, 30_000);
  await exited;
  clearTimeout(force);
}

/** Starts `command`, waits for /healthz, measures, and stops it. */
async function measure(command: readonly string[], dataDir: string): Promise<Sample> {
  const started = performance.now();
  const { child, port: at } = launch(command, dataDir);
  let peak = 0;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`);
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`not ready within ${TIMEOUT_MS / 1000} s`);
      const server = serverPid(child.pid as number);
      if (server !== null) peak = Math.max(peak, rssMb(server));
      const ok = await fetch(`http://127.0.0.1:${at}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
        res => res.ok,
        () => false,
      );
      if (ok) break;
      await new Promise(resolve => setTimeout(resolve, 20));
    }
    const readyMs = performance.now() - started;
    const server = serverPid(child.pid as number);
    const rss = server === null ? 0 : rssMb(server);
    const cpu = tree(child.pid as number).reduce((sum, p) => sum + cpuMs(p), 0);
    return { readyMs, rssMb: rss, peakMb: Math.max(peak, rss), cpuMs: cpu };
  } finally {
    await stop(child);
  }
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

function report(label: string, samples: readonly Sample[], load: string): void {
  const row = (name: string, unit: string, pick: (s: Sample) => number, digits = 0): string => {
    const xs = samples.map(pick);
    const f = (x: number): string => x.toFixed(digits);
    return `  ${name.padEnd(14)} min ${f(Math.min(...xs))} / median ${f(median(xs))} / max ${f(Math.max(...xs))} ${unit}`;
  };
  console.log(`\n${label} — ${samples.length} runs, load average before/after ${load}`);
  console.log(row('ready', 's', s => s.readyMs / 1000, 2));
  console.log(row('server RSS', 'MB', s => s.rssMb));
  console.log(row('peak RSS', 'MB', s => s.peakMb));
  console.log(row('CPU (tree)', 's', s => s.cpuMs / 1000, 2));
}

async function runs(label: string, one: () => Promise<Sample>): Promise<void> {
  const before = loadAverage();
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) {
    const sample = await one();
    samples.push(sample);
    console.log(
      `  ${label} #${i + 1}: ready ${(sample.readyMs / 1000).toFixed(2)} s, RSS ${sample.rssMb.toFixed(0)} MB (peak ${sample.peakMb.toFixed(0)}), CPU ${(sample.cpuMs / 1000).toFixed(2)} s`,
    );
  }
  report(label, samples, `${before} → ${loadAverage()}`);
}

/**
 * A DATA_DIR holding `ENTRIES` log entries: games created through the server with planned seeds, then their
 * planned moves written into the embedded database directly (bench-games.ts), with the server stopped.
 */
async function prefilled(dir: string): Promise<void> {
  const count = Math.ceil(ENTRIES / MOVES_PER_GAME);
  console.log(`planning ${count} Monad games of ${MOVES_PER_GAME} moves…`);
  const plans = planSet({ label: 'start', count, prefill: MOVES_PER_GAME, runMoves: 0 });
  const { child, port: at } = launch(['node', SERVER], dir);
  let games;
  try {
    const started = performance.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (performance.now() - started > TIMEOUT_MS) throw new Error('the server did not start');
      if (
        await fetch(`http://127.0.0.1:${at}/healthz`).then(
          r => r.ok,
          () => false,
        )
      )
        break;
      await new Promise(resolve => setTimeout(resolve, 50));
    }
    games = await createGames(`http://127.0.0.1:${at}`, plans, MOVES_PER_GAME);
  } finally {
    await stop(child);
  }
  const database = await openPglite(dir);
  try {
    await prefillLogs(database, games, MOVES_PER_GAME);
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from moves`.execute(database.db);
    console.log(`prefilled: ${rows[0]?.n} log entries in ${games.length} games`);
  } finally {
    await database.close();
  }
}

function ensureBuilt(): void {
  const run = spawnSync('npx', ['tsx', 'scripts/build/if-stale.ts'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('the build failed');
}

const scratch = mkdtempSync(join(tmpdir(), 'croupier-bench-start-'));
try {
  console.log(`bench:start on ${process.version}, ${RUNS} runs a case, load average ${loadAverage()}`);
  ensureBuilt();
  if (CASES.has('new')) {
    let n = 0;
    await runs('(1) new DATA_DIR', async () => measure(['node', SERVER], join(scratch, `new-${n++}`)));
  }
  const full = process.env['BENCH_START_DATA'] ?? join(scratch, 'full');
  if (CASES.has('restart')) {
    if (!existsSync(full)) await prefilled(full);
    await runs(`(2) restart, ${ENTRIES} entries`, async () => measure(['node', SERVER], full));
  }
  if (CASES.has('npm')) {
    const dir = join(scratch, 'npm');
    await measure(['node', SERVER], dir);
    await runs('(3a) npm start, built', async () => measure(['npm', 'start', '--silent'], dir));
    const stamp = join(root, 'web', 'dist', '.build-stamp');
    await runs('(3b) npm start, page sources changed', async () => {
      if (existsSync(stamp)) rmSync(stamp);
      return measure(['npm', 'start', '--silent'], dir);
    });
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
