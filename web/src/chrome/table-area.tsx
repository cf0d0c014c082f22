// Where a game's drawing goes, live or in the history. Its heading (read by screen readers, not shown)
// makes the table a level-2 part of the page, so the tables' own level-3 headings (piles, players, your
// hand, the casino) follow a level 2 instead of skipping from the page's title (axe: heading-order).
import type { ComponentChildren } from 'preact';
import { t } from '../i18n/i18n';

export function TableArea({ children }: { readonly children: ComponentChildren }) {
  return (
    <section class="table-area" aria-labelledby="table-heading">
      <h2 id="table-heading" class="visually-hidden">
        {t('game.table')}
      </h2>
      {children}
    </section>
  );
}
