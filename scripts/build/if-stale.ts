// `npm start`'s build step (prestart): compiles the server into dist/ and builds the web page into web/dist
// only when their sources changed since the last build (stamp.ts), so that a start runs plain `node` on
// compiled JavaScript — no TypeScript transpiled at every start (tsx: ~2 s of CPU and ~60 MB more) and no page
// build when nothing changed. `--force` builds all of them (`npm run build`, the Dockerfile); `--server` only
// the server (the benchmarks and the arena run its compiled scripts: scripts/compiled.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprint, isStale, writeStamp, type BuildInputs } from './stamp.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Target {
  readonly name: string;
  readonly inputs: BuildInputs;
  /** What the build makes; its stamp lies inside, so removing the output forgets the stamp too. */
  readonly output: string;
  readonly command: readonly string[];
}

/** The lockfile is an input of both: another version of a compiler or a library can change the output. */
const TARGETS: readonly Target[] = [
  {
    name: 'the server (dist/)',
    inputs: {
      paths: ['src', 'migrations', 'scripts', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'],
    },
    output: 'dist',
    command: ['npx', 'tsc', '-p', 'tsconfig.build.json'],
  },
  {
    name: 'the web page (web/dist/)',
    // The page reaches src/ only through the client (src/client/), which it bundles.
    inputs: { paths: ['web', 'src/client', 'package-lock.json'], skip: ['web/dist'] },
    output: 'web/dist',
    command: ['npm', 'run', '--silent', 'build:web'],
  },
  {
    // A new DATA_DIR starts as a copy of this (src/store/pglite-template.ts) instead of running initdb.
    name: 'the embedded database template (dist/pglite-template/)',
    inputs: { paths: ['migrations', 'src/store', 'package-lock.json'] },
    output: 'dist/pglite-template',
    command: ['npx', 'tsx', 'scripts/build/pglite-template.ts'],
  },
];

const STAMP = '.build-stamp';

function build(target: Target, force: boolean): void {
  const print = fingerprint(root, target.inputs);
  const output = join(root, target.output);
  const stamp = join(output, STAMP);
  if (!force && !isStale(stamp, print, output)) return;
  console.log(`building ${target.name}: its sources changed since the last build`);
  const run = spawnSync(target.command[0] as string, target.command.slice(1), { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  writeStamp(stamp, print);
}

const force = process.argv.includes('--force');
const wanted = process.argv.includes('--server') ? TARGETS.filter(target => target.output === 'dist') : TARGETS;
for (const target of wanted) build(target, force);
