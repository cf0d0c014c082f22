// Writes the migrated embedded database that a new DATA_DIR starts as (src/store/pglite-template.ts) into
// dist/pglite-template/. Run by scripts/build/if-stale.ts.
import { fileURLToPath } from 'node:url';
import { dumpMigratedPglite, writeTemplateFolder } from '../../src/store/pglite-template.js';

await writeTemplateFolder(
  await dumpMigratedPglite(),
  fileURLToPath(new URL('../../dist/pglite-template/', import.meta.url)),
);
