// Which Monte Carlo facts reveal something hidden or random (the engine's `reveals`, for the server's undo):
// every fact holding a draw of chance — the opening with its shuffled casino pile (C2), a reshuffle, the
// die (C6), a casino card (C14), poker dice (C18) and a sudden death's throws. Everything else follows from
// the players' choices on a public table, so it can be taken back until one of these happens.
import type { FactType, Fact } from './schemas.js';

const REVEALING: ReadonlySet<FactType> = new Set<FactType>([
  'position_set',
  'deck_shuffled',
  'die_rolled',
  'card_drawn',
  'dice_thrown',
  'sudden_death',
]);

export const reveals = (fact: Fact): boolean => REVEALING.has(fact.type);
