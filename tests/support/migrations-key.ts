// The key of what the migrations make, which names the migrated templates the tests copy: a template made by
// other migrations, or by another Kysely (whose schema builder writes their DDL), is never used. The migrations'
// files are read whole, as the build fingerprints its own template's sources (scripts/build/stamp.ts), so a
// constant or a helper beside a migration's `up` counts as much as `up` itself.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprint } from '../../scripts/build/stamp.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** An installed package's release: the nearest package.json above its entry point that bears its name. */
export function installedVersion(name: string): string {
  for (let dir = dirname(createRequire(import.meta.url).resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const found = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (found.name === name && found.version) return found.version;
  }
  throw new Error(`no package.json names ${name}`);
}

/** A digest of every file of migrations/ (their paths included) and of Kysely's release. */
export function migrationsKey(): string {
  return createHash('sha256')
    .update(`kysely ${installedVersion('kysely')}\n`)
    .update(fingerprint(ROOT, { paths: ['migrations'] }))
    .digest('hex')
    .slice(0, 16);
}
