// A seat whose time ran out times out: the server appends a `timeout` entry holding its game's
// resignation of that seat, dated at the deadline itself (not when it was noticed), so the log replays
// to the same banks whichever process noticed, and when. Noticed by the sweep, by a read, or by a move.
// Two processes noticing the same deadline both try to append the same next version: the log's primary
// key lets one in, and the other reloads and finds nothing due any more.
import { isLostRace } from '../../store/errors.js';
import { appendDecision } from '../moves/append-decision.js';
import { continueBots } from '../bots/turns.js';
import type { LoadedGame } from '../games/loaded-game.js';
import type { Deps } from '../deps.js';
import { loadGame } from '../games/load.js';
import { appendTableEntry } from '../tables/append.js';
import { nextDeadline } from './view.js';

/** Thrown inside a use case's transaction when a deadline passed: the caller enforces it, then decides again. */
export class ClockDue extends Error {
  constructor() {
    super('a deadline passed');
    this.name = 'ClockDue';
  }
}

/** Whether some seat's deadline is at or before `now`. */
export const isDue = (loaded: LoadedGame, now: Date): boolean => {
  const due = nextDeadline(loaded);
  return due !== null && due.at.getTime() <= now.getTime();
};

/** The game after every timeout due now is appended (by this call or a racing one). */
export async function enforceClock(deps: Deps, gameId: string): Promise<LoadedGame> {
  const db = deps.database.db;
  // Each pass appends one timeout or sees another writer's entry: a game has few seats, so this is short.
  for (let pass = 0; ; pass++) {
    const loaded = await loadGame(deps, db, gameId);
    const due = nextDeadline(loaded);
    if (!due || due.at.getTime() > deps.now().getTime() || pass > 2 * loaded.record.players) {
      continueBots(deps, loaded);
      return loaded;
    }
    const { seat } = due;
    try {
      let next: LoadedGame;
      if (seat === null) {
        // Nobody took the open seats in time: the table is cancelled by the server.
        next = await db
          .transaction()
          .execute(tx => appendTableEntry(deps, tx, loaded, { type: 'cancelled', seat: null }, null));
      } else {
        const decision = loaded.game.resign(loaded.state, seat);
        if (!decision.ok) return loaded;
        next = await db
          .transaction()
          .execute(tx => appendDecision(deps, tx, loaded, seat, { kind: 'timeout' }, decision.facts, null, due.at));
      }
      deps.cache.put(next);
    } catch (error) {
      if (!isLostRace(error)) throw error;
    }
  }
}
