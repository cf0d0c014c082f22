// Pawns are numbered by id on the wire (seat by seat, colour by colour); people call them "Red 2". The
// number counts within the colour, so the same pawn has the same name on the board, in the moves and in
// the log of a game whose view is at hand.
import type { MonteCarloView } from '../../api/types';
import type { SeatNames } from '../contract';
import { COLOUR_LETTERS, COLOUR_NAMES } from './words';

type Pawn = MonteCarloView['pawns'][number];

/** 1-based place of the pawn among the pawns of its colour. */
function rank(view: MonteCarloView, pawn: Pawn): number {
  return view.pawns.filter(p => p.colour === pawn.colour && p.pawn <= pawn.pawn).length;
}

export function pawnName(view: MonteCarloView, id: number): string {
  const pawn = view.pawns[id];
  return pawn === undefined ? `pawn ${id}` : `${COLOUR_NAMES[pawn.colour]} ${rank(view, pawn)}`;
}

/** "R2": what fits on the pawn's disc. */
export function pawnTag(view: MonteCarloView, id: number): string {
  const pawn = view.pawns[id];
  return pawn === undefined ? String(id) : `${COLOUR_LETTERS[pawn.colour]}${rank(view, pawn)}`;
}

/** "on square 12", "on the start", "home". */
export function pawnPlace(view: MonteCarloView, id: number): string {
  const at = view.pawns[id]?.at;
  return at === undefined
    ? 'unknown'
    : at === 'home'
      ? 'home'
      : at === 'off'
        ? 'off the track'
        : at === 0
          ? 'on the start'
          : `on square ${at}`;
}

/** "Red 2 of Ada, on square 12". */
export function pawnWhere(view: MonteCarloView, id: number, names: SeatNames): string {
  const pawn = view.pawns[id];
  if (pawn === undefined) return pawnName(view, id);
  return `${pawnName(view, id)} of ${names(pawn.seat)}, ${pawnPlace(view, id)}`;
}
