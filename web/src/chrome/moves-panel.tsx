// Your moves, in the bar that keeps them in view (player-bar.tsx): "Your move", the hint, Undo and the moves the
// server listed. On a phone the bar lies over the bottom of the screen, where the moves of a Monad turn took half
// of it and hid the table being played on; so there they fold behind one button, and start folded: the table is
// seen first, the moves are a tap away, and once shown they stay shown (within a height of their own) until the
// person folds them again. On a wide screen the bar stands beside the table: the button is not drawn and the
// moves are always shown (styles.css).
import type { Ref } from 'preact';
import { useState } from 'preact/hooks';
import type { Game, Schemas } from '../api/types';
import type { AnyGameUi, SeatNames } from '../games/contract';
import { t } from '../i18n/i18n';
import { TableHints } from './help/hints';

interface Props {
  /** Whether the seat is offered its moves now (its turn, no playback running). */
  readonly offer: boolean;
  readonly game: Game;
  readonly ui: AnyGameUi;
  /** The server's legal moves for this seat now. */
  readonly moves: readonly Schemas['Move'][];
  readonly busy: boolean;
  readonly names: SeatNames;
  readonly onMove: (move: Schemas['Move']) => void;
  readonly onUndo: () => void;
  /** Where the focus goes after a move (use-focus-after-move.ts). */
  readonly anchor: Ref<HTMLElement>;
}

export function MovesPanel({ offer, game, ui, moves, busy, names, onMove, onUndo, anchor }: Props) {
  const [folded, setFolded] = useState(true);
  return (
    <section
      ref={anchor}
      tabIndex={-1}
      class={folded ? 'moves is-folded' : 'moves'}
      aria-labelledby={offer ? 'moves-heading' : undefined}
      aria-label={offer ? undefined : t('game.moves')}
      data-testid="legal-moves"
      aria-busy={offer ? busy : undefined}
      hidden={!offer}
    >
      {offer ? (
        <>
          <div class="moves-head">
            <h2 id="moves-heading">{t('game.yourMove')}</h2>
            <button
              type="button"
              class="secondary moves-fold"
              data-testid="moves-fold"
              aria-expanded={!folded}
              aria-controls="moves-body"
              onClick={() => setFolded(!folded)}
            >
              {t(folded ? 'game.showMoves' : 'game.hideMoves')}
            </button>
          </div>
          <div id="moves-body" class="moves-body">
            <TableHints help={ui.help} moves={moves} />
            {game.undo?.allowed === true ? (
              <button
                type="button"
                class="secondary undo"
                data-testid="undo"
                aria-label={t('undo.label')}
                title={t('undo.label')}
                disabled={busy}
                onClick={onUndo}
              >
                {t('undo.button')}
              </button>
            ) : null}
            <ui.Moves view={game.view} moves={moves} onMove={onMove} busy={busy} names={names} />
          </div>
        </>
      ) : null}
    </section>
  );
}
