// A Monad move in words, for the post-game review ("Trade: a red common and a blue common"), from the
// words the move buttons use. It names the move's own cards; it computes nothing about them.
import type { MonadMove, MonadView } from '../../api/types';
import { t, type MessageKey } from '../../i18n/i18n';
import { cardList, colourName, joinWords, setName } from './cards';

const TURN_WORDS: Readonly<Record<'draw' | 'flip' | 'pass' | 'end_turn', MessageKey>> = {
  draw: 'monad.move.draw',
  flip: 'monad.move.flip',
  pass: 'monad.move.pass',
  end_turn: 'monad.move.endTurn',
};

export function describeMove(move: MonadMove, _view?: MonadView): string {
  switch (move.type) {
    case 'trade':
      return t('monad.move.tradeLabelCards', {
        text: move.takeBonus === true ? t('monad.move.tradeBonus') : t('monad.move.trade'),
        cards: cardList(move.cards),
      });
    case 'buy':
      return t('monad.move.buyLabel', {
        target: move.target === 'monad' ? t('monad.aMonad') : t('monad.move.aSet', { set: setName(move.target) }),
        cards: cardList(move.cards),
      });
    case 'leap':
      return t('review.leap', { colours: joinWords(move.commons.map(colourName)) });
    default:
      return t(TURN_WORDS[move.type]);
  }
}
