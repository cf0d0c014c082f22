// Where a benchmark finds the code it runs: compiled, as `npm start` runs the server (dist/, plain node), unless
// BENCH_TSX=1. Under tsx, esbuild keeps functions' names (`keepNames`) by redefining `name` on every function as
// it is made: each closure gets a dictionary of properties (~256 bytes) and costs a defineProperty to create.
// A server under tsx held ~6 kB more per idle stream and ran the rules ~15 % slower than the one people run, so
// figures taken under tsx were not the product's.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const underTsx = (): boolean => process.env['BENCH_TSX'] === '1';

const built = new Set<string>();

/** Builds the server of the checkout at `root` (its build step: only when its sources changed). */
function build(root: string): void {
  if (built.has(root)) return;
  const step = join(root, 'scripts', 'build', 'if-stale.ts');
  // `--server`: the page and the database template are not needed to run scripts (older checkouts build all).
  // This checkout's tsx, resolved from here: another checkout (BENCH_AGAINST) may have none installed.
  const tsx = import.meta.resolve('tsx');
  const run = spawnSync(process.execPath, ['--import', tsx, step, '--server'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`the build of ${root} failed (${run.status})`);
  built.add(root);
}

/**
 * How to run the TypeScript file at `path` (in `src/`, `scripts/`… of a checkout): node's arguments before it
 * and the file to run. Compiled, the checkout is built first and its `dist/` twin is run; under tsx, the file itself.
 */
export function runnable(path: string): { readonly loader: readonly string[]; readonly file: string } {
  if (underTsx()) return { loader: ['--import', 'tsx'], file: path };
  let root = dirname(path);
  while (!existsSync(join(root, 'tsconfig.build.json'))) {
    const up = dirname(root);
    if (up === root) throw new Error(`${path} is in no checkout (no tsconfig.build.json above it)`);
    root = up;
  }
  build(root);
  return { loader: [], file: join(root, 'dist', relative(root, path)).replace(/\.ts$/, '.js') };
}
