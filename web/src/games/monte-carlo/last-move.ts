// What the last log entry touched, read from its facts, so the board can light it up: the pawns that
// moved and the squares they left and reached, a drawn card, a rolled die, thrown poker dice and the
// seats whose money changed. Facts that change nothing visible add nothing.
import type { LogEntry, MonteCarloFact } from '../../api/types';

export interface Touched {
  readonly pawns: ReadonlySet<number>;
  readonly squares: ReadonlySet<number>;
  readonly seats: ReadonlySet<number>;
  readonly bank: boolean;
  readonly card: boolean;
  readonly die: boolean;
  /** Poker dice thrown in the entry, by thrower. */
  readonly dice: ReadonlyMap<number, readonly number[]>;
}

export const NOTHING: Touched = {
  pawns: new Set(),
  squares: new Set(),
  seats: new Set(),
  bank: false,
  card: false,
  die: false,
  dice: new Map(),
};

/** The facts of one of this game's entries (the log's type is the union of every game's facts). */
export const factsOf = (entry: LogEntry): readonly MonteCarloFact[] => entry.facts as readonly MonteCarloFact[];

export function touched(last: LogEntry | null): Touched {
  if (last === null) return NOTHING;
  const pawns = new Set<number>();
  const squares = new Set<number>();
  const seats = new Set<number>();
  const dice = new Map<number, number[]>();
  let bank = false;
  let card = false;
  let die = false;
  for (const fact of factsOf(last)) {
    switch (fact.type) {
      case 'pawn_moved':
      case 'pawn_sent_back':
        pawns.add(fact.pawn);
        squares.add(fact.from).add(fact.to);
        break;
      case 'pawn_raised':
        pawns.add(fact.pawn);
        squares.add(fact.square);
        break;
      case 'transfer':
        for (const party of [fact.from, fact.to]) {
          if (party === 'bank') bank = true;
          else seats.add(party);
        }
        break;
      case 'excess_returned':
        seats.add(fact.seat);
        bank = true;
        break;
      case 'card_drawn':
        card = true;
        break;
      case 'die_rolled':
        die = true;
        break;
      case 'dice_thrown':
        dice.set(fact.seat, [...(dice.get(fact.seat) ?? []), ...fact.dice]);
        break;
      default:
        break;
    }
  }
  return { pawns, squares, seats, bank, card, die, dice };
}
