// The start of a turn (C6, C8, C15): name a colour with two players, roll, settle the tax on a 4, then
// wait for the pawn to move, or end the turn when none can. A tax the player cannot pay ruins them
// (C16): the turn waits for the pawn they send back, then moves on with the same 4 (project rule).
import type { Draft } from './draft.js';
import { pay } from './money.js';
import { hasPawnOnStart, movablePawns, pawnsNotHome } from './pawns.js';
import type { Fact } from './schemas.js';
import { endTurn } from './turns.js';
import type { Colour } from './vocabulary.js';
import { DIE_SIDES, MONEY, TAXED_ROLL } from './vocabulary.js';

export function nameColour(draft: Draft, colour: Colour): void {
  draft.emit({ type: 'colour_named', seat: draft.state.turn.seat, colour });
}

export function roll(draft: Draft): void {
  const { seat, number } = draft.state.turn;
  const die = draft.chance.stream(['die', number]).int(DIE_SIDES) + 1;
  draft.emit({ type: 'die_rolled', seat, die });
  if (die === TAXED_ROLL) settleTax(draft);
  if (draft.state.ruins.length === 0) offerMove(draft);
}

/** C15: what a 4 costs this player, and why. */
export function taxDue(draft: Draft): Pick<Extract<Fact, { type: 'tax_assessed' }>, 'amount' | 'reason'> {
  const { state } = draft;
  const { seat } = state.turn;
  if (hasPawnOnStart(state, seat)) return { amount: 0, reason: 'pawn-on-start' };
  if (pawnsNotHome(state, seat) === 1) return { amount: 2 * MONEY.tax, reason: 'last-pawn' };
  return { amount: MONEY.tax, reason: 'standard' };
}

function settleTax(draft: Draft): void {
  const { seat } = draft.state.turn;
  const due = taxDue(draft);
  draft.emit({ type: 'tax_assessed', seat, ...due });
  if (due.amount > 0 && pay(draft, seat, 'bank', due.amount, 'tax')) {
    draft.emit({ type: 'ruined', seat, cause: 'tax', chooser: seat });
  }
}

/** C6: the player must move a pawn if one can move; otherwise the turn ends. */
export function offerMove(draft: Draft): void {
  if (movablePawns(draft.state).length === 0) endTurn(draft);
}
