// The end of the game (C20, C21): why it ended and everyone's place, with points when ranked by them.
import type { MonteCarloView } from '../../api/types';
import type { SeatNames } from '../contract';
import { money } from './words';

type Outcome = NonNullable<MonteCarloView['outcome']>;

function reason(outcome: Outcome, names: SeatNames): string {
  const winners = outcome.winners.map(names).join(' and ');
  switch (outcome.reason) {
    case 'won':
      return `${winners} brought every pawn home and won.`;
    case 'max-turns':
      return `The last turn was played: ${winners} won on points.`;
    case 'resigned':
      return `The others resigned: ${winners} won.`;
    default:
      return outcome.reason satisfies never;
  }
}

export function OutcomePanel({ outcome, names }: { readonly outcome: Outcome; readonly names: SeatNames }) {
  return (
    <section class="mc-panel mc-outcome" aria-label="The result" data-testid="mc-outcome">
      <h3>Game over</h3>
      <p>{reason(outcome, names)}</p>
      <ol class="mc-ranking">
        {outcome.ranking.map(r => (
          <li key={r.seat} value={r.place}>
            {names(r.seat)}
            {r.score === undefined ? '' : ` — ${money(r.score)} points`}
          </li>
        ))}
      </ol>
    </section>
  );
}
