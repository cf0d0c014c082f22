// Home: pick a name, then "my games", the games awaiting you first (soonest deadline first), then those
// waiting for players, in play and finished. The player's event stream refreshes the lists live.
import { useEffect, useState } from 'preact/hooks';
import { followMe, myGames } from '../api/client';
import type { Identity } from '../api/identity';
import type { GameSummary } from '../api/types';
import { GameList } from './game-list';
import { NameForm } from './name-form';
import { ProblemNote } from './problem';

interface Props {
  readonly identity: Identity | null;
  readonly onIdentity: (identity: Identity | null) => void;
}

interface Lists {
  readonly awaiting: GameSummary[];
  readonly waiting: GameSummary[];
  readonly active: GameSummary[];
  readonly finished: GameSummary[];
}

export function Home({ identity, onIdentity }: Props) {
  if (identity === null) {
    return (
      <section>
        <h1>Board games with friends, strangers and bots</h1>
        <p>Play Monad (Sid Sackson, 1970) or Monte Carlo Gamble at your own pace: a move a minute or a move a day.</p>
        <NameForm onIdentity={onIdentity} />
      </section>
    );
  }
  return <MyGames identity={identity} onIdentity={onIdentity} />;
}

function MyGames({ identity, onIdentity }: { readonly identity: Identity; readonly onIdentity: Props['onIdentity'] }) {
  const [lists, setLists] = useState<Lists | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [stamp, setStamp] = useState(0);
  useEffect(() => {
    let live = true;
    Promise.all([
      myGames(identity.key, { awaiting: true }),
      myGames(identity.key, { status: 'waiting' }),
      myGames(identity.key, { status: 'active' }),
      myGames(identity.key, { status: 'finished' }),
    ]).then(
      ([awaiting, waiting, active, finished]) => {
        if (!live) return;
        const mine = new Set(awaiting.games.map(g => g.id));
        setLists({
          awaiting: awaiting.games,
          waiting: waiting.games,
          active: active.games.filter(g => !mine.has(g.id)),
          finished: finished.games,
        });
        setError(null);
      },
      (caught: unknown) => live && setError(caught),
    );
    return () => {
      live = false;
    };
  }, [identity.key, stamp]);
  // Any event of the player's stream (your turn, joined, finished…) refreshes the lists.
  useEffect(() => {
    const stop = new AbortController();
    (async () => {
      for await (const _event of followMe(identity.key, stop.signal)) setStamp(n => n + 1);
    })().catch(() => undefined);
    return () => stop.abort();
  }, [identity.key]);
  return (
    <section>
      <h1>Your games</h1>
      <p>
        Signed in as <strong>{identity.name}</strong> on this device.{' '}
        <button
          type="button"
          class="link"
          onClick={() =>
            confirm('Forget this player on this device? Its games stay, but only its key can play them.') &&
            onIdentity(null)
          }
        >
          Sign out
        </button>
      </p>
      <p>
        <a class="button" href="#/new">
          New table
        </a>{' '}
        <a class="button secondary" href="#/lobby">
          Find a table
        </a>
      </p>
      <ProblemNote error={error} />
      {lists === null ? (
        <p aria-busy="true">Loading your games…</p>
      ) : (
        <>
          <h2>Your turn</h2>
          <GameList testid="awaiting-games" games={lists.awaiting} empty="No game is waiting for you." />
          <h2>Waiting for players</h2>
          <GameList testid="waiting-games" games={lists.waiting} empty="No table of yours is waiting for players." />
          <h2>In play</h2>
          <GameList testid="active-games" games={lists.active} empty="No other game in play." />
          <h2>Finished</h2>
          <GameList testid="finished-games" games={lists.finished} empty="No finished game yet." />
        </>
      )}
    </section>
  );
}
