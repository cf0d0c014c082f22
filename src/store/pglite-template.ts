// A new embedded data folder starts as a copy of a migrated one rather than from PGlite's initdb. initdb runs
// in a second PGlite instance of its own (two WASM heaps at once: most of a first start's ~700 MB and ~4 s of
// its CPU), and the migrations after it take seconds more; copying the files of a folder PGlite left closed
// takes milliseconds and no memory, and the start is then a plain restart. The folder is made by the build
// (`npm run build`, `npm start`'s prestart: scripts/build/pglite-template.ts) into dist/, beside the compiled
// server that reads it, so it is as fresh as that server; a start without it (tsx, tests) falls back to
// initdb. Either way the migrations run after, so a template older than the code only costs what it lacks.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { migrateToLatest } from './migrate.js';
import type { Schema } from './schema.js';

/** Where the build writes the template: dist/pglite-template/ when this file runs compiled from dist/src/store/. */
export const TEMPLATE_DIR = fileURLToPath(new URL('../../pglite-template/', import.meta.url));
const DATA = 'pgdata';
/** Postgres's mark of a data folder: copied last, so a copy cut short is not taken for a database. */
const MARK = 'PG_VERSION';

/**
 * A migrated PGlite data folder as an uncompressed tarball (PGlite's dumpDataDir), made in memory from initdb,
 * or from `from`: the dump of a data folder to migrate instead, which spares initdb's seconds.
 */
export async function dumpMigratedPglite(from?: Blob): Promise<Uint8Array> {
  const pglite = await PGlite.create(from ? { loadDataDir: from } : {});
  const db = new Kysely<Schema>({ dialect: new PGliteDialect(pglite) });
  try {
    await migrateToLatest(db);
    return new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
  } finally {
    await db.destroy();
  }
}

/**
 * Makes the template under `templateDir` (the build): the dump of a migrated database extracted into a data
 * folder by PGlite itself and closed cleanly, so that it is exactly what a restart reads.
 */
export async function writeTemplateFolder(dump: Uint8Array, templateDir: string = TEMPLATE_DIR): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'croupier-template-'));
  try {
    const pglite = await PGlite.create(join(work, DATA), { loadDataDir: new Blob([dump]) });
    await pglite.close();
    rmSync(join(templateDir, DATA), { recursive: true, force: true });
    cpSync(join(work, DATA), join(templateDir, DATA), { recursive: true });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Copies the template into `dataDir` when the folder holds no database yet and a template was built; says
 * whether it did. The caller holds the folder's lock, so two starts never copy into one folder.
 */
export function seedFromTemplate(dataDir: string, templateDir: string = TEMPLATE_DIR): boolean {
  const source = join(templateDir, DATA);
  if (existsSync(join(dataDir, MARK)) || !existsSync(join(source, MARK))) return false;
  cpSync(source, dataDir, { recursive: true, filter: path => path !== join(source, MARK) });
  cpSync(join(source, MARK), join(dataDir, MARK));
  return true;
}
