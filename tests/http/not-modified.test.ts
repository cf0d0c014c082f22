// A fetch-based client revalidates a game with If-None-Match and gets 304 (issue 21, defect 11). fetch
// adds `Cache-Control: no-cache` (and `Pragma: no-cache`) to any request carrying its own If-None-Match,
// and Express's own freshness check then never answers 304: the handler compares the ETag itself.
import { describe, expect, it } from 'vitest';
import { createApi } from '../../src/client/api.js';
import { testDatabases } from '../support/databases.js';
import { serverForSuite } from '../support/server.js';

describe.each(testDatabases())('GET /games/{id} with If-None-Match on $name', testDb => {
  const server = serverForSuite(testDb);

  it('answers 304 through the typed client (fetch), and 200 with the new ETag once the game moved', async () => {
    const base = await server.listen();
    const created = await server.api.post('/games').send({ game: 'duel', players: 2 }).expect(201);
    const id = created.body.id as string;
    const tokens = (created.body.seats as { token: string }[]).map(s => s.token);
    const api = createApi({ baseUrl: base });

    const first = await api.GET('/games/{id}', { params: { path: { id } } });
    expect(first.response.status).toBe(200);
    const etag = first.response.headers.get('etag');
    expect(etag).toBe('"0"');

    const again = await api.GET('/games/{id}', {
      params: { path: { id }, header: { 'If-None-Match': etag ?? '' } },
    });
    expect(again.response.status).toBe(304);
    expect(again.response.headers.get('etag')).toBe('"0"');

    // What fetch sends, spelt out; a list of tags (weak ones included) matches too, and `*` any version.
    for (const header of ['"0"', '"7", W/"0"', '*']) {
      const res = await fetch(`${base}/games/${id}`, {
        headers: { 'If-None-Match': header, 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
      });
      expect(res.status, header).toBe(304);
    }
    const stale = await fetch(`${base}/games/${id}`, { headers: { 'If-None-Match': '"7", W/"8"' } });
    expect(stale.status).toBe(200);

    const toAct = (created.body.toAct as number[])[0] ?? 0;
    await server.api
      .post(`/games/${id}/moves`)
      .set('Authorization', `Bearer ${tokens[toAct] ?? ''}`)
      .send({ move: { type: 'roll' } })
      .expect(200);
    const moved = await api.GET('/games/{id}', { params: { path: { id }, header: { 'If-None-Match': '"0"' } } });
    expect(moved.response.status).toBe(200);
    expect(moved.response.headers.get('etag')).toBe('"1"');
    expect(moved.data?.version).toBe(1);
  });
});
