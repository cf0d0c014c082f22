// Child processes of `npm run bench:http`: starting a server script that prints `listening <port>`, its CPU
// time from /proc, and its counter of log reads from /metrics.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { runnable } from './compiled.js';

export interface Started {
  readonly child: ChildProcess;
  readonly base: string;
}

/** Node's flags for a bench's server from the environment variable `name`, split at spaces (e.g. `--cpu-prof`). */
export const nodeArgsOf = (name: string): string[] => (process.env[name] ?? '').split(' ').filter(Boolean);

/** Runs `script` (a path from here) compiled, as `npm start` runs the server, or under tsx (compiled.ts). */
export function start(script: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<Started> {
  const { loader, file } = runnable(fileURLToPath(new URL(script, import.meta.url)));
  const child = spawn(process.execPath, [...nodeArgs, ...loader, file], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', code => reject(new Error(`${script} exited with ${code}`)));
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', line => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) resolve({ child, base: `http://127.0.0.1:${match[1]}` });
    });
  });
}

/** Stops a started process and waits for its exit. */
export async function stop(started: Started): Promise<void> {
  if (started.child.exitCode !== null) return;
  const exited = new Promise(resolve => started.child.once('exit', resolve));
  started.child.kill('SIGTERM');
  await Promise.race([exited, new Promise(resolve => setTimeout(resolve, 5_000))]);
  if (started.child.exitCode === null) started.child.kill('SIGKILL');
}

/** The fields of /proc/<pid>/stat after the command's name; null for a process that is gone, or without /proc. */
function statOf(pid: string): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? null;
  } catch {
    return null;
  }
}

/** The sum of the fields at `at`, clock ticks of 10 ms, in ms. */
const ticks = (fields: string[], ...at: number[]): number => at.reduce((sum, i) => sum + Number(fields[i]), 0) * 10;

/** CPU time (user + system) a process has used, in ms; null where /proc is not there. */
export function cpuMs(pid: number | undefined): number | null {
  const fields = pid === undefined ? null : statOf(String(pid));
  return fields === null ? null : ticks(fields, 11, 12); // utime, stime
}

/**
 * CPU time of the Postgres server on this machine, in ms: every live postgres process, plus what its
 * ended backends used (the postmaster's children's time: a pool closing a connection must not make the
 * count go back). Null where /proc is not there. It counts any other work of that server too.
 */
export function postgresCpuMs(): number | null {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return null;
  }
  const postgres = new Map<string, string[]>();
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (!readFileSync(`/proc/${name}/comm`, 'utf8').startsWith('postgres')) continue;
    } catch {
      continue; // a process that ended meanwhile
    }
    const fields = statOf(name);
    if (fields) postgres.set(name, fields);
  }
  let total = 0;
  for (const fields of postgres.values()) {
    total += ticks(fields, 11, 12); // utime, stime
    // The postmaster (whose parent is not a postgres process) holds its reaped children's time.
    if (!postgres.has(fields[1] ?? '')) total += ticks(fields, 13, 14); // cutime, cstime
  }
  return total;
}

/**
 * Time the machine's virtual CPUs waited for the host (steal), were busy (neither idle nor waiting for I/O), and
 * all CPU time, in ms; null without /proc.
 */
export function machineMs(): { steal: number; busy: number; all: number } | null {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    const all = fields.reduce((sum, n) => sum + n, 0) * 10;
    return { steal: (fields[7] ?? 0) * 10, busy: all - ((fields[3] ?? 0) + (fields[4] ?? 0)) * 10, all };
  } catch {
    return null;
  }
}

/**
 * The kernel's counts of connections dropped because a listening socket's accept queue was full, and of
 * SYN cookies sent because its SYN queue was (machine-wide: every process's listening sockets); null without /proc.
 */
export function listenOverflows(): { overflows: number; cookies: number } | null {
  try {
    const [names, values] = readFileSync('/proc/net/netstat', 'utf8')
      .split('\n')
      .filter(line => line.startsWith('TcpExt:'))
      .map(line => line.trim().split(/\s+/));
    const of = (name: string): number => Number(values?.[names?.indexOf(name) ?? -1] ?? Number.NaN);
    return { overflows: of('ListenOverflows'), cookies: of('TCPReqQFullDoCookies') };
  } catch {
    return null;
  }
}

/** The server's count of log reads (the croupier_log_reads metric). */
export async function logReads(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const match = /^croupier_log_reads (\d+)/m.exec(text);
  if (!match) throw new Error('no croupier_log_reads in /metrics');
  return Number(match[1]);
}
