// An in-process cache of folded games, an optimization only: every use case still reads the log after the
// cached version (inside its transaction), so a cache that is behind, because another process appended, is
// brought up to date and never trusted blindly. Least recently used games are dropped past `capacity`.
import type { AnyGame } from '../engine/index.js';
import type { GameRecord, SeatRecord } from '../store/games.js';
import type { TableState } from './tables/state.js';

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

export class GameCache {
  private readonly entries = new Map<string, LoadedGame>();

  constructor(private readonly capacity = 10_000) {}

  get(id: string): LoadedGame | undefined {
    const found = this.entries.get(id);
    if (found) {
      this.entries.delete(id);
      this.entries.set(id, found);
    }
    return found;
  }

  /** Keeps the newer of what is cached and `loaded`: a slow request never rolls the cache back. */
  put(loaded: LoadedGame): void {
    const id = loaded.record.id;
    const current = this.entries.get(id);
    if (current && current.version > loaded.version) return;
    this.entries.delete(id);
    this.entries.set(id, loaded);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
