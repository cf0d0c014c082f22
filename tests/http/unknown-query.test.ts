// Unknown query parameters are refused with 400 invalid-request naming them, on every game route, rather
// than silently ignored (a misspelt filter would otherwise list everything); the refusal changes nothing.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../support/databases.js';
import { bearer, newGame, serverForSuite } from '../support/server.js';

describe.each(testDatabases())('unknown query parameters on $name', testDb => {
  const server = serverForSuite(testDb);

  it.each([
    [
      'GET',
      '/games?gmae=duel',
      '"gmae": this route takes game, status, players, clock, awaiting, open, listed, cursor, limit',
    ],
    ['GET', '/games/{id}?version=1', '"version": this route takes at'],
    ['GET', '/games/{id}/moves?afterr=0', '"afterr": this route takes after, limit'],
    ['GET', '/games/{id}/events?tokn=abc', '"tokn": this route takes token'],
    ['GET', '/games/{id}/legal-moves?verbose=1', '"verbose": this route takes none'],
    ['POST', '/games/{id}/moves?dry=1', '"dry": this route takes none'],
    ['POST', '/games/{id}/resign?x=1&y=2', 'parameters "x", "y": this route takes none'],
  ])('%s %s is refused', async (method, template, named) => {
    const g = await newGame(server.api);
    const url = template.replace('{id}', g.id);
    const req = method === 'GET' ? server.api.get(url) : server.api.post(url).send({ move: { type: 'roll' } });
    const res = await req.set(...bearer(g.tokens[g.toAct[0] ?? 0] ?? '')).expect(400);
    expect(res.body).toMatchObject({ code: 'invalid-request' });
    expect(res.body.detail).toContain(named);
    // Nothing was played.
    const after = await server.api.get(`/games/${g.id}`).expect(200);
    expect(after.body.version).toBe(0);
  });

  it('POST /games?seed=… is refused, and no game is created', async () => {
    const before = await server.api.get('/games?limit=100').expect(200);
    const res = await server.api.post('/games?seed=abc').send({ game: 'duel', players: 2 }).expect(400);
    expect(res.body.detail).toBe('Unknown query parameter "seed": this route takes none.');
    const after = await server.api.get('/games?limit=100').expect(200);
    expect(after.body.games).toHaveLength(before.body.games.length);
  });

  it('the declared parameters are still taken', async () => {
    const g = await newGame(server.api);
    await server.api.get(`/games?game=duel&status=active&limit=5`).expect(200);
    await server.api.get(`/games/${g.id}/moves?after=-1&limit=10`).expect(200);
    await server.api.get(`/games/${g.id}?at=0`).expect(200);
  });
});
