// Each seat's time on a game with a clock: the time left as of the last entry, and for the seats to act
// a countdown to their deadline (the server enforces it; this only shows it).
import type { Clock } from '../api/types';
import type { SeatNames } from '../games/contract';
import { formatDuration } from './time';
import { useNow } from './use-now';

export function ClockPanel({ clock, names }: { readonly clock: Clock | null; readonly names: SeatNames }) {
  const running = clock?.seats.some(s => s.deadline !== null) ?? false;
  const now = useNow(running);
  if (clock === null) return null;
  const kind =
    clock.kind === 'per-turn'
      ? `${formatDuration((clock.perTurnSeconds ?? 0) * 1000)} per turn`
      : `${formatDuration((clock.initialSeconds ?? 0) * 1000)} + ${clock.incrementSeconds ?? 0} s a turn`;
  return (
    <section class="clock" aria-label="Clock" data-testid="clock">
      <h2>Clock · {kind}</h2>
      <ul>
        {clock.seats.map(s => {
          const left = s.deadline === null ? s.remainingMs : Date.parse(s.deadline) - now;
          return (
            <li key={s.seat} class={s.deadline !== null ? 'running' : undefined}>
              {names(s.seat)}: <time>{formatDuration(left)}</time>
              {s.deadline !== null ? <span class="muted"> (running)</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
