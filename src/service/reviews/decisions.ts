// The decisions of one seat in a finished game, each as the seat faced it: the BotTurn a bot at the table
// would have been given (botTurn and seenBy, as bots/think.ts builds it for the runner) from the state
// before the move and the facts the seat had seen, redacted for it. The review searches from this only,
// so it never uses what the seat could not know (other hands, the deck's order, dice to come).
import type { BotTurn } from '../../bots/strategy.js';
import { botTurn, seenBy } from '../../bots/turn.js';
import type { AnyGame, GameConfig, Seat } from '../../engine/index.js';
import type { LogEntry } from '../../store/log.js';
import { isTableKind } from '../tables/state.js';

export interface Decision {
  /** The entry of the move played. */
  readonly seq: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly turn: BotTurn<any>;
  readonly played: unknown;
}

/** Every move of `seat` chosen among two or more legal moves, with what the seat knew then. */
export function decisionsOf(
  game: AnyGame,
  config: GameConfig<unknown>,
  entries: readonly Pick<LogEntry, 'seq' | 'kind' | 'seat' | 'move' | 'facts'>[],
  seat: Seat,
  thinkMs: number,
): Decision[] {
  let state = game.initial(config);
  const facts: unknown[] = [];
  const decisions: Decision[] = [];
  for (const entry of entries) {
    if (isTableKind(entry.kind)) continue;
    if (entry.kind === 'move' && entry.seat === seat && game.legalMoves(state, seat).length > 1) {
      decisions.push({
        seq: entry.seq,
        turn: botTurn(game, state, seat, seenBy(game, facts, seat), thinkMs),
        played: entry.move,
      });
    }
    for (const fact of entry.facts) state = game.evolve(state, fact);
    facts.push(...entry.facts);
  }
  return decisions;
}
