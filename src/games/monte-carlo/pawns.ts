// Questions about pawns that several rules ask: is it home, is it blocked, may it move, who is master of
// a stack, whom may the master challenge, how many points does a seat hold. Pure reads of the state.
import { pokerAllowedAt, squareAt } from './board.js';
import type { Pawn, State } from './state.js';
import { OFF } from './state.js';
import { LEAVING_ROLLS, pawnPoints } from './vocabulary.js';
import type { Seat } from '../../engine/index.js';

export const isHome = (state: State, pawn: Pawn): boolean => pawn.at === state.board.finish;

/** On the track, start included (not home, not withdrawn). */
export const onTrack = (state: State, pawn: Pawn): boolean => pawn.at !== OFF && pawn.at < state.board.finish;

export const isActive = (state: State, seat: Seat): boolean => state.seats[seat]?.resigned === false;

export const activeSeats = (state: State): Seat[] => state.seats.flatMap((s, seat) => (s.resigned ? [] : [seat]));

/** The next seat in turn order that has not resigned. */
export function nextActiveSeat(state: State, seat: Seat): Seat {
  for (let step = 1; step <= state.players; step++) {
    const next = (seat + step) % state.players;
    if (isActive(state, next)) return next;
  }
  return seat;
}

/** C15/C19: how many of a seat's pawns (both colours with two players) are not home yet. */
export function pawnsNotHome(state: State, seat: Seat): number {
  let count = 0;
  for (const pawn of state.pawns) if (pawn.seat === seat && onTrack(state, pawn)) count++;
  return count;
}

export function pawnsHome(state: State, seat: Seat): number {
  let count = 0;
  for (const pawn of state.pawns) if (pawn.seat === seat && isHome(state, pawn)) count++;
  return count;
}

/** C20: all of a seat's pawns are home. */
export const allHome = (state: State, seat: Seat): boolean =>
  pawnsNotHome(state, seat) === 0 && pawnsHome(state, seat) > 0;

/** C15: a seat with a pawn still on the start pays no tax. */
export const hasPawnOnStart = (state: State, seat: Seat): boolean =>
  state.pawns.some(p => p.seat === seat && p.at === 0);

/** C10: pawns on a green square, bottom first. Other squares (start, banks) do not stack. */
export function stackAt(state: State, square: number): number[] {
  if (squareAt(state.board, square).kind !== 'green') return [];
  const ids: number[] = [];
  state.pawns.forEach((pawn, id) => {
    if (pawn.at === square) ids.push(id);
  });
  return ids.sort((a, b) => (state.pawns[a]?.arrival ?? 0) - (state.pawns[b]?.arrival ?? 0));
}

/** C10: blocked while any opponent's pawn lies above it, even below a master of its own colour. */
export function isBlocked(state: State, id: number): boolean {
  const pawn = state.pawns[id];
  if (!pawn || pawn.at <= 0 || squareAt(state.board, pawn.at).kind !== 'green') return false;
  return state.pawns.some(other => other.at === pawn.at && other.seat !== pawn.seat && other.arrival > pawn.arrival);
}

/** C7, C10, C11: may this pawn move by this roll? */
export function canMove(state: State, id: number, die: number): boolean {
  const pawn = state.pawns[id];
  if (!pawn || !onTrack(state, pawn)) return false;
  const stuck = squareAt(state.board, pawn.at).kind === 'bank' || isBlocked(state, id);
  return !stuck || LEAVING_ROLLS.includes(die);
}

/** C6–C8: the pawns the player to move may move by the roll, by id. */
export function movablePawns(state: State): number[] {
  const { seat, colour, die } = state.turn;
  if (die === null) return [];
  const ids: number[] = [];
  state.pawns.forEach((pawn, id) => {
    if (pawn.seat === seat && (colour === null || pawn.colour === colour) && canMove(state, id, die)) ids.push(id);
  });
  return ids;
}

/**
 * C10/C17/C18: the opponent pawns the master `id` may challenge now: in its stack, beyond the first bank,
 * of another player, not challenged yet since it came to rest.
 */
export function pokerTargets(state: State, id: number): number[] {
  const master = state.pawns[id];
  if (!master || !pokerAllowedAt(state.board, master.at)) return [];
  const stack = stackAt(state, master.at);
  if (stack[stack.length - 1] !== id) return [];
  return stack
    .filter(other => state.pawns[other]?.seat !== master.seat && !state.turn.challenged.includes(other))
    .sort((a, b) => a - b);
}

/** C21: pawns home at their worth, plus money. */
export const points = (state: State, seat: Seat): number =>
  pawnsHome(state, seat) * pawnPoints(state.players) + (state.seats[seat]?.money ?? 0);
