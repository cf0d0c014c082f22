// Bots that think (a search within a budget, `Strategy.thinks`) never think inside a transaction or on the
// event loop: a background step of the bot runner first reads the game and the seat's log, asks the
// strategy (whose catalog entry sends the decision to the worker pool, bots/pool.ts) and only then opens
// a transaction to append the move — if the game is still at the version the bot thought about. Otherwise
// (a person resigned meanwhile, another process played) the step writes nothing and the next one thinks
// again. What the strategy is given is built by `botTurn` from the seat's view, legal moves and redacted
// log, as for every built-in bot.
import { THINK_MS, type AnyStrategy } from '../../bots/strategy.js';
import { botTurn, seenBy } from '../../bots/turn.js';
import type { Seat } from '../../engine/index.js';
import { readEntries, type Executor } from '../../store/log.js';
import { isTableKind } from '../tables/state.js';
import type { LoadedGame } from '../games/loaded-game.js';
import type { Deps } from '../deps.js';
import { botRng } from '../games/rng.js';
import { withoutUndone } from '../undo/history.js';

/** A bot's move, chosen for the game as it stood at `version`. */
export interface Thought {
  readonly version: number;
  readonly seat: Seat;
  readonly bot: string;
  readonly move: unknown;
}

/**
 * Every game fact of the log up to the loaded version, oldest first (the table's own entries left out, and the
 * moves an undo took back: the seat log must agree with the state the bot sees).
 */
export async function gameFacts(db: Executor, loaded: LoadedGame): Promise<unknown[]> {
  const entries = withoutUndone(await readEntries(db, loaded.record.id, -1, loaded.version));
  return entries.flatMap(entry => (isTableKind(entry.kind) ? [] : entry.facts));
}

/** The seat's think budget: as the table set it, else the default. */
export const thinkMsOf = (loaded: LoadedGame, seat: Seat): number =>
  loaded.seats.find(s => s.seat === seat)?.thinkMs ?? THINK_MS.default;

/**
 * Whom a table's bot decisions are for, in the pool's turns: its opener (store/games.ts `openedBy`); a game
 * opened before openers were kept is its own.
 */
export const ownerOf = (loaded: LoadedGame): string => loaded.record.openedBy ?? `game:${loaded.record.id}`;

/** What the strategy of `seat` is given, and its choice (awaited: a thinking strategy runs on the pool). */
export async function chooseFor(
  strategy: AnyStrategy,
  loaded: LoadedGame,
  seat: Seat,
  facts: readonly unknown[],
): Promise<unknown> {
  const { game, state, record } = loaded;
  const turn = botTurn(game, state, seat, seenBy(game, facts, seat), thinkMsOf(loaded, seat));
  const rng = botRng(record.seed, loaded.version + 1);
  return strategy.choose(turn, { rng, now: () => performance.now(), owner: ownerOf(loaded) });
}

/** The move of the thinking bot due in `loaded`, thought out of any transaction; null when none is due. */
export async function thinkAhead(
  deps: Deps,
  loaded: LoadedGame,
  due: { seat: Seat; bot: string } | null,
): Promise<Thought | null> {
  if (due === null) return null;
  const strategy = deps.bots.get(loaded.game.id, due.bot);
  if (!strategy?.thinks) return null;
  const facts = await gameFacts(deps.database.db, loaded);
  const move = await chooseFor(strategy, loaded, due.seat, facts);
  return { version: loaded.version, seat: due.seat, bot: due.bot, move };
}
