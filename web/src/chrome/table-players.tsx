// Who sits at the table, each name a link to its profile where the seat's player has a handle (players
// who sat down with a key); anonymous seats, open seats and bots are named as elsewhere (seats.ts). Each
// name is a <bdi>: a right-to-left name takes its own direction without reordering the list around it.
import type { TableSeat } from '../api/types';
import type { SeatNames } from '../games/contract';
import { t } from '../i18n/i18n';
import { href } from '../router';

export function TablePlayers({ seats, names }: { readonly seats: readonly TableSeat[]; readonly names: SeatNames }) {
  return (
    <section class="table-players" aria-label={t('game.players')} data-testid="table-players">
      <h2>{t('game.players')}</h2>
      <ul>
        {seats.map(s => (
          <li key={s.seat}>
            {s.handle === undefined ? (
              <bdi>{names(s.seat)}</bdi>
            ) : (
              <a href={href({ page: 'player', handle: s.handle })}>
                <bdi>{names(s.seat)}</bdi>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
