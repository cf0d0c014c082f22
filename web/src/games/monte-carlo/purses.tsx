// Who holds what (C1, C16, C21): each seat's colours, money, pawns home and points, whose turn it is and
// who must act, and the bank's holdings. Money the last move changed is highlighted.
import type { MonteCarloView } from '../../api/types';
import { formatList, t } from '../../i18n/i18n';
import type { SeatNames } from '../contract';
import type { Touched } from './last-move';
import { colourLetter, colourName, money } from './words';

interface Props {
  readonly view: MonteCarloView;
  readonly seat: number | null;
  readonly names: SeatNames;
  readonly touched: Touched;
  readonly toAct: readonly number[];
  readonly waiting: boolean;
  /** Seats whose time ran out: they read as out on time, not resigned. */
  readonly timedOut?: readonly number[];
}

export function Purses({ view, seat, names, touched, toAct, waiting, timedOut = [] }: Props) {
  const perSeat = view.pawns.filter(p => p.seat === 0).length;
  return (
    <section class="mc-panel mc-purses" aria-label={t('mc.purses.label')}>
      <h3>{t('monad.table.players')}</h3>
      <ul class="mc-seats">
        {view.seats.map(s => {
          // The server's toAct, not the view's: while the table waits, the view already names the first turn.
          const playing = !waiting && view.turn?.seat === s.seat && view.outcome === null;
          const acting = toAct.includes(s.seat);
          return (
            <li
              key={s.seat}
              class={`mc-seat${playing ? ' mc-playing' : ''}${s.seat === seat ? ' mc-mine' : ''}${s.resigned ? ' mc-resigned' : ''}`}
              data-seat={s.seat}
            >
              <span class="mc-seat-name">
                {s.colours.map(c => (
                  <span key={c} class={`mc-swatch mc-pawn-${c}`} title={colourName(c)} aria-hidden="true">
                    {colourLetter(c)}
                  </span>
                ))}{' '}
                {names(s.seat)}
                <span class="visually-hidden">
                  {' '}
                  {t('mc.purses.plays', { colours: formatList(s.colours.map(colourName)) })}
                </span>
              </span>
              <span class={`mc-money${touched.seats.has(s.seat) ? ' mc-lit' : ''}`} data-money={s.money}>
                {money(s.money)}
              </span>
              <span class="mc-seat-facts">
                {t('mc.purses.facts', { home: s.pawnsHome, pawns: perSeat, points: money(s.points) })}
                {timedOut.includes(s.seat)
                  ? ` · ${t('seat.outOnTime')}`
                  : s.resigned
                    ? ` · ${t('monad.seat.resigned')}`
                    : ''}
                {waiting
                  ? ` · ${t('mc.purses.waiting')}`
                  : acting
                    ? ` · ${t('mc.purses.toAct')}`
                    : playing
                      ? ` · ${t('mc.purses.theirTurn')}`
                      : ''}
              </span>
            </li>
          );
        })}
      </ul>
      <p class="mc-bank">
        {t('mc.purses.bank')}{' '}
        <strong class={touched.bank ? 'mc-lit' : undefined} data-bank={view.bank}>
          {money(view.bank)}
        </strong>
      </p>
    </section>
  );
}
