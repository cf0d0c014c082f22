// One event of a game's stream: the entry as the viewer may see it, the game's status after it, and what a
// client following the game needs to act without another request: the viewer's view and, when that seat
// is to act, its legal moves (a bot's loop is "event → POST").
import type { Outcome, Viewer } from '../../engine/index.js';
import type { LogEntry } from '../../store/log.js';
import type { GameStatus } from '../../store/schema.js';
import type { LoadedGame } from '../games/loaded-game.js';
import { ranOutOfTime } from '../clocks/clock.js';
import { clockView, outcomeOf, type ClockView } from '../clocks/view.js';
import { presentEntry, statusOf, toActOf, type SeenEntry } from '../views/game-view.js';
import { legalMovesOf, viewOf } from '../views/seat-view.js';
import { undoOf, type UndoView } from '../undo/check.js';
import { seenAs } from '../views/seen-as.js';

export interface GameEvent {
  readonly version: number;
  readonly status: GameStatus;
  readonly toAct: readonly number[];
  readonly outcome: Outcome | null;
  readonly entry: SeenEntry;
  /** The table as the stream's viewer sees it after the entry. */
  readonly view: unknown;
  /** The clock after the entry (clocks/view.ts); null for a game without one. */
  readonly clock: ClockView | null;
  /** With a seat's token: whether it may take back its last move now (undo/check.ts). */
  readonly undo?: UndoView | null;
  /** With a seat's token, while that seat is to act: its legal moves. */
  readonly legalMoves?: readonly unknown[];
}

export function eventFor(loaded: LoadedGame, entry: LogEntry, viewer: Viewer): GameEvent {
  const { game, state } = loaded;
  // A table waiting for people (or cancelled) has nobody to act: toActOf is empty then.
  const status = statusOf(loaded);
  const outcome = status === 'finished' ? outcomeOf(loaded) : null;
  const toAct = toActOf(loaded);
  const event: GameEvent = {
    version: loaded.version,
    status,
    toAct,
    outcome,
    entry: presentEntry(loaded, entry, viewer, outcome !== null),
    // Until the game starts, a seat's stream shows the spectator's view; the `start` event brings its own.
    view: viewOf(game, state, seenAs(loaded, viewer)),
    clock: clockView(loaded),
    ...(viewer === null ? {} : { undo: undoOf(loaded, viewer) }),
  };
  // A seat a bot plays for its timed-out person is offered no moves: its token is refused (409 time-out).
  return status === 'active' && viewer !== null && toAct.includes(viewer) && !ranOutOfTime(loaded.table.clock, viewer)
    ? { ...event, legalMoves: legalMovesOf(game, state, viewer) }
    : event;
}
