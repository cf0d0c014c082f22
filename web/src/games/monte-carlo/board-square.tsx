// One square of the track in the SVG board: its number, its kind printed in words (colour is only a
// second cue), a large faint emblem of what it does, and a ring when the last move left or reached it.
import type { MonteCarloSquare } from '../../api/types';
import { CELL } from './layout';
import { RED_SUITS, squareLabel, squareWords, SUIT_SYMBOLS } from './words';

const INSET = 3;

/** The kind's family, for the stylesheet: the three casinos look alike, the two arrows too. */
function family(square: MonteCarloSquare): string {
  switch (square.kind) {
    case 'casino-3':
    case 'casino-2':
    case 'casino-1':
      return 'casino';
    case 'to-bank-1':
    case 'to-bank-2':
      return 'arrow';
    case 'start':
    case 'finish':
    case 'green':
    case 'bank':
      return square.kind;
    default:
      return square satisfies never;
  }
}

function Emblem({ square, cx, cy }: { readonly square: MonteCarloSquare; readonly cx: number; readonly cy: number }) {
  switch (square.kind) {
    case 'casino-3':
      return (
        <text x={cx} y={cy + 6} class="mc-emblem mc-emblem-suits" text-anchor="middle">
          {square.suits.map(s => (
            <tspan key={s} class={RED_SUITS.includes(s) ? 'mc-suit-red' : 'mc-suit-black'}>
              {SUIT_SYMBOLS[s]}
            </tspan>
          ))}
        </text>
      );
    case 'casino-2':
    case 'casino-1':
      return (
        <text x={cx} y={cy + 8} class="mc-emblem" text-anchor="middle">
          {square.kind === 'casino-2' ? '??' : '?'}
        </text>
      );
    case 'bank':
      return (
        <text x={cx} y={cy + 8} class="mc-emblem" text-anchor="middle">
          $
        </text>
      );
    case 'to-bank-1':
    case 'to-bank-2':
      return (
        <text x={cx} y={cy + 8} class="mc-emblem" text-anchor="middle">
          {square.kind === 'to-bank-1' ? '⇒' : '⇐'}
        </text>
      );
    case 'start':
    case 'finish':
    case 'green':
      return null;
    default:
      return square satisfies never;
  }
}

interface Props {
  readonly square: MonteCarloSquare;
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly lit: boolean;
}

export function BoardSquare({ square, index, x, y, lit }: Props) {
  const size = CELL - 2 * INSET;
  const short = squareWords(square.kind).short;
  return (
    <g
      class={`mc-square mc-square-${family(square)} mc-kind-${square.kind}${lit ? ' mc-lit' : ''}`}
      data-square={index}
      data-kind={square.kind}
    >
      <title>{squareLabel(square, index)}</title>
      <rect x={x + INSET} y={y + INSET} width={size} height={size} rx={6} />
      <Emblem square={square} cx={x + CELL / 2} cy={y + CELL / 2 + 6} />
      <text x={x + INSET + 4} y={y + INSET + 11} class="mc-square-number">
        {index}
      </text>
      {short === '' ? null : (
        <text x={x + CELL - INSET - 4} y={y + INSET + 11} class="mc-square-kind" text-anchor="end">
          {short}
        </text>
      )}
    </g>
  );
}
