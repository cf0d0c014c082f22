// Who opened a table, as its seats tell (issue 21: "its creator can cancel it"): a seat dealt to a person
// at creation (or kept for a person of the old game, in a rematch), not an open seat someone took with an
// invitation or from the lobby, which has an invitation's hash. The quotas' `games.creator` names the same
// person for counting; this is what the cancel checks and the player's listing shows.
import type { SeatRecord } from '../../store/games.js';

export const isCreatorSeat = (seats: readonly SeatRecord[], seat: number): boolean =>
  seats.some(s => s.seat === seat && s.inviteHash === null && s.bot === null);
