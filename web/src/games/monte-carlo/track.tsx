// The track as an SVG board (issue 13): every square with its kind, the route that joins them, and the
// pawns where the view puts them — stacked on green squares in the order the server gives, side by side
// elsewhere, pawns home gathered on the finish. The page only draws positions; it never moves a pawn.
// The board is scaled to fit the width it is given, in fewer columns on a phone; zooming in is a toggle
// that lets it grow past the screen inside its own scrolling box.
import { useState } from 'preact/hooks';
import type { MonteCarloView } from '../../api/types';
import { useMedia } from '../../chrome/use-media';
import { t } from '../../i18n/i18n';
import type { SeatNames } from '../contract';
import { BoardSquare } from './board-square';
import type { Touched } from './last-move';
import { CELL, layout, NARROW_COLUMNS, WIDE_COLUMNS } from './layout';
import { SquarePawns } from './square-pawns';

interface Props {
  readonly view: MonteCarloView;
  readonly names: SeatNames;
  readonly touched: Touched;
}

/** The pawns drawn on each square, by square; stacks keep the server's bottom-first order. */
function pawnsBySquare(view: MonteCarloView): Map<number, number[]> {
  const finish = view.board.length - 1;
  const by = new Map<number, number[]>();
  for (const pawn of view.pawns) {
    const square = pawn.at === 'home' ? finish : pawn.at === 'off' ? null : pawn.at;
    if (square !== null) by.set(square, [...(by.get(square) ?? []), pawn.pawn]);
  }
  for (const stack of view.stacks) by.set(stack.square, [...stack.pawns]);
  return by;
}

/** The same width as the page's narrow screens (styles.css and table.css say 40rem too). */
const NARROW = '(max-width: 40rem)';

export function Track({ view, names, touched }: Props) {
  const narrow = useMedia(NARROW);
  const [zoomed, setZoomed] = useState(false);
  const grid = layout(view.board.length, narrow ? NARROW_COLUMNS : WIDE_COLUMNS);
  const by = pawnsBySquare(view);
  const stacked = new Set(view.stacks.map(s => s.square));
  const route = view.board
    .map((_, i) => {
      const { x, y } = grid.at(i);
      return `${x + CELL / 2},${y + CELL / 2}`;
    })
    .join(' ');
  const onTrack = view.pawns.filter(p => typeof p.at === 'number').length;
  const home = view.pawns.filter(p => p.at === 'home').length;
  const label = t('mc.track.label', {
    squares: view.board.length,
    finish: view.board.length - 1,
    onTrack,
    home,
    stacks: view.stacks.length,
  });
  return (
    <div class="mc-track-box">
      <button type="button" class="secondary mc-zoom" aria-pressed={zoomed} onClick={() => setZoomed(z => !z)}>
        {t('mc.track.zoomIn')}
      </button>
      <div
        class={zoomed ? 'mc-track-scroll is-zoomed' : 'mc-track-scroll'}
        // Zoomed, the box scrolls: a keyboard must reach it to scroll it.
        tabIndex={zoomed ? 0 : undefined}
        role={zoomed ? 'region' : undefined}
        aria-label={zoomed ? t('mc.track.zoomed') : undefined}
      >
        <svg
          class="mc-track"
          viewBox={`-4 -4 ${grid.width + 8} ${grid.height + 8}`}
          role="img"
          aria-label={label}
          data-testid="mc-track"
        >
          <title>{label}</title>
          <polyline points={route} class="mc-route" />
          {view.board.map((square, i) => {
            const { x, y } = grid.at(i);
            return <BoardSquare key={i} square={square} index={i} x={x} y={y} lit={touched.squares.has(i)} />;
          })}
          {[...by.entries()].map(([square, pawns]) => {
            const { x, y } = grid.at(square);
            return (
              <SquarePawns
                key={square}
                view={view}
                square={square}
                pawns={pawns}
                stacked={stacked.has(square)}
                x={x}
                y={y}
                lit={touched.pawns}
                names={names}
              />
            );
          })}
        </svg>
      </div>
    </div>
  );
}
