// The whole-turn actions (M16 draw, M17 flip, M18 pass), ending a turn of transactions (M9), and what a
// turn's end may bring: a blocked table (M19) or the turn limit (maxTurns).
import { accept, type Decision } from '../../engine/index.js';
import { COLOURS, MONAD, SETS, VALUES, cardOfKind, type Card } from './cards.js';
import { leaders } from './outcome.js';
import type { MonadFact } from './schemas.js';
import { activeSeats, nextSeat, type MonadState, type SeatState } from './state.js';
import { countOfSet, isAvailable, pointsBelow, TARGET_NAMES } from './table.js';
import { anyTrade } from './legal-trades.js';
import { violation } from './violations.js';

/**
 * The facts that close the current turn of `seat`: the turn passes on, unless every seat still playing has
 * passed in a row (M19: blocked) or the turn limit is reached. `passRun` is the run of passes including this
 * turn, or null when this turn changed something.
 */
export function closeTurn(state: MonadState, seat: number, passRun: readonly number[] | null): MonadFact[] {
  const facts: MonadFact[] = [{ type: 'turn_ended', seat, turn: state.turn.number, next: nextSeat(state, seat) }];
  const blocked = passRun === null ? [] : blockedEnding(state, passRun);
  if (blocked.length > 0) facts.push(...blocked);
  else if (state.options.maxTurns !== undefined && state.turn.number >= state.options.maxTurns) {
    facts.push({ type: 'game_ended', reason: 'max-turns', winners: leaders(state) });
  }
  return facts;
}

/** M19: the game ends blocked once every seat still playing has passed in a row. */
export function blockedEnding(state: MonadState, passRun: readonly number[]): MonadFact[] {
  return activeSeats(state).every(s => passRun.includes(s))
    ? [{ type: 'game_ended', reason: 'blocked', winners: leaders(state) }]
    : [];
}

const wholeTurnOnly = (action: 'draw' | 'flip' | 'pass'): Decision<MonadFact> =>
  violation(
    'M9',
    'whole-turn-only',
    `You have made a transaction this turn, so you cannot ${action}: end your turn instead.`,
    { action },
  );

export function decideDraw(state: MonadState, seat: number): Decision<MonadFact> {
  if (state.turn.transactions > 0) return wholeTurnOnly('draw');
  if (state.deck === null) {
    return violation(
      'M16',
      'no-deck',
      state.discard.length > 0
        ? 'There is no drawing deck: flip the discard pile instead.'
        : 'There is no drawing deck to draw from.',
      { discard: state.discard.length > 0 ? 'some' : 'none' },
    );
  }
  return accept<MonadFact>(
    { type: 'drew', seat, colour: COLOURS[state.deck[0] as number] as (typeof COLOURS)[number] },
    ...closeTurn(state, seat, null),
  );
}

export function decideFlip(state: MonadState, seat: number): Decision<MonadFact> {
  if (state.turn.transactions > 0) return wholeTurnOnly('flip');
  if (state.deck !== null)
    return violation('M17', 'deck-exists', 'There is a drawing deck already: draw from it instead of flipping.');
  if (state.discard.length === 0)
    return violation('M17', 'discard-empty', 'The discard pile is empty: there is nothing to flip.');
  return accept<MonadFact>({ type: 'flipped', seat, size: state.discard.length }, ...closeTurn(state, seat, null));
}

/** M18: the buy that forbids a pass — two cards of the set just below the target, and enough lower cards. */
export function forcedBuy(state: MonadState, hand: readonly number[]): number | null {
  for (let target = 1; target <= MONAD; target++) {
    if (
      isAvailable(state, target) &&
      countOfSet(hand, target - 1) >= 2 &&
      pointsBelow(hand, target) >= (VALUES[target] as number)
    ) {
      return target;
    }
  }
  return null;
}

/** M18: why the seat may not pass now (what it can still do, with a sentence), or null when it may. */
export function passRefusal(
  state: MonadState,
  seat: number,
): { readonly sentence: string; readonly params: Readonly<Record<string, string>> } | null {
  const hand = (state.seats[seat] as SeatState).hand;
  if (anyTrade(state, seat)) return { sentence: 'You can still trade.', params: { can: 'trade' } };
  if (state.deck !== null) return { sentence: 'You can still draw.', params: { can: 'draw' } };
  if (state.discard.length > 0) return { sentence: 'You can still flip the discard pile.', params: { can: 'flip' } };
  const target = forcedBuy(state, hand);
  if (target !== null) {
    const [name, below] = [TARGET_NAMES[target] as string, SETS[target - 1] as string];
    return {
      sentence: `You can still buy the ${name} with two ${below}s and enough lower cards.`,
      params: { can: 'buy', target: name, set: below },
    };
  }
  return null;
}

/** A hand as cards, in kind order. Every view shows one, so it is built with plain loops. */
export function handCards(hand: readonly number[]): Card[] {
  const cards: Card[] = [];
  for (let kind = 0; kind < hand.length; kind++) {
    const count = hand[kind] as number;
    if (count === 0) continue;
    const card = cardOfKind(kind);
    for (let i = 0; i < count; i++) cards.push(card);
  }
  return cards;
}

export function decidePass(state: MonadState, seat: number): Decision<MonadFact> {
  if (state.turn.transactions > 0) return wholeTurnOnly('pass');
  const refusal = passRefusal(state, seat);
  if (refusal !== null)
    return violation(
      'M18',
      'pass-not-allowed',
      `You may pass only when you can do nothing else. ${refusal.sentence}`,
      refusal.params,
    );
  const hand = handCards((state.seats[seat] as SeatState).hand);
  return accept<MonadFact>({ type: 'passed', seat, hand }, ...closeTurn(state, seat, [...state.passRun, seat]));
}

export function decideEndTurn(state: MonadState, seat: number): Decision<MonadFact> {
  if (state.turn.transactions === 0) {
    return violation(
      'M9',
      'no-transaction',
      'You have made no trade, buy or leap this turn: draw, flip or pass instead.',
    );
  }
  return accept(...closeTurn(state, seat, null));
}
