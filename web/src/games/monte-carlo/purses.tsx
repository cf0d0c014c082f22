// Who holds what (C1, C16, C21): each seat's colours, money, pawns home and points, whose turn it is and
// who must act, and the bank's holdings. Money the last move changed is highlighted.
import type { MonteCarloView } from '../../api/types';
import type { SeatNames } from '../contract';
import type { Touched } from './last-move';
import { COLOUR_LETTERS, COLOUR_NAMES, money } from './words';

interface Props {
  readonly view: MonteCarloView;
  readonly seat: number | null;
  readonly names: SeatNames;
  readonly touched: Touched;
}

export function Purses({ view, seat, names, touched }: Props) {
  const perSeat = view.pawns.filter(p => p.seat === 0).length;
  return (
    <section class="mc-panel mc-purses" aria-label="Money and pawns">
      <h3>Players</h3>
      <ul class="mc-seats">
        {view.seats.map(s => {
          const playing = view.turn?.seat === s.seat && view.outcome === null;
          const acting = view.toAct.includes(s.seat);
          return (
            <li
              key={s.seat}
              class={`mc-seat${playing ? ' mc-playing' : ''}${s.seat === seat ? ' mc-mine' : ''}${s.resigned ? ' mc-resigned' : ''}`}
              data-seat={s.seat}
            >
              <span class="mc-seat-name">
                {s.colours.map(c => (
                  <span key={c} class={`mc-swatch mc-pawn-${c}`} title={COLOUR_NAMES[c]} aria-hidden="true">
                    {COLOUR_LETTERS[c]}
                  </span>
                ))}{' '}
                {names(s.seat)}
                <span class="visually-hidden"> plays {s.colours.map(c => COLOUR_NAMES[c]).join(' and ')}</span>
              </span>
              <span class={`mc-money${touched.seats.has(s.seat) ? ' mc-lit' : ''}`} data-money={s.money}>
                {money(s.money)}
              </span>
              <span class="mc-seat-facts">
                {s.pawnsHome}/{perSeat} home · {money(s.points)} points
                {s.resigned ? ' · resigned' : ''}
                {acting ? ' · to act' : playing ? ' · their turn' : ''}
              </span>
            </li>
          );
        })}
      </ul>
      <p class="mc-bank">
        Bank:{' '}
        <strong class={touched.bank ? 'mc-lit' : undefined} data-bank={view.bank}>
          {money(view.bank)}
        </strong>
      </p>
    </section>
  );
}
