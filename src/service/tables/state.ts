// The table around a game, folded from the table's own log entries (join, leave, start, cancel, rematch),
// which the game's rules never see. A game created with free seats is `waiting` until its `start` entry;
// a classic game (all seats handed out at creation) starts `playing`. Who sits where is kept in `seats`
// (tokens and keys are hashes there); the entries say when it changed, for the log and the streams.
import type { GameRecord } from '../../store/games.js';
import { initialClock, type ClockState } from '../clocks/clock.js';
import type { UndoWindow } from '../undo/window.js';
import { TABLE_KINDS, type EntryKind, type TableKind } from '../../store/schema.js';
import type { TableFact } from '../views/schemas.js';

export type Phase = 'waiting' | 'playing' | 'cancelled';

export interface TableState {
  readonly phase: Phase;
  /** The game a rematch of this one was opened as. */
  readonly rematch: string | null;
  /** Cancelled by its expiry (tables/expiry.ts); absent from snapshots written before expiry existed. */
  readonly expired?: boolean;
  /**
   * The game's clock (service/clocks), kept with the table so that snapshots hold it; null without a clock
   * (and absent from snapshots written before clocks existed).
   */
  readonly clock?: ClockState | null;
  /** The moves the seat to act may take back (undo/window.ts), kept here for the same reason; absent when none. */
  readonly undo?: UndoWindow;
  /**
   * The seats that made a move of their own, in the order of their first: a bot playing on for a seat whose
   * time ran out moves for it, not as it. A game a person left without one is not rated (ratings/participants.ts).
   * Absent from snapshots written before it was kept: unknown then, and every seat counts as having moved.
   */
  readonly moved?: readonly number[];
}

/** What a table entry records, as stored in the entry's `facts` (one) and shown in the log (views/schemas.ts). */
export type { TableFact };

export const KIND_OF_FACT: Record<TableFact['type'], TableKind> = {
  joined: 'join',
  left: 'leave',
  started: 'start',
  cancelled: 'cancel',
  rematch: 'rematch',
  'stood-in': 'stand-in',
  vacation: 'vacation',
};

export const isTableKind = (kind: EntryKind): kind is TableKind => (TABLE_KINDS as readonly EntryKind[]).includes(kind);

export function initialTable(record: GameRecord): TableState {
  const clock = record.clock ? initialClock(record.clock, record.players, record.createdAt) : null;
  return { phase: record.table?.waiting === true ? 'waiting' : 'playing', rematch: null, clock, moved: [] };
}

/** The table after a `move` entry of `seat`: the seat has moved, unless a bot plays for it since its time ran out. */
export function afterMove(table: TableState, seat: number | null): TableState {
  const { moved } = table;
  if (moved === undefined || seat === null || moved.includes(seat) || table.clock?.timedOut.includes(seat))
    return table;
  return { ...table, moved: [...moved, seat] };
}

/** A table whose moves before it are not known (a snapshot written without its table): see `moved`. */
export function movesUnknown(table: TableState): TableState {
  const { moved: _unknown, ...rest } = table;
  return rest;
}

export function evolveTable(table: TableState, fact: TableFact): TableState {
  switch (fact.type) {
    case 'joined':
    case 'left':
      return table;
    case 'started':
      return { ...table, phase: 'playing' };
    case 'cancelled':
      return { ...table, phase: 'cancelled', ...(fact.reason === 'expired' ? { expired: true } : {}) };
    case 'rematch':
      return { ...table, rematch: fact.game };
    case 'stood-in':
    case 'vacation':
      // Both are the clock's (clocks/clock.ts, which sees the entry): the seat rows say who plays a seat.
      return table;
    default: {
      const unreachable: never = fact;
      throw new Error(`unknown table fact ${JSON.stringify(unreachable)}`);
    }
  }
}
