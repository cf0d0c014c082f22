// The undo window (issue 21, Board Game Arena's policy): the seat to act may take back its own moves of the
// current turn, one at a time, back to the last point where something hidden or random was revealed (the
// game's `reveals`), and only while nobody else has acted. The window is folded from the log like the clock,
// and kept with the table (tables/state.ts) so that the cache and the snapshots hold it: it lists the states
// the seat may return to, so an `undo` entry folds to the state after the version it names without reading
// the log again. It is short (the moves of one turn since its last reveal) and empties at every entry that
// ends it: another seat's entry, a resignation, a timeout, a table entry, or a move after which its seat is
// not the only one to act (its turn ended, or someone else must answer). A vacation is the exception: another
// player pausing their clock (players/vacation.ts) changes nothing on the table, so it ends nobody's turn.
import type { Seat } from '../../engine/index.js';

/** A state the seat may return to: the one after entry `version`, before its next move. */
export interface UndoPoint {
  readonly version: number;
  readonly state: unknown;
}

export interface UndoWindow {
  /** The seat whose turn it is, and whose moves these are. */
  readonly seat: Seat;
  /** The states before each of its moves that may be taken back, oldest first. */
  readonly points: readonly UndoPoint[];
  /** What lies before the first point: the start of the turn, or a move that revealed something. */
  readonly since: 'turn' | 'reveal';
}

/** An entry as the window needs it: its kind, its seat, its facts, and for an undo the version it returns to. */
export interface WindowEntry {
  readonly kind: string;
  readonly seat: Seat | null;
  readonly facts: readonly unknown[];
}

const onlyToAct = (toAct: readonly Seat[], seat: Seat): boolean => toAct.length === 1 && toAct[0] === seat;

/**
 * The window after a seat's `move` entry, folded from the state `before` it (after entry `version`);
 * `toAct` are the seats to act after it. Any other entry but an undo or a vacation empties the window (`null`).
 */
export function windowAfter(
  window: UndoWindow | null,
  entry: WindowEntry,
  before: UndoPoint,
  toAct: readonly Seat[],
  reveals: (fact: unknown) => boolean,
): UndoWindow | null {
  if (entry.kind === 'vacation') return window;
  if (entry.kind !== 'move' || entry.seat === null || !onlyToAct(toAct, entry.seat)) return null;
  const seat = entry.seat;
  if (entry.facts.some(reveals)) return { seat, points: [], since: 'reveal' };
  const current = window?.seat === seat ? window : { seat, points: [], since: 'turn' as const };
  return { ...current, points: [...current.points, before] };
}

/** The window after an undo to `returnsTo`: the points before it stay, for further undos. */
export const windowAfterUndo = (window: UndoWindow, returnsTo: number): UndoWindow => ({
  ...window,
  points: window.points.filter(p => p.version < returnsTo),
});

/** The point an undo by `seat` returns to now, if there is one: its last move's. */
export function lastPoint(window: UndoWindow | null | undefined, seat: Seat): UndoPoint | null {
  if (!window || window.seat !== seat) return null;
  return window.points.at(-1) ?? null;
}

/** The point an undo entry names, which the window must hold (an append checked it): else the log is corrupt. */
export function pointOf(window: UndoWindow | null | undefined, returnsTo: number, seq: number): UndoPoint {
  const point = window?.points.find(p => p.version === returnsTo);
  if (!point) throw new Error(`entry ${seq} undoes to version ${returnsTo}, which is not in the turn's undo window`);
  return point;
}
