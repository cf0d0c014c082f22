// The lobby: listed tables with an open seat (GET /games?status=waiting&open=true), each with a button
// that takes a seat (POST /games/{id}/join, no code needed at a listed table); and the games being played,
// which anyone may watch (every game's page works for a spectator).
import { useEffect, useState } from 'preact/hooks';
import { gamesInPlay, joinGame, lobby } from '../api/client';
import type { Identity } from '../api/identity';
import type { GameSummary } from '../api/types';
import { navigate } from '../router';
import { GameList } from './game-list';
import { NameForm } from './name-form';
import { ProblemNote } from './problem';
import { useAction } from './use-action';

interface Props {
  readonly identity: Identity | null;
  readonly onIdentity: (identity: Identity | null) => void;
}

export function Lobby({ identity, onIdentity }: Props) {
  const [games, setGames] = useState<GameSummary[] | null>(null);
  const [playing, setPlaying] = useState<GameSummary[] | null>(null);
  const { busy, error, setError, run } = useAction();
  const refresh = () =>
    Promise.all([lobby(), gamesInPlay()]).then(([open, active]) => {
      setGames(open.games);
      setPlaying(active.games);
      setError(null);
    }, setError);
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), 10_000);
    return () => clearInterval(timer);
  }, []);
  const join = async (game: GameSummary) => {
    if (identity === null) return;
    const seated = await run(() => joinGame(game.id, identity.key, {}));
    if (seated.ok) navigate({ page: 'game', id: game.id, at: null });
    // Someone took the seat first, or the table left: the list as it is now.
    else void refresh();
  };
  return (
    <section>
      <h1>Lobby</h1>
      <p>
        Tables open to anyone. Take a seat, or <a href="#/new">open a table of your own</a>.
      </p>
      {identity === null ? <NameForm onIdentity={onIdentity} prompt="Pick a name to take a seat." /> : null}
      <ProblemNote error={error} />
      <button type="button" class="secondary" onClick={() => void refresh()}>
        Refresh
      </button>
      <h2>Waiting for players</h2>
      {games === null ? (
        <p aria-busy="true">Loading the tables…</p>
      ) : (
        <GameList
          testid="lobby-games"
          games={games}
          empty="No open table right now."
          action={game => (
            <button type="button" disabled={identity === null || busy} onClick={() => void join(game)}>
              Take a seat
            </button>
          )}
        />
      )}
      <h2>Being played</h2>
      {playing === null ? null : (
        <GameList testid="games-in-play" games={playing} empty="No game is being played right now." />
      )}
    </section>
  );
}
