// The Monad stack, the drawing deck and the discard pile, the three supplies beside the columns. The deck's
// order is secret, so it is drawn as a back with its size; the discard pile is public (first discarded
// first), so its top is drawn face up and the whole pile listed in words.
import type { MonadColour } from '../../api/types';
import { t } from '../../i18n/i18n';
import { Card, MonadDisc } from './card';
import { colourName } from './cards';

export function MonadStack({ count, last }: { readonly count: number; readonly last: boolean }) {
  return (
    <section
      class={`mpile${last ? ' is-last' : ''}`}
      aria-label={t('monad.pile.stackLabel', { n: count })}
      data-pile="monads"
    >
      <h3>{t('monad.pile.monads')}</h3>
      <MonadDisc label={t('monad.pile.stackDisc', { n: count })} last={last} />
      <p class="mpile-count">{t('monad.pile.stackCount', { n: count, points: 80 })}</p>
    </section>
  );
}

export function Deck({ size, last }: { readonly size: number | null; readonly last: boolean }) {
  return (
    <section
      class={`mpile${last ? ' is-last' : ''}`}
      aria-label={size === null ? t('monad.pile.noDeck') : t('monad.pile.deckLabel', { n: size })}
      data-pile="deck"
    >
      <h3>{t('monad.pile.deck')}</h3>
      {size === null ? (
        <p class="mempty">{t('monad.pile.noDeckShort')}</p>
      ) : (
        <span class="mcard-back" role="img" aria-label={t('monad.pile.faceDown', { n: size })} />
      )}
      <p class="mpile-count">{size === null ? t('monad.pile.flipHint') : t('monad.pile.cards', { n: size })}</p>
    </section>
  );
}

export function DiscardPile({ colours, last }: { readonly colours: readonly MonadColour[]; readonly last: boolean }) {
  const top = colours[colours.length - 1];
  return (
    <section
      class={`mpile${last ? ' is-last' : ''}`}
      aria-label={t('monad.pile.discardLabel', { n: colours.length })}
      data-pile="discard"
    >
      <h3>{t('monad.pile.discards')}</h3>
      {top === undefined ? (
        <p class="mempty">{t('monad.empty')}</p>
      ) : (
        <Card card={{ set: 'common', colour: top }} note={t('monad.pile.discardTop')} />
      )}
      <p
        class="mpile-count"
        title={
          colours.length > 0 ? t('monad.pile.discardOrder', { colours: colours.map(colourName).join(', ') }) : undefined
        }
      >
        {t('monad.pile.commons', { n: colours.length })}
      </p>
    </section>
  );
}
