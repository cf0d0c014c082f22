// How seats are named on the page: the name given at the table, a bot's strategy, or the seat number (as
// the server's own sentences count seats: "It is seat 1's turn"), with "(you)" for the viewer's seat.
import type { SeatNames } from '../games/contract';
import type { TableSeat } from '../api/types';
import { formatList, t } from '../i18n/i18n';

/** A person's seat that a bot took over when their time ran out (issue 25) shows both. */
const baseName = (entry: TableSeat | undefined, seat: number): string =>
  entry?.name && entry.bot
    ? t('seats.standIn', { name: entry.name, bot: entry.bot })
    : (entry?.name ?? (entry?.bot ? t('seats.bot', { bot: entry.bot }) : t('invites.seat', { seat })));

export function seatNames(seats: readonly TableSeat[], mine: number | null): SeatNames {
  return seat => {
    const base = baseName(
      seats.find(s => s.seat === seat),
      seat,
    );
    return seat === mine ? t('seats.you', { name: base }) : base;
  };
}

/** "Ada, Bot (heuristic) and an open seat". */
export function tableLine(seats: readonly TableSeat[]): string {
  return formatList(
    seats.map(s =>
      s.state === 'open' ? t('seats.open') : s.state === 'reserved' ? t('seats.reserved') : baseName(s, s.seat),
    ),
  );
}
