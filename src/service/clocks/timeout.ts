// A seat whose time ran out times out: the server appends a `timeout` entry holding its game's
// resignation of that seat, dated at the deadline itself (not when it was noticed), so the log replays
// to the same banks whichever process noticed, and when. Noticed by the sweep, by a read, or by a move
// (which finds the deadline passed as a value, and has the timeout appended before it decides again:
// moves/act.ts). Two processes noticing the same deadline both try to append the same next version: the
// log's primary key lets one in, and the other reloads and finds nothing due any more
// (log/retry-lost-race.ts). A waiting table past its expiry (tables/expiry.ts) is noticed the same way.
// At a table with `onTimeout: "bot"` and 3 or more players, a bot stands in instead (stand-in.ts).
import { appendDecision } from '../moves/append-decision.js';
import { continueBots } from '../bots/turns.js';
import type { LoadedGame } from '../games/loaded-game.js';
import type { Deps } from '../deps.js';
import { loadGame } from '../games/load.js';
import { AGAIN, retryLostRace, type Again } from '../log/retry-lost-race.js';
import { appendTableEntry } from '../tables/append.js';
import { expiryDaysOf, isExpired } from '../tables/expiry.js';
import { appendStandIn, standInFor } from './stand-in.js';
import { nextDeadline } from './view.js';

/** Whether some seat's deadline is at or before `now`. */
export const isDue = (loaded: LoadedGame, now: Date): boolean => {
  const due = nextDeadline(loaded);
  return due !== null && due.at.getTime() <= now.getTime();
};

/** Cancels a waiting table past its expiry (tables/expiry.ts), as the first to notice: a read, a join, the sweep. */
async function expire(deps: Deps, loaded: LoadedGame): Promise<Again> {
  const next = await deps.database.db
    .transaction()
    .execute(tx => appendTableEntry(deps, tx, loaded, { type: 'cancelled', seat: null, reason: 'expired' }, null));
  deps.cache.put(next);
  return AGAIN;
}

/** The game after every timeout due now is appended (by this call or a racing one). */
export async function enforceClock(deps: Deps, gameId: string): Promise<LoadedGame> {
  const db = deps.database.db;
  // The first read is the whole of a call when nothing is due, as on most reads of a game.
  const first = await loadGame(deps, db, gameId);
  // Each attempt appends one timeout or sees another writer's entry: a game has few seats, so this is short.
  return retryLostRace(async n => timeOut(deps, n === 1 ? first : await loadGame(deps, db, gameId)), {
    attempts: 2 * first.record.players + 1,
    exhausted: async () => settled(deps, await loadGame(deps, db, gameId)),
  });
}

/** The game when nothing is due in it, its bots due played on in the background. */
function settled(deps: Deps, loaded: LoadedGame): LoadedGame {
  continueBots(deps, loaded);
  return loaded;
}

/** Appends the first timeout due, if any (AGAIN then: another may be due); else the game as it is. */
async function timeOut(deps: Deps, loaded: LoadedGame): Promise<LoadedGame | Again> {
  if (isExpired(loaded, deps.now(), expiryDaysOf(deps))) return expire(deps, loaded);
  const due = nextDeadline(loaded);
  if (!due || due.at.getTime() > deps.now().getTime()) return settled(deps, loaded);
  const db = deps.database.db;
  const { seat } = due;
  const bot = seat === null ? null : standInFor(deps, loaded);
  let next: LoadedGame;
  if (seat === null) {
    // Nobody took the open seats in time: the table is cancelled by the server.
    next = await db
      .transaction()
      .execute(tx => appendTableEntry(deps, tx, loaded, { type: 'cancelled', seat: null }, null));
  } else if (bot !== null) {
    // A table with onTimeout "bot" (3+ players): a bot plays on for the seat (stand-in.ts).
    next = await db.transaction().execute(tx => appendStandIn(deps, tx, loaded, seat, bot, due.at));
  } else {
    const decision = loaded.game.resign(loaded.state, seat);
    if (!decision.ok) return loaded;
    next = await db
      .transaction()
      .execute(tx => appendDecision(deps, tx, loaded, seat, { kind: 'timeout' }, decision.facts, null, due.at));
  }
  deps.cache.put(next);
  return AGAIN;
}
