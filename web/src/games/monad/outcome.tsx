// A finished game's result: why it ended and the places, with each seat's Monads, above the table so that
// a finished game reads as finished before anything else.
import type { MonadView } from '../../api/types';
import { t } from '../../i18n/i18n';
import type { SeatNames } from '../contract';
import { joinWords } from './cards';
import { endReason } from './describe';

export function OutcomePanel({
  view,
  names,
  endedOnTime,
}: {
  readonly view: MonadView;
  readonly names: SeatNames;
  readonly endedOnTime?: boolean | undefined;
}) {
  const outcome = view.outcome;
  if (outcome === null) return null;
  const winners = outcome.winners.map(names);
  return (
    <section class="moutcome" aria-label={t('monad.outcome.label')} data-testid="outcome">
      <h3>
        {winners.length === 0
          ? t('monad.outcome.nobody')
          : t('monad.outcome.winners', { names: joinWords(winners), n: winners.length })}
      </h3>
      <p>{t('monad.outcome.why', { reason: endReason(endedOnTime === true ? 'timeout' : outcome.reason) })}</p>
      <ol class="mranking">
        {outcome.ranking.map(r => (
          <li key={r.seat}>
            {t('monad.outcome.place', {
              place: r.place,
              name: names(r.seat),
              monads: view.seats.find(s => s.seat === r.seat)?.monads ?? 0,
            })}
          </li>
        ))}
      </ol>
    </section>
  );
}
