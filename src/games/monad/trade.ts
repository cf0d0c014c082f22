// M12 trading, M12w wild cards and M13 bonuses.
import { accept, type Decision } from '../../engine/index.js';
import {
  COLOURS,
  COMMON,
  SETS,
  cardOfKind,
  colourOfKind,
  describe,
  isBonusPair,
  isWarm,
  kindOfCard,
  setOfKind,
  type Card,
} from './cards.js';
import { isAvailable, TARGET_NAMES, topOf } from './table.js';
import type { MonadFact } from './schemas.js';
import type { MonadState } from './state.js';
import { violation } from './violations.js';
import { missingCard, winningFacts } from './holdings.js';

/** What two cards make as a trade, independent of the table: the set traded, and whether a wild is used. */
export type TradeShape =
  | { readonly ok: true; readonly set: number; readonly wild: boolean; readonly bonusPair: boolean }
  | { readonly ok: false; readonly refusal: Decision<MonadFact> };

export function tradeShape(identity: number, a: number, b: number): TradeShape {
  const [ca, cb] = [colourOfKind(a), colourOfKind(b)];
  if (isWarm(ca) === isWarm(cb)) {
    return {
      ok: false,
      refusal: violation(
        'M12',
        'warm-and-cool',
        'A trade gives one warm card (red, orange, yellow) and one cool card (purple, blue, green).',
      ),
    };
  }
  const [sa, sb] = [setOfKind(a), setOfKind(b)];
  if (sa === sb) return { ok: true, set: sa, wild: false, bonusPair: sa !== COMMON && isBonusPair(ca, cb) };
  // M12w: the identity-coloured card (bi or higher) stands for the other card's set.
  if (sa !== COMMON && ca === identity) return { ok: true, set: sb, wild: true, bonusPair: false };
  if (sb !== COMMON && cb === identity) return { ok: true, set: sa, wild: true, bonusPair: false };
  if ((sa === COMMON && ca === identity) || (sb === COMMON && cb === identity)) {
    return {
      ok: false,
      refusal: violation('M12w', 'commons-never-wild', 'Commons are never wild: trade two cards of one set.'),
    };
  }
  return {
    ok: false,
    refusal: violation(
      'M12',
      'same-set',
      'Both cards must be of one set, unless one is a wild card (a bi or higher in your identity colour).',
    ),
  };
}

/** M13: why this trade cannot take a bonus, or null when it can. */
export function bonusRefusal(
  state: MonadState,
  shape: { set: number; wild: boolean; bonusPair: boolean },
): Decision<MonadFact> | null {
  if (shape.set === COMMON) return violation('M13', 'no-bonus-for-commons', 'Trading commons earns no bonus.');
  if (shape.wild) return violation('M13', 'no-bonus-with-wild', 'A trade that uses a wild card earns no bonus.');
  if (!shape.bonusPair) {
    return violation('M13', 'not-a-bonus-pair', 'Only red/purple, orange/blue and yellow/green trades earn a bonus.');
  }
  if (state.turn.bonusUsed) return violation('M13', 'one-bonus-per-turn', 'You have already taken a bonus this turn.');
  const take = bonusTake(state, shape.set);
  if (take.cards.length === 0 && !take.fromDeck) {
    // M13: a bonus that would take nothing is no bonus; declining keeps the turn's bonus for later.
    return violation(
      'M13',
      'bonus-takes-nothing',
      'Every set below this trade is missing, so there is no bonus to take: trade without it.',
    );
  }
  return null;
}

/** M13: the cards a bonus for trading set `set` takes now, highest set first, and whether a common comes from the deck. */
export function bonusTake(state: MonadState, set: number): { cards: Card[]; fromDeck: boolean } {
  const cards: Card[] = [];
  for (let lower = set - 1; lower >= 1; lower--) {
    if (isAvailable(state, lower)) cards.push(topOf(state, lower) as Card);
    else if (state.options.bonusStopsAtGap) return { cards, fromDeck: false };
  }
  return { cards, fromDeck: state.deck !== null };
}

export function decideTrade(
  state: MonadState,
  seat: number,
  given: readonly Card[],
  takeBonus: boolean,
): Decision<MonadFact> {
  if (given.length !== 2)
    return violation('M12', 'two-cards', `A trade gives exactly two cards; you named ${given.length}.`, {
      named: given.length,
    });
  const [first, second] = given as [Card, Card];
  const kinds = [kindOfCard(first), kindOfCard(second)] as const;
  const missing = missingCard(state, seat, kinds);
  if (missing !== null)
    return violation('M12', 'not-in-hand', `You do not hold the ${describe(cardOfKind(missing))} you offered.`, {
      ...cardOfKind(missing),
    });
  const shape = tradeShape((state.seats[seat] as { identity: number }).identity, kinds[0], kinds[1]);
  if (!shape.ok) return shape.refusal;
  const target = shape.set + 1;
  if (!isAvailable(state, target)) {
    return violation(
      'M12',
      'column-empty',
      `There is no ${TARGET_NAMES[target]} left on the table to trade ${SETS[shape.set]}s for.`,
      { target: TARGET_NAMES[target] as string, set: SETS[shape.set] as string },
    );
  }
  if (takeBonus) {
    const refused = bonusRefusal(state, shape);
    if (refused) return refused;
  }
  const took = topOf(state, target);
  const facts: MonadFact[] = [{ type: 'traded', seat, gave: [first, second], wild: shape.wild, took }];
  if (takeBonus) {
    const bonus = bonusTake(state, shape.set);
    const common = bonus.fromDeck ? state.deck?.[0] : undefined;
    facts.push({
      type: 'bonus_taken',
      seat,
      cards: bonus.cards,
      fromDeck: bonus.fromDeck,
      ...(common === undefined ? {} : { common: COLOURS[common] }),
    });
  }
  facts.push(...winningFacts(state, seat, took));
  return accept(...facts);
}
