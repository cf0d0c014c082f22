// The entries that made the game as it stands: the log without the moves an undo took back, nor the undo
// itself. An undo returns to the state after the version it names, and its window holds only the seat's own
// moves since then (undo/window.ts), so the entries taken back are exactly those between the two. For
// whoever reads the facts as a history rather than folding the log: a thinking bot's seat log (bots/think.ts).
interface Entry {
  readonly seq: number;
  readonly kind: string;
  readonly move: unknown;
}

export function withoutUndone<E extends Entry>(entries: readonly E[]): E[] {
  const kept: E[] = [];
  for (const entry of entries) {
    if (entry.kind !== 'undo') {
      kept.push(entry);
      continue;
    }
    const { returnsTo } = entry.move as { readonly returnsTo: number };
    while (kept.length > 0 && (kept.at(-1) as E).seq > returnsTo) kept.pop();
  }
  return kept;
}
