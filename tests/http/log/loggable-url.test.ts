// What a request line keeps of its URL (http/logging.ts): everything a person reading the log needs (ids, route
// words, a game's name, the query's ordinary parameters), and nothing shaped like a secret, wherever it was put.
import { describe, expect, it } from 'vitest';
import { loggableUrl } from '../../../src/http/logging.js';

const id = '38033685-eb43-430d-bd91-8fe5f2b5b278';
const token = 'CcbdBudFLJtEgyh0KZF46Pl2FFvKTNcHyqJfGeeXSuI';

describe('loggableUrl', () => {
  it('keeps ids, route words, game names and ordinary parameters', () => {
    expect(loggableUrl(`/games/${id}/legal-moves`)).toEqual({ path: `/games/${id}/legal-moves` });
    expect(loggableUrl('/players/me/push-subscriptions')).toEqual({ path: '/players/me/push-subscriptions' });
    expect(loggableUrl('/assets/index-B3x9kF2a.js')).toEqual({ path: '/assets/index-B3x9kF2a.js' });
    expect(loggableUrl('/games?status=waiting&open=true&game=monte-carlo&limit=20')).toEqual({
      path: '/games',
      query: { status: 'waiting', open: 'true', game: 'monte-carlo', limit: '20' },
    });
    expect(loggableUrl(`/games/${id}/events?chatAfter=12`)).toEqual({
      path: `/games/${id}/events`,
      query: { chatAfter: '12' },
    });
  });

  it('replaces secret-bearing parameters, and anything shaped like a secret in the path, a name or a value', () => {
    expect(loggableUrl(`/games/${id}/events?token=abc`).query).toEqual({ token: '[redacted]' });
    expect(loggableUrl(`/games/${token}`)).toEqual({ path: '/games/[redacted]' });
    expect(loggableUrl(`/players/${encodeURIComponent(`${token}/+=`)}/games`).path).toBe('/players/[redacted]/games');
    expect(loggableUrl('/players/link/CWQPB-142TA').path).toBe('/players/link/[redacted]');
    expect(loggableUrl('/players/link/CWQPBHXTAK').path).toBe('/players/link/[redacted]');
    expect(loggableUrl(`/games/${id}/events?${token}`)).toEqual({
      path: `/games/${id}/events`,
      query: {},
      redactedNames: 1,
    });
    expect(loggableUrl(`/games?status=${token}&game=${token}&game=monad`).query).toEqual({
      status: '[redacted]',
      game: ['[redacted]', 'monad'],
    });
    // A malformed escape is judged as sent.
    expect(loggableUrl(`/games/%E0%A4%A${token}`).path).toBe('/games/[redacted]');
  });
});
