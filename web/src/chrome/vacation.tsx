// The player's vacation on "your games" (issue 25): the days left and a day to come back, or the vacation on
// and a button to end it. The server decides everything (the budget, which games pause); this only asks.
import { useEffect, useState } from 'preact/hooks';
import { endVacation, getVacation, startVacation } from '../api/client';
import type { Schemas } from '../api/types';
import { t } from '../i18n/i18n';
import { ProblemNote } from './problem';
import { formatDate } from './time';
import { useAction } from './use-action';

type Vacation = Schemas['Vacation'];

/** The end of a day picked in a date field ("2026-08-15"), in the person's own time zone, as an ISO time. */
export const endOfDay = (day: string): string | null => {
  const at = new Date(`${day}T23:59:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
};

export function VacationPanel({ playerKey }: { readonly playerKey: string }) {
  const [state, setState] = useState<Vacation | null>(null);
  const [day, setDay] = useState('');
  const action = useAction();
  useEffect(() => {
    let live = true;
    getVacation(playerKey).then(
      v => live && setState(v),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [playerKey]);
  if (state === null) return null;
  const go = async () => {
    const until = endOfDay(day);
    if (until === null) return;
    const done = await action.run(() => startVacation(playerKey, until));
    if (done.ok) setState(done.value);
  };
  const end = async () => {
    const done = await action.run(() => endVacation(playerKey));
    if (done.ok) setState(done.value);
  };
  return (
    <section class="vacation" data-testid="vacation">
      <h2>{t('vacation.title')}</h2>
      {state.onVacation && state.until !== null ? (
        <p>
          {t('vacation.on', { until: formatDate(state.until) })}{' '}
          <button type="button" disabled={action.busy} onClick={() => void end()}>
            {t('vacation.end')}
          </button>
        </p>
      ) : (
        <form
          onSubmit={e => {
            e.preventDefault();
            void go();
          }}
        >
          <p>{t('vacation.left', { days: state.daysLeft, perYear: state.daysPerYear })}</p>
          <label>
            {t('vacation.until')}{' '}
            <input type="date" name="vacation-until" value={day} onInput={e => setDay(e.currentTarget.value)} />
          </label>{' '}
          <button type="submit" disabled={action.busy || endOfDay(day) === null}>
            {t('vacation.start')}
          </button>
        </form>
      )}
      <ProblemNote error={action.error} onDismiss={() => action.setError(null)} />
    </section>
  );
}
