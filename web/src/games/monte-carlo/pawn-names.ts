// Pawns are numbered by id on the wire (seat by seat, colour by colour); people call them "Red 2". The
// number counts within the colour, so the same pawn has the same name on the board, in the moves and in
// the log of a game whose view is at hand.
import type { MonteCarloView } from '../../api/types';
import { t } from '../../i18n/i18n';
import type { SeatNames } from '../contract';
import { colourLetter, colourName } from './words';

type Pawn = MonteCarloView['pawns'][number];

/** 1-based place of the pawn among the pawns of its colour. */
function rank(view: MonteCarloView, pawn: Pawn): number {
  return view.pawns.filter(p => p.colour === pawn.colour && p.pawn <= pawn.pawn).length;
}

export function pawnName(view: MonteCarloView, id: number): string {
  const pawn = view.pawns[id];
  return pawn === undefined
    ? t('mc.pawn', { id })
    : t('mc.pawnName', { colour: colourName(pawn.colour), n: rank(view, pawn) });
}

/** "R2": what fits on the pawn's disc. */
export function pawnTag(view: MonteCarloView, id: number): string {
  const pawn = view.pawns[id];
  return pawn === undefined ? String(id) : `${colourLetter(pawn.colour)}${rank(view, pawn)}`;
}

/** "on square 12", "on the start", "home". */
export function pawnPlace(view: MonteCarloView, id: number): string {
  const at = view.pawns[id]?.at;
  return at === undefined
    ? t('mc.place.unknown')
    : at === 'home'
      ? t('mc.place.home')
      : at === 'off'
        ? t('mc.place.off')
        : at === 0
          ? t('mc.place.start')
          : t('mc.place.square', { square: at });
}

/** "Red 2 of Ada, on square 12". */
export function pawnWhere(view: MonteCarloView, id: number, names: SeatNames): string {
  const pawn = view.pawns[id];
  if (pawn === undefined) return pawnName(view, id);
  return t('mc.pawnWhere', { pawn: pawnName(view, id), name: names(pawn.seat), place: pawnPlace(view, id) });
}
