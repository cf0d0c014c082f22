// Ruin (C15, C16): the pawn sent back goes to the nearest bank behind it (or the start) and collects
// there. Its setback is the worth it loses net of what it collects, measured from a purse left empty.
// A ruined player spares its least hurt pawn; a poker winner who chooses for the loser sends back the
// pawn that loses most. The same figure prices the risk of ruin in a stake (duel.ts).
import { bankBehind } from '../../games/monte-carlo/board.js';
import type { Move } from '../../games/monte-carlo/schemas.js';
import type { Table } from './table.js';
import { pawnOf, squareOf } from './table.js';
import { collected, moneyWorth, pawnWorth } from './worth.js';

/** The squares (net of the money collected) a pawn loses when a ruin sends it back. */
export function setback(table: Table, id: number): number {
  const pawn = pawnOf(table.view, id);
  const at = squareOf(pawn);
  if (at === null) return 0;
  const to = bankBehind(table.board, at);
  return (
    pawnWorth(table, at, pawn.blocked) - pawnWorth(table, to) - (moneyWorth(collected(table.board, to)) - moneyWorth(0))
  );
}

/** The pawns a ruin of `seat` may send back: those beyond the start, else those on it (C16). */
function sendable(table: Table, seat: number): number[] {
  const own = table.view.pawns.filter(p => p.seat === seat && typeof p.at === 'number');
  const beyond = own.filter(p => (squareOf(p) ?? 0) > 0);
  return (beyond.length > 0 ? beyond : own).map(p => p.pawn);
}

/** The setback a ruin of `seat` costs when the worst-hit pawn is chosen (an opponent chooses after a poker). */
export function worstSetback(table: Table, seat: number): number {
  return Math.max(0, ...sendable(table, seat).map(id => setback(table, id)));
}

/** C15/C16: our own pawn loses least; an opponent's (we won the poker) loses most. */
export function chooseSendBack(table: Table, legal: readonly Extract<Move, { type: 'send_back' }>[]): Move {
  let best: Move | null = null;
  let bestScore = -Infinity;
  for (const move of legal) {
    const mine = pawnOf(table.view, move.pawn).seat === table.seat;
    const score = mine ? -setback(table, move.pawn) : setback(table, move.pawn);
    if (score > bestScore) {
      best = move;
      bestScore = score;
    }
  }
  if (!best) throw new Error('no pawn to send back');
  return best;
}
