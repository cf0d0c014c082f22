// The lobby's and My games' filters on the page (issue 21): in the URL both ways, sent to the server as
// its query parameters (the server filters), drawn as three labelled selects; and each listed game's age
// ("created 3 minutes ago", in the page's language) and every running seat's deadline.
import { render } from 'preact-render-to-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gamesInPlay, lobby, myGames } from '../../../web/src/api/client';
import type { GameSummary } from '../../../web/src/api/types';
import { GameList } from '../../../web/src/chrome/game-list';
import { ListFiltersForm } from '../../../web/src/chrome/list-filters';
import { timeAgo } from '../../../web/src/chrome/time';
import { setLanguage } from '../../../web/src/i18n/i18n';
import { href, parseRoute } from '../../../web/src/router';
import { isolated } from '../../support/bidi';

describe('the filters in the URL', () => {
  it('reads and writes them, each and together, and drops values it does not know', () => {
    expect(parseRoute('#/lobby?game=monad&players=3&clock=fischer')).toEqual({
      page: 'lobby',
      filters: { game: 'monad', players: 3, clock: 'fischer' },
    });
    expect(parseRoute('#/?clock=none')).toEqual({ page: 'home', filters: { clock: 'none' } });
    expect(parseRoute('#/lobby?players=lots&clock=hourglass')).toEqual({ page: 'lobby' });
    expect(href({ page: 'lobby', filters: { game: 'monte-carlo', players: 2 } })).toBe(
      '#/lobby?game=monte-carlo&players=2',
    );
    expect(href({ page: 'home', filters: {} })).toBe('#/');
    const route = { page: 'lobby' as const, filters: { game: 'monad', players: 4, clock: 'per-turn' as const } };
    expect(parseRoute(href(route))).toEqual(route);
  });
});

describe('the filters sent to the server', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks every list with them, and without them as before', async () => {
    const asked: URL[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      asked.push(new URL(request.url));
      return new Response(JSON.stringify({ games: [], nextCursor: null }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const filters = { game: 'monad', players: 2, clock: 'none' as const };
    await lobby(undefined, filters);
    await gamesInPlay(filters);
    await myGames('key', { status: 'waiting' }, filters);
    await lobby();
    const [open, playing, mine, plain] = asked.map(url => Object.fromEntries(url.searchParams));
    for (const query of [open, playing, mine])
      expect(query).toMatchObject({ game: 'monad', players: '2', clock: 'none' });
    expect(open).toMatchObject({ status: 'waiting', open: 'true' });
    expect(mine).toMatchObject({ status: 'waiting' });
    expect(plain).not.toHaveProperty('game');
    expect(plain).not.toHaveProperty('clock');
  });
});

describe('the filter controls', () => {
  it('are three labelled selects showing the filters', () => {
    const html = render(<ListFiltersForm filters={{ game: 'monad', clock: 'fischer' }} onChange={() => undefined} />);
    expect(html).toContain('data-testid="list-filters"');
    for (const name of ['game', 'players', 'clock']) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('<option selected value="monad">');
    expect(html).toContain('<option selected value="fischer">');
    expect(html).toContain('Any number');
    expect(html).toContain('4 players');
  });
});

describe('a listed game at a glance', () => {
  const NOW = Date.parse('2026-08-01T12:00:00.000Z');
  afterEach(() => setLanguage('en'));

  it('says how long ago it was created, in English, French and German', async () => {
    const at = new Date(NOW - 3 * 60_000 - 5_000).toISOString();
    expect(timeAgo(at, NOW)).toBe('3 minutes ago');
    expect(timeAgo(new Date(NOW - 26 * 3600_000).toISOString(), NOW)).toBe('yesterday');
    await setLanguage('fr');
    expect(timeAgo(at, NOW)).toBe('il y a 3 minutes');
    await setLanguage('de');
    expect(timeAgo(at, NOW)).toBe('vor 3 Minuten');
  });

  it("shows each running seat's deadline with its name, and the age", () => {
    vi.useFakeTimers({ now: NOW });
    try {
      const game = {
        id: 'g1',
        game: 'monad',
        players: 2,
        status: 'active',
        toAct: [1],
        seat: 0,
        outcome: null,
        deadline: new Date(NOW + 2 * 3600_000).toISOString(),
        deadlines: [{ seat: 1, deadline: new Date(NOW + 2 * 3600_000).toISOString() }],
        createdAt: new Date(NOW - 60 * 60_000).toISOString(),
        table: {
          listed: false,
          seats: [
            { seat: 0, name: 'Ada', bot: null, state: 'taken' },
            { seat: 1, name: 'Grace', bot: null, state: 'taken' },
          ],
        },
      } as unknown as GameSummary;
      const html = render(<GameList games={[game]} empty="none" testid="mine" />);
      expect(html).toContain(`${isolated('Grace')}: 2 h 00 min left`);
      expect(html).toContain('created 1 hour ago');
    } finally {
      vi.useRealTimers();
    }
  });
});
