// A hand of the five poker dice (C18): each die a small square with its face (9, 10, J, Q, K, A) in
// text. Dice thrown by the last move glow; with `selected`, the dice a person chose to throw again are
// marked, so the table and the move helper draw dice the same way.
import { t } from '../../i18n/i18n';
import type { Face } from './words';
import { dieName } from './words';

interface Props {
  readonly faces: readonly Face[] | null;
  readonly label: string;
  readonly lit?: readonly number[];
  readonly selected?: readonly number[];
}

export function PokerDice({ faces, label, lit = [], selected = [] }: Props) {
  const said =
    faces === null ? t('mc.poker.notThrown', { label }) : t('mc.poker.faces', { label, faces: faces.join(', ') });
  return (
    <span class="mc-poker-dice" role="img" aria-label={said} title={said}>
      {(faces ?? [null, null, null, null, null]).map((face, i) => (
        <span
          key={i}
          class={`mc-poker-die${lit.includes(i) ? ' mc-lit' : ''}${selected.includes(i) ? ' mc-selected' : ''}${face === null ? ' mc-blank' : ''}`}
          data-face={face ?? ''}
          title={t('mc.poker.die', { ordinal: dieName(i) })}
        >
          {face ?? '·'}
        </span>
      ))}
    </span>
  );
}
