// The frame of every page: a header with the places, who you are and the language, and a skip link for
// keyboards.
import type { ComponentChildren } from 'preact';
import type { Identity } from '../api/identity';
import { isolate } from '../i18n/bidi';
import { t } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import type { Route } from '../router';
import { LanguageSwitch } from './language-switch';

interface Props {
  readonly identity: Identity | null;
  readonly route: Route;
  readonly language: Language;
  readonly children: ComponentChildren;
}

// The fragment holds the route, so the skip link moves the focus itself instead of following `#main`.
function skipToMain(event: Event) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}

export function Layout({ identity, route, language, children }: Props) {
  const current = (page: Route['page']) => (route.page === page ? 'page' : undefined);
  return (
    <>
      <a class="skip" href="#main" onClick={skipToMain}>
        {t('layout.skip')}
      </a>
      <header class="top">
        <a class="brand" href="#/">
          {t('layout.brand')}
        </a>
        <nav aria-label={t('layout.nav')}>
          <a href="#/" aria-current={current('home')}>
            {t('layout.myGames')}
          </a>
          <a href="#/lobby" aria-current={current('lobby')}>
            {t('layout.lobby')}
          </a>
          <a href="#/new" aria-current={current('new')}>
            {t('layout.newTable')}
          </a>
          <a href="#/leaderboards" aria-current={current('leaderboard')}>
            {t('layout.leaderboards')}
          </a>
          <a href="#/how-to-play" aria-current={current('how-to-play')}>
            {t('help.nav')}
          </a>
          <a href="#/devices" aria-current={current('devices')} data-testid="nav-devices">
            {t('layout.devices')}
          </a>
        </nav>
        <span class="who">
          {identity === null ? t('layout.notSignedIn') : t('layout.playingAs', { name: isolate(identity.name) })}
        </span>
        <LanguageSwitch language={language} />
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer class="bottom">
        <a href="/docs">{t('layout.api')}</a> · <a href={`/rules/monad?lang=${language}`}>{t('layout.monadRules')}</a> ·{' '}
        <a href={`/rules/monte-carlo?lang=${language}`}>{t('layout.mcRules')}</a>
      </footer>
    </>
  );
}
