// The Monad stack, the drawing deck and the discard pile, the three supplies beside the columns. The deck's
// order is secret, so it is drawn as a back with its size; the discard pile is public (first discarded
// first), so its top is drawn face up and the whole pile listed in words.
import type { MonadColour } from '../../api/types';
import { Card, MonadDisc } from './card';

export function MonadStack({ count, last }: { readonly count: number; readonly last: boolean }) {
  return (
    <section class={`mpile${last ? ' is-last' : ''}`} aria-label={`Monad stack: ${count} left`} data-pile="monads">
      <h3>Monads</h3>
      <MonadDisc label={`${count} Monads left in the stack`} last={last} />
      <p class="mpile-count">{count} left · 80 pts</p>
    </section>
  );
}

export function Deck({ size, last }: { readonly size: number | null; readonly last: boolean }) {
  return (
    <section
      class={`mpile${last ? ' is-last' : ''}`}
      aria-label={size === null ? 'No drawing deck' : `Drawing deck: ${size} cards`}
      data-pile="deck"
    >
      <h3>Deck</h3>
      {size === null ? (
        <p class="mempty">No deck</p>
      ) : (
        <span class="mcard-back" role="img" aria-label={`${size} face-down cards`} />
      )}
      <p class="mpile-count">
        {size === null ? 'flip the discards to make one' : `${size} card${size === 1 ? '' : 's'}`}
      </p>
    </section>
  );
}

export function DiscardPile({ colours, last }: { readonly colours: readonly MonadColour[]; readonly last: boolean }) {
  const top = colours[colours.length - 1];
  return (
    <section
      class={`mpile${last ? ' is-last' : ''}`}
      aria-label={`Discard pile: ${colours.length} commons`}
      data-pile="discard"
    >
      <h3>Discards</h3>
      {top === undefined ? (
        <p class="mempty">Empty</p>
      ) : (
        <Card card={{ set: 'common', colour: top }} note="top of the discard pile" />
      )}
      <p class="mpile-count" title={colours.length > 0 ? `First discarded first: ${colours.join(', ')}` : undefined}>
        {colours.length} common{colours.length === 1 ? '' : 's'}
      </p>
    </section>
  );
}
