// Starting a worker thread from a module that may be TypeScript. A compiled server starts the .js file
// itself. Under tsx or vitest the entry is a .ts file, which a bare thread cannot load (neither inherited
// loader flags nor `--import tsx` reach a worker's own entry on Node 20): a one-line bootstrap registers
// tsx's loader in the thread first, then imports the entry.
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * The entry `stem` (e.g. './worker') beside the module at `base` (its import.meta.url), in that module's own
 * language: the .ts file under tsx or vitest, the .js once compiled.
 */
export const entryBeside = (base: string, stem: string): URL =>
  new URL(`${stem}${base.endsWith('.ts') ? '.ts' : '.js'}`, base);

/** A worker running `entry` (a .ts or .js URL). */
export function startThread(entry: URL, options: WorkerOptions = {}): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then(tsx => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}
