// The viewer's own hand, face up and sorted as the server sends it (by set, then colour). Other hands are
// secret: a spectator gets no hand at all and sees only each seat's hand size (SeatPanel).
import type { MonadCard } from '../../api/types';
import { t } from '../../i18n/i18n';
import { Card } from './card';
import { VALUE } from './cards';

export function Hand({ cards }: { readonly cards: readonly MonadCard[] }) {
  const points = cards.reduce((sum, c) => sum + VALUE[c.set], 0);
  return (
    <section class="mhand" aria-label={t('monad.hand.label', { n: cards.length })} data-testid="hand">
      <h3>
        {t('monad.hand.title')}{' '}
        <span class="muted">
          · {t('monad.pile.cards', { n: cards.length })} · {t('monad.points', { n: points })}
        </span>
      </h3>
      {cards.length === 0 ? (
        <p class="mempty">{t('monad.hand.none')}</p>
      ) : (
        <ul class="mcards">
          {cards.map((card, i) => (
            <li key={i}>
              <Card card={card} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
