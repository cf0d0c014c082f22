// The bodies of POST /games and POST /games/{id}/moves are strict, as /undo's and /resign's are: a field the
// route does not take is a 400 naming it, and nothing is played or created. Before, a misspelt
// `expectedVerison` played the move with no version check, and a misspelt `seat`, `clocks` or `option`
// silently dealt a table other than the one asked for.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, newGame, serverForSuite } from '../../support/server.js';

describe.each(testDatabases())('strict bodies on $name', testDb => {
  const server = serverForSuite(testDb);

  it('refuses a move with a misspelt expectedVersion, playing nothing', async () => {
    const g = await newGame(server.api);
    const token = g.tokens[g.toAct[0] ?? 0] ?? '';
    const res = await server.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(token))
      .send({ move: { type: 'roll' }, expectedVerison: 7 })
      .expect(400);
    expect(res.body.code).toBe('invalid-request');
    expect(res.body.errors).toEqual([expect.objectContaining({ path: '' })]);
    expect(JSON.stringify(res.body.errors)).toContain('expectedVerison');
    expect((await server.api.get(`/games/${g.id}`).expect(200)).body.version).toBe(0);
    // The field spelt right still checks the version.
    const stale = await server.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(token))
      .send({ move: { type: 'roll' }, expectedVersion: 7 })
      .expect(409);
    expect(stale.body.code).toBe('version-conflict');
  });

  it.each([
    ['extra', { extra: 1 }],
    ['seat (for seats)', { seat: [{ open: true }, { open: true }] }],
    ['clocks (for clock)', { clocks: { perTurnSeconds: 60 } }],
    ['option (for options)', { option: {} }],
  ])('refuses POST /games with %s, creating nothing', async (_, extra) => {
    const before = (await server.api.get('/games?limit=100').expect(200)).body.games.length as number;
    const res = await server.api
      .post('/games')
      .send({ game: 'duel', players: 2, ...extra })
      .expect(400);
    expect(res.body.code).toBe('invalid-request');
    expect(JSON.stringify(res.body.errors)).toContain(Object.keys(extra)[0]);
    expect((await server.api.get('/games?limit=100').expect(200)).body.games).toHaveLength(before);
  });

  it('the document says so: additionalProperties false', () => {
    const schemas = (server.app.document as { components: { schemas: Record<string, Record<string, unknown>> } })
      .components.schemas;
    expect(schemas['MoveBody']?.['additionalProperties']).toBe(false);
    expect(schemas['CreateDuelGame']?.['additionalProperties']).toBe(false);
  });
});
