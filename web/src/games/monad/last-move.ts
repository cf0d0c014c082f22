// What the last move touched, read from its facts (TableProps.last), so that each thing on the table can
// draw itself highlighted: the seat that moved, the columns and Monad stack it took from, the deck, the
// discard pile. Only the facts say what changed; nothing is inferred by comparing views.
import type { LogEntry, MonadFact } from '../../api/types';
import type { Column } from './cards';

export interface Touched {
  readonly seat: number | null;
  /** Columns (and the Monad stack) a card was taken from. */
  readonly took: ReadonlySet<Column | 'monad'>;
  readonly deck: boolean;
  readonly discard: boolean;
}

export const NOTHING_TOUCHED: Touched = { seat: null, took: new Set(), deck: false, discard: false };

/** The entry's facts as Monad's (the page only hands this module Monad entries). */
export const monadFacts = (entry: LogEntry | null): readonly MonadFact[] =>
  entry === null ? [] : (entry.facts as MonadFact[]);

export function touchedBy(entry: LogEntry | null): Touched {
  if (entry === null || entry.kind === 'setup') return NOTHING_TOUCHED;
  const took = new Set<Column | 'monad'>();
  let deck = false;
  let discard = false;
  let seat = entry.seat;
  for (const fact of monadFacts(entry)) {
    switch (fact.type) {
      case 'traded':
      case 'bought':
        took.add(fact.took.set === 'monad' ? 'monad' : (fact.took.set as Column));
        discard ||= fact.gave.some(c => c.set === 'common');
        seat = fact.seat;
        break;
      case 'leapt':
        took.add(fact.took.set as Column);
        discard = true;
        seat = fact.seat;
        break;
      case 'bonus_taken':
        for (const card of fact.cards) if (card.set !== 'common') took.add(card.set);
        deck ||= fact.fromDeck;
        break;
      case 'drew':
      case 'flipped':
        deck = true;
        discard ||= fact.type === 'flipped';
        seat = fact.seat;
        break;
      case 'passed':
      case 'resigned':
        seat = fact.seat;
        break;
      case 'turn_ended':
        seat ??= fact.seat;
        break;
      case 'dealt':
      case 'positioned':
      case 'game_ended':
        break;
      default:
        fact satisfies never;
    }
  }
  return { seat, took, deck, discard };
}
