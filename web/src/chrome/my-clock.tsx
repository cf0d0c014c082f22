// Your own time in one line, for the bar that keeps your moves in view (player-bar.tsx); every seat's
// clock stays in the clock panel.
import type { Clock } from '../api/types';
import { t } from '../i18n/i18n';
import { timeLeft } from './clock';
import { formatDuration } from './time';
import { useNow } from './use-now';

export function MyClock({ clock, seat }: { readonly clock: Clock | null; readonly seat: number | null }) {
  const mine = clock?.seats.find(s => s.seat === seat);
  const running = mine !== undefined && mine.deadline !== null;
  const now = useNow(running);
  if (mine === undefined) return null;
  return (
    <p class={running ? 'my-clock running' : 'my-clock'} data-testid="my-clock">
      {t('clock.yours', { time: formatDuration(timeLeft(mine, now)) })}
    </p>
  );
}
