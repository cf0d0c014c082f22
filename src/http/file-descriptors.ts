// How many files (sockets included) this process may hold open: the soft RLIMIT_NOFILE, what `ulimit -n`
// shows. Node has no getrlimit; Linux says it in /proc/self/limits, and elsewhere a shell inherits the
// limit from this process, so `ulimit -n` in a child shell gives the same number. Null when neither tells.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The soft limit on open files from /proc/self/limits' "Max open files" line, or null. */
export function limitFromProc(text: string): number | null {
  const soft = /^Max open files\s+(\S+)/m.exec(text)?.[1];
  if (soft === undefined) return null;
  return soft === 'unlimited' ? Number.MAX_SAFE_INTEGER : Number.isSafeInteger(Number(soft)) ? Number(soft) : null;
}

export function fileDescriptorLimit(): number | null {
  try {
    return limitFromProc(readFileSync('/proc/self/limits', 'utf8'));
  } catch {
    // Not Linux: ask a shell, which inherits this process's limits.
  }
  const shell = spawnSync('/bin/sh', ['-c', 'ulimit -n'], { encoding: 'utf8', timeout: 2000 });
  const answer = shell.stdout?.trim();
  if (answer === 'unlimited') return Number.MAX_SAFE_INTEGER;
  return answer !== undefined && /^\d+$/.test(answer) ? Number(answer) : null;
}

/**
 * Connections the server takes with `fdLimit` files: all but a margin for what else the process opens (the
 * database pool, PGlite's files, the page's assets being sent, logs): 2 % of the limit, at least 128. Holding
 * 19,000 streams on Postgres the server had 36 other files open (`npm run bench:connections`): 5 % (1,000 of
 * 20,000) left the movers of those games no connection.
 */
export function connectionsFor(fdLimit: number | null): number {
  const limit = fdLimit ?? 1024;
  return Math.max(1, limit - Math.max(128, Math.ceil(limit / 50)));
}
