// How deep a document nests, measured without recursion. An export nests about ten levels (entries, a fact,
// a position, its columns, a card); a document nested thousands of levels deep is no export, and comparing
// its values (canonical's JSON.stringify recurses) would overflow the stack: the verifier refuses it first,
// with a sentence, rather than crash with a stack trace.

/** The most levels of arrays and objects an export may nest: far more than any game's facts need. */
export const MAX_EXPORT_DEPTH = 64;

/** True when `value` nests more than `max` levels of arrays and objects (the value itself is level 1). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}
