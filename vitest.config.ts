import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { ISOLATED } from './tests/support/isolated-files.js';
import { POSTGRES_ONLY_FILES } from './tests/support/postgres-only-files.js';
import SlowestFirst from './tests/support/sequencer.js';

const TESTS = ['tests/**/*.test.{ts,tsx}'];
/** Files with nothing to run without the Postgres server (tests/support/postgres-only-files.ts). */
const NEEDS_POSTGRES = process.env['DATABASE_URL'] ? [] : POSTGRES_ONLY_FILES;

export default defineConfig({
  // The page's components (tests/web) are Preact JSX, as web/vite.config.ts builds them.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    // Property tests and database tests take seconds, not milliseconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Most files wait on a database or an HTTP round trip rather than keep a core busy: one worker more than
    // the cores (vitest's default, one fewer, ran the files nearly one at a time on a 2-core machine).
    maxWorkers: availableParallelism() + 1,
    // The migrated database templates, made once before any file (each file then copies one).
    globalSetup: ['tests/support/global-setup.ts'],
    // The slowest files first, also on a clean clone where vitest has no durations cached.
    sequence: { sequencer: SlowestFirst },
    // Most files share their worker's modules (isolate: false): importing the server's module graph again for
    // every file took ~15 % of the suite's time. The files of tests/support/isolated-files.ts stay isolated:
    // they mock modules or timers, or draw the page in a DOM, and must not leak that into the files after them.
    projects: [
      {
        extends: true,
        // Browser tests run apart (`npm run test:e2e`, vitest.e2e.config.ts).
        test: {
          name: 'shared',
          include: TESTS,
          exclude: [...configDefaults.exclude, 'tests/e2e/**', ...ISOLATED, ...NEEDS_POSTGRES],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: [...ISOLATED] } },
    ],
  },
});
