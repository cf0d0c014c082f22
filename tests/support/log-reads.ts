// Reads of one game's log (store/log.ts's logReads), whatever else the process reads meanwhile: tests share a
// process (vitest's isolate: false), and other tests' feeds re-check their own games now and then.
import { logReads } from '../../src/store/log.js';

export interface ReadCounter {
  /** Reads of the game's log since the counter was made. */
  readonly count: number;
  stop(): void;
}

export function countReads(gameId: string): ReadCounter {
  let count = 0;
  const observe = (id: string): void => {
    if (id === gameId) count++;
  };
  logReads.observers.add(observe);
  return {
    get count() {
      return count;
    },
    stop: () => logReads.observers.delete(observe),
  };
}
