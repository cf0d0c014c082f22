// An in-process cache of folded games, an optimization only: every use case still reads the log after the
// cached version (inside its transaction), so a cache that is behind, because another process appended, is
// brought up to date and never trusted blindly. Least recently used games are dropped past either limit:
// a number of games, and an approximate number of bytes, since one game can weigh a thousand times another
// (a custom Monte Carlo board is data in the options, and in the state).
//
// A game is weighed once, when it first enters the cache: the JSON length of its options and of its state
// then, times what a JSON character costs on the heap (measured: scripts/cache-memory.ts, README). Later
// versions keep that weight: a state's size barely changes over a game, and stringifying it on every move
// would cost more than the cache saves.
import type { LoadedGame } from './loaded-game.js';

export interface CacheLimits {
  /** Games kept at most. */
  readonly games: number;
  /** Approximate heap bytes kept at most. */
  readonly bytes: number;
}

export const DEFAULT_CACHE_LIMITS: CacheLimits = { games: 10_000, bytes: 256 * 1024 * 1024 };

/** Heap bytes per character of JSON, and per game whatever its size (record, seats, map entry). */
const BYTES_PER_JSON_CHAR = 2;
const BYTES_PER_GAME = 2_000;

/** The approximate heap cost of keeping `loaded`, from its JSON length (measured once per game). */
export function weigh(loaded: LoadedGame): number {
  const json = (JSON.stringify(loaded.record.options) ?? '').length + (JSON.stringify(loaded.state) ?? '').length;
  return BYTES_PER_GAME + BYTES_PER_JSON_CHAR * json;
}

interface Slot {
  readonly loaded: LoadedGame;
  readonly weight: number;
}

export class GameCache {
  private readonly entries = new Map<string, Slot>();
  private readonly limits: CacheLimits;
  private weight = 0;

  constructor(limits: Partial<CacheLimits> = {}) {
    this.limits = { ...DEFAULT_CACHE_LIMITS, ...limits };
  }

  get(id: string): LoadedGame | undefined {
    const found = this.entries.get(id);
    if (found) {
      this.entries.delete(id);
      this.entries.set(id, found);
    }
    return found?.loaded;
  }

  /**
   * Keeps the newer of what is cached and `loaded`: a slow request never rolls the cache back. Only a game
   * folded from committed entries may be put: an append decides on the cache, and the log's idempotency
   * check relies on every entry it folded being committed (store/log.ts, APPEND).
   */
  put(loaded: LoadedGame): void {
    const id = loaded.record.id;
    const current = this.entries.get(id);
    if (current && current.loaded.version > loaded.version) return;
    const weight = current?.weight ?? weigh(loaded);
    if (current) {
      this.entries.delete(id);
      this.weight -= current.weight;
    }
    this.entries.set(id, { loaded, weight });
    this.weight += weight;
    // Oldest first; a game heavier than the whole budget is not kept either.
    while (this.entries.size > this.limits.games || (this.weight > this.limits.bytes && this.entries.size > 0)) {
      const oldest = this.entries.entries().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value[0]);
      this.weight -= oldest.value[1].weight;
    }
  }

  /** How many games, and about how many bytes, the cache holds. */
  size(): { readonly games: number; readonly bytes: number } {
    return { games: this.entries.size, bytes: this.weight };
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }
}
