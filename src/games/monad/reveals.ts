// Which Monad facts reveal something hidden or random (the engine's `reveals`, for the server's undo): the
// deal (M6) and a custom opening, a card drawn (M16), a common taken from the drawing deck by a bonus (M13),
// and a hand shown by a pass (M18). Trades, buys and leaps move public cards only (the columns and the
// discard are public, "What each player may see"), so they can be taken back until one of these happens.
// A flip (M17) turns the public discard over unshuffled: nothing hidden, nothing random.
import type { MonadFact } from './schemas.js';

type FactType = MonadFact['type'];

const REVEALS: { readonly [K in FactType]: (fact: Extract<MonadFact, { type: K }>) => boolean } = {
  dealt: () => true,
  positioned: () => true,
  traded: () => false,
  bonus_taken: fact => fact.fromDeck,
  bought: () => false,
  leapt: () => false,
  drew: () => true,
  flipped: () => false,
  passed: () => true,
  turn_ended: () => false,
  resigned: () => false,
  game_ended: () => false,
};

export function reveals(fact: MonadFact): boolean {
  const test = REVEALS[fact.type] as (fact: MonadFact) => boolean;
  return test(fact);
}
