// A test file that mocks a module or the timers must run isolated (tests/support/isolated-files.ts): in the
// shared module graph its `vi.mock` silently does nothing when an earlier file loaded the module first, and
// the test then passes alone and fails (or, worse, passes for the wrong reason) in the whole suite.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_DIRS, ISOLATED_FILES } from './support/isolated-files.js';

const ROOT = join(import.meta.dirname, '..');
const MOCKS = /\bvi\.(mock|doMock|useFakeTimers)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

describe('the isolated test files', () => {
  const files = testFiles(join(ROOT, 'tests')).filter(f => !f.startsWith('tests/e2e/'));
  const isolated = (file: string) => ISOLATED_DIRS.some(dir => file.startsWith(dir)) || ISOLATED_FILES.includes(file);

  it('include every file that mocks a module or the timers', () => {
    const mocking = files.filter(f => MOCKS.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter(f => !isolated(f))).toEqual([]);
  });

  it('name only files that exist', () => {
    expect(ISOLATED_FILES.filter(f => !files.includes(f))).toEqual([]);
  });
});
