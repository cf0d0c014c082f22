// First-game hints: one sentence at the table saying what to do now, chosen by the game's help from the
// types of the legal moves the server listed (so it never says more than the server allows), and a
// visible switch to turn them off or on again, remembered on this device (hints-store.ts).
import { useState } from 'preact/hooks';
import { t } from '../../i18n/i18n';
import type { GameHelp } from './game-help';
import { hintsOn, setHintsOn } from './hints-store';

interface Props {
  readonly help: GameHelp | undefined;
  /** The server's legal moves for this seat now. */
  readonly moves: readonly { readonly type: string }[];
}

export function TableHints({ help, moves }: Props) {
  const [on, setOn] = useState(hintsOn);
  if (help === undefined) return null;
  const key = help.hint(new Set(moves.map(m => m.type)));
  const toggle = () => {
    setHintsOn(!on);
    setOn(!on);
  };
  return (
    <div class="hints" data-testid="hints">
      {on && key !== null ? (
        <p class="hint" data-testid="hint" role="status">
          {t(key)}
        </p>
      ) : null}
      <label class="choice hints-toggle">
        <input type="checkbox" checked={on} onChange={toggle} data-testid="hints-toggle" /> {t('hint.toggle')}
      </label>
    </div>
  );
}
