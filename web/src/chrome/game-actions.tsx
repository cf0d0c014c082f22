// What a person can do at a table besides moving: take a seat at a listed table, leave or cancel a table
// that waits, resign, ask for (or take) a rematch, and step through the game's history.
import { cancelGame, joinGame, leaveGame, rematch, resign } from '../api/client';
import type { Identity } from '../api/identity';
import type { Game } from '../api/types';
import { t } from '../i18n/i18n';
import { href, navigate } from '../router';
import type { SeatNames } from '../games/contract';
import { ProblemNote } from './problem';
import { useAction } from './use-action';

interface Props {
  readonly game: Game;
  readonly identity: Identity | null;
  readonly onChanged: () => void;
  /** The seat that opened this game's rematch, when there is one (its `rematch` entry). */
  readonly rematchBy?: number | null;
  readonly names?: SeatNames;
}

export function GameActions({ game, identity, onChanged, rematchBy = null, names }: Props) {
  const { busy, error, setError, run } = useAction();
  const key = identity?.key;
  const seated = game.seat !== null && key !== undefined;
  const act = async (action: () => Promise<unknown>, after?: (answer: unknown) => void) => {
    const answer = await run(action);
    if (!answer.ok) return;
    if (after) after(answer.value);
    else onChanged();
  };
  const openSeat = game.table.seats.some(s => s.state === 'open');
  const toRematch = (answer: unknown) => navigate({ page: 'game', id: (answer as { game: Game }).game.id, at: null });
  return (
    <section class="game-actions" aria-label={t('actions.label')}>
      {game.status === 'waiting' && !seated && key !== undefined && game.table.listed && openSeat ? (
        <button type="button" disabled={busy} onClick={() => act(() => joinGame(game.id, key, {}))}>
          {t('actions.takeSeat')}
        </button>
      ) : null}
      {game.status === 'waiting' && seated ? (
        <>
          <button type="button" class="secondary" disabled={busy} onClick={() => act(() => leaveGame(game.id, key))}>
            {t('actions.leave')}
          </button>
          <button
            type="button"
            class="danger"
            disabled={busy}
            onClick={() => confirm(t('actions.cancelConfirm')) && act(() => cancelGame(game.id, key))}
          >
            {t('actions.cancel')}
          </button>
        </>
      ) : null}
      {game.status === 'active' && seated ? (
        <button
          type="button"
          class="danger"
          disabled={busy}
          onClick={() => confirm(t('actions.resignConfirm')) && act(() => resign(game.id, key, game.version))}
        >
          {t('actions.resign')}
        </button>
      ) : null}
      {game.status === 'finished' && seated && game.table.rematch && rematchBy !== null && rematchBy !== game.seat ? (
        <p class="rematch-offer" data-testid="rematch-offer" role="status">
          {t('actions.rematchWaiting', { name: names ? names(rematchBy) : String(rematchBy) })}
        </p>
      ) : null}
      {game.status === 'finished' && seated ? (
        <button
          type="button"
          disabled={busy}
          data-testid="rematch"
          onClick={() => act(() => rematch(game.id, key), toRematch)}
        >
          {game.table.rematch ? t('actions.rematchSeat') : t('actions.rematch')}
        </button>
      ) : null}
      {game.table.rematch && !seated ? (
        <a class="button secondary" href={href({ page: 'game', id: game.table.rematch, at: null })}>
          {t('actions.watchRematch')}
        </a>
      ) : null}
      {game.version > 0 ? (
        <a
          class="button secondary"
          data-testid="history-link"
          href={href({ page: 'game', id: game.id, at: game.status === 'finished' ? 0 : game.version })}
        >
          {t('actions.history')}
        </a>
      ) : null}
      <ProblemNote error={error} onDismiss={() => setError(null)} />
    </section>
  );
}
