// The whole table for one view: the turn and the die, the SVG track, the players' money and the bank,
// the casino piles, the poker duel while one is on, and the result at the end. Everything is public in
// this game (the view is the same for a seat and a spectator), so `seat` only marks "you".
import type { MonteCarloView } from '../../api/types';
import { t } from '../../i18n/i18n';
import { causeOf, type TableProps } from '../contract';
import { Casino } from './casino';
import { describeFact } from './describe';
import { DuelPanel } from './duel-panel';
import { factsOf, touched as touchedBy } from './last-move';
import { OutcomePanel } from './outcome-panel';
import { Purses } from './purses';
import { Track } from './track';
import { TurnPanel } from './turn-panel';

export function Table({
  view,
  seat,
  names,
  last,
  toAct,
  waiting = false,
  endedOnTime = false,
  timedOut = [],
}: TableProps<MonteCarloView>) {
  const touched = touchedBy(last);
  const lastWords =
    last === null
      ? ''
      : factsOf(last)
          .map(f => describeFact(f, names, view, causeOf(last)))
          .join(' ');
  return (
    <div class="mc-table" data-testid="mc-table">
      {view.outcome === null ? null : <OutcomePanel outcome={view.outcome} names={names} endedOnTime={endedOnTime} />}
      <TurnPanel view={view} names={names} dieLit={touched.die} />
      {lastWords === '' ? null : (
        <p class="mc-last last-move" data-testid="mc-last-move">
          <span class="mc-caption">{t('mc.last')}</span> {lastWords}
        </p>
      )}
      <Track view={view} names={names} touched={touched} />
      <div class="mc-side">
        <Purses
          view={view}
          seat={seat}
          names={names}
          touched={touched}
          toAct={toAct}
          waiting={waiting}
          timedOut={timedOut}
        />
        <Casino casino={view.casino} lit={touched.card} />
        {view.duel === null ? null : <DuelPanel view={view} duel={view.duel} names={names} lit={touched.dice} />}
      </div>
    </div>
  );
}
