// Who acts and what they may do, listed completely and in a fixed order (same position, same list):
// pawns and targets by id, bets in the casino table's order, amounts upward by $10,000, dice subsets by
// bit pattern. decide.ts checks a move with the same predicates, so every listed move is accepted.
import { squareAt } from './board.js';
import { movablePawns, onTrack } from './pawns.js';
import { ruinChoices } from './ruin.js';
import type { Move, MoveType } from './schemas.js';
import { pledgeMax, stakeCap, throwLimit, throwsMade } from './stakes.js';
import type { State } from './state.js';
import type { Suit } from './vocabulary.js';
import { DICE, DOUBLE_BETS, MONEY, OPTIONS, SINGLE_BETS } from './vocabulary.js';
import type { Seat } from '../../engine/index.js';

/** The seats that may act: a ruin's chooser first, then a pledger, the thrower of a duel, or the turn's owner. */
export function toAct(state: State): Seat[] {
  if (state.ended) return [];
  const ruin = state.ruins[0];
  if (ruin) return [ruin.chooser ?? ruin.seat];
  const { step, duel } = state;
  switch (step.type) {
    case 'setup':
    case 'resolving':
    case 'over':
      return [];
    case 'pledge':
      return duel?.pending[0] === undefined ? [] : [duel.pending[0]];
    case 'throw':
      return duel?.thrower == null ? [] : [duel.thrower];
    case 'name_colour':
    case 'roll':
    case 'move_pawn':
    case 'bet':
    case 'option':
    case 'poker_call':
    case 'stake':
      return [state.turn.seat];
    default: {
      const unknown: never = step;
      throw new Error(`unknown step ${JSON.stringify(unknown)}`);
    }
  }
}

/** The kinds of move the table waits for now. */
export function expectedMoves(state: State): readonly MoveType[] {
  if (state.ruins.length > 0) return ['send_back'];
  const { step } = state;
  switch (step.type) {
    case 'name_colour':
    case 'roll':
    case 'move_pawn':
    case 'bet':
    case 'pledge':
    case 'stake':
      return [step.type];
    case 'option':
      return ['choose'];
    case 'poker_call':
      return ['call_poker', 'end_turn'];
    case 'throw':
      return ['throw', 'stop_throwing'];
    case 'setup':
    case 'resolving':
    case 'over':
      return [];
    default: {
      const unknown: never = step;
      throw new Error(`unknown step ${JSON.stringify(unknown)}`);
    }
  }
}

/** C8: colours that still have a pawn to bring home. */
export function nameableColours(state: State, seat: Seat): State['seats'][number]['colours'] {
  return (state.seats[seat]?.colours ?? []).filter(colour =>
    state.pawns.some(p => p.colour === colour && onTrack(state, p)),
  );
}

/** C14/C5: the bets a casino square allows. */
export function betsAt(state: State, square: number): readonly (readonly Suit[])[] {
  const kind = squareAt(state.board, square).kind;
  return kind === 'casino-2' ? DOUBLE_BETS : kind === 'casino-1' ? SINGLE_BETS : [];
}

/** Every non-empty subset of the five dice, as ascending indexes, by bit pattern. */
export const DICE_SUBSETS: readonly (readonly number[])[] = Array.from({ length: 2 ** DICE - 1 }, (_, i) =>
  Array.from({ length: DICE }, (_, d) => d).filter(d => ((i + 1) >> d) & 1),
);
const ALL_DICE = DICE_SUBSETS[DICE_SUBSETS.length - 1] ?? [];

const amounts = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, Math.floor((to - from) / MONEY.unit) + 1) }, (_, i) => from + i * MONEY.unit);

export function legalMoves(state: State, seat: Seat): Move[] {
  if (!toAct(state).includes(seat)) return [];
  if (state.ruins.length > 0) return ruinChoices(state).map(pawn => ({ type: 'send_back', pawn }));
  const { step, duel } = state;
  switch (step.type) {
    case 'name_colour':
      return nameableColours(state, seat).map(colour => ({ type: 'name_colour', colour }));
    case 'roll':
      return [{ type: 'roll' }];
    case 'move_pawn':
      return movablePawns(state).map(pawn => ({ type: 'move_pawn', pawn }));
    case 'bet':
      return betsAt(state, step.square).map((suits): Move => ({ type: 'bet', suits: [...suits] }));
    case 'option':
      return OPTIONS.map(option => ({ type: 'choose', option }));
    case 'poker_call':
      return [...step.targets.map((pawn): Move => ({ type: 'call_poker', pawn })), { type: 'end_turn' }];
    case 'pledge':
      return amounts(0, pledgeMax(state, seat)).map(amount => ({ type: 'pledge', amount }));
    case 'stake':
      return duel ? amounts(MONEY.unit, stakeCap(state, duel)).map(amount => ({ type: 'stake', amount })) : [];
    case 'throw': {
      if (!duel) return [];
      const made = throwsMade(duel);
      if (made === 0) return [{ type: 'throw', dice: [...ALL_DICE] }];
      if (made >= throwLimit(duel)) return [];
      return [...DICE_SUBSETS.map((dice): Move => ({ type: 'throw', dice: [...dice] })), { type: 'stop_throwing' }];
    }
    case 'setup':
    case 'resolving':
    case 'over':
      return [];
    default: {
      const unknown: never = step;
      throw new Error(`unknown step ${JSON.stringify(unknown)}`);
    }
  }
}
