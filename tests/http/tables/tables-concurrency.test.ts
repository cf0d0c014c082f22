// Races at tables, across two app instances on one database (as tests/http/log/concurrency.test.ts does for
// moves): the log's primary key decides who takes the last seat and who opens a rematch, never a check in
// one process.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { bearer, twoServersForSuite } from '../../support/server.js';
import { inviteTable, rollToTheEnd, signUp } from '../../support/tables.js';

describe.each(testDatabases())('table races on $name', testDb => {
  const servers = twoServersForSuite(testDb, { games: [fixtureGame] });

  it('20 concurrent joins for the last seat through two instances: exactly one 200, the rest 409 seat-taken', async () => {
    const created = await servers.one.api
      .post('/games')
      .send({ game: 'duel', players: 3, listed: true, seats: [{}, { open: true }, { open: true }] })
      .expect(201);
    const id = created.body.id as string;
    await servers.two.api.post(`/games/${id}/join`).send({ seat: 1 }).expect(200);
    // Both instances have the table cached as it is now.
    await servers.one.api.get(`/games/${id}`).expect(200);
    await servers.two.api.get(`/games/${id}`).expect(200);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? servers.one : servers.two).api.post(`/games/${id}/join`).send({ name: `racer ${i}` }),
      ),
    );
    const statuses = results.map(r => r.status);
    expect(statuses.filter(s => s === 200)).toHaveLength(1);
    expect(statuses.filter(s => s === 409)).toHaveLength(19);
    for (const r of results.filter(x => x.status === 409)) expect(r.body.code).toBe('seat-taken');
    const winner = results.find(r => r.status === 200);
    const log = await servers.two.api.get(`/games/${id}/moves`).expect(200);
    expect(log.body.entries.map((e: { kind: string }) => e.kind)).toEqual(['setup', 'join', 'join', 'start']);
    // Both instances agree on who sits where, and the winner's token plays.
    const viaOne = await servers.one.api.get(`/games/${id}`).expect(200);
    const viaTwo = await servers.two.api.get(`/games/${id}`).expect(200);
    expect(viaOne.body).toEqual(viaTwo.body);
    expect(viaOne.body.table.seats[2]).toEqual({
      seat: 2,
      name: winner?.body.game.table.seats[2].name,
      bot: null,
      state: 'taken',
    });
    expect(
      (
        await servers.one.api
          .get(`/games/${id}`)
          .set(...bearer(winner?.body.token as string))
          .expect(200)
      ).body.seat,
    ).toBe(2);
  });

  it('20 concurrent joins by invitation code for one seat: one 200', async () => {
    const ada = await signUp(servers.one.api, 'Ada');
    const { id, body } = await inviteTable(servers.one.api, ada.key);
    const code = body.invites[0]?.code;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? servers.one : servers.two).api.post(`/games/${id}/join`).send({ code }),
      ),
    );
    expect(results.filter(r => r.status === 200)).toHaveLength(1);
    expect(new Set(results.filter(r => r.status !== 200).map(r => `${r.status} ${r.body.code}`))).toEqual(
      new Set(['409 seat-taken']),
    );
  });

  it('two first rematch calls at once, through two instances, name the same new game', async () => {
    const ada = await signUp(servers.one.api, 'Ada');
    const grace = await signUp(servers.one.api, 'Grace');
    const { id, body } = await inviteTable(servers.one.api, ada.key);
    await servers.two.api
      .post(`/games/${id}/join`)
      .set(...bearer(grace.key))
      .send({ code: body.invites[0]?.code })
      .expect(200);
    await rollToTheEnd(servers.one.api, id, [ada.key, grace.key]);
    const [a, b] = await Promise.all([
      servers.one.api.post(`/games/${id}/rematch`).set(...bearer(ada.key)),
      servers.two.api.post(`/games/${id}/rematch`).set(...bearer(grace.key)),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.game.id).toBe(b.body.game.id);
    const rematch = await servers.one.api.get(`/games/${a.body.game.id as string}`).expect(200);
    expect(rematch.body.status).toBe('active');
    const log = await servers.two.api.get(`/games/${id}/moves?after=2`).expect(200);
    expect(log.body.entries.filter((e: { kind: string }) => e.kind === 'rematch')).toHaveLength(1);
  });
});
