// The casino (C4, C14): the draw pile face down with its count (its order is secret, the view only
// says how many), and the result pile with its top card large and the earlier ones small, newest first.
import type { MonteCarloView } from '../../api/types';
import { CasinoCard } from './casino-card';

const SHOWN = 8;

export function Casino({ casino, lit }: { readonly casino: MonteCarloView['casino']; readonly lit: boolean }) {
  const pile = [...casino.resultPile].reverse();
  const [top, ...earlier] = pile;
  return (
    <section class="mc-panel mc-casino" aria-label="The casino">
      <h3>Casino</h3>
      <div class="mc-piles">
        <div class="mc-pile">
          <span class="mc-card mc-card-back" role="img" aria-label={`Draw pile: ${casino.drawPile} cards face down`}>
            {casino.drawPile}
          </span>
          <span class="mc-caption">draw pile</span>
        </div>
        <div class="mc-pile" data-testid="mc-result-pile">
          {top === undefined ? <span class="mc-card mc-card-empty">—</span> : <CasinoCard card={top} lit={lit} />}
          <span class="mc-caption">result pile ({casino.resultPile.length})</span>
        </div>
        {earlier.length > 0 ? (
          <div class="mc-earlier" aria-label="Earlier results, newest first">
            {earlier.slice(0, SHOWN).map(card => (
              <CasinoCard key={card} card={card} small />
            ))}
            {earlier.length > SHOWN ? <span class="mc-caption">+{earlier.length - SHOWN}</span> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
