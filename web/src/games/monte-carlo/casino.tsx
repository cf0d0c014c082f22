// The casino (C4, C14): the draw pile face down with its count (its order is secret, the view only
// says how many), and the result pile with its top card large and the earlier ones small, newest first.
import type { MonteCarloView } from '../../api/types';
import { t } from '../../i18n/i18n';
import { CasinoCard } from './casino-card';

const SHOWN = 8;

export function Casino({ casino, lit }: { readonly casino: MonteCarloView['casino']; readonly lit: boolean }) {
  const pile = [...casino.resultPile].reverse();
  const [top, ...earlier] = pile;
  return (
    <section class="mc-panel mc-casino" aria-label={t('mc.casino.label')}>
      <h3>{t('mc.casino.title')}</h3>
      <div class="mc-piles">
        <div class="mc-pile">
          <span class="mc-card mc-card-back" role="img" aria-label={t('mc.casino.drawLabel', { n: casino.drawPile })}>
            {casino.drawPile}
          </span>
          <span class="mc-caption">{t('mc.casino.draw')}</span>
        </div>
        <div class="mc-pile" data-testid="mc-result-pile">
          {top === undefined ? <span class="mc-card mc-card-empty">—</span> : <CasinoCard card={top} lit={lit} />}
          <span class="mc-caption">{t('mc.casino.result', { n: casino.resultPile.length })}</span>
        </div>
        {earlier.length > 0 ? (
          <div class="mc-earlier" aria-label={t('mc.casino.earlier')}>
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
