// Each seat's time on a game with a clock: the time left as of the last entry, and for the seats to act
// a countdown to their deadline (the server enforces it; this only shows it).
import type { Clock } from '../api/types';
import type { SeatNames } from '../games/contract';
import { t } from '../i18n/i18n';
import { formatDate, formatDuration } from './time';
import { useNow } from './use-now';

type SeatClock = Clock['seats'][number];

/** A seat's time left: as of the last entry, or counting down to its deadline while it runs. */
export const timeLeft = (seat: SeatClock, now: number): number =>
  seat.deadline === null ? seat.remainingMs : Date.parse(seat.deadline) - now;

export function ClockPanel({ clock, names }: { readonly clock: Clock | null; readonly names: SeatNames }) {
  const running = clock?.seats.some(s => s.deadline !== null) ?? false;
  const now = useNow(running);
  if (clock === null) return null;
  const kind =
    clock.kind === 'per-turn'
      ? t('clock.perTurn', { time: formatDuration((clock.perTurnSeconds ?? 0) * 1000) })
      : clock.maxSeconds !== undefined
        ? t('clock.bank', {
            time: formatDuration((clock.initialSeconds ?? 0) * 1000),
            increment: formatDuration((clock.incrementSeconds ?? 0) * 1000),
            max: formatDuration(clock.maxSeconds * 1000),
          })
        : t('clock.fischer', {
            time: formatDuration((clock.initialSeconds ?? 0) * 1000),
            increment: clock.incrementSeconds ?? 0,
          });
  return (
    <section class="clock" aria-label={t('clock.label')} data-testid="clock">
      <h2>{t('clock.heading', { kind })}</h2>
      <ul>
        {clock.seats.map(s => {
          const left = timeLeft(s, now);
          return (
            <li key={s.seat} class={s.deadline !== null ? 'running' : undefined}>
              {t('clock.seat', { name: names(s.seat) })} <time>{formatDuration(left)}</time>
              {s.deadline !== null ? <span class="muted"> {t('clock.running')}</span> : null}
              {s.vacationUntil !== undefined && Date.parse(s.vacationUntil) > now ? (
                <span class="muted" data-testid="vacation">
                  {' '}
                  {t('clock.vacation', { until: formatDate(s.vacationUntil) })}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
