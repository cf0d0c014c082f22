// Files the server ships beside its code (the rule books, the built web page) are found by walking up from
// the module that needs them, so the same code finds them from src/ (tsx) and from dist/src/ (the image).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** `relative` under the nearest ancestor of `from` (itself included) where `accept` holds; null at the root. */
export function findUp(from: string, relative: string, accept: (path: string) => boolean = existsSync): string | null {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, relative);
    if (accept(candidate)) return candidate;
    if (dirname(dir) === dir) return null;
  }
}
