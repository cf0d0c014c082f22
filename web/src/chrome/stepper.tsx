// The history's controls: first, previous, a slider, next, last, and where we are. `at` is shown within
// 0…latest whatever the URL asked for, so a hand-typed `?at=99999` never reads "Move 99999 of 13".
import { t } from '../i18n/i18n';
import { StepIconSvg, type StepIcon } from './step-icons';

/** The position a history page shows for the `at` asked: within the game's versions. */
export const clampAt = (at: number, latest: number): number => Math.max(0, Math.min(latest, at));

interface Props {
  readonly at: number;
  readonly latest: number;
  readonly go: (at: number) => void;
}

function Step({
  icon,
  label,
  to,
  off,
  testid,
  go,
}: {
  readonly icon: StepIcon;
  readonly label: string;
  readonly to: number;
  readonly off: boolean;
  readonly testid?: string;
  readonly go: (at: number) => void;
}) {
  return (
    <button type="button" class="step" onClick={() => go(to)} disabled={off} aria-label={label} data-testid={testid}>
      <StepIconSvg icon={icon} />
    </button>
  );
}

export function Stepper({ at: asked, latest, go }: Props) {
  const at = clampAt(asked, latest);
  return (
    <nav class="stepper" aria-label={t('history.nav')} data-testid="history">
      <Step icon="first" label={t('history.first')} to={0} off={at === 0} go={go} />
      <Step icon="previous" label={t('history.previous')} to={at - 1} off={at === 0} testid="history-back" go={go} />
      <label>
        <span class="visually-hidden">{t('history.slider')}</span>
        <input type="range" min={0} max={latest} value={at} onChange={e => go(e.currentTarget.valueAsNumber)} />
      </label>
      <Step icon="next" label={t('history.next')} to={at + 1} off={at >= latest} testid="history-forward" go={go} />
      <Step icon="last" label={t('history.last')} to={latest} off={at >= latest} go={go} />
      <span>{t('history.position', { at, latest })}</span>
    </nav>
  );
}
