// The server's legal moves sorted into what a person looks for: the whole-turn actions (draw, flip, pass,
// end turn), the trades (one row per pair of cards, with and without the bonus), the buys per column, the
// leaps. Nothing here decides legality: every move listed comes out in exactly one group, unchanged, and
// what a trade takes (M12, M12w) is what the server's view says (`view.trades`), never worked out here.
import type { MonadCard, MonadMove, MonadView } from '../../api/types';
import { COLUMNS, sameCard, type Column } from './cards';

export type TradeMove = Extract<MonadMove, { type: 'trade' }>;
export type BuyMove = Extract<MonadMove, { type: 'buy' }>;
export type LeapMove = Extract<MonadMove, { type: 'leap' }>;
export type TurnMove = Extract<MonadMove, { type: 'draw' | 'flip' | 'pass' | 'end_turn' }>;
export type Target = Column | 'monad';

export interface TradeRow {
  readonly cards: readonly MonadCard[];
  /** What the trade takes, as the server says; null if it did not say (the row is then listed last). */
  readonly target: Target | null;
  /** The same pair, listed without and with the bonus (either may be missing). */
  readonly moves: readonly TradeMove[];
}

export interface MoveGroups {
  readonly turn: readonly TurnMove[];
  readonly trades: readonly TradeRow[];
  readonly buys: ReadonlyArray<{ readonly target: Target; readonly moves: readonly BuyMove[] }>;
  readonly leaps: readonly LeapMove[];
}

const TARGETS: readonly Target[] = [...COLUMNS, 'monad'];

/** The cards a move gives from the hand (none for whole-turn actions). */
export function cardsOf(move: MonadMove): readonly MonadCard[] {
  switch (move.type) {
    case 'trade':
    case 'buy':
      return move.cards;
    case 'leap':
      return move.commons.map(colour => ({ set: 'common' as const, colour }));
    case 'draw':
    case 'flip':
    case 'pass':
    case 'end_turn':
      return [];
    default:
      return move satisfies never;
  }
}

/** Whether the move gives every one of `selected` (as a multiset): the hand's selection filters the list. */
export function usesAll(move: MonadMove, selected: readonly MonadCard[]): boolean {
  const pool = [...cardsOf(move)];
  return selected.every(card => {
    const at = pool.findIndex(c => sameCard(c, card));
    if (at < 0) return false;
    pool.splice(at, 1);
    return true;
  });
}

const pairKey = (cards: readonly MonadCard[]): string =>
  cards
    .map(c => `${c.colour}-${c.set}`)
    .sort()
    .join('+');

/** What each pair of cards takes when traded, as the server's view says (by the pair's key). */
export const tradeTargets = (view: MonadView): ReadonlyMap<string, Target> =>
  new Map((view.trades ?? []).map(t => [pairKey(t.cards), t.takes]));

export function groupMoves(moves: readonly MonadMove[], view: MonadView): MoveGroups {
  const takes = tradeTargets(view);
  const turn: TurnMove[] = [];
  const trades = new Map<string, { cards: readonly MonadCard[]; target: Target | null; moves: TradeMove[] }>();
  const buys = new Map<Target, BuyMove[]>();
  const leaps: LeapMove[] = [];
  for (const move of moves) {
    switch (move.type) {
      case 'trade': {
        const key = pairKey(move.cards);
        const row = trades.get(key) ?? { cards: move.cards, target: takes.get(key) ?? null, moves: [] };
        row.moves.push(move);
        trades.set(key, row);
        break;
      }
      case 'buy':
        buys.set(move.target, [...(buys.get(move.target) ?? []), move]);
        break;
      case 'leap':
        leaps.push(move);
        break;
      case 'draw':
      case 'flip':
      case 'pass':
      case 'end_turn':
        turn.push(move);
        break;
      default:
        move satisfies never;
    }
  }
  const rank = (target: Target | null): number => (target === null ? -1 : TARGETS.indexOf(target));
  const byTarget = (a: { target: Target | null }, b: { target: Target | null }) => rank(b.target) - rank(a.target);
  return {
    turn,
    // Bonus-less first within a row, so "Trade" comes before "Trade and take the bonus".
    trades: [...trades.values()]
      .map(row => ({
        ...row,
        moves: [...row.moves].sort((a, b) => Number(a.takeBonus ?? false) - Number(b.takeBonus ?? false)),
      }))
      .sort(byTarget),
    buys: TARGETS.filter(t => buys.has(t))
      .reverse()
      .map(target => ({ target, moves: buys.get(target) ?? [] })),
    leaps,
  };
}
