// Home: pick a name, then "my games", the games awaiting you first (soonest deadline first), then those
// waiting for players, in play and finished. The player's event stream refreshes the lists live.
import { ChallengePanel } from './challenges';
import { useEffect, useState } from 'preact/hooks';
import { cancelGame, followMe, myGames } from '../api/client';
import type { Identity } from '../api/identity';
import type { GameSummary } from '../api/types';
import { isolate } from '../i18n/bidi';
import { t } from '../i18n/i18n';
import { GameList } from './game-list';
import { NameForm } from './name-form';
import { ProblemNote } from './problem';
import { ListFiltersForm } from './list-filters';
import { useAction } from './use-action';
import { VacationPanel } from './vacation';
import { navigate } from '../router';
import { NotifySettings } from './notify/notify-settings';
import { filtersQuery, type ListFilters } from '../list-filters';

interface Props {
  readonly identity: Identity | null;
  readonly onIdentity: (identity: Identity | null) => void;
  /** From the URL (#/?game=…&players=…&clock=…): every list is asked with them. */
  readonly filters: ListFilters;
}

interface Lists {
  readonly awaiting: GameSummary[];
  readonly waiting: GameSummary[];
  readonly active: GameSummary[];
  readonly finished: GameSummary[];
}

export function Home({ identity, onIdentity, filters }: Props) {
  if (identity === null) {
    return (
      <section>
        <h1>{t('home.title')}</h1>
        <p>{t('home.intro')}</p>
        <NameForm onIdentity={onIdentity} />
      </section>
    );
  }
  return <MyGames identity={identity} onIdentity={onIdentity} filters={filters} />;
}

function MyGames({ identity, onIdentity, filters }: Props & { readonly identity: Identity }) {
  const [lists, setLists] = useState<Lists | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [stamp, setStamp] = useState(0);
  useEffect(() => {
    let live = true;
    Promise.all([
      myGames(identity.key, { awaiting: true }, filters),
      myGames(identity.key, { status: 'waiting' }, filters),
      myGames(identity.key, { status: 'active' }, filters),
      myGames(identity.key, { status: 'finished' }, filters),
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
  }, [identity.key, stamp, filtersQuery(filters)]);
  const cancel = useAction();
  // The creator cancels a waiting table from the list; the player stream's `cancelled` refreshes it, and so
  // does the answer, for a page whose stream is reconnecting.
  const cancelTable = async (game: GameSummary) => {
    if (!confirm(t('actions.cancelConfirm'))) return;
    const done = await cancel.run(() => cancelGame(game.id, identity.key));
    if (done.ok) setStamp(n => n + 1);
  };
  // Any event of the player's stream (your turn, joined, finished…) refreshes the lists.
  useEffect(() => {
    const stop = new AbortController();
    (async () => {
      // Challenges come on the same stream, as events of their own: they refresh the lists too.
      for await (const _event of followMe(identity.key, stop.signal, () => setStamp(n => n + 1))) setStamp(n => n + 1);
    })().catch(() => undefined);
    return () => stop.abort();
  }, [identity.key]);
  return (
    <section>
      <h1>{t('home.yourGames')}</h1>
      <p>
        {t('home.signedIn', { name: isolate(identity.name) })}{' '}
        <button type="button" class="link" onClick={() => confirm(t('home.signOutConfirm')) && onIdentity(null)}>
          {t('home.signOut')}
        </button>
      </p>
      <p>
        <a class="button" href="#/new">
          {t('layout.newTable')}
        </a>{' '}
        <a class="button secondary" href="#/lobby">
          {t('home.findTable')}
        </a>
      </p>
      <ChallengePanel identity={identity} stamp={stamp} />
      <ListFiltersForm filters={filters} onChange={next => navigate({ page: 'home', filters: next })} />
      <ProblemNote error={error} />
      <ProblemNote error={cancel.error} onDismiss={() => cancel.setError(null)} />
      {lists === null ? (
        <p aria-busy="true">{t('home.loading')}</p>
      ) : (
        <>
          <h2>{t('home.yourTurn')}</h2>
          <GameList testid="awaiting-games" games={lists.awaiting} empty={t('home.noneAwaiting')} />
          <h2>{t('home.waiting')}</h2>
          <GameList
            testid="waiting-games"
            games={lists.waiting}
            empty={t('home.noneWaiting')}
            action={game =>
              game.creator === true ? (
                <button
                  type="button"
                  class="danger"
                  data-testid="cancel-table"
                  disabled={cancel.busy}
                  onClick={() => void cancelTable(game)}
                >
                  {t('list.cancel')}
                </button>
              ) : null
            }
          />
          <h2>{t('home.inPlay')}</h2>
          <GameList testid="active-games" games={lists.active} empty={t('home.noneInPlay')} />
          <h2>{t('home.finished')}</h2>
          <GameList testid="finished-games" games={lists.finished} empty={t('home.noneFinished')} />
        </>
      )}
      <VacationPanel playerKey={identity.key} />
      <NotifySettings identity={identity} />
    </section>
  );
}
