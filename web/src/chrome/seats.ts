// How seats are named on the page: the name given at the table, a bot's strategy, or the seat number (as
// the server's own sentences count seats: "It is seat 1's turn"), with "(you)" for the viewer's seat.
import type { SeatNames } from '../games/contract';
import type { TableSeat } from '../api/types';

export function seatNames(seats: readonly TableSeat[], mine: number | null): SeatNames {
  return seat => {
    const entry = seats.find(s => s.seat === seat);
    const base = entry?.name ?? (entry?.bot ? `Bot (${entry.bot})` : `Seat ${seat}`);
    return seat === mine ? `${base} (you)` : base;
  };
}

/** "Ada, Bot (heuristic) and an open seat". */
export function tableLine(seats: readonly TableSeat[]): string {
  const parts = seats.map(s =>
    s.state === 'open'
      ? 'an open seat'
      : s.state === 'reserved'
        ? 'a reserved seat'
        : (s.name ?? (s.bot ? `Bot (${s.bot})` : `Seat ${s.seat}`)),
  );
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
