// Where the benchmarks find the code they run (scripts/compiled.ts): the compiled twin in the checkout's dist/,
// after that checkout's build step, or the TypeScript itself under tsx (BENCH_TSX=1).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runnable } from '../../scripts/compiled.js';

/** A checkout whose build step only records that it ran, and with which arguments. */
function checkout(): string {
  const root = mkdtempSync(join(tmpdir(), 'croupier-compiled-'));
  writeFileSync(join(root, 'tsconfig.build.json'), '{}');
  mkdirSync(join(root, 'scripts', 'build'), { recursive: true });
  writeFileSync(
    join(root, 'scripts', 'build', 'if-stale.ts'),
    "import { appendFileSync } from 'node:fs';\nappendFileSync('built.txt', process.argv.slice(2).join(' ') + '\\n');\n",
  );
  return root;
}

describe('runnable', () => {
  const tsx = process.env['BENCH_TSX'];
  afterEach(() => {
    if (tsx === undefined) delete process.env['BENCH_TSX'];
    else process.env['BENCH_TSX'] = tsx;
  });

  it('builds the checkout once and runs the dist/ twin of a file, on plain node', () => {
    delete process.env['BENCH_TSX'];
    const root = checkout();
    const first = runnable(join(root, 'scripts', 'bench-server.ts'));
    const second = runnable(join(root, 'src', 'main.ts'));
    expect(first).toEqual({ loader: [], file: join(root, 'dist', 'scripts', 'bench-server.js') });
    expect(second).toEqual({ loader: [], file: join(root, 'dist', 'src', 'main.js') });
    expect(readFileSync(join(root, 'built.txt'), 'utf8')).toBe('--server\n');
  });

  it('runs the TypeScript itself under tsx with BENCH_TSX=1, building nothing', () => {
    process.env['BENCH_TSX'] = '1';
    const root = checkout();
    const path = join(root, 'scripts', 'bench-server.ts');
    expect(runnable(path)).toEqual({ loader: ['--import', 'tsx'], file: path });
    expect(() => readFileSync(join(root, 'built.txt'))).toThrow();
  });

  it('refuses a file outside any checkout', () => {
    delete process.env['BENCH_TSX'];
    expect(() => runnable(join(mkdtempSync(join(tmpdir(), 'croupier-none-')), 'x.ts'))).toThrow(/no checkout/);
  });
});
