// Ruin (C15, C16): a player left with nothing sends a pawn back to the nearest bank behind it (or the
// start) and collects there; what was still owed is forgiven. For a tax the player chooses the pawn, after
// a poker the winner does (a casino ruin has no choice: it is settled at once in movement.ts). When the
// last pending ruin is settled, the turn goes on where it stood.
import type { Draft } from './draft.js';
import { afterDuel } from './duel.js';
import { sendBack } from './money.js';
import { onTrack } from './pawns.js';
import { offerMove } from './roll.js';
import type { RuinCause } from './schemas.js';
import type { State } from './state.js';
import { endTurn } from './turns.js';

/**
 * The pawns that may be sent back for the first pending ruin: the ruined player's pawns on the track
 * beyond the start; only when it has none (a C19 pledger), its pawns on the start (which collect there).
 */
export function ruinChoices(state: State): number[] {
  const ruin = state.ruins[0];
  if (!ruin) return [];
  const own = state.pawns.flatMap((pawn, id) => (pawn.seat === ruin.seat && onTrack(state, pawn) ? [id] : []));
  const beyond = own.filter(id => (state.pawns[id]?.at ?? 0) > 0);
  return beyond.length > 0 ? beyond : own;
}

export function settleRuin(draft: Draft, pawn: number): void {
  const cause = draft.state.ruins[0]?.cause ?? 'tax';
  sendBack(draft, pawn);
  if (draft.state.ruins.length === 0) afterRuins(draft, cause);
}

/** The turn resumes once no ruin is pending: it ends at once if its player resigned meanwhile. */
export function afterRuins(draft: Draft, cause: RuinCause): void {
  if (draft.state.seats[draft.state.turn.seat]?.resigned) {
    endTurn(draft);
    return;
  }
  switch (cause) {
    case 'tax': // C15 project rule: the player then moves with the 4 as usual.
      offerMove(draft);
      return;
    case 'poker':
      afterDuel(draft);
      return;
    case 'casino':
      endTurn(draft);
      return;
    default: {
      const unknown: never = cause;
      throw new Error(`unknown ruin cause ${String(unknown)}`);
    }
  }
}
