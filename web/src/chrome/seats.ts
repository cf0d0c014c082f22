// How seats are named on the page: the name given at the table, the bot's name (as the new-table form
// offers it), or the seat's number, with "(you)" for the viewer's seat. The API numbers seats from 0;
// people count from 1, so every number the page shows goes through seatNumber. A person's name is isolated
// (i18n/bidi.ts) here, where it becomes a seat's name, so every sentence and list that names a seat has it so.
import type { SeatNames } from '../games/contract';
import type { TableSeat } from '../api/types';
import { isolate } from '../i18n/bidi';
import { formatList, t } from '../i18n/i18n';
import { botName } from './bots';

/** A seat as people count it: the API's seat 0 is the first seat. */
export const seatNumber = (seat: number): number => seat + 1;

/** A person's seat that a bot took over when their time ran out (issue 25) shows both. */
function baseName(entry: TableSeat | undefined, seat: number): string {
  if (entry?.name == null) return entry?.bot ? botName(entry.bot) : t('invites.seat', { seat: seatNumber(seat) });
  const name = isolate(entry.name);
  return entry.bot ? t('seats.standIn', { name, bot: botName(entry.bot) }) : name;
}

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
