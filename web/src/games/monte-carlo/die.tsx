// The six-sided die of the turn (C6), drawn with pips and said in words; blank before the roll.
import { t } from '../../i18n/i18n';

const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[2, 2]],
  2: [
    [1, 1],
    [3, 3],
  ],
  3: [
    [1, 1],
    [2, 2],
    [3, 3],
  ],
  4: [
    [1, 1],
    [3, 1],
    [1, 3],
    [3, 3],
  ],
  5: [
    [1, 1],
    [3, 1],
    [2, 2],
    [1, 3],
    [3, 3],
  ],
  6: [
    [1, 1],
    [3, 1],
    [1, 2],
    [3, 2],
    [1, 3],
    [3, 3],
  ],
};

export function Die({ value, lit }: { readonly value: number | null; readonly lit: boolean }) {
  const label = value === null ? t('mc.die.none') : t('mc.die.shows', { value });
  return (
    <svg
      class={`mc-die${lit ? ' mc-lit' : ''}`}
      viewBox="0 0 40 40"
      role="img"
      aria-label={label}
      data-die={value ?? ''}
    >
      <title>{label}</title>
      <rect x={2} y={2} width={36} height={36} rx={7} class="mc-die-face" />
      {(value === null ? [] : (PIPS[value] ?? [])).map(([col, row]) => (
        <circle key={`${col}-${row}`} cx={col * 10} cy={row * 10} r={3.6} class="mc-pip" />
      ))}
    </svg>
  );
}
