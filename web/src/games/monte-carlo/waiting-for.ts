// What the table waits for, in one sentence, read from the view's step (and a ruin being settled, which
// comes first). The server decides the step; this only words it, with an exhaustive switch so a new step
// cannot go unsaid.
import type { MonteCarloView } from '../../api/types';
import { formatList, t } from '../../i18n/i18n';
import type { SeatNames } from '../contract';
import { pawnName } from './pawn-names';
import { cardWords, colourName, money } from './words';

export function waitingFor(view: MonteCarloView, names: SeatNames): string {
  const ruin = view.ruins[0];
  if (ruin !== undefined) {
    const chooser = ruin.chooser ?? ruin.seat;
    return t('mc.wait.ruin', { name: names(ruin.seat), chooser: names(chooser) });
  }
  const turn = view.turn;
  const who = turn === null ? t('mc.wait.nobody') : names(turn.seat);
  const { step, duel } = view;
  switch (step.type) {
    case 'setup':
      return t('mc.wait.setup');
    case 'name_colour':
      return t('mc.wait.colour', { who });
    case 'roll':
      return turn?.colour ? t('mc.wait.rollFor', { who, colour: colourName(turn.colour) }) : t('mc.wait.roll', { who });
    case 'move_pawn':
      return turn?.die == null ? t('mc.wait.moveAny', { who }) : t('mc.wait.move', { who, die: turn.die });
    case 'bet':
      return t('mc.wait.bet', { who, square: step.square, pawn: pawnName(view, step.pawn) });
    case 'option':
      return t('mc.wait.option', { who, card: cardWords(step.card) });
    case 'poker_call':
      return t('mc.wait.pokerCall', {
        who,
        targets: formatList(
          step.targets.map(p => pawnName(view, p)),
          '',
          'disjunction',
        ),
      });
    case 'pledge':
      return duel === null
        ? t('mc.wait.pledges')
        : t('mc.wait.pledge', { name: names(duel.pending[0] ?? duel.challenger), challenger: names(duel.challenger) });
    case 'stake':
      return t('mc.wait.stake', { who });
    case 'throw':
      return duel === null || duel.thrower === null
        ? t('mc.wait.thrown')
        : duel.stake === null
          ? t('mc.wait.throw', { name: names(duel.thrower) })
          : t('mc.wait.throwFor', { name: names(duel.thrower), amount: money(duel.stake) });
    case 'resolving':
      return t('mc.wait.resolving');
    case 'over':
      return t('status.over');
    default:
      return step satisfies never;
  }
}
