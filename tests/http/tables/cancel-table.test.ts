// Cancelling a waiting table (issue 21: "its creator can cancel it from the list"): the person who opened
// it may, with their player key or their seat token; whoever took one of its open seats is refused (403
// not-creator: they may leave), a stranger too (401/403); a started table is refused (422 not-waiting);
// cancelling again changes nothing. The cancellation frees the creator's place in MAX_WAITING_TABLES (1
// here), leaves the lobby, and reaches the table's watchers as a `cancel` entry.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { openEvents } from '../../support/sse.js';
import { inviteTable, joinByInvite, signUp } from '../../support/tables.js';

describe.each(testDatabases())('cancelling a table on $name', testDb => {
  const server = serverForSuite(testDb, { quotas: { maxWaiting: 1, perMinute: 0 } });
  const cancel = (id: string, credential?: string) => {
    const req = server.api.post(`/games/${id}/cancel`);
    return credential === undefined ? req : req.set(...bearer(credential));
  };
  const lobbyIds = async (): Promise<string[]> =>
    ((await server.api.get('/games?status=waiting&open=true').expect(200)).body.games as { id: string }[]).map(
      g => g.id,
    );

  it('lets the creator cancel, by key: the quota is freed, the lobby forgets it, watchers are told', async () => {
    const ada = await signUp(server.api, 'Ada');
    const table = await inviteTable(server.api, ada.key, 3, { listed: true });
    expect(await lobbyIds()).toContain(table.id);
    const full = await server.api
      .post('/games')
      .set(...bearer(ada.key))
      .send({ game: 'duel', players: 2, seats: [{ me: true }, { open: true }] })
      .expect(409);
    expect(full.body.code).toBe('too-many-waiting-tables');
    const url = await server.listen();
    const stream = await openEvents(`${url}/games/${table.id}/events`);
    try {
      await stream.waitFor(1);
      const res = await cancel(table.id, ada.key).expect(200);
      expect(res.body.status).toBe('cancelled');
      await stream.waitFor(2);
      const event = JSON.parse(stream.events[1]?.data ?? '{}') as { entry: { kind: string }; status: string };
      expect([event.entry.kind, event.status]).toEqual(['cancel', 'cancelled']);
    } finally {
      stream.close();
    }
    expect(await lobbyIds()).not.toContain(table.id);
    await server.api
      .post('/games')
      .set(...bearer(ada.key))
      .send({ game: 'duel', players: 2, seats: [{ me: true }, { open: true }] })
      .expect(201)
      .then(r => cancel(r.body.id as string, ada.key).expect(200));
  });

  it('lets the creator cancel with their seat token (a table opened without a player key)', async () => {
    const opened = await server.api
      .post('/games')
      .send({ game: 'duel', players: 2, seats: [{}, { open: true }] })
      .expect(201);
    const token = (opened.body.seats as { seat: number; token?: string }[])[0]?.token ?? '';
    expect((await cancel(opened.body.id as string, token).expect(200)).body.status).toBe('cancelled');
  });

  it('refuses whoever took an open seat (403 not-creator, in their language), and strangers', async () => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const eve = await signUp(server.api, 'Eve');
    const table = await inviteTable(server.api, ada.key, 3);
    await joinByInvite(server.api, table, grace.key);
    const joiner = await cancel(table.id, grace.key).set('Accept-Language', 'fr').expect(403);
    expect(joiner.body.code).toBe('not-creator');
    expect(joiner.headers['content-language']).toBe('fr');
    expect(joiner.body.detail).toContain('quittez la table');
    expect((await cancel(table.id, eve.key).expect(403)).body.code).toBe('wrong-game');
    expect((await cancel(table.id).expect(401)).body.code).toBe('missing-token');
    expect(
      (
        await server.api
          .post('/games/no-such-game/cancel')
          .set(...bearer(eve.key))
          .expect(404)
      ).body.code,
    ).toBe('game-not-found');
    // Nothing changed: the table still waits, with Grace seated.
    const read = await server.api.get(`/games/${table.id}`).expect(200);
    expect([read.body.status, read.body.version]).toEqual(['waiting', 1]);
    await cancel(table.id, ada.key).expect(200);
  });

  it('refuses a table that started (422 not-waiting), and is idempotent once cancelled', async () => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const started = await inviteTable(server.api, ada.key, 2);
    await server.api
      .post(`/games/${started.id}/join`)
      .set(...bearer(grace.key))
      .send({ code: started.body.invites[0]?.code })
      .expect(200);
    expect((await cancel(started.id, ada.key).expect(422)).body.code).toBe('not-waiting');

    const table = await inviteTable(server.api, ada.key, 2);
    const first = await cancel(table.id, ada.key).expect(200);
    const second = await cancel(table.id, ada.key).expect(200);
    expect([second.body.status, second.body.version]).toEqual(['cancelled', first.body.version]);
    const log = await server.api.get(`/games/${table.id}/moves`).expect(200);
    expect(log.body.entries.map((e: { kind: string }) => e.kind)).toEqual(['setup', 'cancel']);
  });
});
