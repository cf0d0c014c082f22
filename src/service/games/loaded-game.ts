// What every use case works on: a game folded from its log up to a version, with the records around it.
// Declared here, apart from the cache that keeps such folds, since loading, deciding, presenting and
// streaming all take one.
import type { AnyGame } from '../../engine/index.js';
import type { GameRecord, SeatRecord } from '../../store/games.js';
import type { TableState } from '../tables/state.js';

/** A game folded up to `version`: its immutable record, its seats, and the state after entry `version`. */
export interface LoadedGame {
  readonly record: GameRecord;
  readonly seats: readonly SeatRecord[];
  readonly game: AnyGame;
  readonly version: number;
  readonly state: unknown;
  /** The table around the game: waiting, playing or cancelled, and its rematch (tables/state.ts). */
  readonly table: TableState;
  /** When entry `version` was appended. */
  readonly updatedAt: Date;
}
