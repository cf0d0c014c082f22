// Moves in plain words: the heading of each kind of decision and the label of each move, read from the
// view (pawn names, the card just won, the hand on the table). Exhaustive over the move types so a new
// move cannot appear unlabelled. The page computes no legality: it words the moves the server listed.
import type { MonteCarloMove, MonteCarloView } from '../../api/types';
import type { SeatNames } from '../contract';
import { pawnName, pawnPlace, pawnWhere } from './pawn-names';
import type { Face } from './words';
import { COLOUR_NAMES, DIE_NAMES, money, suits, suitWords } from './words';

export type MoveType = MonteCarloMove['type'];

/** Decisions offered together: poker or not, throw or keep. */
export type Group = 'colour' | 'roll' | 'pawn' | 'bet' | 'option' | 'poker' | 'pledge' | 'stake' | 'dice' | 'ruin';

export function groupOf(type: MoveType): Group {
  switch (type) {
    case 'name_colour':
      return 'colour';
    case 'roll':
      return 'roll';
    case 'move_pawn':
      return 'pawn';
    case 'bet':
      return 'bet';
    case 'choose':
      return 'option';
    case 'call_poker':
    case 'end_turn':
      return 'poker';
    case 'pledge':
      return 'pledge';
    case 'stake':
      return 'stake';
    case 'throw':
    case 'stop_throwing':
      return 'dice';
    case 'send_back':
      return 'ruin';
    default:
      return type satisfies never;
  }
}

export function groupHeading(group: Group, view: MonteCarloView): string {
  const die = view.turn?.die;
  switch (group) {
    case 'colour':
      return 'Name the colour you will move, then roll.';
    case 'roll':
      return 'Roll the die.';
    case 'pawn':
      return `Move a pawn ${die ?? ''} squares.`;
    case 'bet':
      return 'Casino: place your bet.';
    case 'option':
      return 'You won at the casino: choose A or B.';
    case 'poker':
      return 'You are master of the stack: call poker?';
    case 'pledge':
      return 'Join the poker: pledge money (or stay out).';
    case 'stake':
      return 'Name the stake of the poker.';
    case 'dice':
      return 'Poker dice: throw again or keep your hand.';
    case 'ruin':
      return 'Ruin: choose the pawn that goes back to the bank behind it.';
    default:
      return group satisfies never;
  }
}

/** The card number of the option step's card (the jackpot is 5). */
function cardNumber(view: MonteCarloView): number | null {
  if (view.step.type !== 'option') return null;
  const { card } = view.step;
  return card === 'jackpot' ? 5 : Number(card.split('-')[1]);
}

/** The hand of whoever throws now, or null before their first throw. */
export function throwerHand(view: MonteCarloView): readonly Face[] | null {
  const { duel } = view;
  if (duel === null || duel.thrower === null) return null;
  return duel.thrower === duel.challenger ? duel.challengerHand : duel.opponentHand;
}

export function moveLabel(move: MonteCarloMove, view: MonteCarloView, names: SeatNames): string {
  switch (move.type) {
    case 'name_colour':
      return `Move ${COLOUR_NAMES[move.colour]}`;
    case 'roll':
      return 'Roll the die';
    case 'move_pawn':
      return `Move ${pawnName(view, move.pawn)}, ${pawnPlace(view, move.pawn)}`;
    case 'bet':
      return `Bet ${suits(move.suits)} (${suitWords(move.suits)})`;
    case 'choose': {
      const number = cardNumber(view);
      const die = view.turn?.die;
      if (number === null || die == null) return `Option ${move.option}`;
      return move.option === 'A'
        ? `A: collect ${money(2 * number * 10_000)} and move ${die} again`
        : `B: collect nothing and move ${die * number} squares`;
    }
    case 'call_poker': {
      const target = view.pawns[move.pawn];
      return `Challenge ${pawnName(view, move.pawn)}${target === undefined ? '' : ` of ${names(target.seat)}`}`;
    }
    case 'end_turn':
      return view.step.type === 'poker_call' ? 'No poker: end the turn' : 'End the turn';
    case 'pledge':
      return move.amount === 0 ? 'Stay out ($0)' : `Pledge ${money(move.amount)}`;
    case 'stake':
      return `Stake ${money(move.amount)}`;
    case 'throw': {
      const hand = throwerHand(view);
      if (hand === null || move.dice.length === 5) return 'Throw all five dice';
      return `Throw again ${move.dice.map(d => `the ${DIE_NAMES[d] ?? d} die (${hand[d] ?? '?'})`).join(', ')}`;
    }
    case 'stop_throwing':
      return 'Keep this hand';
    case 'send_back':
      return `Send back ${pawnWhere(view, move.pawn, names)}`;
    default:
      return move satisfies never;
  }
}
