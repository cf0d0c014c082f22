// Who a finished game rates, and at which place. A table is rated unless it said casual (`rated: false`, which a table
// opened without a clock says from its creation: needs-clock.ts) and as long as every seat is a player with a key or a
// built-in bot: one anonymous seat makes it casual (a table that asked to be rated never has one: games/create.ts,
// tables/join.ts). A game whose start someone knew or chose is casual too: a chosen seed (the creator knows every card
// and die to come) or a custom opening (games/create.ts refuses `rated: true` with either). A resignation or a timeout
// ends a game like any other end: the places come from its outcome, except that a seat whose time ran out lost on time
// whatever became of it after: with `onTimeout: "bot"` a bot plays on for it (clocks/stand-in.ts), and what the bot
// then wins is not its person's. Such seats take the last places, the first to run out last. A built-in strategy
// playing several seats of one game is one rating that cannot sit against itself: those seats are left out, and the
// others are rated among themselves (at least two must remain).
// A person's seat that never made a move of its own before the end (it resigned, ran out of time or left it to
// a stand-in before its first move) is not rated, and nobody is rated through it: it is left out like a bot's
// extra seats. A game of two is then aborted, as lichess aborts one: otherwise a second account resigning at
// once would hand its first account a win per game, as fast as it can loop. At a table of three or four, the
// others who played are still rated among themselves: one person who never turned up does not cost them their
// game. Unless only bots are left: a game of bots alone is not rated, as nobody may open one.
import type { LoadedGame } from '../games/loaded-game.js';
import type { GameRecord, SeatRecord } from '../../store/games.js';
import type { Outcome } from '../../engine/index.js';
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

/**
 * Whether a table is rated, as its seats stand: not casual (asked for, a chosen seed or position) and no seat
 * taken without a key (an open one may still be taken with one). Its game then changes ratings when it ends,
 * unless it was aborted. The game record and the listings show it (`rated`). A seat taken without a key keeps
 * its token when a bot stands in for it (clocks/stand-in.ts): still an anonymous seat, so still casual, rather
 * than a built-in bot's seat (which holds no token) that would make the casual game rated at its end.
 */
export const ratedTable = (
  record: Pick<GameRecord, 'rated' | 'seeded' | 'custom'>,
  seats: readonly Pick<SeatRecord, 'playerId' | 'tokenHash'>[],
): boolean =>
  record.rated !== false &&
  !record.seeded &&
  !record.custom &&
  seats.every(s => s.playerId !== null || s.tokenHash === null);

/**
 * The participants a finished game rates, or null when it rates nobody (casual, unfinished, aborted, anonymous seat).
 */
export function ratedParticipants(
  loaded: Pick<LoadedGame, 'record' | 'seats' | 'game' | 'state' | 'table'>,
): Participant[] | null {
  const { record } = loaded;
  if (!ratedTable(record, loaded.seats) || loaded.table.phase !== 'playing') return null;
  const outcome = outcomeOf(loaded);
  if (outcome === null) return null;
  const { placeOf, won } = lostOnTime(outcome, loaded.table.clock?.timedOut ?? []);
  const everyone: Participant[] = [];
  for (const seat of loaded.seats) {
    const place = placeOf.get(seat.seat);
    if (place === undefined) return null;
    const winner = won.has(seat.seat);
    // A person's seat a bot stood in for keeps its person (clocks/stand-in.ts): the person is rated, once
    // they have moved.
    if (seat.playerId !== null) {
      if (neverMoved(loaded, seat.seat)) continue;
      everyone.push({ kind: 'player', seat: seat.seat, playerId: seat.playerId, place, won: winner });
    } else if (seat.bot !== null) everyone.push({ kind: 'bot', seat: seat.seat, bot: seat.bot, place, won: winner });
    else return null;
  }
  const botSeats = (bot: string) => everyone.filter(p => p.kind === 'bot' && p.bot === bot).length;
  const rated = everyone.filter(p => p.kind === 'player' || botSeats(p.bot) === 1);
  // Bots left alone by the people who never moved played a bots' game, which nobody may open (games/create.ts).
  return rated.length >= 2 && rated.some(p => p.kind === 'player') ? rated : null;
}

/** Whether a seat made no move of its own (tables/state.ts: `moved`; unknown for older games: no). */
function neverMoved(loaded: Pick<LoadedGame, 'table'>, seat: number): boolean {
  const { moved } = loaded.table;
  return moved !== undefined && !moved.includes(seat);
}

/**
 * The places and winners of an outcome once the seats whose time ran out (`timedOut`, in the order they did)
 * are put last: the others keep their order (ties shared, places counted as 1, 2, 2, 4), then the timed-out
 * seats, the last to run out first. None of those is a winner.
 */
export function lostOnTime(
  outcome: Pick<Outcome, 'ranking' | 'winners'>,
  timedOut: readonly number[],
): { readonly placeOf: ReadonlyMap<number, number>; readonly won: ReadonlySet<number> } {
  const out = new Set(timedOut);
  const onTime = outcome.ranking.filter(r => !out.has(r.seat));
  const placeOf = new Map<number, number>();
  for (const r of onTime) placeOf.set(r.seat, 1 + onTime.filter(o => o.place < r.place).length);
  [...timedOut].reverse().forEach((seat, i) => placeOf.set(seat, onTime.length + 1 + i));
  return { placeOf, won: new Set(outcome.winners.filter(seat => !out.has(seat))) };
}

/** Whether appending turns `before` into the finished `after`: the one moment a game's ratings change. */
export const finishes = (
  before: Pick<LoadedGame, 'game' | 'state' | 'table'>,
  after: Pick<LoadedGame, 'game' | 'state' | 'table'>,
): boolean =>
  after.table.phase === 'playing' &&
  after.game.outcome(after.state) !== null &&
  !(before.table.phase === 'playing' && before.game.outcome(before.state) !== null);
