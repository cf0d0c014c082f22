// The server's legal moves sorted into what a person looks for: the whole-turn actions (draw, flip, pass,
// end turn), the trades (one row per pair of cards, with and without the bonus), the buys per column, the
// leaps. Nothing here decides legality: every move listed comes out in exactly one group, unchanged. The
// only reading of the rules is the label of what a trade takes (the set above the traded pair, or above
// the non-wild card), which the server's move does not spell out.
import type { MonadCard, MonadColour, MonadMove, MonadView } from '../../api/types';
import { COLUMNS, nextSet, sameCard, type Column } from './cards';

export type TradeMove = Extract<MonadMove, { type: 'trade' }>;
export type BuyMove = Extract<MonadMove, { type: 'buy' }>;
export type LeapMove = Extract<MonadMove, { type: 'leap' }>;
export type TurnMove = Extract<MonadMove, { type: 'draw' | 'flip' | 'pass' | 'end_turn' }>;
export type Target = Column | 'monad';

export interface TradeRow {
  readonly cards: readonly MonadCard[];
  readonly target: Target;
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

/** What a trade takes: the set above the pair, or above the card that is not the wild one (M12w). */
export function tradeTarget(cards: readonly MonadCard[], identity: MonadColour | null): Target {
  const [a, b] = cards;
  if (a === undefined || b === undefined || a.set === b.set) return nextSet((a ?? b)?.set ?? 'common');
  const plain = a.colour === identity && a.set !== 'common' ? b : a;
  return nextSet(plain.set);
}

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

export function groupMoves(moves: readonly MonadMove[], view: MonadView): MoveGroups {
  const identity = view.seats.find(s => s.seat === view.you)?.identity ?? null;
  const turn: TurnMove[] = [];
  const trades = new Map<string, { cards: readonly MonadCard[]; target: Target; moves: TradeMove[] }>();
  const buys = new Map<Target, BuyMove[]>();
  const leaps: LeapMove[] = [];
  for (const move of moves) {
    switch (move.type) {
      case 'trade': {
        const key = pairKey(move.cards);
        const row = trades.get(key) ?? { cards: move.cards, target: tradeTarget(move.cards, identity), moves: [] };
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
  const byTarget = (a: { target: Target }, b: { target: Target }) =>
    TARGETS.indexOf(b.target) - TARGETS.indexOf(a.target);
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
