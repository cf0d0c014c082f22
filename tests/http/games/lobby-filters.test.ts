// The listings' filters (issue 21): `game`, `players` and `clock` (its kind, or `none`) on GET /games and
// GET /players/me/games, each alone and together, and a bad value refused with a 400 problem naming the
// parameter, in the asker's language. The lobby's tables here are duels (the fixture game) and Monte Carlo
// tables, 2 or 3 players, with each kind of clock or none.
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../../src/games/registry.js';
import { testDatabases } from '../../support/databases.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { signUp, type SignedUp } from '../../support/tables.js';

const CLOCKS = {
  none: undefined,
  'per-turn': { perTurnSeconds: 60 },
  fischer: { initialSeconds: 300, incrementSeconds: 5 },
} as const;
type ClockKind = keyof typeof CLOCKS;

interface Made {
  readonly id: string;
  readonly game: string;
  readonly players: number;
  readonly clock: ClockKind;
}

describe.each(testDatabases())('the listing filters on $name', testDb => {
  const server = serverForSuite(testDb, { games: [fixtureGame, ...games] });
  let ada: SignedUp;
  const made: Made[] = [];

  beforeAll(async () => {
    ada = await signUp(server.api, 'Ada');
    for (const game of ['duel', 'monte-carlo'])
      for (const players of [2, 3])
        for (const clock of Object.keys(CLOCKS) as ClockKind[]) {
          const option = CLOCKS[clock];
          const seats = [{ me: true }, ...Array.from({ length: players - 1 }, () => ({ open: true }))];
          const res = await server.api
            .post('/games')
            .set(...bearer(ada.key))
            .send({ game, players, seats, listed: true, ...(option === undefined ? {} : { clock: option }) })
            .expect(201);
          made.push({ id: res.body.id as string, game, players, clock });
        }
  });

  const lobbyIds = async (query: string): Promise<string[]> => {
    const res = await server.api.get(`/games?status=waiting&open=true&limit=100&${query}`).expect(200);
    return (res.body.games as { id: string }[]).map(g => g.id).sort();
  };
  const expected = (keep: (m: Made) => boolean): string[] =>
    made
      .filter(keep)
      .map(m => m.id)
      .sort();

  it('filters by each: game, players, clock kind', async () => {
    expect(await lobbyIds('game=monte-carlo')).toEqual(expected(m => m.game === 'monte-carlo'));
    expect(await lobbyIds('players=3')).toEqual(expected(m => m.players === 3));
    for (const clock of Object.keys(CLOCKS) as ClockKind[])
      expect(await lobbyIds(`clock=${clock}`)).toEqual(expected(m => m.clock === clock));
  });

  it('combines them', async () => {
    const one = await lobbyIds('game=duel&players=2&clock=fischer');
    expect(one).toEqual(expected(m => m.game === 'duel' && m.players === 2 && m.clock === 'fischer'));
    expect(one).toHaveLength(1);
    expect(await lobbyIds('players=3&clock=none')).toEqual(expected(m => m.players === 3 && m.clock === 'none'));
    expect(await lobbyIds('players=4')).toEqual([]);
  });

  it("filters a player's own games the same way", async () => {
    const res = await server.api
      .get('/players/me/games?status=waiting&limit=100&game=monte-carlo&clock=per-turn')
      .set(...bearer(ada.key))
      .expect(200);
    expect((res.body.games as { id: string }[]).map(g => g.id).sort()).toEqual(
      expected(m => m.game === 'monte-carlo' && m.clock === 'per-turn'),
    );
  });

  it('gives every game its createdAt, as the page says "created 3 min ago"', async () => {
    const res = await server.api.get('/games?status=waiting&open=true&limit=100').expect(200);
    for (const g of res.body.games as { createdAt: string }[])
      expect(new Date(g.createdAt).toISOString()).toBe(g.createdAt);
  });

  it.each([
    ['players=two', 'players'],
    ['players=0', 'players'],
    ['players=2.5', 'players'],
    ['clock=hourglass', 'clock'],
    ['game=chess', 'game'],
  ])('refuses %s with a 400 problem naming %s, changing nothing', async (query, name) => {
    for (const path of ['/games', '/players/me/games']) {
      const res = await server.api
        .get(`${path}?${query}`)
        .set(...bearer(ada.key))
        .set('Accept-Language', 'fr')
        .expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body.code).toBe('invalid-request');
      expect(JSON.stringify(res.body)).toContain(name);
      expect(res.headers['content-language']).toBeDefined();
    }
  });
});
