// The frame of every page: a header with the places and who you are, and a skip link for keyboards.
import type { ComponentChildren } from 'preact';
import type { Identity } from '../api/identity';
import type { Route } from '../router';

interface Props {
  readonly identity: Identity | null;
  readonly route: Route;
  readonly children: ComponentChildren;
}

// The fragment holds the route, so the skip link moves the focus itself instead of following `#main`.
function skipToMain(event: Event) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}

export function Layout({ identity, route, children }: Props) {
  const current = (page: Route['page']) => (route.page === page ? 'page' : undefined);
  return (
    <>
      <a class="skip" href="#main" onClick={skipToMain}>
        Skip to the content
      </a>
      <header class="top">
        <a class="brand" href="#/">
          Croupier
        </a>
        <nav aria-label="Main">
          <a href="#/" aria-current={current('home')}>
            My games
          </a>
          <a href="#/lobby" aria-current={current('lobby')}>
            Lobby
          </a>
          <a href="#/new" aria-current={current('new')}>
            New table
          </a>
        </nav>
        <span class="who">{identity === null ? 'Not signed in' : `Playing as ${identity.name}`}</span>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer class="bottom">
        <a href="/docs">API</a> · <a href="/rules/monad">Monad rules</a> ·{' '}
        <a href="/rules/monte-carlo">Monte Carlo Gamble rules</a>
      </footer>
    </>
  );
}
