// Who is at the table: a mark per seat (here now, or away) and how many watch, as the server counts them over
// all its processes (GET /games/{id}/presence). Asked again every PRESENCE_EVERY_MS: presence changes by
// itself, with nothing on the game's stream to say so; and asked once more soon after this page's own stream
// opens, which the server writes within a second or so. The viewer's own seat needs no asking: while this
// page follows the game, its holder is here.
import { useEffect, useState } from 'preact/hooks';
import { getPresence } from '../api/client';
import type { Presence } from '../api/types';
import type { SeatNames } from '../games/contract';
import { t } from '../i18n/i18n';

const PRESENCE_EVERY_MS = 20_000;
/** After this page's stream opened: time for the server to write its mark (presence/tracker.ts, ~1 s). */
const AFTER_OPEN_MS = 2_000;

/** `live`: this page's event stream is open. */
export function usePresence(id: string, live: boolean): Presence | null {
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
    const soon = live ? setTimeout(ask, AFTER_OPEN_MS) : undefined;
    return () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(soon);
    };
  }, [id, live]);
  return presence;
}

export function PresenceLine({
  presence,
  names,
  mine = null,
  live = false,
}: {
  readonly presence: Presence | null;
  readonly names: SeatNames;
  /** The viewer's seat, here while `live` (this page follows the game) whatever the last answer said. */
  readonly mine?: number | null;
  readonly live?: boolean;
}) {
  if (presence === null) return null;
  const here = (seat: { seat: number; here: boolean }): boolean => seat.here || (live && seat.seat === mine);
  return (
    <section class="presence" aria-label={t('presence.label')} data-testid="presence">
      <ul>
        {presence.seats.map(s => (
          <li key={s.seat} data-here={here(s) ? 'yes' : 'no'}>
            <span aria-hidden="true">{here(s) ? '●' : '○'}</span>{' '}
            {t(here(s) ? 'presence.here' : 'presence.away', { name: names(s.seat) })}
          </li>
        ))}
      </ul>
      <p class="muted" data-testid="watching">
        {t('presence.watching', { count: presence.watching })}
      </p>
    </section>
  );
}
