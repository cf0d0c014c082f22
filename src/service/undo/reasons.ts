// The words of an undo's answer, apart from check.ts so that the schemas (views/schemas.ts), which the web
// page's types reach, import nothing of the store.

/** Why an undo is refused: the game is not in play, the seat is not to act, it made no move to take back, or its last move revealed something. */
export const UNDO_REASONS = ['not-in-play', 'not-your-turn', 'nothing-to-undo', 'revealed'] as const;
export type UndoReason = (typeof UNDO_REASONS)[number];

/** What a seat's game says of an undo now: allowed (and to which version), or why not. */
export interface UndoView {
  readonly allowed: boolean;
  readonly returnsTo?: number;
  readonly reason?: UndoReason;
}
