// The decisions of one seat in a finished game, each as the seat faced it: what a bot at the table would
// have been given (botTurn, as bots/think.ts builds it for the runner) from the state before the move and
// the facts the seat had seen, redacted for it. The review searches from this only, so it never uses what
// the seat could not know (other hands, the deck's order, dice to come).
//
// The seat's log is built once for the whole game, and each decision names how much of it the seat had seen
// (`logLength`): every fact is redacted once rather than once per decision after it, and the log crosses
// to a worker thread once per review, not with every decision (bots/pool.ts).
import { botTurn, type TurnWithoutLog } from '../../bots/turn.js';
import type { AnyGame, GameConfig, Seat } from '../../engine/index.js';
import type { LogEntry } from '../../store/log.js';
import { isTableKind } from '../tables/state.js';
import { withoutUndone } from '../undo/history.js';

export interface Decision {
  /** The entry of the move played. */
  readonly seq: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly turn: TurnWithoutLog<any>;
  readonly played: unknown;
}

export interface SeatDecisions {
  /** Every game fact of the game as the seat saw it (redacted for it), oldest first. */
  readonly log: readonly unknown[];
  readonly decisions: readonly Decision[];
}

/**
 * Every move of `seat` that stands, chosen among two or more legal moves by the seat's person (not by a bot
 * standing in), with what the seat knew then.
 */
export function decisionsOf(
  game: AnyGame,
  config: GameConfig<unknown>,
  entries: readonly Pick<LogEntry, 'seq' | 'kind' | 'seat' | 'move' | 'facts'>[],
  seat: Seat,
  thinkMs: number,
): SeatDecisions {
  let state = game.initial(config);
  const log: unknown[] = [];
  const decisions: Decision[] = [];
  // Once a bot stands in for the seat (its time ran out: clocks/stand-in.ts), its moves are the bot's, not decisions
  // of the person the review is for.
  let stoodIn = false;
  // The game as it stands, as every fold of the log sees it: the moves an undo took back were never decisions.
  for (const entry of withoutUndone(entries)) {
    if (entry.kind === 'stand-in' && entry.seat === seat) stoodIn = true;
    if (isTableKind(entry.kind)) continue;
    if (!stoodIn && entry.kind === 'move' && entry.seat === seat && game.legalMoves(state, seat).length > 1) {
      const { log: _none, ...turn } = botTurn(game, state, seat, [], thinkMs);
      decisions.push({ seq: entry.seq, turn: { ...turn, logLength: log.length }, played: entry.move });
    }
    for (const fact of entry.facts) {
      state = game.evolve(state, fact);
      log.push(game.redact(fact, seat));
    }
  }
  return { log, decisions };
}
