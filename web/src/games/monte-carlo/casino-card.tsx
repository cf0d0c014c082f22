// One casino card (C4): its number and suit symbols, red suits in red, and its name in words for screen
// readers. The jackpot shows all four suits and the 5.
import type { CardId, Suit } from './words';
import { cardWords, RED_SUITS, SUIT_SYMBOLS } from './words';

const ALL_SUITS: readonly Suit[] = ['spades', 'hearts', 'diamonds', 'clubs'];

function parts(card: CardId): { readonly number: string; readonly suits: readonly Suit[] } {
  if (card === 'jackpot') return { number: '5', suits: ALL_SUITS };
  const [suit, number] = card.split('-') as [Suit, string];
  return { number, suits: [suit] };
}

export function CasinoCard({
  card,
  small = false,
  lit = false,
}: {
  readonly card: CardId;
  readonly small?: boolean;
  readonly lit?: boolean;
}) {
  const { number, suits } = parts(card);
  return (
    <span
      class={`mc-card${small ? ' mc-card-small' : ''}${lit ? ' mc-lit' : ''}${card === 'jackpot' ? ' mc-jackpot' : ''}`}
      role="img"
      aria-label={cardWords(card)}
      data-card={card}
    >
      <span class="mc-card-number">{number}</span>
      <span class="mc-card-suits">
        {suits.map(s => (
          <span key={s} class={RED_SUITS.includes(s) ? 'mc-suit-red' : 'mc-suit-black'}>
            {SUIT_SYMBOLS[s]}
          </span>
        ))}
      </span>
    </span>
  );
}
