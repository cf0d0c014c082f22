// One plain sentence per fact of a Monad log (the "recent moves" list and the last-move strip), in the
// page's language. The switch is exhaustive over MonadSeenFact, so a fact added to the server without a
// sentence fails the typecheck.
import type { MonadFact } from '../../api/types';
import { t, type MessageKey } from '../../i18n/i18n';
import type { FactCause, SeatNames } from '../contract';
import { cardList, colourName, joinWords, theCard } from './cards';

type Took = Extract<MonadFact, { type: 'traded' }>['took'];
const took = (card: Took): string => ('colour' in card ? theCard(card) : t('monad.aMonad'));

export function describeFact(fact: MonadFact, names: SeatNames, _view?: unknown, cause?: FactCause): string {
  // A timeout entry holds the game's resignation of the seat: it reads as a loss on time.
  const why = (reason: string): string => (cause === 'timeout' && reason === 'resigned' ? 'timeout' : reason);
  switch (fact.type) {
    case 'dealt':
      return t('monad.fact.dealt', { players: fact.seats.length, commons: fact.seats[0]?.handSize ?? 0 });
    case 'positioned':
      return t('monad.fact.positioned', { turn: fact.position.turn.number });
    case 'traded':
      return t(fact.wild ? 'monad.fact.tradedWild' : 'monad.fact.traded', {
        name: names(fact.seat),
        gave: cardList(fact.gave),
        took: took(fact.took),
      });
    case 'bonus_taken': {
      const parts = fact.cards.map(theCard);
      if (fact.fromDeck)
        parts.push(
          fact.common === undefined
            ? t('monad.fact.commonFromDeck')
            : t('monad.fact.colourFromDeck', { colour: fact.common, colourName: colourName(fact.common) }),
        );
      return t('monad.fact.bonus', { name: names(fact.seat), cards: joinWords(parts, t('monad.nothing')) });
    }
    case 'bought':
      return t('monad.fact.bought', { name: names(fact.seat), took: took(fact.took), gave: cardList(fact.gave) });
    case 'leapt':
      return t('monad.fact.leapt', {
        name: names(fact.seat),
        n: fact.gave.length,
        colours: joinWords(fact.gave.map(colourName)),
        took: theCard(fact.took),
      });
    case 'drew':
      return fact.colour === undefined
        ? t('monad.fact.drewHidden', { name: names(fact.seat) })
        : t('monad.fact.drew', { name: names(fact.seat), colour: fact.colour, colourName: colourName(fact.colour) });
    case 'flipped':
      return t('monad.fact.flipped', { name: names(fact.seat), size: fact.size });
    case 'passed':
      return fact.hand.length === 0
        ? t('monad.fact.passedEmpty', { name: names(fact.seat) })
        : t('monad.fact.passed', { name: names(fact.seat), hand: cardList(fact.hand) });
    case 'turn_ended':
      return t('monad.fact.turnEnded', { name: names(fact.seat), turn: fact.turn, next: names(fact.next) });
    case 'resigned':
      return t(cause === 'timeout' ? 'monad.fact.outOnTime' : 'monad.fact.resigned', { name: names(fact.seat) });
    case 'game_ended':
      return fact.winners.length === 0
        ? t('monad.fact.endedNobody', { reason: endReason(why(fact.reason)) })
        : t('monad.fact.ended', {
            reason: endReason(why(fact.reason)),
            winners: joinWords(fact.winners.map(names)),
            n: fact.winners.length,
          });
    default:
      return fact satisfies never;
  }
}

const REASONS: Readonly<Record<string, MessageKey>> = {
  won: 'monad.reason.won',
  blocked: 'monad.reason.blocked',
  'max-turns': 'monad.reason.maxTurns',
  resigned: 'monad.reason.resigned',
  timeout: 'monad.reason.timeout',
};

export function endReason(reason: string): string {
  const key = REASONS[reason];
  return key === undefined ? reason : t(key);
}
