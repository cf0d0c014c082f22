// A player's devices (issue 24): each device holds a key of its own for the same player. The keys are listed
// (which is this request's, when each was last used), and one revoked at once: its next request is refused
// with revoked-key and the event streams it opened end, on the other process too. Keys made before the
// keys table (migration 0015) are covered by tests/store/migration-0015.test.ts.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { secondDevice } from '../../support/devices.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { bearer, twoServersForSuite, type Api } from '../../support/server.js';
import { openEvents } from '../../support/sse.js';
import { inviteTable, joinByInvite, signUp } from '../../support/tables.js';

interface Key {
  id: string;
  label: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  current: boolean;
}

const keysOf = async (api: Api, key: string): Promise<Key[]> =>
  (
    await api
      .get('/players/me/keys')
      .set(...bearer(key))
      .expect(200)
  ).body.keys as Key[];

describe.each(testDatabases())("a player's keys on $name", testDb => {
  const servers = twoServersForSuite(testDb, { games: [fixtureGame] });

  it('lists one key per device, marks the current one, and notes when each was used', async () => {
    const api = servers.one.api;
    const ada = await signUp(api, 'Ada');
    const [first] = await keysOf(api, ada.key);
    expect(first).toMatchObject({ label: null, current: true });
    // The listing itself used the key: its use is noted (at most once a minute).
    expect((await keysOf(api, ada.key))[0]?.lastUsedAt).not.toBeNull();
    const phone = await secondDevice(api, ada.key);
    const fromLaptop = await keysOf(api, ada.key);
    expect(fromLaptop.map(k => [k.label, k.current])).toEqual([
      [null, true],
      ['Phone', false],
    ]);
    expect(fromLaptop[1]?.id).toBe(phone.keyId);
    const fromPhone = await keysOf(api, phone.key);
    expect(fromPhone.map(k => k.current)).toEqual([false, true]);
    // Both keys are the same player, with the same games: the phone acts for the seat the laptop took.
    const me = await api
      .get('/players/me')
      .set(...bearer(phone.key))
      .expect(200);
    expect(me.body).toEqual({ id: ada.id, name: 'Ada', handle: ada.handle });
    const grace = await signUp(api, 'Grace');
    const table = await inviteTable(api, ada.key);
    await joinByInvite(api, table, grace.key);
    const mine = await api
      .get('/players/me/games')
      .set(...bearer(phone.key))
      .expect(200);
    expect((mine.body.games as { id: string }[]).map(g => g.id)).toContain(table.id);
    const game = await api
      .get(`/games/${table.id}`)
      .set(...bearer(phone.key))
      .expect(200);
    expect(game.body.seat).toBe(0);
  });

  it('revokes a key at once: its streams end on every process, its next request is refused', async () => {
    const [one, two] = [servers.one, servers.two];
    const ada = await signUp(one.api, 'Ada');
    const grace = await signUp(one.api, 'Grace');
    const table = await inviteTable(one.api, ada.key, 2, { options: { target: 1000 } });
    await joinByInvite(one.api, table, grace.key);
    const phone = await secondDevice(one.api, ada.key);
    // The phone's streams are served by the other process.
    const base = await two.listen();
    const playerStream = await openEvents(`${base}/players/me/events`, { Authorization: `Bearer ${phone.key}` });
    const gameStream = await openEvents(`${base}/games/${table.id}/events`, { Authorization: `Bearer ${phone.key}` });
    const laptopStream = await openEvents(`${base}/players/me/events`, { Authorization: `Bearer ${ada.key}` });
    expect([playerStream.status, gameStream.status]).toEqual([200, 200]);
    await gameStream.waitFor(1);

    await one.api
      .delete(`/players/me/keys/${phone.keyId}`)
      .set(...bearer(ada.key))
      .expect(204);
    await Promise.all([playerStream.ended, gameStream.ended]);
    const refused = await one.api
      .get('/players/me')
      .set(...bearer(phone.key))
      .expect(401);
    expect(refused.body).toMatchObject({ code: 'revoked-key' });
    const move = await one.api
      .post(`/games/${table.id}/moves`)
      .set(...bearer(phone.key))
      .send({ move: { type: 'roll' } })
      .expect(401);
    expect(move.body.code).toBe('revoked-key');
    // The laptop's key and stream are untouched; the phone's key is no longer listed.
    expect((await keysOf(one.api, ada.key)).map(k => k.id)).not.toContain(phone.keyId);
    await one.api
      .post(`/games/${table.id}/resign`)
      .set(...bearer(ada.key))
      .send({})
      .expect(200);
    for (let n = 1; !laptopStream.events.some(e => e.data.includes('"finished"')); n++) await laptopStream.waitFor(n);
    laptopStream.close();
  });

  it('refuses to revoke a key that is not one of yours, or already revoked', async () => {
    const api = servers.one.api;
    const ada = await signUp(api, 'Ada');
    const grace = await signUp(api, 'Grace');
    const [gracesKey] = await keysOf(api, grace.key);
    const foreign = await api
      .delete(`/players/me/keys/${gracesKey?.id}`)
      .set(...bearer(ada.key))
      .expect(404);
    expect(foreign.body.code).toBe('key-not-found');
    // Grace's key still works.
    await api
      .get('/players/me')
      .set(...bearer(grace.key))
      .expect(200);
    const phone = await secondDevice(api, ada.key);
    await api
      .delete(`/players/me/keys/${phone.keyId}`)
      .set(...bearer(ada.key))
      .expect(204);
    const again = await api
      .delete(`/players/me/keys/${phone.keyId}`)
      .set(...bearer(ada.key))
      .expect(404);
    expect(again.body.code).toBe('key-not-found');
  });
});
