// What a device key granted dies with it (migrations/0022), as an outside audit asked: a revoked key must not
// keep the account through a link code it made, a passkey it added, or a seat token it received. Each case is
// the audit's reproduction: the key K grants something, the owner revokes K from another device, and the
// grant no longer works. Streams opened with such a seat token end on the other process too. Tokens handed to
// no key (a game made without one) are untouched.
import { describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../support/authenticator.js';
import { testDatabases } from '../../support/databases.js';
import { secondDevice } from '../../support/devices.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { bearer, twoServersForSuite, type Api } from '../../support/server.js';
import { openEvents } from '../../support/sse.js';
import { keyCount, rollToTheEnd, signUp } from '../../support/tables.js';

// The test server has no port of its own when driven by supertest: its relying party is the default.
const ORIGIN = 'http://localhost:3000';

const revoke = (api: Api, ownerKey: string, keyId: string) =>
  api
    .delete(`/players/me/keys/${keyId}`)
    .set(...bearer(ownerKey))
    .expect(204);

async function addPasskey(api: Api, key: string, authenticator: SoftAuthenticator): Promise<string> {
  const options = await api
    .post('/players/me/passkeys/registration/options')
    .set(...bearer(key))
    .expect(200);
  const added = await api
    .post('/players/me/passkeys')
    .set(...bearer(key))
    .send({ credential: authenticator.create(options.body, ORIGIN) })
    .expect(201);
  return added.body.id as string;
}

async function signInWith(api: Api, authenticator: SoftAuthenticator) {
  const options = await api.post('/players/passkeys/authentication/options').expect(200);
  return api.post('/players/passkeys/authentication').send({ credential: authenticator.get(options.body, ORIGIN) });
}

const passkeysOf = async (api: Api, key: string) =>
  (
    await api
      .get('/players/me/passkeys')
      .set(...bearer(key))
      .expect(200)
  ).body.passkeys as { id: string; createdAt: string; lastUsedAt: string | null; addedBy: unknown }[];

/** A duel made with `key`: seat 0 is the caller ({ me: true }), seat 1 a person whose token comes back too. */
async function duelWithMe(api: Api, key: string) {
  const res = await api
    .post('/games')
    .set(...bearer(key))
    .send({ game: 'duel', players: 2, options: { target: 1000 }, seats: [{ me: true }, { name: 'Grace' }] })
    .expect(201);
  const tokens = res.body.seats as { seat: number; token: string }[];
  return { id: res.body.id as string, mine: tokens[0]?.token ?? '', theirs: tokens[1]?.token ?? '' };
}

const roll = (api: Api, gameId: string, credential: string) =>
  api
    .post(`/games/${gameId}/moves`)
    .set(...bearer(credential))
    .send({ move: { type: 'roll' } });

/** One roll by the seat to act, with `credentials[seat]`. */
async function rollOnce(api: Api, gameId: string, credentials: readonly string[]): Promise<void> {
  const toAct = ((await api.get(`/games/${gameId}`).expect(200)).body.toAct as number[])[0] ?? 0;
  await roll(api, gameId, credentials[toAct] ?? '').expect(200);
}

describe.each(testDatabases())('what a revoked key granted, on $name', testDb => {
  const servers = twoServersForSuite(testDb, { games: [fixtureGame] });

  it('refuses a link code made by a key revoked since, and links nothing', async () => {
    const api = servers.one.api;
    const ada = await signUp(api, 'Ada');
    const phone = await secondDevice(api, ada.key);
    const code = await api
      .post('/players/me/link-codes')
      .set(...bearer(phone.key))
      .expect(201);
    await revoke(api, ada.key, phone.keyId);
    const refused = await api.post('/players/link').send({ code: code.body.code, label: 'Back door' }).expect(422);
    expect(refused.body.code).toBe('bad-link-code');
    expect(refused.body.detail).toMatch(/signed out/);
    const french = await api
      .post('/players/link')
      .set('Accept-Language', 'fr')
      .send({ code: code.body.code })
      .expect(422);
    expect(french.body.detail).toMatch(/déconnecté/);
    const german = await api
      .post('/players/link')
      .set('Accept-Language', 'de')
      .send({ code: code.body.code })
      .expect(422);
    expect(german.body.detail).toMatch(/abgemeldet/);
    expect(await keyCount(api, ada.key)).toBe(1);
    // A code made by a key still live links as before.
    const live = await api
      .post('/players/me/link-codes')
      .set(...bearer(ada.key))
      .expect(201);
    await api.post('/players/link').send({ code: live.body.code }).expect(201);
  });

  it('lists passkeys with the key that added each, and removes those of a revoked key', async () => {
    const api = servers.one.api;
    const ada = await signUp(api, 'Ada');
    const phone = await secondDevice(api, ada.key);
    const thief = new SoftAuthenticator();
    const mine = new SoftAuthenticator();
    const stolenId = await addPasskey(api, phone.key, thief);
    const mineId = await addPasskey(api, ada.key, mine);
    const [laptopKey] = (
      await api
        .get('/players/me/keys')
        .set(...bearer(ada.key))
        .expect(200)
    ).body.keys as { id: string }[];
    const listed = await passkeysOf(api, ada.key);
    expect(listed).toEqual([
      {
        id: stolenId,
        createdAt: expect.any(String),
        lastUsedAt: null,
        addedBy: { keyId: phone.keyId, label: 'Phone' },
      },
      { id: mineId, createdAt: expect.any(String), lastUsedAt: null, addedBy: { keyId: laptopKey?.id, label: null } },
    ]);

    await revoke(api, ada.key, phone.keyId);
    expect((await passkeysOf(api, ada.key)).map(p => p.id)).toEqual([mineId]);
    const refused = await signInWith(api, thief);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('passkey-refused');
    // The owner's own passkey still signs a device in, which shows on the listing.
    expect((await signInWith(api, mine)).status).toBe(201);
    expect((await passkeysOf(api, ada.key))[0]?.lastUsedAt).toEqual(expect.any(String));
  });

  it("removes a passkey of yours; another's or an unknown one is 404 and changes nothing", async () => {
    const api = servers.one.api;
    const ada = await signUp(api, 'Ada');
    const grace = await signUp(api, 'Grace');
    const authenticator = new SoftAuthenticator();
    const gracesId = await addPasskey(api, grace.key, new SoftAuthenticator());
    const adasId = await addPasskey(api, ada.key, authenticator);
    const foreign = await api
      .delete(`/players/me/passkeys/${gracesId}`)
      .set(...bearer(ada.key))
      .expect(404);
    expect(foreign.body.code).toBe('passkey-not-found');
    const german = await api
      .delete('/players/me/passkeys/nope')
      .set(...bearer(ada.key))
      .set('Accept-Language', 'de')
      .expect(404);
    expect(german.body).toMatchObject({ code: 'passkey-not-found', title: 'Du hast keinen solchen Passkey' });
    expect((await passkeysOf(api, grace.key)).map(p => p.id)).toEqual([gracesId]);
    await api
      .delete(`/players/me/passkeys/${adasId}`)
      .set(...bearer(ada.key))
      .expect(204);
    expect(await passkeysOf(api, ada.key)).toEqual([]);
    expect((await signInWith(api, authenticator)).status).toBe(422);
    await api.delete(`/players/me/passkeys/${adasId}`).expect(401);
    await api.get('/players/me/passkeys').expect(401);
  });

  it('refuses the seat token of a { me: true } seat once the key that made it is revoked, on moves, chat and resigning', async () => {
    const api = servers.one.api;
    const ada = await signUp(api, 'Ada');
    const phone = await secondDevice(api, ada.key);
    const game = await duelWithMe(api, phone.key);
    await api
      .get(`/games/${game.id}/legal-moves`)
      .set(...bearer(game.mine))
      .expect(200);
    await revoke(api, ada.key, phone.keyId);

    const move = await roll(api, game.id, game.mine).expect(401);
    expect(move.body.code).toBe('revoked-key');
    expect(move.body.detail).toMatch(/seat token was handed to a device key revoked/);
    const chat = await api
      .post(`/games/${game.id}/chat`)
      .set(...bearer(game.mine))
      .send({ text: 'still here' })
      .expect(401);
    expect(chat.body.code).toBe('revoked-key');
    const resign = await api
      .post(`/games/${game.id}/resign`)
      .set(...bearer(game.mine))
      .send({})
      .expect(401);
    expect(resign.body.code).toBe('revoked-key');
    const french = await api
      .get(`/games/${game.id}/legal-moves`)
      .set(...bearer(game.mine))
      .set('Accept-Language', 'fr')
      .expect(401);
    expect(french.body.detail).toMatch(/jeton de place a été remis/);
    await api
      .get('/games?awaiting=true')
      .set(...bearer(game.mine))
      .expect(401);
    // The seat is still the player's: a key still live plays it; the other seat's token was not the key's.
    await rollOnce(api, game.id, [ada.key, game.theirs]);
    await rollOnce(api, game.id, [ada.key, game.theirs]);
  });

  it('refuses a token taken by a join or a rematch with a key revoked since; tokens of no key still work', async () => {
    const api = servers.one.api;
    const ada = await signUp(api, 'Ada');
    const grace = await signUp(api, 'Grace');
    const phone = await secondDevice(api, grace.key);
    const table = await api
      .post('/games')
      .set(...bearer(ada.key))
      .send({ game: 'duel', players: 2, options: { target: 8 }, seats: [{ me: true }, { open: true }] })
      .expect(201);
    const invite = (table.body.invites as { code: string }[])[0]?.code;
    const joined = await api
      .post(`/games/${table.body.id as string}/join`)
      .set(...bearer(phone.key))
      .send({ code: invite })
      .expect(200);
    const gameId = table.body.id as string;
    const graceToken = joined.body.token as string;
    await rollToTheEnd(api, gameId, [ada.key, graceToken]);
    const rematch = await api
      .post(`/games/${gameId}/rematch`)
      .set(...bearer(graceToken))
      .expect(200);
    const rematchToken = rematch.body.token as string;
    const rematchId = rematch.body.game.id as string;
    await api
      .get(`/games/${rematchId}/legal-moves`)
      .set(...bearer(rematchToken))
      .expect(200);

    await revoke(api, grace.key, phone.keyId);
    for (const [id, token] of [
      [gameId, graceToken],
      [rematchId, rematchToken],
    ] as const) {
      const refused = await api
        .get(`/games/${id}/legal-moves`)
        .set(...bearer(token))
        .expect(401);
      expect(refused.body.code).toBe('revoked-key');
    }
    // Grace's other key holds her seats; a game made with no key hands out tokens that are nobody's key's.
    await api
      .get(`/games/${rematchId}/legal-moves`)
      .set(...bearer(grace.key))
      .expect(200);
    const anonymous = await api
      .post('/games')
      .send({ game: 'duel', players: 2, options: { target: 1000 } })
      .expect(201);
    const tokens = (anonymous.body.seats as { token: string }[]).map(t => t.token);
    await rollOnce(api, anonymous.body.id as string, tokens);
  });

  it("ends a stream opened with a key's seat token when the key is revoked, on the other process", async () => {
    const [one, two] = [servers.one, servers.two];
    const ada = await signUp(one.api, 'Ada');
    const phone = await secondDevice(one.api, ada.key);
    const game = await duelWithMe(one.api, phone.key);
    const base = await two.listen();
    const bound = await openEvents(`${base}/games/${game.id}/events`, { Authorization: `Bearer ${game.mine}` });
    const unbound = await openEvents(`${base}/games/${game.id}/events`, { Authorization: `Bearer ${game.theirs}` });
    expect([bound.status, unbound.status]).toEqual([200, 200]);
    await Promise.all([bound.waitFor(1), unbound.waitFor(1)]);
    await revoke(one.api, ada.key, phone.keyId);
    await bound.ended;
    // The other seat's stream goes on: it hears the next move.
    await rollOnce(one.api, game.id, [ada.key, game.theirs]);
    await unbound.waitFor(2);
    unbound.close();
    const reopened = await fetch(`${base}/games/${game.id}/events`, {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${game.mine}` },
    });
    expect(reopened.status).toBe(401);
    expect(((await reopened.json()) as { code: string }).code).toBe('revoked-key');
  });
});
