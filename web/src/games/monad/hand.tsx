// The viewer's own hand, face up and sorted as the server sends it (by set, then colour). Other hands are
// secret: a spectator gets no hand at all and sees only each seat's hand size (SeatPanel).
import type { MonadCard } from '../../api/types';
import { Card } from './card';
import { VALUE } from './cards';

export function Hand({ cards }: { readonly cards: readonly MonadCard[] }) {
  const points = cards.reduce((sum, c) => sum + VALUE[c.set], 0);
  return (
    <section class="mhand" aria-label={`Your hand: ${cards.length} cards`} data-testid="hand">
      <h3>
        Your hand{' '}
        <span class="muted">
          · {cards.length} cards · {points} pts
        </span>
      </h3>
      {cards.length === 0 ? (
        <p class="mempty">No cards</p>
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
