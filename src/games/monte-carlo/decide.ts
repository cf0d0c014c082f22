// A move becomes facts or a rule violation. First who may act (C2, C20), then whether this kind of move
// is what the table waits for, then the move's own rule; only then do the flows run, emitting facts
// through a Draft until the table waits for the next decision. Violations name their rule and say what
// the player can do instead.
import { squareAt } from './board.js';
import { Draft } from './draft.js';
import { callPoker, pledge, setStake, stopThrowing, throwDice } from './duel.js';
import { betsAt, DICE_SUBSETS, expectedMoves, nameableColours, toAct } from './legal.js';
import { chooseOption, movePawn, placeBet } from './movement.js';
import { nameColour, roll } from './roll.js';
import { canMove, isBlocked, isHome } from './pawns.js';
import { ruinChoices, settleRuin } from './ruin.js';
import type { Fact, Move } from './schemas.js';
import { pledgeMax, stakeCap, throwLimit, throwsMade } from './stakes.js';
import type { State } from './state.js';
import { endTurn } from './turns.js';
import { MONEY, OPTIONS } from './vocabulary.js';
import type { Chance, Decision, RuleViolation, Seat } from '../../engine/index.js';
import { accept } from '../../engine/index.js';

/** `params`: the values the sentence names, raw, for messages.ts to say it in French and German. */
const violation = (
  rule: string,
  message: string,
  params: Readonly<Record<string, string | number>> = {},
): RuleViolation => ({ code: `monte-carlo/${rule}`, message, params });

/** What to say when a move of the wrong kind arrives: the decision the table waits for. */
function waitingFor(state: State): RuleViolation {
  if (state.ruins.length > 0)
    return violation('C16-send-back-first', 'Choose the pawn that a ruin sends back to the bank behind it.');
  const { step } = state;
  switch (step.type) {
    case 'name_colour':
      return violation('C8-name-colour-first', 'Name the colour you will move before rolling.');
    case 'roll':
      return violation('C6-roll-first', 'Roll the die first.');
    case 'move_pawn':
      return violation('C6-move-a-pawn', 'Move one of your pawns by the number rolled.');
    case 'bet':
      return violation('C14-bet-first', 'Place your bet on the casino table.');
    case 'option':
      return violation('C14-choose-option', 'You won at the casino: choose option A or B.');
    case 'poker_call':
      return violation('C17-call-or-end', 'Call poker on an opponent pawn of your stack, or end your turn.');
    case 'pledge':
      return violation('C19-pledge-first', 'Pledge an amount (0 to stay out) to join the poker.');
    case 'stake':
      return violation('C17-stake-first', 'Name the stake of the poker you called.');
    case 'throw':
      return violation('C18-throw-or-stop', 'Throw the poker dice, or stop throwing.');
    case 'setup':
    case 'resolving':
    case 'over':
      return violation('C2-nothing-to-do', 'The table is not waiting for a move.');
    default: {
      const unknown: never = step;
      throw new Error(`unknown step ${JSON.stringify(unknown)}`);
    }
  }
}

function amountProblem(amount: number): RuleViolation | null {
  return Number.isInteger(amount) && amount >= 0 && amount % MONEY.unit === 0
    ? null
    : violation('C1-money-unit', 'Money moves in multiples of $10,000.');
}

function movePawnProblem(state: State, seat: Seat, id: number): RuleViolation | null {
  const pawn = state.pawns[id];
  const { colour, die } = state.turn;
  if (!pawn || pawn.seat !== seat)
    return violation('C6-not-your-pawn', `Pawn ${id} is not one of yours.`, { pawn: id });
  if (colour !== null && pawn.colour !== colour)
    return violation('C8-named-colour', `Move a ${colour} pawn: that is the colour you named.`, { colour });
  if (isHome(state, pawn)) return violation('C9-pawn-home', `Pawn ${id} is home and leaves the track.`, { pawn: id });
  if (die !== null && !canMove(state, id, die)) {
    return isBlocked(state, id)
      ? violation(
          'C10-blocked-needs-1-2-3',
          `Pawn ${id} is blocked under an opponent: it leaves only on a 1, 2 or 3.`,
          { pawn: id },
        )
      : violation('C11-bank-needs-1-2-3', `Pawn ${id} is in a bank: it leaves only on a 1, 2 or 3.`, { pawn: id });
  }
  return null;
}

function throwProblem(state: State, dice: readonly number[]): RuleViolation | null {
  const { duel } = state;
  if (!duel) return violation('C18-no-duel', 'No poker is being played.');
  if (!DICE_SUBSETS.some(subset => subset.length === dice.length && subset.every((d, i) => d === dice[i]))) {
    return violation('C18-dice', 'Name the dice to throw by index 0–4, each once, in ascending order.');
  }
  const made = throwsMade(duel);
  if (made === 0 && dice.length !== 5)
    return violation('C18-first-throw-all-dice', 'The first throw of a hand throws all five dice.');
  if (made >= throwLimit(duel)) return violation('C18-no-throw-left', 'You have no throw left.');
  return null;
}

/** The move's own rule, once it is the kind of move the table waits for. */
function problem(state: State, seat: Seat, move: Move): RuleViolation | null {
  const { step, duel } = state;
  switch (move.type) {
    case 'name_colour':
      if (!state.seats[seat]?.colours.includes(move.colour))
        return violation('C8-not-your-colour', `You do not play ${move.colour}.`, { colour: move.colour });
      if (!nameableColours(state, seat).includes(move.colour)) {
        return violation('C8-colour-all-home', `Every ${move.colour} pawn is home: name your other colour.`, {
          colour: move.colour,
        });
      }
      return null;
    case 'roll':
    case 'end_turn':
      return null;
    case 'move_pawn':
      return movePawnProblem(state, seat, move.pawn);
    case 'bet': {
      const square = step.type === 'bet' ? step.square : 0;
      const bets = betsAt(state, square);
      if (bets.some(bet => bet.length === move.suits.length && bet.every((suit, i) => suit === move.suits[i])))
        return null;
      return squareAt(state.board, square).kind === 'casino-2'
        ? violation(
            'C14-double-chance-bet',
            'Bet on two different suits, in the order spades, hearts, diamonds, clubs.',
          )
        : violation('C14-single-chance-bet', 'Bet on exactly one suit.');
    }
    case 'choose':
      return OPTIONS.includes(move.option) ? null : violation('C14-option', 'Choose option A or B.');
    case 'call_poker':
      return step.type === 'poker_call' && step.targets.includes(move.pawn)
        ? null
        : violation('C17-not-a-target', `Pawn ${move.pawn} is not an opponent pawn you may challenge in your stack.`, {
            pawn: move.pawn,
          });
    case 'pledge':
      return (
        amountProblem(move.amount) ??
        (move.amount > pledgeMax(state, seat)
          ? violation('C19-pledge-too-high', `You can pledge at most $${pledgeMax(state, seat)}.`, {
              max: pledgeMax(state, seat),
            })
          : null)
      );
    case 'stake': {
      const cap = duel ? stakeCap(state, duel) : 0;
      if (amountProblem(move.amount)) return amountProblem(move.amount);
      if (move.amount < MONEY.unit) return violation('C17-stake-too-low', 'The stake is at least $10,000.');
      return move.amount > cap
        ? violation('C17-stake-too-high', `The stake is at most $${cap} here.`, { max: cap })
        : null;
    }
    case 'throw':
      return throwProblem(state, move.dice);
    case 'stop_throwing':
      return duel && throwsMade(duel) > 0 ? null : violation('C18-throw-first', 'Throw the five dice before stopping.');
    case 'send_back':
      return ruinChoices(state).includes(move.pawn)
        ? null
        : violation(
            'C16-not-a-ruined-pawn',
            `Pawn ${move.pawn} cannot be sent back for this ruin: choose one of ${ruinChoices(state).join(', ')}.`,
            { pawn: move.pawn, choices: ruinChoices(state).join(', ') },
          );
    default: {
      const unknown: never = move;
      throw new Error(`unknown move ${JSON.stringify(unknown)}`);
    }
  }
}

function play(draft: Draft, seat: Seat, move: Move): void {
  const { step } = draft.state;
  switch (move.type) {
    case 'name_colour':
      return nameColour(draft, move.colour);
    case 'roll':
      return roll(draft);
    case 'move_pawn':
      return movePawn(draft, move.pawn);
    case 'bet':
      return placeBet(draft, move.suits);
    case 'choose':
      if (step.type === 'option') chooseOption(draft, step.pawn, step.card, move.option);
      return;
    case 'call_poker':
      return callPoker(draft, move.pawn);
    case 'end_turn':
      return endTurn(draft);
    case 'pledge':
      return pledge(draft, seat, move.amount);
    case 'stake':
      return setStake(draft, move.amount);
    case 'throw':
      return throwDice(draft, move.dice);
    case 'stop_throwing':
      return stopThrowing(draft);
    case 'send_back':
      return settleRuin(draft, move.pawn);
    default: {
      const unknown: never = move;
      throw new Error(`unknown move ${JSON.stringify(unknown)}`);
    }
  }
}

export function decide(state: State, seat: Seat, move: Move, chance: Chance): Decision<Fact> {
  if (state.ended) return { ok: false, violation: violation('C20-game-over', 'The game is over.') };
  if (state.step.type === 'setup')
    return { ok: false, violation: violation('C2-not-started', 'The table is not set yet.') };
  const actors = toAct(state);
  if (!actors.includes(seat)) {
    return {
      ok: false,
      violation: violation('C2-not-your-turn', `It is not your turn: seat ${actors.join(', ')} is to act.`, {
        seats: actors.join(', '),
      }),
    };
  }
  if (!expectedMoves(state).includes(move.type)) return { ok: false, violation: waitingFor(state) };
  const broken = problem(state, seat, move);
  if (broken) return { ok: false, violation: broken };
  const draft = new Draft(state, chance);
  play(draft, seat, move);
  return accept(...draft.facts);
}
