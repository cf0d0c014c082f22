// The page's places in the URL's fragment: each route formats to a fragment that parses back to it, and
// anything else is "not found" rather than a guess.
import { describe, expect, it } from 'vitest';
import { href, inviteLink, parseRoute, type Route } from '../../web/src/router';

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('routes', () => {
  it.each<Route>([
    { page: 'home' },
    { page: 'lobby' },
    { page: 'devices' },
    { page: 'new', game: null },
    { page: 'new', game: 'monte-carlo' },
    { page: 'game', id: ID, at: null },
    { page: 'game', id: ID, at: 0 },
    { page: 'game', id: ID, at: 1491 },
    { page: 'join', id: ID, code: 'q3T0mXhW-c_J8' },
    { page: 'join', id: ID, code: 'a b&c=d' },
  ])('%o formats and parses back', route => {
    expect(parseRoute(href(route))).toEqual(route);
  });

  it('reads the fragment as the browser gives it, with or without #', () => {
    expect(parseRoute('')).toEqual({ page: 'home' });
    expect(parseRoute('#')).toEqual({ page: 'home' });
    expect(parseRoute('#/lobby/')).toEqual({ page: 'lobby' });
    expect(parseRoute(`/games/${ID}?at=3`)).toEqual({ page: 'game', id: ID, at: 3 });
  });

  it('ignores a step that is not a number, and refuses what it does not know', () => {
    expect(parseRoute(`#/games/${ID}?at=-1`)).toEqual({ page: 'game', id: ID, at: null });
    expect(parseRoute(`#/games/${ID}?at=1e3`)).toEqual({ page: 'game', id: ID, at: null });
    expect(parseRoute('#/games/../etc')).toMatchObject({ page: 'not-found' });
    expect(parseRoute(`#/games/${ID}/leave`)).toMatchObject({ page: 'not-found' });
    expect(parseRoute('#/players')).toMatchObject({ page: 'not-found' });
  });

  it('makes invitation links to the page, the code in the fragment (never sent to the server)', () => {
    const link = inviteLink('https://croupier.example', ID, 'q3T0');
    expect(link).toBe(`https://croupier.example/#/games/${ID}/join?code=q3T0`);
    expect(new URL(link).pathname).toBe('/');
    expect(parseRoute(new URL(link).hash)).toEqual({ page: 'join', id: ID, code: 'q3T0' });
  });
});
