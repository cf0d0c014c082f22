// npm start's build decision (scripts/build/stamp.ts): build when the output is missing, was never stamped,
// or its sources' bytes changed; not when only times changed or nothing did.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fingerprint, isStale, writeStamp } from '../../scripts/build/stamp.js';

describe('the build stamp', () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach(root => rmSync(root, { recursive: true, force: true })));

  function project(): { root: string; inputs: { paths: string[]; skip: string[] }; output: string; stamp: string } {
    const root = mkdtempSync(join(tmpdir(), 'croupier-stamp-'));
    roots.push(root);
    mkdirSync(join(root, 'web', 'src'), { recursive: true });
    writeFileSync(join(root, 'web', 'src', 'main.tsx'), 'export const a = 1;\n');
    writeFileSync(join(root, 'web', 'vite.config.ts'), 'export default {};\n');
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}\n');
    const output = join(root, 'web', 'dist');
    return {
      root,
      inputs: { paths: ['web', 'package-lock.json'], skip: ['web/dist'] },
      output,
      stamp: join(output, '.build-stamp'),
    };
  }

  function built(p: ReturnType<typeof project>): void {
    mkdirSync(p.output, { recursive: true });
    writeFileSync(join(p.output, 'index.html'), '<!doctype html>');
    writeStamp(p.stamp, fingerprint(p.root, p.inputs));
  }

  it('builds a page never built, and not again while nothing changed', () => {
    const p = project();
    expect(isStale(p.stamp, fingerprint(p.root, p.inputs), p.output)).toBe(true);
    built(p);
    expect(isStale(p.stamp, fingerprint(p.root, p.inputs), p.output)).toBe(false);
  });

  it('ignores the output itself and the files’ times, but not their bytes, names or the lockfile', () => {
    const p = project();
    built(p);
    writeFileSync(join(p.output, 'index.html'), '<!doctype html><p>rebuilt');
    utimesSync(join(p.root, 'web', 'src', 'main.tsx'), new Date(0), new Date(0));
    expect(isStale(p.stamp, fingerprint(p.root, p.inputs), p.output)).toBe(false);

    writeFileSync(join(p.root, 'web', 'src', 'main.tsx'), 'export const a = 2;\n');
    expect(isStale(p.stamp, fingerprint(p.root, p.inputs), p.output)).toBe(true);
    built(p);
    writeFileSync(join(p.root, 'web', 'src', 'other.tsx'), '');
    expect(isStale(p.stamp, fingerprint(p.root, p.inputs), p.output)).toBe(true);
    built(p);
    writeFileSync(join(p.root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}\n');
    expect(isStale(p.stamp, fingerprint(p.root, p.inputs), p.output)).toBe(true);
  });

  it('builds again when the output was removed, stamp and all, or only its stamp', () => {
    const p = project();
    built(p);
    rmSync(p.stamp);
    expect(isStale(p.stamp, fingerprint(p.root, p.inputs), p.output)).toBe(true);
    built(p);
    rmSync(p.output, { recursive: true });
    expect(isStale(p.stamp, fingerprint(p.root, p.inputs), p.output)).toBe(true);
  });
});
