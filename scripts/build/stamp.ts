// Whether a build's output is older than its sources: a fingerprint (SHA-256 over every input file's path and
// bytes, in path order) is written beside the output after a successful build, and the build runs again only
// when the fingerprint of the sources now differs. Contents rather than modification times, so that a
// checkout, a branch switch back and forth or a copy that keeps the bytes does not rebuild, and an edit that
// keeps the time does.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface BuildInputs {
  /** Folders and files whose contents make the output, relative to `root`. */
  readonly paths: readonly string[];
  /** Folders under those never read (the output, when it lies inside a source folder). */
  readonly skip?: readonly string[];
}

function filesUnder(root: string, path: string, skip: ReadonlySet<string>, out: string[]): void {
  const full = join(root, path);
  if (skip.has(path) || !existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    out.push(path);
    return;
  }
  for (const name of readdirSync(full)) filesUnder(root, join(path, name), skip, out);
}

/** The fingerprint of the inputs as they are now under `root`. */
export function fingerprint(root: string, inputs: BuildInputs): string {
  const files: string[] = [];
  const skip = new Set((inputs.skip ?? []).map(p => join(p)));
  for (const path of inputs.paths) filesUnder(root, join(path), skip, files);
  const hash = createHash('sha256');
  // Paths with '/' whatever the system, so that a fingerprint means the same everywhere.
  for (const file of [...new Set(files)].sort()) {
    hash.update(relative(root, join(root, file)).split(sep).join('/')).update('\0');
    hash.update(readFileSync(join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

/** The fingerprint stored by the last successful build, or null (never built, or the output was removed). */
export function storedFingerprint(stampFile: string): string | null {
  return existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
}

/** True when the output must be built: no stamp, or one for other sources, or an output that is gone. */
export function isStale(stampFile: string, now: string, output: string): boolean {
  return !existsSync(output) || storedFingerprint(stampFile) !== now;
}

export function writeStamp(stampFile: string, print: string): void {
  writeFileSync(stampFile, `${print}\n`);
}
