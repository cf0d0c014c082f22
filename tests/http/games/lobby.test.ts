// The lobby's two lists, as the page asks for them (web/src/api/client.ts; tests/web/api/lobby-queries.test.ts
// pins those queries): the listed tables with an open seat, and the games being played at tables of the
// lobby. A game never put in the lobby (a classic game, an invitation-only table) shows in neither (issue 21,
// defect 8: "Being played" listed every active game, as "seat 0 to play" without names).
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { inviteTable, signUp } from '../../support/tables.js';

describe.each(testDatabases())('the lobby on $name', testDb => {
  const server = serverForSuite(testDb);

  it('lists only tables put in the lobby, waiting and being played', async () => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    // Played, never listed: a classic game and an invitation-only table that started.
    await server.api.post('/games').send({ game: 'duel', players: 2 }).expect(201);
    const invited = await inviteTable(server.api, ada.key);
    await server.api
      .post(`/games/${invited.id}/join`)
      .set(...bearer(grace.key))
      .send({ code: invited.body.invites[0]?.code })
      .expect(200);
    // Listed: one that started, one still waiting.
    const started = await inviteTable(server.api, ada.key, 2, { listed: true });
    await server.api
      .post(`/games/${started.id}/join`)
      .set(...bearer(grace.key))
      .send({})
      .expect(200);
    const waiting = await inviteTable(server.api, ada.key, 2, { listed: true });

    const ids = (res: { body: { games: { id: string }[] } }) => res.body.games.map(g => g.id);
    const playing = await server.api.get('/games?status=active&listed=true&limit=20').expect(200);
    expect(ids(playing)).toEqual([started.id]);
    expect(playing.body.games[0].table.seats.map((s: { name: string }) => s.name)).toEqual(['Ada', 'Grace']);
    const open = await server.api.get('/games?status=waiting&open=true&limit=50').expect(200);
    expect(ids(open)).toEqual([waiting.id]);

    // The filter itself, both ways.
    const unlisted = await server.api.get('/games?status=active&listed=false').expect(200);
    expect(ids(unlisted)).not.toContain(started.id);
    expect(ids(unlisted)).toContain(invited.id);
    expect(unlisted.body.games).toHaveLength(2);
  });
});

describe.each(testDatabases())('lobby cursors on $name', testDb => {
  const server = serverForSuite(testDb);

  it('refuses a forged cursor whose rank no table can have (400, not 500)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const rank of [2 ** 31, Number.MAX_SAFE_INTEGER]) {
      const cursor = Buffer.from(JSON.stringify(['2026-05-01T10:00:00.000Z', id, rank])).toString('base64url');
      const res = await server.api.get(`/games?status=waiting&open=true&cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid-request');
    }
  });
});
