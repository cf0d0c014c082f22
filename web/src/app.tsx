// The page: who you are (the player in localStorage), where you are (the URL's fragment), and the page
// for that place. Each page loads what it shows through api/client.ts.
import { useEffect, useState } from 'preact/hooks';
import { ApiError, getMe } from './api/client';
import { loadIdentity, saveIdentity, type Identity } from './api/identity';
import { Layout } from './chrome/layout';
import { Home } from './chrome/home';
import { Lobby } from './chrome/lobby';
import { NewTable } from './chrome/new-table';
import { JoinPage } from './chrome/join';
import { GamePage } from './chrome/game-page';
import { HowToPlayPage } from './chrome/help/how-to-play';
import { DevicesPage } from './chrome/devices';
import { ProfilePage } from './chrome/profile';
import { LeaderboardPage } from './chrome/leaderboard';
import { parseRoute, type Route } from './router';
import { t, useLanguage } from './i18n/i18n';
import { useAttention } from './chrome/notify/use-attention';
import { signOut } from './chrome/sign-out';

export function App() {
  const [route, setRoute] = useState<Route>(() => parseRoute(location.hash));
  const [identity, setIdentity] = useState<Identity | null>(loadIdentity);
  // A new language re-renders the whole page from here: every component reads its words through `t`.
  const language = useLanguage();
  useAttention(identity, language);
  useEffect(() => {
    const onHash = () => setRoute(parseRoute(location.hash));
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  const onIdentity = (next: Identity | null) => {
    const forget = () => {
      saveIdentity(next);
      setIdentity(next);
    };
    // Signing out first stops this browser's pushes, with the key (chrome/sign-out.ts).
    if (next === null && identity !== null) void signOut(identity.key, forget);
    else forget();
  };
  // A key revoked from another device (Devices) signs this one out: the name form, a passkey or a code sign it in again.
  useEffect(() => {
    if (identity === null) return;
    getMe(identity.key).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'revoked-key') onIdentity(null);
    });
  }, [identity?.key]);
  return (
    <Layout identity={identity} route={route} language={language}>
      <Page route={route} identity={identity} onIdentity={onIdentity} />
    </Layout>
  );
}

interface PageProps {
  readonly route: Route;
  readonly identity: Identity | null;
  readonly onIdentity: (identity: Identity | null) => void;
}

function Page({ route, identity, onIdentity }: PageProps) {
  switch (route.page) {
    case 'home':
      return <Home identity={identity} onIdentity={onIdentity} filters={route.filters ?? {}} />;
    case 'lobby':
      return <Lobby identity={identity} onIdentity={onIdentity} filters={route.filters ?? {}} />;
    case 'new':
      return <NewTable identity={identity} onIdentity={onIdentity} game={route.game} />;
    case 'join':
      return <JoinPage identity={identity} onIdentity={onIdentity} id={route.id} code={route.code} />;
    case 'game':
      return <GamePage key={route.id} identity={identity} id={route.id} at={route.at} />;
    case 'how-to-play':
      return <HowToPlayPage game={route.game} />;
    case 'devices':
      return <DevicesPage identity={identity} onIdentity={onIdentity} />;
    case 'player':
      return <ProfilePage key={route.handle} handle={route.handle} identity={identity} />;
    case 'leaderboard':
      return <LeaderboardPage key={route.game ?? ''} game={route.game} />;
    case 'not-found':
      return (
        <section>
          <h1>{t('notFound.title')}</h1>
          <p>
            {t('notFound.text')} <a href="#/">{t('notFound.link')}</a>
          </p>
        </section>
      );
    default:
      return route satisfies never;
  }
}
