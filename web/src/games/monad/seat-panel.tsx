// One player at the table, as everyone sees them: name, identity card (their wild colour), Monads held
// against the number needed, hand size (cards face down), and — for the player to act — what they have
// done this turn and whether their bonus card is still good. The seat that made the last move is marked.
import type { MonadView } from '../../api/types';
import { MonadDisc } from './card';
import { warmth } from './cards';

type SeatView = MonadView['seats'][number];

/** M20: partners sit opposite and count their Monads together. */
function teamLine(seat: number, view: MonadView): string {
  const together = view.seats.filter(s => s.seat % 2 === seat % 2).reduce((sum, s) => sum + s.monads, 0);
  return `${seat % 2 === 0 ? 'Team A (seats 0 and 2)' : 'Team B (seats 1 and 3)'}: ${together} of ${view.monadsToWin} Monads together`;
}

interface Props {
  readonly seat: SeatView;
  readonly name: string;
  readonly view: MonadView;
  readonly last: boolean;
}

export function SeatPanel({ seat, name, view, last }: Props) {
  const onTurn = view.outcome === null && view.turn.seat === seat.seat;
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
        {onTurn ? <span class="mbadge mbadge-turn">to play</span> : null}
        {winner ? <span class="mbadge mbadge-win">winner</span> : null}
        {seat.resigned ? <span class="mbadge">resigned</span> : null}
        {passed && !onTurn ? <span class="mbadge">passed</span> : null}
        {last ? <span class="mbadge mbadge-last">last move</span> : null}
      </h3>
      {team !== null ? <p class="mteam">{team}</p> : null}
      <div class="mseat-row">
        <span
          class={`midentity mcard-${seat.identity} mcard-${warmth(seat.identity)}`}
          role="img"
          aria-label={`Identity: ${seat.identity} (${warmth(seat.identity)}), wild colour`}
        >
          <span aria-hidden="true">
            {warmth(seat.identity) === 'warm' ? '☀' : '❄'} {seat.identity}
          </span>
        </span>
        <span class="mmonads" role="img" aria-label={`${seat.monads} of ${view.monadsToWin} Monads`}>
          {Array.from({ length: view.monadsToWin }, (_, i) => (
            <span key={i} class={i < seat.monads ? 'mslot is-full' : 'mslot'} aria-hidden="true">
              {i < seat.monads ? <MonadDisc /> : null}
            </span>
          ))}
          <span class="mmonads-count" aria-hidden="true">
            {seat.monads}/{view.monadsToWin}
          </span>
        </span>
        <span class="mhand-size" role="img" aria-label={`${seat.handSize} cards in hand`}>
          <span class="mcard-back mcard-back-small" aria-hidden="true" /> {seat.handSize}
        </span>
      </div>
      {onTurn ? (
        <p class="mturn-note">
          Turn {view.turn.number}:{' '}
          {view.turn.transactions === 0
            ? 'no transaction yet'
            : `${view.turn.transactions} transaction${view.turn.transactions === 1 ? '' : 's'}`}{' '}
          ·{' '}
          <span class={view.turn.bonusUsed ? 'mbonus is-used' : 'mbonus'}>
            bonus card {view.turn.bonusUsed ? 'used this turn' : 'ready'}
          </span>
        </p>
      ) : null}
    </li>
  );
}
