// The lobby's two lists, as the page asks for them (web/src/api/client.ts): the listed tables with an open
// seat, and the games being played at tables of the lobby. A game never put in the lobby (a classic game,
// an invitation-only table) shows in neither (issue 21, defect 8: "Being played" listed every active game,
// as "seat 0 to play" without names).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gamesInPlay, lobby } from '../../web/src/api/client';
import { testDatabases } from '../support/databases.js';
import { bearer, serverForSuite } from '../support/server.js';
import { inviteTable, signUp } from '../support/tables.js';

describe.each(testDatabases())('the lobby on $name', testDb => {
  const server = serverForSuite(testDb);
  afterEach(() => vi.unstubAllGlobals());

  it('lists only tables put in the lobby, waiting and being played', async () => {
    vi.stubGlobal('location', { origin: await server.listen() });
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

    const playing = await gamesInPlay();
    expect(playing.games.map(g => g.id)).toEqual([started.id]);
    expect(playing.games[0]?.table.seats.map(s => s.name)).toEqual(['Ada', 'Grace']);
    const open = await lobby();
    expect(open.games.map(g => g.id)).toEqual([waiting.id]);

    // The filter itself, both ways.
    const unlisted = await server.api.get('/games?status=active&listed=false').expect(200);
    expect(new Set(unlisted.body.games.map((g: { id: string }) => g.id))).not.toContain(started.id);
    expect(unlisted.body.games.map((g: { id: string }) => g.id)).toContain(invited.id);
    expect(unlisted.body.games).toHaveLength(2);
  });
});
