// The table options a person sets (the custom board is for the API, not this form): a turn limit, after
// which the game is ranked by points (C21). Left empty, the field is omitted and the game runs to a win.
import type { MonteCarloOptions } from '../../api/types';
import { t } from '../../i18n/i18n';
import type { OptionsProps } from '../contract';

export const MAX_TURNS = 100_000;

export function Options({ value, onChange }: OptionsProps<MonteCarloOptions>) {
  const set = (raw: string) => {
    const turns = Number.parseInt(raw, 10);
    const { maxTurns: _dropped, ...rest } = value;
    onChange(Number.isInteger(turns) && turns >= 1 ? { ...rest, maxTurns: Math.min(turns, MAX_TURNS) } : rest);
  };
  return (
    <label>
      {t('mc.options.maxTurns')}
      <input
        type="number"
        name="maxTurns"
        min={1}
        max={MAX_TURNS}
        step={1}
        inputMode="numeric"
        value={value.maxTurns ?? ''}
        onInput={e => set(e.currentTarget.value)}
      />
    </label>
  );
}
