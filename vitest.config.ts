import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Property tests and database tests take seconds, not milliseconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
