// One pawn drawn on the SVG board: a disc in its colour with its name printed on it ("R2"), so colour
// is never the only cue. A blocked pawn wears a dashed ring and a pawn the last move touched a bright
// halo; both are said in its title too.
import type { MonteCarloView } from '../../api/types';
import { t } from '../../i18n/i18n';
import type { SeatNames } from '../contract';
import { pawnTag, pawnWhere } from './pawn-names';

interface Props {
  readonly view: MonteCarloView;
  readonly id: number;
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  readonly lit: boolean;
  readonly names: SeatNames;
  readonly note?: string;
}

export function PawnDisc({ view, id, cx, cy, r, lit, names, note }: Props) {
  const pawn = view.pawns[id];
  if (pawn === undefined) return null;
  const title = [
    pawnWhere(view, id, names),
    pawn.blocked ? t('mc.pawn.blocked') : '',
    note ?? '',
    lit ? t('mc.pawn.lit') : '',
  ]
    .filter(s => s !== '')
    .join(', ');
  return (
    <g
      class={`mc-pawn mc-pawn-${pawn.colour}${pawn.blocked ? ' mc-blocked' : ''}${lit ? ' mc-lit' : ''}`}
      data-pawn={id}
    >
      <title>{title}</title>
      {lit ? <circle cx={cx} cy={cy} r={r + 4} class="mc-halo" /> : null}
      <circle cx={cx} cy={cy} r={r} class="mc-disc" />
      {pawn.blocked ? <circle cx={cx} cy={cy} r={r + 2} class="mc-block-ring" /> : null}
      <text x={cx} y={cy + r * 0.36} class="mc-pawn-tag" text-anchor="middle">
        {pawnTag(view, id)}
      </text>
    </g>
  );
}
