// Poker (C17–C19) as a bet priced in squares. The challenger's chance comes from the exact dice tables
// (about 59 % against a responder who plays well: throwing first and capping the responder's throws is
// an edge). A stake is worth our money's worth won or lost, the opponent's the other way (their purse is
// their insurance), and the ruin a stake can cause: a stake of everything the opponent holds, if won,
// ruins them and lets us send back their most advanced pawn (C16) — the strongest blow in the game.
// Losing costs the stake and leaves our pawn blocked under theirs (C18). We call when the best stake
// is worth more than nothing; pledges stay at 0, since the duel is then thrown by someone else.
import type { Move, View } from '../../games/monte-carlo/schemas.js';
import { MONEY } from '../../games/monte-carlo/vocabulary.js';
import { challengerChance, challengerChoice, responderChoice } from './dice.js';
import { diceToThrow, handOf } from './hands.js';
import { worstSetback } from './ruin.js';
import type { Table } from './table.js';
import { moneyOf, pawnOf } from './table.js';
import { moneyWorth, rivalShare, WEIGHTS } from './worth.js';

type Duel = NonNullable<View['duel']>;

export interface Stake {
  readonly amount: number;
  /** Expected squares gained by playing this stake rather than no poker. */
  readonly value: number;
}

/**
 * The worth of a duel against `opponent` at `amount`, our own part of the stake being `share` (C19: less
 * when others pledged), for a player holding `money`.
 */
function stakeValue(table: Table, opponent: number, amount: number, share: number, money: number): number {
  const rival = rivalShare(table.view.players);
  const theirs = moneyOf(table.view, opponent);
  const win =
    moneyWorth(money + share) -
    moneyWorth(money) +
    rival * (moneyWorth(theirs) - moneyWorth(theirs - amount) + (amount >= theirs ? worstSetback(table, opponent) : 0));
  const lose =
    moneyWorth(money - share) -
    moneyWorth(money) -
    (share >= money ? worstSetback(table, table.seat) : 0) -
    WEIGHTS.blocked -
    rival * (moneyWorth(theirs + amount) - moneyWorth(theirs));
  const p = challengerChance();
  return p * win + (1 - p) * lose;
}

/** The best stake up to `cap` against `opponent`, for a player holding `money`, with `pledged` from others. */
export function bestStake(table: Table, opponent: number, cap: number, money: number, pledged = 0): Stake {
  let best: Stake = { amount: 0, value: 0 };
  for (let amount = MONEY.unit; amount <= cap; amount += MONEY.unit) {
    const share = pledged > 0 ? Math.ceil((amount * money) / (money + pledged) / MONEY.unit) * MONEY.unit : amount;
    const value = stakeValue(table, opponent, amount, share, money);
    if (value > best.value) best = { amount, value };
  }
  return best;
}

/** What a chance to call poker on `opponent` is worth to a player who will hold `money` (0 when declined). */
export const pokerWorth = (table: Table, opponent: number, money: number): number =>
  bestStake(table, opponent, Math.min(money, moneyOf(table.view, opponent)), money).value;

/** C17: challenge the opponent whose duel is worth most, or end the turn when none is worth playing. */
export function chooseCall(table: Table, legal: readonly Move[]): Move {
  let best: Move = { type: 'end_turn' };
  let bestValue = 0;
  for (const move of legal) {
    if (move.type !== 'call_poker') continue;
    const value = pokerWorth(table, pawnOf(table.view, move.pawn).seat, table.money);
    if (value > bestValue) {
      best = move;
      bestValue = value;
    }
  }
  return best;
}

/** C17: the stake worth most among those allowed. */
export function chooseStake(table: Table, duel: Duel, legal: readonly Move[]): Move {
  const amounts = legal.flatMap(m => (m.type === 'stake' ? [m.amount] : []));
  const cap = Math.max(MONEY.unit, ...amounts);
  const pledged = duel.pledges.reduce((sum, p) => sum + p.amount, 0);
  const { amount } = bestStake(table, duel.opponent, cap, table.money, pledged);
  return (
    legal.find(m => m.type === 'stake' && m.amount === amount) ?? legal[0] ?? { type: 'stake', amount: MONEY.unit }
  );
}

/** C18: throw again the dice the tables advise, or stop. */
export function chooseThrow(table: Table, duel: Duel, legal: readonly Move[]): Move {
  const challenging = duel.challenger === table.seat;
  const faces = challenging ? duel.challengerHand : duel.opponentHand;
  const made = challenging ? duel.challengerThrows : duel.opponentThrows;
  if (faces === null || made === 0) return legal[0] ?? { type: 'throw', dice: [0, 1, 2, 3, 4] };
  const hand = handOf(faces);
  const choice = challenging
    ? challengerChoice(hand, made)
    : responderChoice(hand, made, duel.challengerThrows, handOf(duel.challengerHand ?? faces));
  const stop = legal.find(m => m.type === 'stop_throwing') ?? legal[0] ?? { type: 'stop_throwing' };
  if (choice.keep === null) return stop;
  const dice = diceToThrow(faces, choice.keep).join();
  return legal.find(m => m.type === 'throw' && m.dice.join() === dice) ?? stop;
}
