// A finished game's result: why it ended and the places, with each seat's Monads, above the table so that
// a finished game reads as finished before anything else.
import type { MonadView } from '../../api/types';
import type { SeatNames } from '../contract';
import { joinWords } from './cards';
import { endReason } from './describe';

export function OutcomePanel({ view, names }: { readonly view: MonadView; readonly names: SeatNames }) {
  const outcome = view.outcome;
  if (outcome === null) return null;
  const winners = outcome.winners.map(names);
  return (
    <section class="moutcome" aria-label="Result" data-testid="outcome">
      <h3>
        {winners.length === 0
          ? 'Game over: nobody wins'
          : `${joinWords(winners)} win${winners.length === 1 ? 's' : ''}!`}
      </h3>
      <p>Why it ended: {endReason(outcome.reason)}.</p>
      <ol class="mranking">
        {outcome.ranking.map(r => (
          <li key={r.seat}>
            Place {r.place}: {names(r.seat)} — {view.seats.find(s => s.seat === r.seat)?.monads ?? 0} Monads
          </li>
        ))}
      </ol>
    </section>
  );
}
