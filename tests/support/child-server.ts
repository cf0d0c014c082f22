// The real entry point (`src/main.ts`, as `npm start` runs it) in a child process, for tests that need the
// process itself: that it starts, refuses to start, survives a fault or stops with a given exit code. It
// listens on 127.0.0.1 with a free port, read from its "croupier is serving" log line. No child outlives its
// test: one that does not serve within the start bound is killed before the start fails, and any child still
// running when the test process exits (a failed assertion skipped its stop, a worker was torn down) is killed
// then, so an orphan never holds a port, a data folder's lock or a database connection for the next file.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * How long a start may take: tsx compiles src/ on a cold cache in a few seconds, far less when warm. Generous,
 * since these tests are about behaviour, not speed (`npm run bench:start` measures that): on a machine loaded
 * by the suite's other files (load 11 once), a start after `kill -9` once took over 30 s.
 */
export const START_WITHIN_MS = 60_000;

/** Children still running, killed when this process exits. */
const running = new Set<ChildProcess>();
let reaping = false;
function reapOnExit(child: ChildProcess): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (reaping) return;
  reaping = true;
  process.once('exit', () => {
    for (const orphan of running) orphan.kill('SIGKILL');
  });
}

export interface Child {
  readonly child: ChildProcess;
  /** Its log lines (JSON) so far. */
  readonly lines: string[];
  /** The exit code (null when ended by a signal). */
  readonly exited: Promise<number | null>;
}

export interface Running extends Child {
  readonly base: string;
}

/** Spawns `src/main.ts` with the test's environment, minus DATABASE_URL unless `env` gives one. */
export function spawnMain(env: Record<string, string>): Child {
  const { DATABASE_URL: _server, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  reapOnExit(child);
  const lines: string[] = [];
  createInterface({ input: child.stdout! }).on('line', line => lines.push(line));
  // Node's own report of a crash goes to stderr; kept with the log so a failing test shows it.
  createInterface({ input: child.stderr! }).on('line', line => lines.push(`stderr: ${line}`));
  const exited = new Promise<number | null>(resolve => child.once('exit', code => resolve(code)));
  return { child, lines, exited };
}

/**
 * Starts the server and resolves once it serves; rejects if it exits first, or kills it and rejects if it does
 * not serve within `withinMs`.
 */
export async function startMain(env: Record<string, string>, withinMs = START_WITHIN_MS): Promise<Running> {
  const started = spawnMain(env);
  const { child, lines, exited } = started;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no start in ${withinMs} ms (killed):\n${lines.join('\n')}`));
    }, withinMs);
    void exited.then(code => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${lines.join('\n')}`));
    });
    createInterface({ input: child.stdout! }).on('line', line => {
      const parsed = JSON.parse(line) as { msg?: string; port?: number };
      if (parsed.msg === 'croupier is serving') {
        clearTimeout(timer);
        resolve({ ...started, base: `http://127.0.0.1:${parsed.port}` });
      }
    });
  });
}
