// One player at the table, as everyone sees them: name, identity card (their wild colour), Monads held
// against the number needed, hand size (cards face down), and — for the player to act — what they have
// done this turn and whether their bonus card is still good. The seat that made the last move is marked.
import type { MonadView } from '../../api/types';
import { t } from '../../i18n/i18n';
import { MonadDisc } from './card';
import { colourName, warmth, warmthName } from './cards';

type SeatView = MonadView['seats'][number];

/** M20: partners sit opposite and count their Monads together. */
function teamLine(seat: number, view: MonadView): string {
  const together = view.seats.filter(s => s.seat % 2 === seat % 2).reduce((sum, s) => sum + s.monads, 0);
  return t(seat % 2 === 0 ? 'monad.seat.teamA' : 'monad.seat.teamB', { together, needed: view.monadsToWin });
}

interface Props {
  readonly seat: SeatView;
  readonly name: string;
  readonly view: MonadView;
  readonly last: boolean;
  /** The server lists this seat to act (never while the table waits: the view's turn is the deal's). */
  readonly onTurn: boolean;
  /** The seat's time ran out: it lost on time, which its badge says instead of "resigned". */
  readonly outOnTime?: boolean;
  /** The table waits for people: every seat shows "waiting". */
  readonly waiting: boolean;
}

export function SeatPanel({ seat, name, view, last, onTurn, waiting, outOnTime = false }: Props) {
  const passed = view.passRun.includes(seat.seat);
  const team = view.teams ? teamLine(seat.seat, view) : null;
  const winner = view.outcome?.winners.includes(seat.seat) ?? false;
  const classes = [
    'mseat',
    onTurn ? 'is-turn' : '',
    last ? 'is-last' : '',
    seat.resigned ? 'is-resigned' : '',
    winner ? 'is-winner' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li class={classes} data-seat={seat.seat} aria-current={onTurn ? 'true' : undefined}>
      <h3>
        {name}
        {onTurn ? <span class="mbadge mbadge-turn">{t('monad.seat.toPlay')}</span> : null}
        {waiting ? <span class="mbadge mbadge-waiting">{t('monad.seat.waiting')}</span> : null}
        {winner ? <span class="mbadge mbadge-win">{t('monad.seat.winner')}</span> : null}
        {seat.resigned || outOnTime ? (
          <span class="mbadge">{t(outOnTime ? 'seat.outOnTime' : 'monad.seat.resigned')}</span>
        ) : null}
        {passed && !onTurn ? <span class="mbadge">{t('monad.seat.passed')}</span> : null}
        {last ? <span class="mbadge mbadge-last">{t('monad.seat.lastMove')}</span> : null}
      </h3>
      {team !== null ? <p class="mteam">{team}</p> : null}
      <div class="mseat-row">
        <span
          class={`midentity mcard-${seat.identity} mcard-${warmth(seat.identity)}`}
          role="img"
          aria-label={t('monad.seat.identity', {
            colour: colourName(seat.identity),
            warmth: warmthName(seat.identity),
          })}
        >
          <span aria-hidden="true">
            {warmth(seat.identity) === 'warm' ? '☀' : '❄'} {colourName(seat.identity)}
          </span>
        </span>
        <span
          class="mmonads"
          role="img"
          aria-label={t('monad.seat.monads', { have: seat.monads, needed: view.monadsToWin })}
        >
          {Array.from({ length: view.monadsToWin }, (_, i) => (
            <span key={i} class={i < seat.monads ? 'mslot is-full' : 'mslot'} aria-hidden="true">
              {i < seat.monads ? <MonadDisc /> : null}
            </span>
          ))}
          <span class="mmonads-count" aria-hidden="true">
            {seat.monads}/{view.monadsToWin}
          </span>
        </span>
        <span class="mhand-size" role="img" aria-label={t('monad.seat.handSize', { n: seat.handSize })}>
          <span class="mcard-back mcard-back-small" aria-hidden="true" /> {seat.handSize}
        </span>
      </div>
      {onTurn ? (
        <p class="mturn-note">
          {t('monad.seat.turn', { turn: view.turn.number, n: view.turn.transactions })} ·{' '}
          <span class={view.turn.bonusUsed ? 'mbonus is-used' : 'mbonus'}>
            {view.turn.bonusUsed ? t('monad.seat.bonusUsed') : t('monad.seat.bonusReady')}
          </span>
        </p>
      ) : null}
    </li>
  );
}
