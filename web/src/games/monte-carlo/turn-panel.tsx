// The turn at a glance: its number (and the limit, when the table has one), whose it is, the colour
// named (two players, C8), the die, and what the table waits for now.
import type { MonteCarloView } from '../../api/types';
import type { SeatNames } from '../contract';
import { Die } from './die';
import { waitingFor } from './waiting-for';
import { COLOUR_NAMES } from './words';

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
    <section class="mc-panel mc-turn" aria-label="The turn">
      <Die value={turn?.die ?? null} lit={dieLit} />
      <div>
        <p class="mc-turn-line">
          {turn === null
            ? 'Before the first turn'
            : `Turn ${turn.number}${view.maxTurns === null ? '' : ` of ${view.maxTurns}`}: ${names(turn.seat)}`}
          {turn?.colour ? ` plays ${COLOUR_NAMES[turn.colour]}` : ''}
          {turn?.die ? `, rolled ${turn.die}` : ''}
        </p>
        <p class="mc-waiting" data-step={view.step.type}>
          {waitingFor(view, names)}
        </p>
      </div>
    </section>
  );
}
