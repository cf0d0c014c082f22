// M21 resignation: accepted from any seat still playing, at any time, and never a move of the turn.
// With one side left, it wins at once (a partner's resignation resigns the team, and both partners are
// shown as resigned: one fact each); otherwise the seat's turns are skipped from now on, and its turn, if it
// was on, passes to the next seat.
import { accept, type Decision } from '../../engine/index.js';
import { teamOf } from './cards.js';
import { evolve } from './evolve.js';
import type { MonadFact } from './schemas.js';
import { activeSeats, type MonadState } from './state.js';
import { blockedEnding, closeTurn } from './turn.js';
import { violation } from './violations.js';

export function resign(state: MonadState, seat: number): Decision<MonadFact> {
  if (state.ending !== null) return violation('M11', 'game-over', 'The game is over.');
  if (!state.started) return violation('M6', 'not-dealt', 'The cards have not been dealt yet.');
  if (state.seats[seat]?.resigned) return violation('M21', 'already-resigned', 'You have already resigned.');
  const resigned: MonadFact = { type: 'resigned', seat };
  if (state.options.teams) {
    const partners = state.seats.flatMap((_, i) => (i !== seat && teamOf(i) === teamOf(seat) ? [i] : []));
    const others = state.seats.flatMap((_, i) => (teamOf(i) !== teamOf(seat) ? [i] : []));
    return accept<MonadFact>(resigned, ...partners.map((partner): MonadFact => ({ type: 'resigned', seat: partner })), {
      type: 'game_ended',
      reason: 'resigned',
      winners: others,
    });
  }
  const after = evolve(state, resigned);
  const others = activeSeats(after);
  if (others.length === 1)
    return accept<MonadFact>(resigned, { type: 'game_ended', reason: 'resigned', winners: others });
  if (state.turn.seat === seat) return accept(resigned, ...closeTurn(after, seat, after.passRun));
  return accept(resigned, ...blockedEnding(after, after.passRun));
}
