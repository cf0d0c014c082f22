// The profile and leaderboard places of the page (issue 24), parsed and formatted both ways.
import { describe, expect, it } from 'vitest';
import { href, parseRoute } from '../../web/src/router';

describe('profile and leaderboard routes', () => {
  it.each([
    ['#/players/ada_L-1', { page: 'player', handle: 'ada_L-1' }],
    ['#/leaderboards', { page: 'leaderboard', game: null }],
    ['#/leaderboards/monte-carlo', { page: 'leaderboard', game: 'monte-carlo' }],
  ])('%s', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
    expect(href(parseRoute(hash))).toBe(hash);
  });

  it('takes a path that is no handle for no page', () => {
    expect(parseRoute('#/players/a b').page).toBe('not-found');
    expect(parseRoute('#/players/ada/games').page).toBe('not-found');
  });
});
