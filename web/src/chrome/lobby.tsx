// The lobby: listed tables with an open seat (GET /games?status=waiting&open=true), each with a button
// that takes a seat (POST /games/{id}/join, no code needed at a listed table); and the games being played,
// which anyone may watch (every game's page works for a spectator).
import { useEffect, useState } from 'preact/hooks';
import { gamesInPlay, joinGame, lobby } from '../api/client';
import type { Identity } from '../api/identity';
import type { GameSummary } from '../api/types';
import { t } from '../i18n/i18n';
import { navigate } from '../router';
import { GameList } from './game-list';
import { ListFiltersForm } from './list-filters';
import { filtersQuery, type ListFilters } from '../list-filters';
import { NameForm } from './name-form';
import { ProblemNote } from './problem';
import { useAction } from './use-action';

interface Props {
  readonly identity: Identity | null;
  readonly onIdentity: (identity: Identity | null) => void;
  /** From the URL (#/lobby?game=…&players=…&clock=…): both lists are asked with them. */
  readonly filters: ListFilters;
}

export function Lobby({ identity, onIdentity, filters }: Props) {
  const [games, setGames] = useState<GameSummary[] | null>(null);
  const [playing, setPlaying] = useState<GameSummary[] | null>(null);
  const { busy, error, setError, run } = useAction();
  const refresh = () =>
    Promise.all([lobby(undefined, filters), gamesInPlay(filters)]).then(([open, active]) => {
      setGames(open.games);
      setPlaying(active.games);
      setError(null);
    }, setError);
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), 10_000);
    return () => clearInterval(timer);
  }, [filtersQuery(filters)]);
  const join = async (game: GameSummary) => {
    if (identity === null) return;
    const seated = await run(() => joinGame(game.id, identity.key, {}));
    if (seated.ok) navigate({ page: 'game', id: game.id, at: null });
    // Someone took the seat first, or the table left: the list as it is now.
    else void refresh();
  };
  return (
    <section>
      <h1>{t('layout.lobby')}</h1>
      <p>
        {t('lobby.intro')} <a href="#/new">{t('lobby.openOwn')}</a>
      </p>
      {identity === null ? <NameForm onIdentity={onIdentity} prompt={t('lobby.prompt')} /> : null}
      <ProblemNote error={error} />
      <ListFiltersForm filters={filters} onChange={next => navigate({ page: 'lobby', filters: next })} />
      <button type="button" class="secondary" onClick={() => void refresh()}>
        {t('lobby.refresh')}
      </button>
      <h2>{t('home.waiting')}</h2>
      {games === null ? (
        <p aria-busy="true">{t('lobby.loading')}</p>
      ) : (
        <GameList
          testid="lobby-games"
          games={games}
          empty={t('lobby.noneOpen')}
          action={game => (
            <button type="button" disabled={identity === null || busy} onClick={() => void join(game)}>
              {t('actions.takeSeat')}
            </button>
          )}
        />
      )}
      <h2>{t('lobby.inPlay')}</h2>
      {playing === null ? null : <GameList testid="games-in-play" games={playing} empty={t('lobby.noneInPlay')} />}
    </section>
  );
}
