// An entry of a game's log, typed by its kind: what a kind carries is in its type, so a use case cannot
// write a move into a table entry, nor a resignation without its seat, and a reader narrows on `kind`.
// Rows (and notifications, store/wakeup-notice.ts) become entries in one function, `entryOf`, which checks
// what the type says; the append (log.ts, service/log/append-entry.ts) writes an entry as it is.
import type { EntryKind, TableKind } from './schema.js';

interface Written {
  readonly facts: readonly unknown[];
  /** The digest of the entry's idempotency key (key-digest.ts); the key itself is not kept. */
  readonly keyDigest: string | null;
}

/** Entry 0: the opening facts, written with the game (store/games.ts). */
interface SetupBody extends Written {
  readonly kind: 'setup';
  readonly seat: null;
  readonly move: null;
}

/** A seat's move, as its game's schema parsed it. */
interface MoveBody extends Written {
  readonly kind: 'move';
  readonly seat: number;
  readonly move: unknown;
}

/** A seat's resignation; or its timeout, the resignation the server appends when its time ran out. */
interface ResignBody extends Written {
  readonly kind: 'resign' | 'timeout';
  readonly seat: number;
  readonly move: null;
}

/** What an undo records in its `move` column: the version whose state the game returns to. */
export interface UndoMove {
  readonly returnsTo: number;
}

/** A seat taking back its own moves of the turn (service/undo): the state is again the one after `returnsTo`. */
interface UndoBody extends Written {
  readonly kind: 'undo';
  readonly seat: number;
  readonly move: UndoMove;
  readonly facts: readonly [];
}

/**
 * The table's entries (service/tables): by the seat that joined, left, cancelled or asked for the rematch;
 * by nobody for the start, nor for a cancellation by the server.
 */
interface TableBody extends Written {
  readonly kind: TableKind;
  readonly seat: number | null;
  readonly move: null;
}

/** What an entry says, by kind: everything but its place (seq) and time, which the append gives it. */
export type EntryBody = SetupBody | MoveBody | ResignBody | UndoBody | TableBody;

export type LogEntry = EntryBody & {
  readonly seq: number;
  readonly createdAt: Date;
};

/** An entry as a row or a notification holds it, before its kind is checked against its fields. */
export interface StoredEntry {
  readonly seq: number;
  readonly kind: EntryKind;
  readonly seat: number | null;
  readonly move: unknown;
  readonly facts: readonly unknown[];
  readonly keyDigest: string | null;
  readonly createdAt: Date;
}

/** The seat of an entry that a seat made; a row without one was written by no append: a bug, not a refusal. */
function seatOf(stored: StoredEntry): number {
  if (stored.seat === null) throw new Error(`entry ${stored.seq} is a ${stored.kind} without a seat`);
  return stored.seat;
}

/** The version an undo returns to; a row without a sound one was written by no append: a bug. */
function undoMoveOf(stored: StoredEntry): UndoMove {
  const move = stored.move as { returnsTo?: unknown } | null;
  const to = move?.returnsTo;
  if (typeof to !== 'number' || !Number.isSafeInteger(to) || to < 0 || to >= stored.seq)
    throw new Error(`entry ${stored.seq} is an undo without the earlier version it returns to`);
  return { returnsTo: to };
}

/** The entry of a stored one, typed by its kind (throws on a kind or a seat that no append writes). */
export function entryOf(stored: StoredEntry): LogEntry {
  const { seq, kind, facts, keyDigest, createdAt } = stored;
  switch (kind) {
    case 'move':
      return { seq, kind, seat: seatOf(stored), move: stored.move, facts, keyDigest, createdAt };
    case 'resign':
    case 'timeout':
      return { seq, kind, seat: seatOf(stored), move: null, facts, keyDigest, createdAt };
    case 'undo':
      return { seq, kind, seat: seatOf(stored), move: undoMoveOf(stored), facts: [], keyDigest, createdAt };
    case 'setup':
      return { seq, kind, seat: null, move: null, facts, keyDigest, createdAt };
    case 'join':
    case 'leave':
    case 'start':
    case 'cancel':
    case 'rematch':
    case 'stand-in':
    case 'vacation':
      return { seq, kind, seat: stored.seat, move: null, facts, keyDigest, createdAt };
    default: {
      const unreachable: never = kind;
      throw new Error(`entry ${seq} is of an unknown kind ${JSON.stringify(unreachable)}`);
    }
  }
}
