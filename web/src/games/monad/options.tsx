// Monad's fields on the new-table form: teams (only offered at four players, M20), the German bonus
// variant (M13 bonusStopsAtGap) and a turn limit (M19 maxTurns). Only fields a person set are sent: a
// cleared box or an emptied number drops the field, so the server's defaults apply.
import { useEffect } from 'preact/hooks';
import { t } from '../../i18n/i18n';
import type { OptionsProps } from '../contract';

export interface MonadFormOptions {
  readonly teams?: boolean;
  readonly bonusStopsAtGap?: boolean;
  readonly maxTurns?: number;
}

export const defaultMonadOptions: MonadFormOptions = {};

/** The options with `key` set to `value`, or without `key` when the value is the default (off/empty). */
function withField<K extends keyof MonadFormOptions>(
  options: MonadFormOptions,
  key: K,
  value: MonadFormOptions[K] | false,
): MonadFormOptions {
  const { [key]: _dropped, ...rest } = options;
  return value === false || value === undefined ? rest : { ...rest, [key]: value };
}

export function MonadOptionsFields({ value, players, onChange }: OptionsProps<MonadFormOptions>) {
  // Teams exist only at four players: leaving four drops the choice rather than sending a refused option.
  useEffect(() => {
    if (players !== 4 && value.teams !== undefined) onChange(withField(value, 'teams', false));
  }, [players, value, onChange]);
  return (
    <div class="moptions">
      {players === 4 ? (
        <label class="choice">
          <input
            type="checkbox"
            name="teams"
            checked={value.teams === true}
            onChange={e => onChange(withField(value, 'teams', e.currentTarget.checked))}
          />
          {t('monad.options.teams')}
        </label>
      ) : null}
      <label class="choice">
        <input
          type="checkbox"
          name="bonusStopsAtGap"
          checked={value.bonusStopsAtGap === true}
          onChange={e => onChange(withField(value, 'bonusStopsAtGap', e.currentTarget.checked))}
        />
        {t('monad.options.germanBonus')}
      </label>
      <label>
        {t('monad.options.maxTurns')}
        <input
          type="number"
          name="maxTurns"
          inputMode="numeric"
          min={1}
          max={10000}
          value={value.maxTurns === undefined ? '' : String(value.maxTurns)}
          onInput={e => {
            const n = e.currentTarget.valueAsNumber;
            onChange(withField(value, 'maxTurns', Number.isInteger(n) && n >= 1 ? n : undefined));
          }}
        />
      </label>
    </div>
  );
}
