// Reading the table: what can be taken, and what a seat holds. Shared by `decide` and `legalMoves`, so
// that the moves listed and the moves accepted can never disagree.
import { COLUMN_SETS, MONAD, VALUES, cardOfKind, kindOf, type Taken } from './cards.js';
import { columnOf, type MonadState } from './state.js';

/** Whether the top card of set rank `target` (1 = bi … 5 = monad) can be taken (M12, M14). */
export const isAvailable = (state: MonadState, target: number): boolean =>
  target === MONAD ? state.monadStack > 0 : (state.columns[columnOf(target)] as readonly number[]).length > 0;

/** The card that taking set rank `target` gives now. Only call when available. */
export function topOf(state: MonadState, target: number): Taken {
  if (target === MONAD) return { set: 'monad' };
  const colour = (state.columns[columnOf(target)] as readonly number[])[0] as number;
  return cardOfKind(kindOf(target, colour));
}

export const TARGET_NAMES = ['common', ...COLUMN_SETS, 'Monad'] as const;

/** Total points of the cards of ranks below `target` in a hand (M3). */
export function pointsBelow(hand: readonly number[], target: number): number {
  let total = 0;
  for (let kind = 0; kind < target * 6; kind++)
    total += (hand[kind] as number) * (VALUES[Math.floor(kind / 6)] as number);
  return total;
}

export const countOfSet = (hand: readonly number[], set: number): number => {
  let n = 0;
  for (let colour = 0; colour < 6; colour++) n += hand[kindOf(set, colour)] as number;
  return n;
};
