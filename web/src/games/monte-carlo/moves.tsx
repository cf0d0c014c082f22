// The legal moves as decisions a person understands: grouped by kind in the order the server listed
// them, each group with a heading in plain words, each move a labelled button (move-button.tsx). Money
// amounts (pledges, stakes) are compact chips; poker dice get the dice chooser. Nothing is collapsed. A
// colour's swatch is hidden from screen readers and its words are the button's name: said once, not twice
// (a visually hidden copy of the words beside them doubled the button's text).
import type { MonteCarloMove, MonteCarloView } from '../../api/types';
import { t } from '../../i18n/i18n';
import type { MovesProps } from '../contract';
import { MoveHelp } from '../../chrome/help/move-help';
import { DiceChooser } from './dice-chooser';
import { monteCarloHelp } from './help';
import { MoveButton } from './move-button';
import type { Group } from './move-words';
import { groupHeading, groupOf, moveLabel } from './move-words';
import { colourLetter } from './words';

function groups(moves: readonly MonteCarloMove[]): [Group, MonteCarloMove[]][] {
  const by = new Map<Group, MonteCarloMove[]>();
  for (const move of moves) {
    const group = groupOf(move.type);
    by.set(group, [...(by.get(group) ?? []), move]);
  }
  return [...by.entries()];
}

const CHIPS: readonly Group[] = ['pledge', 'stake'];

export function Moves({ view, moves, onMove, busy, names }: MovesProps<MonteCarloView, MonteCarloMove>) {
  if (moves.length === 0) return <p class="muted">{t('mc.moves.none')}</p>;
  return (
    <div class="mc-moves">
      {groups(moves).map(([group, list]) => (
        <div key={group} class={`mc-move-group mc-group-${group}`} role="group" aria-label={groupHeading(group, view)}>
          <p class="mc-move-heading">
            {groupHeading(group, view)}{' '}
            <MoveHelp game="monte-carlo" help={monteCarloHelp} moveType={list[0]?.type ?? ''} />
          </p>
          {group === 'dice' ? (
            <DiceChooser view={view} moves={list} onMove={onMove} busy={busy} names={names} />
          ) : (
            <div class="mc-choices">
              {list.map(move => (
                <MoveButton
                  key={JSON.stringify(move)}
                  move={move}
                  onMove={onMove}
                  busy={busy}
                  class={CHIPS.includes(group) ? 'mc-chip' : undefined}
                >
                  {move.type === 'name_colour' ? (
                    <span class={`mc-swatch mc-pawn-${move.colour}`} aria-hidden="true">
                      {colourLetter(move.colour)}
                    </span>
                  ) : null}
                  {moveLabel(move, view, names)}
                </MoveButton>
              ))}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
