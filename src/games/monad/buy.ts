// M14 buying and M15 leaping: paying with points, or with commons of different colours.
import { accept, type Decision } from '../../engine/index.js';
import {
  COLOURS,
  SETS,
  VALUES,
  cardOfKind,
  colourIndex,
  describe,
  kindOf,
  kindOfCard,
  setIndex,
  type Card,
  type Colour,
  type Target,
} from './cards.js';
import { missingCard, winningFacts } from './holdings.js';
import type { MonadFact } from './schemas.js';
import type { MonadState } from './state.js';
import { isAvailable, TARGET_NAMES, topOf } from './table.js';
import { violation } from './violations.js';

export function decideBuy(
  state: MonadState,
  seat: number,
  target: Target,
  given: readonly Card[],
): Decision<MonadFact> {
  const rank = setIndex(target);
  const name = TARGET_NAMES[rank];
  if (!isAvailable(state, rank))
    return violation('M14', 'target-unavailable', `There is no ${name} left on the table to buy.`, {
      target: String(name),
    });
  if (given.length < 2)
    return violation('M14', 'two-or-more-cards', `A buy plays two or more cards; you named ${given.length}.`, {
      named: given.length,
    });
  const kinds = given.map(kindOfCard);
  const missing = missingCard(state, seat, kinds);
  if (missing !== null)
    return violation('M14', 'not-in-hand', `You do not hold the ${describe(cardOfKind(missing))} you offered.`, {
      ...cardOfKind(missing),
    });
  const tooHigh = given.find(card => SETS.indexOf(card.set) >= rank);
  if (tooHigh)
    return violation(
      'M14',
      'lower-sets-only',
      `Only cards of sets lower than the ${name} can pay for it, not a ${describe(tooHigh)}.`,
      { target: String(name), set: tooHigh.set, colour: tooHigh.colour },
    );
  const total = given.reduce((sum, card) => sum + (VALUES[SETS.indexOf(card.set)] as number), 0);
  const price = VALUES[rank] as number;
  if (total < price)
    return violation('M14', 'not-enough-points', `Your cards total ${total} points; a ${name} costs ${price}.`, {
      total,
      target: String(name),
      price,
    });
  const took = topOf(state, rank);
  return accept<MonadFact>({ type: 'bought', seat, gave: [...given], took }, ...winningFacts(state, seat, took));
}

/** M15: 4, 5 or 6 commons take a tri, quad or quint. */
export const LEAP_TARGET: Readonly<Record<number, number>> = { 4: 2, 5: 3, 6: 4 };

export function decideLeap(state: MonadState, seat: number, commons: readonly Colour[]): Decision<MonadFact> {
  if (!state.turn.prepared) {
    return violation('M15', 'prepare-first', 'A leap needs a trade or buy earlier in the same turn.');
  }
  const rank = LEAP_TARGET[commons.length];
  if (rank === undefined)
    return violation('M15', 'four-to-six-commons', `A leap plays 4, 5 or 6 commons; you named ${commons.length}.`, {
      named: commons.length,
    });
  if (new Set(commons).size !== commons.length)
    return violation('M15', 'different-colours', 'The commons of a leap must all be of different colours.');
  const missing = missingCard(
    state,
    seat,
    commons.map(c => kindOf(0, colourIndex(c))),
  );
  if (missing !== null)
    return violation('M15', 'not-in-hand', `You do not hold a ${COLOURS[missing]} common.`, {
      colour: COLOURS[missing] as string,
    });
  if (!isAvailable(state, rank))
    return violation('M15', 'column-empty', `There is no ${SETS[rank]} left on the table to leap to.`, {
      target: SETS[rank] as string,
    });
  return accept<MonadFact>({ type: 'leapt', seat, gave: [...commons], took: topOf(state, rank) as Card });
}
