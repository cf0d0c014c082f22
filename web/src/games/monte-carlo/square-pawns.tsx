// The pawns on one square. On a green square they form a stack (C10): drawn bottom first, each a little
// higher, so the master is on top and drawn last, with its height printed beside it. Elsewhere (start,
// banks, and the finish where pawns home are gathered) pawns stand side by side in a small grid.
import type { MonteCarloView } from '../../api/types';
import { t } from '../../i18n/i18n';
import type { SeatNames } from '../contract';
import { CELL } from './layout';
import { pawnName } from './pawn-names';
import { PawnDisc } from './pawn-disc';

interface Props {
  readonly view: MonteCarloView;
  readonly square: number;
  readonly pawns: readonly number[];
  readonly stacked: boolean;
  readonly x: number;
  readonly y: number;
  readonly lit: ReadonlySet<number>;
  readonly names: SeatNames;
}

const TOP = 16;
const STACK_RISE = 9;
const STACK_SHIFT = 4;

export function SquarePawns({ view, square, pawns, stacked, x, y, lit, names }: Props) {
  if (pawns.length === 0) return null;
  if (stacked) {
    const rise = Math.min(STACK_RISE, 26 / Math.max(1, pawns.length - 1));
    const shift = Math.min(STACK_SHIFT, 16 / Math.max(1, pawns.length - 1));
    const baseY = y + CELL - 14;
    const label = t('mc.stack.label', {
      n: pawns.length,
      square,
      pawns: pawns.map(p => pawnName(view, p)).join(', '),
    });
    return (
      <g class="mc-stack" data-stack={square} aria-label={label}>
        <title>{label}</title>
        {pawns.map((id, k) => (
          <PawnDisc
            key={id}
            view={view}
            id={id}
            cx={x + CELL / 2 - 10 + k * shift}
            cy={baseY - k * rise}
            r={10}
            lit={lit.has(id)}
            names={names}
            note={k === pawns.length - 1 ? t('mc.stack.master') : t('mc.stack.from', { n: k + 1 })}
          />
        ))}
        <text x={x + CELL - 6} y={baseY + 4} class="mc-stack-count" text-anchor="end">
          ×{pawns.length}
        </text>
      </g>
    );
  }
  const perRow = pawns.length <= 2 ? 2 : pawns.length <= 6 ? 3 : 4;
  const r = pawns.length <= 6 ? 9 : 7;
  const step = (CELL - 8) / perRow;
  const rows = Math.ceil(pawns.length / perRow);
  const rowStep = Math.min(2 * r + 2, (CELL - TOP - 4) / rows);
  return (
    <g class="mc-group">
      {pawns.map((id, k) => (
        <PawnDisc
          key={id}
          view={view}
          id={id}
          cx={x + 4 + step * (k % perRow) + step / 2}
          cy={y + TOP + r + 2 + rowStep * Math.floor(k / perRow)}
          r={r}
          lit={lit.has(id)}
          names={names}
        />
      ))}
    </g>
  );
}
