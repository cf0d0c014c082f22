// What one creator may open (issue 22, hole 3): at most `maxWaiting` tables waiting for people at once and
// `perMinute` tables with an open seat per minute, counted in the database so two processes on one database
// hold them together; games without an open seat are not counted. The lobby ranks fairly: a creator's
// fourth waiting table comes after everyone's first three. Small limits, and an injected clock.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, twoServersForSuite, type Api } from '../../support/server.js';
import { inviteTable, signUp } from '../../support/tables.js';

const T0 = Date.parse('2026-06-01T09:00:00.000Z');
const MINUTE = 60_000;

describe.each(testDatabases())('table quotas on $name', testDb => {
  let time = T0;
  const servers = twoServersForSuite(testDb, { now: () => new Date(time), quotas: { maxWaiting: 4, perMinute: 6 } });
  const open = (api: Api, key: string | null, listed = false) =>
    api
      .post('/games')
      .set(...(key === null ? (['X-Anonymous', '1'] as [string, string]) : bearer(key)))
      .send({
        game: 'duel',
        players: 2,
        listed,
        seats: key === null ? [{}, { open: true }] : [{ me: true }, { open: true }],
      });
  const cancel = async (api: Api, id: string, key: string) =>
    api
      .post(`/games/${id}/cancel`)
      .set(...bearer(key))
      .expect(200);

  it('refuses a waiting table over the limit (409), and takes one again once one is cancelled', async () => {
    time = T0;
    const { one } = servers;
    const ada = await signUp(one.api, 'Ada');
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await open(one.api, ada.key).expect(201)).body.id as string);
    const refused = await open(one.api, ada.key).expect(409);
    expect(refused.body).toMatchObject({ code: 'too-many-waiting-tables', limit: 4 });
    expect(refused.body.detail).toMatch(/4 tables waiting/);
    // Games without an open seat are not counted; another player has their own quota.
    await one.api
      .post('/games')
      .set(...bearer(ada.key))
      .send({ game: 'duel', players: 2, seats: [{ me: true }, {}] })
      .expect(201);
    const grace = await signUp(one.api, 'Grace');
    await open(one.api, grace.key).expect(201);
    await cancel(one.api, ids[0] ?? '', ada.key);
    time = T0 + 10 * MINUTE;
    await open(one.api, ada.key).expect(201);
  });

  it('refuses a table over the minute (429 with Retry-After) and takes one again a minute later', async () => {
    time = T0 + 100 * MINUTE;
    const { one } = servers;
    const bob = await signUp(one.api, 'Bob');
    for (let i = 0; i < 6; i++) {
      time += 1000;
      const id = (await open(one.api, bob.key).expect(201)).body.id as string;
      await cancel(one.api, id, bob.key);
    }
    const refused = await open(one.api, bob.key).expect(429);
    expect(refused.body).toMatchObject({ code: 'too-many-new-tables', limit: 6 });
    // The first of the six was opened 6 s before the last: it leaves the minute in 55 s.
    expect(refused.headers['retry-after']).toBe('55');
    time += 55_000;
    await open(one.api, bob.key).expect(201);
  });

  it('holds across two processes opening tables for one creator at once', async () => {
    time = T0 + 200 * MINUTE;
    const { one, two } = servers;
    const cy = await signUp(one.api, 'Cy');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => open(i % 2 === 0 ? one.api : two.api, cy.key)),
    );
    const statuses = answers.map(a => a.status).sort();
    expect(statuses.filter(s => s === 201)).toHaveLength(4);
    expect(statuses.filter(s => s === 409)).toHaveLength(6);
    const mine = await one.api
      .get('/players/me/games?status=waiting')
      .set(...bearer(cy.key))
      .expect(200);
    expect(mine.body.games).toHaveLength(4);
  });

  it('counts tables opened without a player key by the client address', async () => {
    time = T0 + 300 * MINUTE;
    const { one } = servers;
    for (let i = 0; i < 4; i++) await open(one.api, null).expect(201);
    expect((await open(one.api, null).expect(409)).body.code).toBe('too-many-waiting-tables');
  });

  it('ranks the lobby fairly: three tables per creator per rank, every table once across pages', async () => {
    time = T0 + 400 * MINUTE;
    const { one } = servers;
    const spam = await signUp(one.api, 'Spam');
    const spam2 = await signUp(one.api, 'Spam again');
    const ids: string[] = [];
    for (const key of [spam.key, spam2.key])
      for (let i = 0; i < 4; i++) {
        time += 1000;
        ids.push((await inviteTable(one.api, key, 2, { listed: true })).id);
      }
    const dee = await signUp(one.api, 'Dee');
    time += 1000;
    const real = (await inviteTable(one.api, dee.key, 2, { listed: true })).id;
    const seen: string[] = [];
    let cursor: string | null = null;
    const pages: string[][] = [];
    do {
      const query: string = cursor === null ? '' : `&cursor=${cursor}`;
      const page = await one.api.get(`/games?status=waiting&open=true&limit=4${query}`).expect(200);
      pages.push(page.body.games.map((g: { id: string }) => g.id));
      seen.push(...pages.at(-1)!);
      cursor = page.body.nextCursor as string | null;
    } while (cursor !== null);
    // Rank 0, newest first: Dee's table, then each spammer's first three; rank 1: each spammer's fourth.
    const [a1, a2, a3, a4, b1, b2, b3, b4] = ids;
    expect(seen).toEqual([real, b3, b2, b1, a3, a2, a1, b4, a4]);
    expect(pages[0]).toContain(real);
  });
});
