// Who is at the table: a mark per seat (here now, or away) and how many watch, as the server counts them over
// all its processes (GET /games/{id}/presence). Asked again every PRESENCE_EVERY_MS: presence changes by
// itself, with nothing on the game's stream to say so.
import { useEffect, useState } from 'preact/hooks';
import { getPresence } from '../api/client';
import type { Presence } from '../api/types';
import type { SeatNames } from '../games/contract';
import { t } from '../i18n/i18n';

const PRESENCE_EVERY_MS = 20_000;

export function usePresence(id: string): Presence | null {
  const [presence, setPresence] = useState<Presence | null>(null);
  useEffect(() => {
    let stopped = false;
    const ask = (): void => {
      getPresence(id).then(
        p => stopped || setPresence(p),
        () => undefined, // Only a hint: the next ask may answer.
      );
    };
    ask();
    const timer = setInterval(ask, PRESENCE_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [id]);
  return presence;
}

export function PresenceLine({ presence, names }: { presence: Presence | null; names: SeatNames }) {
  if (presence === null) return null;
  return (
    <section class="presence" aria-label={t('presence.label')} data-testid="presence">
      <ul>
        {presence.seats.map(s => (
          <li key={s.seat} data-here={s.here ? 'yes' : 'no'}>
            <span aria-hidden="true">{s.here ? '●' : '○'}</span>{' '}
            {t(s.here ? 'presence.here' : 'presence.away', { name: names(s.seat) })}
          </li>
        ))}
      </ul>
      <p class="muted" data-testid="watching">
        {t('presence.watching', { count: presence.watching })}
      </p>
    </section>
  );
}
