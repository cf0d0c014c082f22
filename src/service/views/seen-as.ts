// Whose hidden information a view of the table may show. The deal is drawn when the table opens
// (games/create.ts), so a creator who saw their own hand while the table waits could cancel it for free and
// open another until dealt a strong one (deal fishing). Until the game has started, every seat therefore
// sees the table as a spectator does; once the last seat is taken and the `start` entry is in, each seat
// sees its own again. A cancelled table never started: it stays public (its seed is revealed anyway).
import type { Viewer } from '../../engine/index.js';
import type { LoadedGame } from '../games/loaded-game.js';

export const seenAs = (loaded: Pick<LoadedGame, 'table'>, viewer: Viewer): Viewer =>
  loaded.table.phase === 'playing' ? viewer : null;
