import { defineConfig } from 'vitest/config';

// Browser tests (`npm run test:e2e`): apart from `npm test`, since they need Chromium at /usr/bin/chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Each file waits mostly on its browser and its server: two at once keep both cores busy (one, vitest's
    // default on two cores, left one idle).
    maxWorkers: 2,
  },
});
