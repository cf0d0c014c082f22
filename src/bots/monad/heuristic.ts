// A greedy Monad player. It scores each legal move by the points it gains (M3 values: a trade always gains,
// 2 × 16 → 36; a buy usually overpays) with a large premium for a Monad, takes the turn's bonus on the
// highest trade that can earn one this turn, and ends its turn once nothing gains. Without a transaction
// it draws, else flips, else passes. It reads only its view and the legal moves.
import type { MonadTypes } from '../../games/monad/index.js';
import type { MonadMove, MonadView } from '../../games/monad/schemas.js';
import type { Strategy } from '../strategy.js';

const RANKS = ['common', 'bi', 'tri', 'quad', 'quint', 'monad'] as const;
const VALUES = [1, 3, 7, 16, 36, 80] as const;
const MONAD_PREMIUM = 1000;

const rank = (set: string): number => RANKS.indexOf(set as (typeof RANKS)[number]);
const value = (set: string): number => VALUES[rank(set)] as number;

/** The set a trade takes from: one above the set of its non-wild card (M12, M12w). */
function tradeTarget(identity: string, cards: readonly { set: string; colour: string }[]): number {
  const [a, b] = cards as [{ set: string; colour: string }, { set: string; colour: string }];
  if (a.set === b.set) return rank(a.set) + 1;
  const plain = a.colour === identity && a.set !== 'common' ? b : a;
  return rank(plain.set) + 1;
}

function score(identity: string, move: MonadMove, bestBonusSet: number): number {
  switch (move.type) {
    case 'trade': {
      const target = tradeTarget(identity, move.cards);
      const gain = (VALUES[target] as number) - move.cards.reduce((sum, c) => sum + value(c.set), 0);
      const bonus = move.takeBonus === true ? (target - 1 === bestBonusSet ? 50 : -50) : 0;
      return gain + bonus + (target === 5 ? MONAD_PREMIUM : 0) + target;
    }
    case 'buy': {
      const paid = move.cards.reduce((sum, c) => sum + value(c.set), 0);
      return value(move.target) - paid + (move.target === 'monad' ? MONAD_PREMIUM : 0);
    }
    case 'leap':
      return (VALUES[move.commons.length - 2] as number) - move.commons.length;
    case 'draw':
      return 0.5;
    case 'flip':
      return 0.4;
    case 'pass':
    case 'end_turn':
      return 0;
    default: {
      const unreachable: never = move;
      throw new Error(`unknown move ${JSON.stringify(unreachable)}`);
    }
  }
}

/** The move the heuristic plays: also the IS-MCTS bot's playout policy, hence synchronous. */
export const monadChoice = (view: MonadView, legal: readonly MonadMove[]): MonadMove =>
  monadChoiceFor(identityOf(view), legal);

/** The seat's identity colour: the only part of the view the heuristic reads besides the legal moves. */
const identityOf = (view: MonadView): string => view.seats[view.you ?? 0]?.identity ?? '';

/** The heuristic's move for a seat of identity colour `identity` (a search's playouts call it per move). */
export function monadChoiceFor(identity: string, legal: readonly MonadMove[]): MonadMove {
  // M13: one bonus a turn — keep it for the highest trade that can earn one now.
  const bestBonusSet = bestBonus(identity, legal);
  let best = legal[0] as MonadMove;
  let bestScore = -Infinity;
  for (const move of legal) {
    const s = score(identity, move, bestBonusSet);
    if (s > bestScore) {
      best = move;
      bestScore = s;
    }
  }
  return best;
}

function bestBonus(identity: string, legal: readonly MonadMove[]): number {
  let bestBonusSet = -1;
  for (const move of legal) {
    if (move.type === 'trade' && move.takeBonus === true)
      bestBonusSet = Math.max(bestBonusSet, tradeTarget(identity, move.cards) - 1);
  }
  return bestBonusSet;
}

/** The heuristic's score of each move (higher is better), for pruning a search to the likely moves. */
export function monadScores(identity: string, legal: readonly MonadMove[]): number[] {
  const bestBonusSet = bestBonus(identity, legal);
  return legal.map(move => score(identity, move, bestBonusSet));
}

export const monadHeuristic: Strategy<MonadTypes> = {
  name: 'heuristic',
  choose: turn => Promise.resolve(monadChoice(turn.view, turn.legal)),
};
