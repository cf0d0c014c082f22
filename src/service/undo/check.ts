// Whether a seat may take back its last move now, and if not, why: the answer of POST /games/{id}/undo when
// it is refused (422 `undo-not-allowed`, its `reason` and a sentence naming it), and the `undo` a seat's view
// shows. The rules of the window are in window.ts; this adds the game's and the turn's state around it.
import type { Seat } from '../../engine/index.js';
import type { LoadedGame } from '../games/loaded-game.js';
import { ranOutOfTime } from '../clocks/clock.js';
import { Refusal } from '../refusal.js';
import { statusOf, toActOf } from '../views/status.js';
import { lastPoint } from './window.js';
import type { UndoReason, UndoView } from './reasons.js';

export { UNDO_REASONS, type UndoReason, type UndoView } from './reasons.js';

export type UndoCheck =
  { readonly ok: true; readonly returnsTo: number } | { readonly ok: false; readonly reason: UndoReason };

type Undoable = Pick<LoadedGame, 'game' | 'state' | 'table'>;

export function checkUndo(loaded: Undoable, seat: Seat): UndoCheck {
  if (statusOf(loaded) !== 'active') return { ok: false, reason: 'not-in-play' };
  // A seat a bot plays for its timed-out person (clocks/stand-in.ts) is the bot's to play, not the person's.
  if (!toActOf(loaded).includes(seat) || ranOutOfTime(loaded.table.clock, seat))
    return { ok: false, reason: 'not-your-turn' };
  const window = loaded.table.undo;
  const point = lastPoint(window, seat);
  if (point) return { ok: true, returnsTo: point.version };
  return { ok: false, reason: window?.seat === seat && window.since === 'reveal' ? 'revealed' : 'nothing-to-undo' };
}

/** What a seat's game says of an undo now; null for a spectator. */
export function undoOf(loaded: Undoable, viewer: Seat | null): UndoView | null {
  if (viewer === null) return null;
  const check = checkUndo(loaded, viewer);
  return check.ok ? { allowed: true, returnsTo: check.returnsTo } : { allowed: false, reason: check.reason };
}

const SENTENCES: Readonly<Record<UndoReason, string>> = {
  'not-in-play': 'Game {game} is not being played: there is no move to take back.',
  'not-your-turn': 'It is not your turn: only the seat to act may take back its own moves of the turn.',
  'nothing-to-undo': 'You have made no move this turn that can be taken back.',
  revealed:
    'Your last move revealed something hidden or random (a card, a die…): moves before it can no longer be taken back.',
};

/** The refusal of an undo, its sentence naming why (http/i18n/details.ts says it in French and German). */
export function undoRefusal(gameId: string, reason: UndoReason): Refusal {
  const detail = SENTENCES[reason].replace('{game}', gameId);
  // One literal key per reason: tests/http/problem-sentences.test.ts reads the keys from the source.
  switch (reason) {
    case 'not-in-play':
      return Refusal.of('undo-not-allowed', detail, { reason }).saying('undo-not-allowed/not-in-play', {
        game: gameId,
      });
    case 'not-your-turn':
      return Refusal.of('undo-not-allowed', detail, { reason }).saying('undo-not-allowed/not-your-turn', {
        game: gameId,
      });
    case 'nothing-to-undo':
      return Refusal.of('undo-not-allowed', detail, { reason }).saying('undo-not-allowed/nothing-to-undo', {
        game: gameId,
      });
    case 'revealed':
      return Refusal.of('undo-not-allowed', detail, { reason }).saying('undo-not-allowed/revealed', { game: gameId });
  }
}

/** Throws the refusal when `seat` may not take back a move now; else the version the undo returns to. */
export function requireUndoable(loaded: Undoable & Pick<LoadedGame, 'record'>, seat: Seat): number {
  const check = checkUndo(loaded, seat);
  if (!check.ok) throw undoRefusal(loaded.record.id, check.reason);
  return check.returnsTo;
}
