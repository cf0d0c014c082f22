// One entry of a game's log, as the store reads it (log.ts) and as an append's notification carries it
// (wakeup-notice.ts).
import type { EntryKind } from './schema.js';

export interface LogEntry {
  readonly seq: number;
  readonly kind: EntryKind;
  readonly seat: number | null;
  readonly move: unknown;
  readonly facts: readonly unknown[];
  /** The digest of the entry's idempotency key (key-digest.ts); the key itself is not kept. */
  readonly keyDigest: string | null;
  readonly createdAt: Date;
}
