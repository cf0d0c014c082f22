// C21 resignation, accepted from any seat at any time while the game is on: the player's pawns leave the
// track, the game ends when one player is left, and whatever the resigned player was part of is wound up
// (their turn ends, a duel they were challenged in is abandoned, a poker offer on their pawns is renewed
// without them, a ruin they were owed is let go).
import { Draft } from './draft.js';
import { afterRuins } from './ruin.js';
import { offerPokerOrEnd } from './duel.js';
import { activeSeats, isActive } from './pawns.js';
import type { Fact } from './schemas.js';
import type { State } from './state.js';
import { endTurn } from './turns.js';
import type { Chance, Decision, Seat } from '../../engine/index.js';
import { accept, reject } from '../../engine/index.js';

/** Winding up a resignation never draws: no die, card or shuffle follows it. */
const noChance: Chance = {
  stream: () => {
    throw new Error('a resignation draws no randomness');
  },
};

export function resign(state: State, seat: Seat): Decision<Fact> {
  if (state.ended) return reject('monte-carlo/C20-game-over', 'The game is over.', {});
  if (state.step.type === 'setup') return reject('monte-carlo/C2-not-started', 'The table is not set yet.', {});
  if (!isActive(state, seat))
    return reject('monte-carlo/C21-not-playing', `Seat ${seat} is not playing at this table.`, { seat });
  const draft = new Draft(state, noChance);
  draft.emit({ type: 'resigned', seat });
  const left = activeSeats(draft.state);
  const [last] = left;
  if (left.length === 1 && last !== undefined) {
    draft.emit({ type: 'game_ended', reason: 'resigned', winner: last });
  } else if (seat === state.turn.seat) {
    // Ruins the resigned player had to settle now wait on the ruined players; the turn ends after them.
    if (draft.state.ruins.length === 0) endTurn(draft);
  } else if (state.duel?.winner === null && state.duel.opponent === seat) {
    draft.emit({ type: 'poker_abandoned', seat });
    offerPokerOrEnd(draft);
  } else if (state.ruins.length > 0 && draft.state.ruins.length === 0) {
    afterRuins(draft, state.ruins[0]?.cause ?? 'poker');
  } else if (state.step.type === 'poker_call' && state.step.targets.some(pawn => state.pawns[pawn]?.seat === seat)) {
    // C17: the pawns that left the track can no longer be challenged: the offer is renewed without them.
    offerPokerOrEnd(draft);
  }
  return accept(...draft.facts);
}
