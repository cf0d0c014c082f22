// Enumerating the trades a hand allows (M12, M12w). Pairs of held kinds are visited in ascending kind
// order, each pair once with the lower kind first, so the listing is deterministic.
import { KIND_COUNT } from './cards.js';
import type { MonadState, SeatState } from './state.js';
import { isAvailable } from './table.js';
import { tradeShape } from './trade.js';

export interface TradeOption {
  readonly a: number;
  readonly b: number;
  readonly set: number;
  readonly wild: boolean;
  readonly bonusPair: boolean;
}

/** Calls `visit` for every trade the seat can make now; stops early when `visit` returns true. */
export function forEachTrade(state: MonadState, seat: number, visit: (trade: TradeOption) => boolean | void): void {
  const { hand, identity } = state.seats[seat] as SeatState;
  const held: number[] = [];
  for (let kind = 0; kind < KIND_COUNT; kind++) if ((hand[kind] as number) > 0) held.push(kind);
  for (let i = 0; i < held.length; i++) {
    for (let j = i + 1; j < held.length; j++) {
      const a = held[i] as number;
      const b = held[j] as number;
      const shape = tradeShape(identity, a, b);
      if (
        shape.ok &&
        isAvailable(state, shape.set + 1) &&
        visit({ a, b, set: shape.set, wild: shape.wild, bonusPair: shape.bonusPair })
      ) {
        return;
      }
    }
  }
}

export function anyTrade(state: MonadState, seat: number): boolean {
  let found = false;
  forEachTrade(state, seat, () => (found = true));
  return found;
}
