// The end of the game (C20, C21): why it ended and everyone's place, with points when ranked by them.
import type { MonteCarloView } from '../../api/types';
import { formatList, t } from '../../i18n/i18n';
import type { SeatNames } from '../contract';
import { money } from './words';

type Outcome = NonNullable<MonteCarloView['outcome']>;

function reason(outcome: Outcome, names: SeatNames, endedOnTime: boolean): string {
  const winners = formatList(outcome.winners.map(names));
  // `n`: a shared win takes the plural verb ("Ada and Bob win", "gewinnen").
  const n = outcome.winners.length;
  // The view's rules say `resigned`; the server's outcome says the resignation was a timeout.
  if (endedOnTime) return t('mc.outcome.timeout', { winners, n });
  switch (outcome.reason) {
    case 'won':
      return t('mc.outcome.won', { winners });
    case 'max-turns':
      return t('mc.outcome.points', { winners, n });
    case 'resigned':
      return t('mc.outcome.resigned', { winners });
    default:
      return outcome.reason satisfies never;
  }
}

export function OutcomePanel({
  outcome,
  names,
  endedOnTime = false,
}: {
  readonly outcome: Outcome;
  readonly names: SeatNames;
  readonly endedOnTime?: boolean;
}) {
  return (
    <section class="mc-panel mc-outcome" aria-label={t('mc.outcome.label')} data-testid="mc-outcome">
      <h3>{t('mc.outcome.title')}</h3>
      <p>{reason(outcome, names, endedOnTime)}</p>
      <ol class="mc-ranking">
        {outcome.ranking.map(r => (
          <li key={r.seat} value={r.place}>
            {names(r.seat)}
            {r.score === undefined ? '' : ` — ${t('mc.outcome.score', { points: money(r.score) })}`}
          </li>
        ))}
      </ol>
    </section>
  );
}
