// One process per embedded data folder (issue 8: two processes on one DATA_DIR lost acknowledged moves).
// The lock file names its holder; a live holder refuses the folder, a dead one (a process killed with
// SIGKILL, a torn file) does not block the next start. The process-level behaviour (exit 1, the first
// keeps serving, a start after SIGKILL) is in tests/main.test.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLocked, LOCK_FILE, lockDataDir } from '../../src/store/data-dir-lock.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'croupier-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockPath = (): string => join(dir, LOCK_FILE);
const holder = (pid: number, host = hostname()) => JSON.stringify({ pid, host, since: '2026-01-01T00:00:00.000Z' });
/** The pid of a process that has ended. */
const deadPid = (): number => spawnSync(process.execPath, ['-e', '']).pid ?? 0;

describe('lockDataDir', () => {
  it('takes a free folder, writes its pid, and removes the file on release', () => {
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockPath(), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    release();
    expect(existsSync(lockPath())).toBe(false);
  });

  it('refuses a folder held by a live process, naming it and the file to delete', () => {
    writeFileSync(lockPath(), holder(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.ppid}`);
    expect(() => lockDataDir(dir)).toThrow(lockPath());
    expect(readFileSync(lockPath(), 'utf8')).toBe(holder(process.ppid));
  });

  it('takes over the lock of a process that has ended (killed with SIGKILL)', () => {
    writeFileSync(lockPath(), holder(deadPid()));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockPath(), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  it('takes over its own pid (a restarted container is pid 1 again) and a torn file', () => {
    writeFileSync(lockPath(), holder(process.pid));
    lockDataDir(dir)();
    writeFileSync(lockPath(), '{"pid":');
    lockDataDir(dir)();
  });

  it('refuses a fresh lock from another host, and takes one that host stopped touching a minute ago', () => {
    writeFileSync(lockPath(), holder(1, 'another-host'));
    expect(() => lockDataDir(dir)).toThrow('in use by process 1 on another-host');
    const old = new Date(Date.now() - 120_000);
    utimesSync(lockPath(), old, old);
    lockDataDir(dir)();
  });

  it('release leaves in place a lock another process took after ours was judged stale', () => {
    const release = lockDataDir(dir);
    writeFileSync(lockPath(), holder(process.ppid));
    release();
    expect(readFileSync(lockPath(), 'utf8')).toBe(holder(process.ppid));
  });
});
