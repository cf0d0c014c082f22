// The turn at a glance: its number (and the limit, when the table has one), whose it is, the colour
// named (two players, C8), the die, and what the table waits for now.
import type { MonteCarloView } from '../../api/types';
import { t } from '../../i18n/i18n';
import type { SeatNames } from '../contract';
import { Die } from './die';
import { waitingFor } from './waiting-for';
import { colourName } from './words';

export function TurnPanel({
  view,
  names,
  dieLit,
}: {
  readonly view: MonteCarloView;
  readonly names: SeatNames;
  readonly dieLit: boolean;
}) {
  const { turn } = view;
  return (
    <section class="mc-panel mc-turn" aria-label={t('mc.turn.label')}>
      <Die value={turn?.die ?? null} lit={dieLit} />
      <div>
        <p class="mc-turn-line">
          {turn === null
            ? t('mc.turn.before')
            : view.maxTurns === null
              ? t('mc.turn.number', { turn: turn.number, name: names(turn.seat) })
              : t('mc.turn.numberOf', { turn: turn.number, max: view.maxTurns, name: names(turn.seat) })}
          {turn?.colour ? ` ${t('mc.turn.plays', { colour: colourName(turn.colour) })}` : ''}
          {turn?.die ? t('mc.turn.rolled', { die: turn.die }) : ''}
        </p>
        <p class="mc-waiting" data-step={view.step.type}>
          {waitingFor(view, names)}
        </p>
      </div>
    </section>
  );
}
