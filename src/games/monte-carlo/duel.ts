// Poker (C17–C19): the master of a stack challenges, pledges are collected (C19), the stake is named,
// both hands are thrown die by die as facts, a complete tie goes to sudden death (one throw of all five
// dice each, repeated while tied, all in facts), and the stake changes hands. A player left with nothing
// is ruined and the winner picks the pawn sent back (ruin.ts); the turn then goes on or ends.
// Each poker die is its own chance key, named by the turn, the duel's place among the turn's challenges, who
// throws, which throw and which die (docs/fairness.md): rethrowing other dice never changes a die's face.
import type { Draft } from './draft.js';
import { pay } from './money.js';
import { pokerTargets } from './pawns.js';
import { compareHands, evaluate } from './poker.js';
import type { Duel } from './schemas.js';
import { pledgersFor, shareStake, throwLimit, throwsMade } from './stakes.js';
import { moneyOf, pawnOf } from './state.js';
import { endTurn } from './turns.js';
import type { Face } from './vocabulary.js';
import { DICE, FACES } from './vocabulary.js';
import type { ChanceKey } from '../../engine/index.js';

const throwFace = (draft: Draft, key: ChanceKey): Face => FACES[draft.chance.stream(key).int(FACES.length)] ?? '9';

/** The key of every poker die of the duel under way: `poker/<turn>/<challenge of the turn, from 0>/…`. */
const duelKey = (draft: Draft): ChanceKey => [
  'poker',
  draft.state.turn.number,
  Math.max(0, draft.state.turn.challenged.length - 1),
];

function duelOf(draft: Draft): Duel {
  const { duel } = draft.state;
  if (!duel) throw new Error('no poker duel under way');
  return duel;
}

/** C10/C17: a master who has just arrived (or just won) may challenge; otherwise the turn ends. */
export function offerPokerOrEnd(draft: Draft): void {
  const { seat, pawn } = draft.state.turn;
  const targets = pawn === null ? [] : pokerTargets(draft.state, pawn);
  if (pawn === null || targets.length === 0) {
    endTurn(draft);
    return;
  }
  draft.emit({ type: 'poker_offered', seat, pawn, targets });
}

export function callPoker(draft: Draft, target: number): void {
  const { seat, pawn } = draft.state.turn;
  if (pawn === null) return;
  const opponent = pawnOf(draft.state, target).seat;
  draft.emit({
    type: 'poker_called',
    seat,
    pawn,
    target,
    opponent,
    pledgers: pledgersFor(draft.state, seat, opponent),
  });
}

export function pledge(draft: Draft, seat: number, amount: number): void {
  draft.emit({ type: 'pledged', seat, amount });
}

export function setStake(draft: Draft, stake: number): void {
  const duel = duelOf(draft);
  draft.emit({ type: 'stake_set', seat: duel.challenger, stake, shares: shareStake(draft.state, duel, stake) });
}

/** C18: throw the chosen dice; at the thrower's last allowed throw the hand stands. */
export function throwDice(draft: Draft, dice: readonly number[]): void {
  const duel = duelOf(draft);
  const seat = duel.thrower ?? duel.challenger;
  const challenger = seat === duel.challenger;
  const current = (challenger ? duel.challengerHand : duel.opponentHand) ?? [];
  const throwNumber = (challenger ? duel.challengerThrows : duel.opponentThrows) + 1;
  const key = [...duelKey(draft), challenger ? 'challenger' : 'opponent', throwNumber];
  const faces = Array.from({ length: DICE }, (_, i) =>
    dice.includes(i) ? throwFace(draft, [...key, i]) : (current[i] ?? '9'),
  );
  draft.emit({ type: 'dice_thrown', seat, dice: [...dice], faces });
  const after = duelOf(draft);
  if (throwsMade(after) >= throwLimit(after)) stopThrowing(draft);
}

export function stopThrowing(draft: Draft): void {
  const duel = duelOf(draft);
  const seat = duel.thrower ?? duel.challenger;
  draft.emit({ type: 'throws_stopped', seat, throws: throwsMade(duel) });
  if (seat === duel.opponent) settle(draft);
}

/** C18: the better hand wins; a complete tie goes to sudden death. */
function settle(draft: Draft): void {
  const duel = duelOf(draft);
  const challengerHand = duel.challengerHand ?? [];
  const opponentHand = duel.opponentHand ?? [];
  let result = compareHands(challengerHand, opponentHand);
  for (let round = 1; result === 0; round++) {
    const key = [...duelKey(draft), 'sudden-death', round];
    const challenger = Array.from({ length: DICE }, (_, i) => throwFace(draft, [...key, 'challenger', i]));
    const opponent = Array.from({ length: DICE }, (_, i) => throwFace(draft, [...key, 'opponent', i]));
    draft.emit({ type: 'sudden_death', challenger, opponent });
    result = compareHands(challenger, opponent);
  }
  const [winner, loser] = result > 0 ? [duel.challenger, duel.opponent] : [duel.opponent, duel.challenger];
  draft.emit({
    type: 'poker_won',
    seat: winner,
    loser,
    challengerHand: evaluate(challengerHand).kind,
    opponentHand: evaluate(opponentHand).kind,
  });
  if (winner === duel.challenger) challengerWins(draft, duel);
  else opponentWins(draft, duel);
  if (draft.state.ruins.length === 0) afterDuel(draft);
}

/** C18/C19: the opponent pays each share to its holder; a player left with nothing is ruined. */
function challengerWins(draft: Draft, duel: Duel): void {
  for (const share of duel.shares) pay(draft, duel.opponent, share.seat, share.amount, 'poker');
  if (moneyOf(draft.state, duel.opponent) === 0) {
    draft.emit({ type: 'ruined', seat: duel.opponent, cause: 'poker', chooser: duel.challenger });
  }
}

/** C18: the winner's pawn goes on top; each share holder pays; the ruined are settled by the winner. */
function opponentWins(draft: Draft, duel: Duel): void {
  draft.emit({ type: 'pawn_raised', pawn: duel.target, square: pawnOf(draft.state, duel.target).at });
  const ruined = duel.shares.filter(share => pay(draft, share.seat, duel.opponent, share.amount, 'poker'));
  for (const share of ruined) {
    // A resigned pledger holds no pawn to send back (C21): its ruin has nothing to settle.
    if (!draft.state.seats[share.seat]?.resigned) {
      draft.emit({ type: 'ruined', seat: share.seat, cause: 'poker', chooser: duel.opponent });
    }
  }
}

/** C18: a winning challenger may challenge another pawn of the stack; a beaten one's turn ends. */
export function afterDuel(draft: Draft): void {
  const { duel, turn } = draft.state;
  if (duel?.winner === turn.seat) offerPokerOrEnd(draft);
  else endTurn(draft);
}
