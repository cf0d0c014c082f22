// The heuristic's choices in Monte Carlo playouts, remembered by position. A paired search plays every
// candidate on the same dice, so its playouts pass through the same positions again and again: over 100
// pairs, more than half of the heuristic's decisions in them (six in ten of the costly colour choices,
// each pricing two colours × six rolls through arrows and casino chains) are exact repeats of one already
// made in that search. The heuristic is a pure function of what its seat sees and the legal moves, so a
// repeat may take the remembered move: the search plays exactly as before, with its time freed for more
// pairs. The key holds everything the seat's view is made of, and the turn's parts that shape the legal
// moves (the pawn, the bet, the pawns already challenged); never the draw pile's order, which no view shows.
import type { Seat } from '../../engine/index.js';
import type { Board } from '../../games/monte-carlo/board.js';
import type { Move } from '../../games/monte-carlo/schemas.js';
import type { State } from '../../games/monte-carlo/state.js';

/** Positions remembered at most; then the memory starts afresh (a search's repeats come close together). */
export const REMEMBERED = 50_000;

/** By the heuristic's look-ahead (Table.draws): the same position may be decided otherwise at another depth. */
const remembered = new Map<number, Map<string, Move>>();
/** Boards by identity: a game's states share its board, and the key should not spell out its squares. */
const boardIds = new WeakMap<Board, number>();
let boards = 0;

function boardId(board: Board): number {
  let id = boardIds.get(board);
  if (id === undefined) {
    id = ++boards;
    boardIds.set(board, id);
  }
  return id;
}

/**
 * A pawn as the view shows it: its seat, colour and square, and its place in its square's stack (C10: the
 * order of arrival, not the arrival stamps themselves, which differ between paths to the same position).
 */
function pawnKey(state: State, index: number): string {
  const pawn = state.pawns[index];
  if (!pawn) return '';
  let below = 0;
  for (const other of state.pawns) if (other.at === pawn.at && other.arrival < pawn.arrival) below++;
  return `${pawn.seat}${pawn.colour}${pawn.at}.${below}`;
}

/** What the heuristic's choice for `seat` in `state` depends on, as one string. */
export function positionKey(state: State, seat: Seat): string {
  const { turn } = state;
  return [
    seat,
    boardId(state.board),
    state.players,
    state.maxTurns,
    state.seats.map(s => `${s.money}${s.resigned ? 'r' : ''}${s.colours.join('')}`).join(','),
    state.bank,
    state.pawns.map((_, i) => pawnKey(state, i)).join(','),
    state.drawPile.length,
    state.resultPile.join(','),
    `${turn.seat}.${turn.number}.${turn.colour}.${turn.die}.${turn.pawn}.${turn.bet?.join('') ?? ''}.${turn.challenged.join('')}`,
    JSON.stringify(state.step),
    JSON.stringify(state.duel),
    JSON.stringify(state.ruins),
    state.resignations.join(','),
    JSON.stringify(state.ended),
  ].join('|');
}

/** The move `choose` makes for `seat` in `state`, looking `draws` casino draws ahead, remembered by position. */
export function rememberedChoice(state: State, seat: Seat, draws: number, choose: () => Move): Move {
  let moves = remembered.get(draws);
  if (moves === undefined) remembered.set(draws, (moves = new Map()));
  const key = positionKey(state, seat);
  let move = moves.get(key);
  if (move === undefined) {
    move = choose();
    if (moves.size >= REMEMBERED) moves.clear();
    moves.set(key, move);
  }
  return move;
}
