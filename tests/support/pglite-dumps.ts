// The PGlite data folders test databases start from, cached in the temp folder: the base, initdb's folder
// before any migration, as a tarball (loaded in ~0.5 s, where initdb takes 2–3 s), which the migration tests
// migrate from the first; and the template, the base migrated and extracted into a folder that every other
// test's database is a copy of (tests/support/databases.ts). Each one's name carries the key of what made it, so
// one of another PGlite or of other migrations is never read; tests/support/global-setup.ts makes them once per
// `npm test`, and a file run alone makes them when missing. Each use marks its folder or file (its time), and
// making a new one removes the others of its kind unused for STALE_DAYS (a migration changed, PGlite was
// upgraded): ~40 MB each would otherwise pile up in the temp folder, one per change.
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { dumpMigratedPglite, writeTemplateFolder } from '../../src/store/pglite-template.js';
import { installedVersion, migrationsKey } from './migrations-key.js';

/** How long a cached base or template no run used is kept once another of its kind is made. */
export const STALE_DAYS = 7;

/** Removes the entries of `kind` (a name's prefix) in `folder` but `keep` unused for STALE_DAYS. */
export function prune(folder: string, kind: string, keep: string): void {
  const before = Date.now() - STALE_DAYS * 86_400_000;
  for (const name of readdirSync(folder)) {
    if (!name.startsWith(kind) || name === keep) continue;
    const path = join(folder, name);
    try {
      if (statSync(path).mtimeMs < before) rmSync(path, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another run's pruning: nothing to do.
    }
  }
}

/**
 * The file or folder at `path`, written by `write` when missing: under a scratch name, then renamed, so that
 * parallel test files share it and never read half of one. `kind` is the prefix of its name that others of
 * its kind share (pruned when this one is made).
 */
async function cached(path: string, kind: string, write: (scratch: string) => Promise<void>): Promise<string> {
  if (existsSync(path)) {
    try {
      const now = new Date();
      utimesSync(path, now, now);
      return path;
    } catch {
      // Pruned a moment ago by another run (unused for STALE_DAYS): made again below.
    }
  }
  prune(dirname(path), kind, basename(path));
  const scratch = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await write(scratch);
    renameSync(scratch, path);
  } catch (error) {
    // A folder is not renamed over another: one another process made meanwhile serves as well.
    if (!existsSync(path)) throw error;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return path;
}

/** PGlite's release: it decides what initdb writes, and what a dump may be loaded into. */
const pgliteKey = (): string => installedVersion('@electric-sql/pglite');

/** initdb's data folder, no migration run, as a tarball: the same database as a new PGlite's. */
export async function pgliteBase(): Promise<Blob> {
  const kind = 'croupier-pglite-base-';
  const path = await cached(join(tmpdir(), `${kind}${pgliteKey()}.tar`), kind, async scratch => {
    const pglite = await PGlite.create();
    try {
      writeFileSync(scratch, new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    } finally {
      await pglite.close();
    }
  });
  return new Blob([readFileSync(path)]);
}

/**
 * The base migrated to the latest schema and extracted into a folder, as the build makes its template
 * (dumpMigratedPglite, writeTemplateFolder): a test database's folder is a copy of it (seedFromTemplate, the
 * product's start), ~0.2 s where loading a tarball into a folder took ~0.9 s, PGlite writing it file by file
 * through its virtual file system.
 */
export function pgliteTemplateFolder(): Promise<string> {
  const kind = 'croupier-pglite-template-';
  return cached(join(tmpdir(), `${kind}${pgliteKey()}-${migrationsKey()}`), kind, async scratch =>
    writeTemplateFolder(await dumpMigratedPglite(await pgliteBase()), scratch),
  );
}
