// A log must be whole and in order before it is replayed: entry i has seq i, from the setup at 0 to the
// game's version. Each way of breaking that gets its own sentence (reordered, missing, truncated, extended).

export interface ExportEntry {
  readonly seq: number;
  readonly kind: string;
  readonly seat: number | null;
  readonly move: unknown;
  readonly facts: readonly unknown[];
  /** An undo's: the version it returns to. */
  readonly returnsTo?: number;
}

/** What is wrong with the order or extent of the entries, or null. */
export function checkLog(entries: readonly ExportEntry[], version: number): string | null {
  if (entries.length === 0) return 'the export holds no entries: it is truncated';
  const first = entries[0] as ExportEntry;
  if (first.seq === 0 && first.kind !== 'setup') return `entry 0 is a ${first.kind}, not the setup`;
  for (const [i, entry] of entries.entries()) {
    if (entry.seq === i) continue;
    if (i === 0 && entry.seq > 0 && entries.every((e, k) => k === 0 || e.seq > entries[k - 1]!.seq))
      return `entry 0 (the setup) is missing: the log starts at seq ${entry.seq}`;
    const seqs = entries.map(e => e.seq);
    const sorted = [...seqs].sort((a, b) => a - b);
    if (sorted.every((seq, k) => seq === k))
      return `the entries are out of order: position ${i} holds seq ${entry.seq} (reordered)`;
    if (new Set(seqs).size !== seqs.length) return `seq ${entry.seq} appears more than once`;
    return `entry ${i} is missing: the log goes from seq ${i - 1} to seq ${entry.seq}`;
  }
  const last = entries.length - 1;
  if (last < version) return `the log ends at seq ${last} but the game is at version ${version}: it is truncated`;
  if (last > version) return `the log goes on to seq ${last} but the game is at version ${version}`;
  return null;
}
