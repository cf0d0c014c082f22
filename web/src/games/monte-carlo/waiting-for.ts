// What the table waits for, in one sentence, read from the view's step (and a ruin being settled, which
// comes first). The server decides the step; this only words it, with an exhaustive switch so a new step
// cannot go unsaid.
import type { MonteCarloView } from '../../api/types';
import type { SeatNames } from '../contract';
import { pawnName } from './pawn-names';
import { cardWords, COLOUR_NAMES, money } from './words';

export function waitingFor(view: MonteCarloView, names: SeatNames): string {
  const ruin = view.ruins[0];
  if (ruin !== undefined) {
    const chooser = ruin.chooser ?? ruin.seat;
    return `${names(ruin.seat)} is ruined: ${names(chooser)} chooses which pawn goes back.`;
  }
  const turn = view.turn;
  const who = turn === null ? 'Nobody' : names(turn.seat);
  const { step, duel } = view;
  switch (step.type) {
    case 'setup':
      return 'The table is being set up.';
    case 'name_colour':
      return `${who} names the colour to move.`;
    case 'roll':
      return `${who} rolls the die${turn?.colour ? ` for ${COLOUR_NAMES[turn.colour]}` : ''}.`;
    case 'move_pawn':
      return `${who} moves a pawn ${turn?.die ?? ''} squares.`;
    case 'bet':
      return `${who} bets at the casino on square ${step.square} with ${pawnName(view, step.pawn)}.`;
    case 'option':
      return `${who} won with ${cardWords(step.card)}: A (collect and move again) or B (move further)?`;
    case 'poker_call':
      return `${who} may call poker against ${step.targets.map(p => pawnName(view, p)).join(' or ')}, or end the turn.`;
    case 'pledge':
      return duel === null
        ? 'Pledges for the poker.'
        : `${names(duel.pending[0] ?? duel.challenger)} may pledge money to join ${names(duel.challenger)}'s poker.`;
    case 'stake':
      return `${who} names the stake of the poker.`;
    case 'throw':
      return duel === null || duel.thrower === null
        ? 'The poker dice are thrown.'
        : `${names(duel.thrower)} throws the poker dice${duel.stake === null ? '' : ` for ${money(duel.stake)}`}.`;
    case 'resolving':
      return 'The poker is being settled.';
    case 'over':
      return 'The game is over.';
    default:
      return step satisfies never;
  }
}
