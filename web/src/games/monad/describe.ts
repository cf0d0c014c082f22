// One plain sentence per fact of a Monad log (the "recent moves" list and the last-move strip). The switch
// is exhaustive over MonadSeenFact, so a fact added to the server without a sentence fails the typecheck.
import type { MonadFact } from '../../api/types';
import type { SeatNames } from '../contract';
import { cardList, cardName, joinWords } from './cards';

type Took = Extract<MonadFact, { type: 'traded' }>['took'];
const took = (card: Took): string => ('colour' in card ? `the ${cardName(card)}` : 'a Monad');

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

export function describeFact(fact: MonadFact, names: SeatNames): string {
  switch (fact.type) {
    case 'dealt':
      return `The cards were dealt: ${plural(fact.seats.length, 'player')}, ${plural(fact.seats[0]?.handSize ?? 0, 'common')} each.`;
    case 'positioned':
      return `The table was set up from a given position (turn ${fact.position.turn.number}).`;
    case 'traded':
      return `${names(fact.seat)} traded ${cardList(fact.gave)} for ${took(fact.took)}${fact.wild ? ', using a wild card' : ''}.`;
    case 'bonus_taken': {
      const parts = fact.cards.map(c => `the ${cardName(c)}`);
      if (fact.fromDeck)
        parts.push(fact.common === undefined ? 'a common from the deck' : `a ${fact.common} common from the deck`);
      return `${names(fact.seat)} took the bonus: ${joinWords(parts, 'nothing')}.`;
    }
    case 'bought':
      return `${names(fact.seat)} bought ${took(fact.took)} with ${cardList(fact.gave)}.`;
    case 'leapt':
      return `${names(fact.seat)} leapt with ${plural(fact.gave.length, 'common')} (${joinWords(fact.gave)}) to the ${cardName(fact.took)}.`;
    case 'drew':
      return fact.colour === undefined
        ? `${names(fact.seat)} drew a card.`
        : `${names(fact.seat)} drew a ${fact.colour} common.`;
    case 'flipped':
      return `${names(fact.seat)} flipped the discard pile: the deck now holds ${plural(fact.size, 'card')}.`;
    case 'passed':
      return `${names(fact.seat)} passed, showing ${fact.hand.length === 0 ? 'an empty hand' : cardList(fact.hand)}.`;
    case 'turn_ended':
      return `${names(fact.seat)} ended turn ${fact.turn}; ${names(fact.next)} is next.`;
    case 'resigned':
      return `${names(fact.seat)} resigned.`;
    case 'game_ended':
      return `The game is over (${endReason(fact.reason)}): ${fact.winners.length === 0 ? 'nobody wins' : `${joinWords(fact.winners.map(names))} win${fact.winners.length === 1 ? 's' : ''}`}.`;
    default:
      return fact satisfies never;
  }
}

export function endReason(reason: string): string {
  switch (reason) {
    case 'won':
      return 'enough Monads';
    case 'blocked':
      return 'every player passed in turn';
    case 'max-turns':
      return 'the turn limit was reached';
    case 'resigned':
      return 'a resignation';
    case 'timeout':
      return 'a player ran out of time';
    default:
      return reason;
  }
}
