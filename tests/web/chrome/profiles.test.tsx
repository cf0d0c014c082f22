// Profiles on the page (issue 24): the table's players link to the profiles of those with a handle, and
// the leaderboard and profile are asked of the server by the typed client, in pages of 100.
import { render } from 'preact-render-to-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLeaderboard, getProfile } from '../../../web/src/api/client';
import type { TableSeat } from '../../../web/src/api/types';
import { seatNames } from '../../../web/src/chrome/seats';
import { TablePlayers } from '../../../web/src/chrome/table-players';
import { setLanguage, t } from '../../../web/src/i18n/i18n';
import { isolated } from '../../support/bidi';

describe("the table's players", () => {
  it('link the seats whose player has a handle, and only those', () => {
    setLanguage('en');
    const seats: TableSeat[] = [
      { seat: 0, name: 'Ada', bot: null, handle: 'ada_l', state: 'taken' },
      { seat: 1, name: 'Guest', bot: null, state: 'taken' },
      { seat: 2, name: null, bot: 'ismcts', state: 'bot' },
    ];
    const html = render(<TablePlayers seats={seats} names={seatNames(seats, 1)} />);
    // Each name isolated (<bdi>): a right-to-left name cannot reorder the list around it.
    expect(html).toContain(`<a href="#/players/ada_l"><bdi>${isolated('Ada')}</bdi></a>`);
    expect(html).not.toContain('#/players/Guest');
    expect(html).toContain(`<bdi>${isolated('Guest')} (you)</bdi>`);
    expect(html.match(/<a /g)).toHaveLength(1);
  });
});

describe("a profile's rating history", () => {
  afterEach(() => setLanguage('en'));

  // Each point is the rating and the place, said as the language says a place: "1512 (2nd place)".
  it.each([
    [
      'en',
      ['1st place', '2nd place', '3rd place', '4th place', '11th place', '12th place', '13th place', '21st place'],
    ],
    ['fr', ['1re place', '2e place', '3e place', '4e place', '11e place', '12e place', '13e place', '21e place']],
    ['de', ['1. Platz', '2. Platz', '3. Platz', '4. Platz', '11. Platz', '12. Platz', '13. Platz', '21. Platz']],
  ] as const)('says each place as an ordinal (%s)', async (language, places) => {
    await setLanguage(language);
    const points = [1, 2, 3, 4, 11, 12, 13, 21].map(place => t('profile.point', { rating: '1512', place }));
    expect(points).toEqual(places.map(place => `1512 (${place})`));
  });
});

describe('the profile and leaderboard requests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ask the server for a profile by handle and for leaderboard pages of 100 with the cursor', async () => {
    const asked: URL[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      asked.push(new URL(request.url));
      return new Response(JSON.stringify({ game: 'monad', players: [] }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    await getLeaderboard('monad');
    await getLeaderboard('monad', 'abc');
    await getProfile('ada_l');
    expect(asked.map(u => `${u.pathname}${u.search}`)).toEqual([
      '/leaderboards/monad?limit=100',
      '/leaderboards/monad?limit=100&cursor=abc',
      '/players/ada_l',
    ]);
  });
});
