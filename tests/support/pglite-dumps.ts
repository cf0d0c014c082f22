// The PGlite data folders test databases start from, cached in the temp folder: starting PGlite from a dump
// takes ~0.5 s, where initdb takes 2–3 s. The base is initdb's folder before any migration (the migration tests
// run the migrations on it from the first); the template is the base migrated, as a tarball and extracted into a
// folder that every other test's database is a copy of (tests/support/databases.ts). Each one's name carries the
// key of what made it, so a dump of another PGlite or of other migrations is never read;
// tests/support/global-setup.ts makes them once per `npm test`, and a file run alone makes them when missing.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { dumpMigratedPglite, writeTemplateFolder } from '../../src/store/pglite-template.js';
import { installedVersion, migrationsKey } from './migrations-key.js';

/**
 * The file or folder at `path`, written by `write` when missing: under a scratch name, then renamed, so that
 * parallel test files share it and never read half of one.
 */
async function cached(path: string, write: (scratch: string) => Promise<void>): Promise<string> {
  if (existsSync(path)) return path;
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

/** The dump named `file` in the temp folder, made by `make` when missing. */
async function cachedDump(file: string, make: () => Promise<Uint8Array>): Promise<Blob> {
  const path = await cached(join(tmpdir(), file), async scratch => writeFileSync(scratch, await make()));
  return new Blob([readFileSync(path)]);
}

/** PGlite's release: it decides what initdb writes, and what a dump may be loaded into. */
const pgliteKey = (): string => installedVersion('@electric-sql/pglite');

/** initdb's data folder, no migration run: the same database as a new PGlite's. */
export function pgliteBase(): Promise<Blob> {
  return cachedDump(`croupier-pglite-base-${pgliteKey()}.tar`, async () => {
    const pglite = await PGlite.create();
    try {
      return new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
    } finally {
      await pglite.close();
    }
  });
}

/** The base migrated to the latest schema. */
export function pgliteTemplate(): Promise<Blob> {
  return cachedDump(`croupier-pglite-template-${pgliteKey()}-${migrationsKey()}.tar`, async () =>
    dumpMigratedPglite(await pgliteBase()),
  );
}

/**
 * The template extracted into a folder, as the build extracts its own: a test database's folder is a copy of
 * it (seedFromTemplate, the product's start), ~0.2 s where loading the tarball into a folder took ~0.9 s, PGlite
 * writing it file by file through its virtual file system.
 */
export function pgliteTemplateFolder(): Promise<string> {
  return cached(join(tmpdir(), `croupier-pglite-template-${pgliteKey()}-${migrationsKey()}`), async scratch =>
    writeTemplateFolder(new Uint8Array(await (await pgliteTemplate()).arrayBuffer()), scratch),
  );
}
