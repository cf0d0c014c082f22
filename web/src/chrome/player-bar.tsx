// What is yours at the table, kept in view: your time and, on your turn, your moves. On a phone it is held
// at the bottom of the screen (sticky) while the table scrolls above it, the moves folded until shown
// (moves-panel.tsx); on a desktop it heads the side column. Further controls of your own turn belong here too.
import type { ComponentChildren } from 'preact';
import { t } from '../i18n/i18n';

export function PlayerBar({ children, empty }: { readonly children: ComponentChildren; readonly empty: boolean }) {
  return (
    <section class={empty ? 'player-bar is-empty' : 'player-bar'} aria-label={t('game.bar')} data-testid="player-bar">
      {children}
    </section>
  );
}
