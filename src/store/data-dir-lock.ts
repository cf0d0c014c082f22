// One process per embedded data folder. PGlite keeps the whole database in the process's memory and writes
// it back to DATA_DIR, so two processes on one folder each keep a private copy and the one that stops last
// overwrites the other's acknowledged moves. The first process therefore holds a lock file in the folder,
// made with O_EXCL (atomic create-if-absent) and holding its pid and host; a second process refuses to start.
//
// Why a pid file rather than an mtime-refreshed lock (proper-lockfile): a process killed with SIGKILL leaves
// the file behind, and a pid file is known stale at once (that pid no longer runs) where an mtime lock blocks
// the next start until its staleness period has passed; and PGlite runs on the main thread, so a long query
// can delay the refresh past that period and let a second process take a lock that is still held. The
// limits: a pid can only be checked on the same host, so the holder also touches the file now and then and a
// lock written on another host (a recreated container on the same volume) is stale once it stops being
// touched; and a recycled pid makes a stale lock look held (the message says which file to delete).
import { linkSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'croupier.lock';
/** How often the holder touches the file, and when a lock from another host counts as abandoned. */
const TOUCH_EVERY_MS = 10_000;
const FOREIGN_STALE_MS = 60_000;

interface Holder {
  readonly pid: number;
  readonly host: string;
  readonly since: string;
}

/** Thrown when another live process holds the folder. */
export class DataDirLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: string,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by ${holder}: only one process may keep an embedded database. ` +
        `Stop that process or choose another DATA_DIR (a Postgres server, DATABASE_URL, serves several processes). ` +
        `If no such process runs Croupier, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLocked';
  }
}

const errno = (error: unknown): string | undefined => (error as NodeJS.ErrnoException).code;

function readHolder(path: string): { text: string; holder: Holder | null } | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (errno(error) === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string')
      return { text, holder: { pid: parsed.pid, host: parsed.host, since: String(parsed.since) } };
  } catch {
    // A torn or foreign file: a crash between create and write. Nobody can hold the folder with it.
  }
  return { text, holder: null };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return errno(error) === 'EPERM';
  }
}

/** Held by a live process other than this one? Our own pid in the file is a previous life (a container's pid 1). */
function held(path: string, holder: Holder | null): boolean {
  if (holder === null) return false;
  if (holder.host !== hostname())
    return Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0) < FOREIGN_STALE_MS;
  return holder.pid !== process.pid && alive(holder.pid);
}

function holderText(holder: Holder | null): string {
  return holder ? `process ${holder.pid} on ${holder.host} (since ${holder.since})` : 'another process';
}

function tryCreate(path: string, record: string): boolean {
  try {
    writeFileSync(path, record, { flag: 'wx' });
    return true;
  } catch (error) {
    if (errno(error) === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the folder's lock or throws DataDirLocked; returns the release. A stale lock is moved aside with an
 * atomic rename and checked to be the one judged stale, so two processes starting together after a crash
 * cannot both remove it and both start: the slower one finds the faster one's fresh lock and refuses.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const record = JSON.stringify({
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
  } satisfies Holder);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(path, record)) return keep(path, record);
    const found = readHolder(path);
    if (found === null) continue;
    if (held(path, found.holder)) throw new DataDirLocked(dataDir, holderText(found.holder));
    const aside = `${path}.stale-${process.pid}`;
    try {
      renameSync(path, aside);
    } catch (error) {
      if (errno(error) === 'ENOENT') continue;
      throw error;
    }
    const moved = readHolder(aside);
    if (moved !== null && moved.text !== found.text) {
      // Another process replaced the stale lock between our read and our rename: put its lock back.
      try {
        linkSync(aside, path);
      } catch (error) {
        if (errno(error) !== 'EEXIST') throw error;
      }
      unlinkSync(aside);
      throw new DataDirLocked(dataDir, holderText(moved.holder));
    }
    unlinkSync(aside);
  }
  throw new DataDirLocked(dataDir, 'another process (the lock kept changing while this one started)');
}

function keep(path: string, record: string): () => void {
  const touch = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(path, now, now);
    } catch {
      // Gone (someone deleted it by hand): nothing to keep fresh; the release below checks ownership.
    }
  }, TOUCH_EVERY_MS);
  touch.unref();
  return () => {
    clearInterval(touch);
    // Only our own lock: never remove one a later process took after ours was judged stale.
    if (readHolder(path)?.text === record) unlinkSync(path);
  };
}
