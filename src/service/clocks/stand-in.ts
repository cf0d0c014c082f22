// A bot stands in (issue 25): at a table created with `onTimeout: "bot"`, a seat whose time runs out in a
// game of 3 or more players is not resigned but played by a built-in bot for the rest of the game, so the
// others play on. The hand-over is a `stand-in` table entry (its fact `stood-in`), dated at the deadline as a
// timeout is; the clock counts it as the seat's timeout (clock.ts: `timedOut`), so the seat's own token is
// refused from then on (moves/act.ts) and its result reads as a loss on time. The seat row keeps its
// person (token, player, name) and gains the bot, in the entry's transaction.
import type { Executor } from '../../store/log.js';
import { handSeatToBot } from '../../store/tables.js';
import type { Deps } from '../deps.js';
import type { LoadedGame } from '../games/loaded-game.js';
import { appendLogEntry } from '../log/append-entry.js';
import { KIND_OF_FACT, type TableFact } from '../tables/state.js';

/** The bots a stand-in is chosen from, best first: one that answers at once (no worker pool needed). */
const STAND_INS = ['heuristic', 'random'] as const;

/** The bot that stands in for a seat that ran out of time in this game, or null: the seat resigns. */
export function standInFor(deps: Deps, loaded: LoadedGame): string | null {
  const clock = loaded.table.clock;
  if (clock?.option.onTimeout !== 'bot' || loaded.record.players < 3) return null;
  return STAND_INS.find(name => deps.bots.get(loaded.record.game, name) !== undefined) ?? null;
}

/** Appends the hand-over of `seat` to `bot`, dated `at`, and returns the game after it, the seat a bot's. */
export async function appendStandIn(
  deps: Deps,
  db: Executor,
  loaded: LoadedGame,
  seat: number,
  bot: string,
  at: Date,
): Promise<LoadedGame> {
  const fact: TableFact = { type: 'stood-in', seat, bot };
  // The seat is the bot's before the entry is folded: its deadline, in the projection, is the bot's (none).
  const handed = { ...loaded, seats: loaded.seats.map(s => (s.seat === seat ? { ...s, bot } : s)) };
  return appendLogEntry(
    deps,
    db,
    handed,
    { kind: KIND_OF_FACT[fact.type], seat, move: null, facts: [fact], keyDigest: null },
    at,
    () => handSeatToBot(db, loaded.record.id, seat, bot),
  );
}
