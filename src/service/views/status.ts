// The status of a game and the seats to act, as everyone sees them: from the table's phase and the rules.
// Apart from game-view.ts so that what sits below the views (undo/check.ts) can ask them too.
import type { GameStatus } from '../../store/schema.js';
import type { LoadedGame } from '../games/loaded-game.js';

/** The status of the table and its game: waiting for people, active, finished, cancelled. */
export function statusOf(loaded: Pick<LoadedGame, 'game' | 'state' | 'table'>): GameStatus {
  switch (loaded.table.phase) {
    case 'waiting':
      return 'waiting';
    case 'cancelled':
      return 'cancelled';
    case 'playing':
      return loaded.game.outcome(loaded.state) === null ? 'active' : 'finished';
    default: {
      const unreachable: never = loaded.table.phase;
      throw new Error(`unknown phase ${String(unreachable)}`);
    }
  }
}

/** The seats to act: nobody while the table waits for people or after it was cancelled. */
export function toActOf(loaded: Pick<LoadedGame, 'game' | 'state' | 'table'>): number[] {
  return loaded.table.phase === 'playing' ? [...loaded.game.toAct(loaded.state)] : [];
}
