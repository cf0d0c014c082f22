// The PGlite data folders test databases start from, as tarballs cached in the temp folder: starting PGlite
// from one takes ~0.5 s, where initdb takes 2–3 s. The base is initdb's folder before any migration (the
// migration tests run the migrations on it from the first); the template is the base migrated (every other
// test's database, tests/support/databases.ts). Each file's name carries the key of what made it, so a dump
// of another PGlite or of other migrations is never read; tests/support/global-setup.ts makes both once per
// `npm test`, and a file run alone makes them when missing.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { dumpMigratedPglite } from '../../src/store/pglite-template.js';
import { installedVersion, migrationsKey } from './migrations-key.js';

/**
 * The dump named `file`, made by `make` when missing: written under a scratch name and renamed, so parallel
 * test files share it and never read half of one.
 */
async function cachedDump(file: string, make: () => Promise<Uint8Array>): Promise<Blob> {
  const path = join(tmpdir(), file);
  if (!existsSync(path)) {
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    try {
      writeFileSync(partial, await make());
      renameSync(partial, path);
    } finally {
      rmSync(partial, { force: true });
    }
  }
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
