import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import SlowestFirst from './tests/support/sequencer.js';

export default defineConfig({
  // The page's components (tests/web) are Preact JSX, as web/vite.config.ts builds them.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // Browser tests run apart (`npm run test:e2e`, vitest.e2e.config.ts).
    exclude: [...configDefaults.exclude, 'tests/e2e/**'],
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
  },
});
