// The test files that must run in a module graph of their own (vitest.config.ts's `isolated` project): the
// rest share their worker's modules, where a file's `vi.mock` comes too late (the module is already loaded by
// an earlier file, unmocked) and fake timers or a DOM would leak into the files after it.
// tests/isolated-files.test.ts keeps this list complete.

/** Folders whose every test file runs isolated: the page's components, drawn in a DOM. */
export const ISOLATED_DIRS: readonly string[] = ['tests/web/'];

/** Files elsewhere that mock modules or timers. */
export const ISOLATED_FILES: readonly string[] = [
  'tests/service/streams/feed-notice.test.ts',
  'tests/service/streams/feed-retry.test.ts',
  'tests/service/streams/waker.test.ts',
  'tests/http/streams/leaver-seating.test.ts',
  'tests/service/clocks/sweep-fault.test.ts',
  'tests/http/profiles/rating-fairness.test.ts',
  'tests/service/notifications/worker-off.test.ts',
];

/** The same, as vitest's include patterns. */
export const ISOLATED: readonly string[] = [...ISOLATED_DIRS.map(dir => `${dir}**/*.test.{ts,tsx}`), ...ISOLATED_FILES];
