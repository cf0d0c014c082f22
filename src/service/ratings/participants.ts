// Who a finished game rates, and at which place. A table is rated unless it said casual (`rated: false`)
// and as long as every seat is a player with a key or a built-in bot: one anonymous seat makes it casual
// (a table that asked to be rated never has one: games/create.ts, tables/join.ts). A resignation or a
// timeout ends a game like any other end: the places come from its outcome. A built-in strategy playing
// several seats of one game is one rating that cannot sit against itself: those seats are left out, and
// the others are rated among themselves (at least two must remain).
import type { LoadedGame } from '../games/loaded-game.js';
import { outcomeOf } from '../clocks/view.js';

export type Participant =
  | {
      readonly kind: 'player';
      readonly seat: number;
      readonly playerId: string;
      readonly place: number;
      readonly won: boolean;
    }
  | {
      readonly kind: 'bot';
      readonly seat: number;
      readonly bot: string;
      readonly place: number;
      readonly won: boolean;
    };

/** The participants a finished game rates, or null when it rates nobody (casual, unfinished, anonymous seat). */
export function ratedParticipants(
  loaded: Pick<LoadedGame, 'record' | 'seats' | 'game' | 'state' | 'table'>,
): Participant[] | null {
  if (loaded.record.rated === false || loaded.table.phase !== 'playing') return null;
  const outcome = outcomeOf(loaded);
  if (outcome === null) return null;
  const placeOf = new Map(outcome.ranking.map(p => [p.seat, p.place]));
  const everyone: Participant[] = [];
  for (const seat of loaded.seats) {
    const place = placeOf.get(seat.seat);
    if (place === undefined) return null;
    const won = outcome.winners.includes(seat.seat);
    if (seat.playerId !== null) everyone.push({ kind: 'player', seat: seat.seat, playerId: seat.playerId, place, won });
    else if (seat.bot !== null) everyone.push({ kind: 'bot', seat: seat.seat, bot: seat.bot, place, won });
    else return null;
  }
  const botSeats = (bot: string) => everyone.filter(p => p.kind === 'bot' && p.bot === bot).length;
  const rated = everyone.filter(p => p.kind === 'player' || botSeats(p.bot) === 1);
  return rated.length >= 2 ? rated : null;
}

/** Whether appending turns `before` into the finished `after`: the one moment a game's ratings change. */
export const finishes = (
  before: Pick<LoadedGame, 'game' | 'state' | 'table'>,
  after: Pick<LoadedGame, 'game' | 'state' | 'table'>,
): boolean =>
  after.table.phase === 'playing' &&
  after.game.outcome(after.state) !== null &&
  !(before.table.phase === 'playing' && before.game.outcome(before.state) !== null);
