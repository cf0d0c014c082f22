// Turn boundaries (C2, C20, C21): the end of a turn hands the die to the next seat still playing, or
// ends the game after the last allowed turn (`maxTurns`, ranked like C21).
import type { Draft } from './draft.js';
import { nextActiveSeat } from './pawns.js';

export function endTurn(draft: Draft): void {
  const { seat, number } = draft.state.turn;
  draft.emit({ type: 'turn_ended', seat });
  const { maxTurns } = draft.state;
  if (maxTurns !== null && number >= maxTurns) {
    draft.emit({ type: 'game_ended', reason: 'max-turns', winner: null });
    return;
  }
  draft.emit({ type: 'turn_started', seat: nextActiveSeat(draft.state, seat), turn: number + 1 });
}
