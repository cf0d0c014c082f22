// An invitation link's page (`#/games/<id>/join?code=…`): who invites you to what, and one button that
// takes the seat (POST /games/{id}/join with the code). Without a player yet, pick a name first.
import { useEffect, useState } from 'preact/hooks';
import { ApiError, getGame, joinGame } from '../api/client';
import type { Identity } from '../api/identity';
import type { Game } from '../api/types';
import { uiFor } from '../games/registry';
import { isolate } from '../i18n/bidi';
import { t } from '../i18n/i18n';
import { navigate } from '../router';
import { NameForm } from './name-form';
import { ProblemNote } from './problem';
import { useAction } from './use-action';
import { tableLine } from './seats';

interface Props {
  readonly identity: Identity | null;
  readonly onIdentity: (identity: Identity | null) => void;
  readonly id: string;
  readonly code: string | null;
}

export function JoinPage({ identity, onIdentity, id, code }: Props) {
  const [game, setGame] = useState<Game | null>(null);
  const { busy, error, setError, run } = useAction();
  useEffect(() => {
    getGame(id, undefined).then(setGame, setError);
  }, [id]);
  const join = async () => {
    if (identity === null) return;
    const seated = await run(async () => {
      try {
        return await joinGame(id, identity.key, code === null ? {} : { code });
      } catch (caught) {
        // Already seated here (a second click, another tab): the table is where to go.
        if (caught instanceof ApiError && caught.code === 'already-seated') return 'already-seated';
        throw caught;
      }
    });
    if (seated.ok) navigate({ page: 'game', id, at: null });
  };
  return (
    <section class="join" data-testid="join">
      <h1>{t('join.title')}</h1>
      {game === null ? (
        error === null ? (
          <p aria-busy="true">{t('game.loading')}</p>
        ) : null
      ) : (
        <p>
          {t('join.table', {
            game: uiFor(game.game).title(),
            players: game.players,
            seats: tableLine(game.table.seats),
          })}
          {game.status !== 'waiting' ? ` ${t('join.started')}` : ''}
        </p>
      )}
      <ProblemNote error={error} />
      {identity === null ? (
        <NameForm onIdentity={onIdentity} prompt={t('join.prompt')} />
      ) : game?.status === 'waiting' ? (
        <button type="button" disabled={busy} onClick={() => void join()} data-testid="join-button">
          {t('join.button', { name: isolate(identity.name) })}
        </button>
      ) : null}
      <p>
        <a href={`#/games/${id}`}>{t('join.watch')}</a>
      </p>
    </section>
  );
}
