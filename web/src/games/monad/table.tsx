// The Monad table drawn from the view: the result (when finished) and the last move first, then the
// supply (the four columns, the Monad stack, the deck and discards), the players, and your hand. Each thing
// is its own component; this file only lays them out and hands each its part of the last move.
import type { MonadView } from '../../api/types';
import { t } from '../../i18n/i18n';
import type { TableProps } from '../contract';
import { COLUMNS } from './cards';
import { ColumnStack } from './column';
import { Hand } from './hand';
import { touchedBy } from './last-move';
import { LastMoveStrip } from './last-move-strip';
import { OutcomePanel } from './outcome';
import { Deck, DiscardPile, MonadStack } from './piles';
import { SeatPanel } from './seat-panel';

export function MonadTable({
  view,
  names,
  last,
  toAct,
  waiting = false,
  endedOnTime,
  timedOut = [],
}: TableProps<MonadView>) {
  const touched = touchedBy(last);
  return (
    <div class="mtable" data-testid="monad-table">
      <OutcomePanel view={view} names={names} endedOnTime={endedOnTime} />
      <LastMoveStrip last={last} names={names} />
      <div class="msupply" role="group" aria-label={t('monad.table.cards')} data-testid="monad-supply">
        {COLUMNS.map(set => (
          <ColumnStack key={set} set={set} colours={view.columns[set]} last={touched.took.has(set)} />
        ))}
        <div class="mpiles">
          <MonadStack count={view.monadStack} last={touched.took.has('monad')} />
          <Deck size={view.deckSize} last={touched.deck} />
          <DiscardPile colours={view.discard} last={touched.discard} />
        </div>
      </div>
      <ul class="mseats" aria-label={t('monad.table.players')}>
        {view.seats.map(seat => (
          <SeatPanel
            key={seat.seat}
            seat={seat}
            name={names(seat.seat)}
            view={view}
            last={touched.seat === seat.seat}
            onTurn={toAct.includes(seat.seat)}
            waiting={waiting}
            outOnTime={timedOut.includes(seat.seat)}
          />
        ))}
      </ul>
      {view.hand !== null ? <Hand cards={view.hand} /> : <p class="muted mspectator">{t('monad.table.spectator')}</p>}
    </div>
  );
}
