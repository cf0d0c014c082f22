// Child processes of `npm run bench:http`: starting a server script that prints `listening <port>`, its CPU
// time from /proc, and its counter of log reads from /metrics.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface Started {
  readonly child: ChildProcess;
  readonly base: string;
}

export function start(script: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<Started> {
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

/** Stops a started process and waits for its exit. */
export async function stop(started: Started): Promise<void> {
  if (started.child.exitCode !== null) return;
  const exited = new Promise((resolve) => started.child.once('exit', resolve));
  started.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (started.child.exitCode === null) started.child.kill('SIGKILL');
}

/** CPU time (user + system) a process has used, in ms; null where /proc is not there. */
export function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime in clock ticks of 10 ms
  } catch {
    return null;
  }
}

/**
 * CPU time of every Postgres server process on this machine (its backends do a move's database work), in
 * ms; null where /proc is not there. On a machine shared with other Postgres work it counts that too.
 */
export function postgresCpuMs(): number | null {
  let total = 0;
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (!readFileSync(`/proc/${name}/stat`, 'utf8').includes('(postgres)')) continue;
    } catch {
      continue; // a process that ended meanwhile
    }
    total += cpuMs(Number(name)) ?? 0;
  }
  return total;
}

/** The server's count of log reads (the croupier_log_reads metric). */
export async function logReads(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const match = /^croupier_log_reads (\d+)/m.exec(text);
  if (!match) throw new Error('no croupier_log_reads in /metrics');
  return Number(match[1]);
}
