// What a built-in bot is given, built in one place for the arena, the server and the fair-bot property tests:
// the seat's view, its legal moves and its log — every fact redacted for that seat — never the state.
import type { Game, GameTypes, Seat } from '../engine/index.js';
import type { BotTurn } from './strategy.js';

/** The facts as `seat` saw them. */
export const seenBy = <T extends GameTypes>(game: Game<T>, facts: readonly T['fact'][], seat: Seat): T['seenFact'][] =>
  facts.map(fact => game.redact(fact, seat));

/** A bot's decision input for `seat` in `state`, given the seat's log so far (`seenBy`, kept up to date by the caller). */
export function botTurn<T extends GameTypes>(
  game: Game<T>,
  state: T['state'],
  seat: Seat,
  log: readonly T['seenFact'][],
  thinkMs: number,
): BotTurn<T> {
  return { seat, view: game.view(state, seat), legal: game.legalMoves(state, seat), log, thinkMs };
}

/**
 * A BotTurn whose log is the first `logLength` facts of a longer log held elsewhere: the decisions of a
 * post-game review share the seat's log of the whole game, which crosses to a worker thread once.
 */
export type TurnWithoutLog<T extends GameTypes> = Omit<BotTurn<T>, 'log'> & { readonly logLength: number };

/** The BotTurn of `turn`, its log the part of the seat's `log` seen by then. */
export function turnOf<T extends GameTypes>(log: readonly T['seenFact'][], turn: TurnWithoutLog<T>): BotTurn<T> {
  const { logLength, ...rest } = turn;
  return { ...rest, log: log.slice(0, logLength) };
}
