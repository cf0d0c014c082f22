// Moves in plain words: the heading of each kind of decision and the label of each move, read from the
// view (pawn names, the card just won, the hand on the table). Exhaustive over the move types so a new
// move cannot appear unlabelled. The page computes no legality: it words the moves the server listed.
import type { MonteCarloMove, MonteCarloView } from '../../api/types';
import { t } from '../../i18n/i18n';
import type { SeatNames } from '../contract';
import { pawnName, pawnPlace, pawnWhere } from './pawn-names';
import type { Face } from './words';
import { colourName, dieName, money, suits, suitWords } from './words';

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
      return t('mc.group.colour');
    case 'roll':
      return t('mc.group.roll');
    case 'pawn':
      return die == null ? t('mc.group.pawnAny') : t('mc.group.pawn', { die });
    case 'bet':
      return t('mc.group.bet');
    case 'option':
      return t('mc.group.option');
    case 'poker':
      return t('mc.group.poker');
    case 'pledge':
      return t('mc.group.pledge');
    case 'stake':
      return t('mc.group.stake');
    case 'dice':
      return t('mc.group.dice');
    case 'ruin':
      return t('mc.group.ruin');
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
      return t('mc.move.colour', { colour: colourName(move.colour) });
    case 'roll':
      return t('mc.move.roll');
    case 'move_pawn':
      return t('mc.move.pawn', { pawn: pawnName(view, move.pawn), place: pawnPlace(view, move.pawn) });
    case 'bet':
      return t('mc.move.bet', { symbols: suits(move.suits), words: suitWords(move.suits) });
    case 'choose': {
      const number = cardNumber(view);
      const die = view.turn?.die;
      if (number === null || die == null) return t('mc.move.option', { option: move.option });
      return move.option === 'A'
        ? t('mc.move.optionA', { amount: money(2 * number * 10_000), die })
        : t('mc.move.optionB', { squares: die * number });
    }
    case 'call_poker': {
      const target = view.pawns[move.pawn];
      return target === undefined
        ? t('mc.move.challenge', { pawn: pawnName(view, move.pawn) })
        : t('mc.move.challengeOf', { pawn: pawnName(view, move.pawn), name: names(target.seat) });
    }
    case 'end_turn':
      return view.step.type === 'poker_call' ? t('mc.move.noPoker') : t('mc.move.endTurn');
    case 'pledge':
      return move.amount === 0
        ? t('mc.move.stayOut', { zero: money(0) })
        : t('mc.move.pledge', { amount: money(move.amount) });
    case 'stake':
      return t('mc.move.stake', { amount: money(move.amount) });
    case 'throw': {
      const hand = throwerHand(view);
      if (hand === null || move.dice.length === 5) return t('mc.move.throwAll');
      return t('mc.move.throwAgain', {
        dice: move.dice.map(d => t('mc.move.theDie', { ordinal: dieName(d), face: hand[d] ?? '?' })).join(', '),
      });
    }
    case 'stop_throwing':
      return t('mc.move.keep');
    case 'send_back':
      return t('mc.move.sendBack', { pawn: pawnWhere(view, move.pawn, names) });
    default:
      return move satisfies never;
  }
}
