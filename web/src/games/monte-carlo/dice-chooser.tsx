// Which poker dice to throw again (C18). The server lists every subset as its own move; a person would
// rather tap the dice they want to re-throw. Toggling dice narrows the list to the one matching throw;
// with nothing toggled every throw stays a visible button (the contract of contract.ts), labelled by
// the faces it throws again. Toggles are plain buttons with aria-pressed, never moves themselves.
import { useState } from 'preact/hooks';
import type { MonteCarloMove, MonteCarloView } from '../../api/types';
import { t } from '../../i18n/i18n';
import { MoveButton } from './move-button';
import { moveLabel, throwerHand } from './move-words';
import type { SeatNames } from '../contract';
import { dieName } from './words';

type Throw = Extract<MonteCarloMove, { type: 'throw' }>;

interface Props {
  readonly view: MonteCarloView;
  readonly moves: readonly MonteCarloMove[];
  readonly onMove: (move: MonteCarloMove) => void;
  readonly busy: boolean;
  readonly names: SeatNames;
}

/** The hand with the dice this throw takes back marked, so two throws of equal faces never look alike. */
function ThrowPicture({ hand, dice }: { readonly hand: readonly string[]; readonly dice: readonly number[] }) {
  return (
    <span class="mc-throw-picture" aria-hidden="true">
      {hand.map((face, i) => (
        <span key={i} class={dice.includes(i) ? 'mc-rethrow' : 'mc-kept'}>
          {face}
        </span>
      ))}
    </span>
  );
}

/** Fewest dice first, so the throws a person most often wants come first; otherwise the server's order. */
const byCount = (a: Throw, b: Throw): number => a.dice.length - b.dice.length;

const same = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((d, i) => d === b[i]);

export function DiceChooser({ view, moves, onMove, busy, names }: Props) {
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const hand = throwerHand(view);
  const throws = moves.filter((m): m is Throw => m.type === 'throw').sort(byCount);
  const others = moves.filter(m => m.type !== 'throw');
  const shown = chosen.length === 0 ? throws : throws.filter(m => same(m.dice, chosen));
  const toggle = (die: number) =>
    setChosen(now => (now.includes(die) ? now.filter(d => d !== die) : [...now, die].sort((a, b) => a - b)));
  return (
    <div class="mc-dice-chooser">
      {hand === null || throws.length <= 1 ? null : (
        <div class="mc-dice-toggles" role="group" aria-label={t('mc.dice.choose')}>
          <span class="mc-caption">{t('mc.dice.tap')}</span>
          {hand.map((face, i) => (
            <button
              key={i}
              type="button"
              class={`mc-poker-die mc-toggle${chosen.includes(i) ? ' mc-selected' : ''}`}
              aria-pressed={chosen.includes(i)}
              disabled={busy}
              onClick={() => toggle(i)}
            >
              {face}
              <span class="visually-hidden">
                {` ${t(chosen.includes(i) ? 'mc.dice.again' : 'mc.dice.kept', { ordinal: dieName(i) })}`}
              </span>
            </button>
          ))}
          {chosen.length > 0 ? (
            <button type="button" class="secondary" disabled={busy} onClick={() => setChosen([])}>
              {t('mc.dice.clear')}
            </button>
          ) : null}
        </div>
      )}
      <div class="mc-choices">
        {others.map(move => (
          <MoveButton key={JSON.stringify(move)} move={move} onMove={onMove} busy={busy} class="mc-primary">
            {moveLabel(move, view, names)}
          </MoveButton>
        ))}
        {shown.map(move => (
          <MoveButton
            key={JSON.stringify(move)}
            move={move}
            onMove={onMove}
            busy={busy}
            label={moveLabel(move, view, names)}
            class={chosen.length > 0 || throws.length === 1 ? 'mc-primary' : 'mc-chip mc-throw'}
          >
            {hand === null || move.dice.length === 5 ? (
              moveLabel(move, view, names)
            ) : (
              <ThrowPicture hand={hand} dice={move.dice} />
            )}
          </MoveButton>
        ))}
      </div>
    </div>
  );
}
