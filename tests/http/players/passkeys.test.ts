// Passkeys (issue 24), through the HTTP API with an authenticator in software (support/authenticator.ts): a
// signed-in player adds a passkey; a new device signs in with it (no name typed) and gets a key of its own.
// Refused with passkey-refused, storing nothing: a replayed answer, an answer made for another origin, one to a
// challenge never handed out or expired, or to another player's challenge; malformed answers are 400s.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../support/authenticator.js';
import { postgresTestDatabases, testDatabases } from '../../support/databases.js';
import { pollUntil, waitingForLocks, withLockHeld } from '../../support/lock-waits.js';
import { bearer, serverForSuite, type Api } from '../../support/server.js';
import { keyCount, signUp } from '../../support/tables.js';

// The test server has no port of its own when driven by supertest: its relying party is the default.
const ORIGIN = 'http://localhost:3000';
const T0 = Date.parse('2026-11-26T10:00:00.000Z');
let now = T0;

async function register(api: Api, key: string, authenticator: SoftAuthenticator, origin = ORIGIN, id?: Buffer) {
  const options = await api
    .post('/players/me/passkeys/registration/options')
    .set(...bearer(key))
    .expect(200);
  return api
    .post('/players/me/passkeys')
    .set(...bearer(key))
    .send({ credential: authenticator.create(options.body, origin, id) });
}

async function assertion(api: Api, authenticator: SoftAuthenticator, origin = ORIGIN) {
  const options = await api.post('/players/passkeys/authentication/options').expect(200);
  return authenticator.get(options.body, origin);
}

describe.each(testDatabases())('passkeys on $name', testDb => {
  const server = serverForSuite(testDb, { now: () => new Date(now) });

  it('adds a passkey, then signs a new device in with it, once per answer', async () => {
    now = T0;
    const api = server.api;
    const ada = await signUp(api, 'Ada');
    const authenticator = new SoftAuthenticator();
    const options = await api
      .post('/players/me/passkeys/registration/options')
      .set(...bearer(ada.key))
      .expect(200);
    expect(options.body).toMatchObject({
      rp: { id: 'localhost', name: 'Croupier' },
      user: { name: 'Ada' },
      authenticatorSelection: { residentKey: 'required' },
    });
    const added = await api
      .post('/players/me/passkeys')
      .set(...bearer(ada.key))
      .send({ credential: authenticator.create(options.body, ORIGIN) })
      .expect(201);
    expect(added.body.id).toEqual(expect.any(String));

    const answer = await assertion(api, authenticator);
    const signedIn = await api.post('/players/passkeys/authentication').send({ credential: answer, label: 'Phone' });
    expect(signedIn.status).toBe(201);
    expect(signedIn.body).toMatchObject({ id: ada.id, name: 'Ada' });
    const me = await api
      .get('/players/me')
      .set(...bearer(signedIn.body.key as string))
      .expect(200);
    expect(me.body.id).toBe(ada.id);
    expect(await keyCount(api, ada.key)).toBe(2);

    const replayed = await api.post('/players/passkeys/authentication').send({ credential: answer }).expect(422);
    expect(replayed.body.code).toBe('passkey-refused');
    expect(replayed.body.detail).toMatch(/already used or expired/);
    expect(await keyCount(api, ada.key)).toBe(2);
  });

  it('refuses an answer made for another origin, and one to an expired challenge', async () => {
    now = T0;
    const api = server.api;
    const ada = await signUp(api, 'Ada');
    const authenticator = new SoftAuthenticator();
    const elsewhere = await register(api, ada.key, authenticator, 'https://evil.example');
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.code).toBe('passkey-refused');
    await register(api, ada.key, authenticator).then(res => expect(res.status).toBe(201));

    const phished = await api
      .post('/players/passkeys/authentication')
      .send({ credential: await assertion(api, authenticator, 'http://localhost:4000') })
      .expect(422);
    expect(phished.body).toMatchObject({ code: 'passkey-refused' });
    expect(phished.body.detail).toMatch(/another origin/);

    const late = await assertion(api, authenticator);
    now = T0 + 5 * 60_000;
    const expired = await api.post('/players/passkeys/authentication').send({ credential: late }).expect(422);
    expect(expired.body.detail).toMatch(/already used or expired/);
    expect(await keyCount(api, ada.key)).toBe(1);
  });

  it('refuses a sign-in whose counter is not past the stored one (WebAuthn §7.2 step 22: a possible clone)', async () => {
    now = T0;
    const api = server.api;
    const ada = await signUp(api, 'Ada');
    const authenticator = new SoftAuthenticator();
    await register(api, ada.key, authenticator).then(res => expect(res.status).toBe(201));
    const [first, second] = [await assertion(api, authenticator), await assertion(api, authenticator)];
    await api.post('/players/passkeys/authentication').send({ credential: second }).expect(201);
    const behind = await api.post('/players/passkeys/authentication').send({ credential: first }).expect(422);
    expect(behind.body).toMatchObject({ code: 'passkey-refused' });
    expect(behind.body.detail).toMatch(/signature counter is not past/);
    expect(await keyCount(api, ada.key)).toBe(2);
  });

  it("refuses another player's challenge, a challenge never handed out, and an unknown passkey", async () => {
    now = T0;
    const api = server.api;
    const ada = await signUp(api, 'Ada');
    const grace = await signUp(api, 'Grace');
    const authenticator = new SoftAuthenticator();
    const gracesOptions = await api
      .post('/players/me/passkeys/registration/options')
      .set(...bearer(grace.key))
      .expect(200);
    const stolen = await api
      .post('/players/me/passkeys')
      .set(...bearer(ada.key))
      .send({ credential: authenticator.create(gracesOptions.body, ORIGIN) })
      .expect(422);
    expect(stolen.body.code).toBe('passkey-refused');

    const invented = await api
      .post('/players/passkeys/authentication')
      .send({ credential: authenticator.get({ challenge: 'bm90LWhhbmRlZC1vdXQ' }, ORIGIN) })
      .expect(422);
    expect(invented.body.detail).toMatch(/did not hand out/);

    const stranger = new SoftAuthenticator();
    stranger.create({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'someone' } }, ORIGIN);
    const unknown = await api
      .post('/players/passkeys/authentication')
      .send({ credential: await assertion(api, stranger) })
      .expect(422);
    expect(unknown.body.detail).toMatch(/not registered here/);
  });

  it("refuses another player's credential and keeps it theirs; its own player adding it again is answered as added", async () => {
    now = T0;
    const api = server.api;
    const ada = await signUp(api, 'Ada');
    const grace = await signUp(api, 'Grace');
    const id = randomBytes(16);
    const adas = await register(api, ada.key, new SoftAuthenticator(), ORIGIN, id);
    expect(adas.status).toBe(201);
    const again = await register(api, ada.key, new SoftAuthenticator(), ORIGIN, id);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(adas.body);

    const graces = await register(api, grace.key, new SoftAuthenticator(), ORIGIN, id);
    expect(graces.status).toBe(422);
    expect(graces.body).toMatchObject({ code: 'passkey-refused' });
    expect(graces.body.detail).toMatch(/registered here for another player/);
    const listed = async (key: string) =>
      (
        await api
          .get('/players/me/passkeys')
          .set(...bearer(key))
          .expect(200)
      ).body.passkeys.map((p: { id: string }) => p.id);
    expect(await listed(grace.key)).toEqual([]);
    expect(await listed(ada.key)).toEqual([adas.body.id]);
  });

  it('refuses a credential id longer than WebAuthn allows (1023 bytes), storing nothing', async () => {
    now = T0;
    const api = server.api;
    const ada = await signUp(api, 'Ada');
    const longest = await register(api, ada.key, new SoftAuthenticator(), ORIGIN, randomBytes(1023));
    expect(longest.status).toBe(201);
    for (const bytes of [1024, 8000]) {
      const refused = await register(api, ada.key, new SoftAuthenticator(), ORIGIN, randomBytes(bytes));
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'passkey-refused' });
      expect(refused.body.detail).toMatch(/longer than 1023 bytes/);
    }
    const listed = await api
      .get('/players/me/passkeys')
      .set(...bearer(ada.key))
      .expect(200);
    expect(listed.body.passkeys.map((p: { id: string }) => p.id)).toEqual([longest.body.id]);
  });

  it('answers malformed bodies and missing keys with problems', async () => {
    const api = server.api;
    const noKey = await api.post('/players/me/passkeys/registration/options').expect(401);
    expect(noKey.body.code).toBe('missing-token');
    const ada = await signUp(api, 'Ada');
    const shapeless = await api
      .post('/players/me/passkeys')
      .set(...bearer(ada.key))
      .send({ credential: { id: 'x' } })
      .expect(400);
    expect(shapeless.body.code).toBe('invalid-request');
    const notJson = await api
      .post('/players/passkeys/authentication')
      .send({
        credential: {
          id: 'abc',
          rawId: 'abc',
          response: { clientDataJSON: 'bm90IGpzb24', authenticatorData: 'AA', signature: 'AA' },
          clientExtensionResults: {},
          type: 'public-key',
        },
      })
      .expect(422);
    expect(notJson.body.code).toBe('passkey-refused');
    await api.post('/players/passkeys/authentication').send({}).expect(400);
  });
});

// One credential registered by two answers at once (a crafted authenticator: a real one makes a new credential id
// each time): both pass the check that it is not registered yet, and the database's primary key decides. The
// loser is answered as if it came second, never with a 500: its own player's passkey is the one they have,
// another player's is refused. An outside lock keeps both inserts waiting until both are there (Postgres only:
// PGlite has one connection).
async function registering(api: Api, key: string, id: Buffer) {
  const options = await api
    .post('/players/me/passkeys/registration/options')
    .set(...bearer(key))
    .expect(200);
  const credential = new SoftAuthenticator().create(options.body, ORIGIN, id);
  return () =>
    api
      .post('/players/me/passkeys')
      .set(...bearer(key))
      .send({ credential })
      .then(res => res);
}

describe.each(postgresTestDatabases())('one credential registered twice at once, on $name', testDb => {
  const server = serverForSuite(testDb);

  /** Sends both registrations while inserts of passkeys wait, then lets them go; both answers. */
  const atOnce = (sends: (() => Promise<{ status: number; body: { code?: string } }>)[]) =>
    withLockHeld(testDb.url ?? '', 'lock table passkeys in share mode', async watcher => {
      const answers = Promise.all(sends.map(send => send()));
      await pollUntil(async () => (await waitingForLocks(watcher)) >= sends.length);
      return { answers };
    }).then(({ answers }) => answers);

  it('refuses the second of two players, and adds it to the first', async () => {
    const api = server.api;
    const [ada, grace] = [await signUp(api, 'Ada'), await signUp(api, 'Grace')];
    const id = randomBytes(16);
    const answers = await atOnce([await registering(api, ada.key, id), await registering(api, grace.key, id)]);
    expect(answers.map(a => a.status).sort()).toEqual([201, 422]);
    expect(answers.find(a => a.status === 422)?.body.code).toBe('passkey-refused');
  });

  it('answers both of one player as added', async () => {
    const api = server.api;
    const ada = await signUp(api, 'Ada');
    const id = randomBytes(16);
    const answers = await atOnce([await registering(api, ada.key, id), await registering(api, ada.key, id)]);
    expect(answers.map(a => a.status)).toEqual([201, 201]);
  });
});

// Two sign-ins with one passkey at once (WebAuthn §7.2 steps 21–22): both read the stored counter before either
// writes, so the library passes both. The one with the larger counter is sent first, and an outside row lock
// keeps it waiting on the passkey's row, the other queued behind it: the later write carries the smaller
// counter, and the store must not take it (Postgres only: PGlite has one connection).
describe.each(postgresTestDatabases())('two sign-ins with one passkey at once, on $name', testDb => {
  const server = serverForSuite(testDb);

  it('keeps the larger counter, refusing the sign-in that would have written the smaller one after it', async () => {
    const api = server.api;
    const ada = await signUp(api, 'Ada');
    const authenticator = new SoftAuthenticator();
    await register(api, ada.key, authenticator).then(res => expect(res.status).toBe(201));
    const [smaller, larger] = [await assertion(api, authenticator), await assertion(api, authenticator)];
    const signIn = (credential: unknown) =>
      api
        .post('/players/passkeys/authentication')
        .send({ credential })
        .then(res => res);
    const url = testDb.url ?? '';
    const answers = await withLockHeld(url, 'select 1 from passkeys for update', async watcher => {
      const first = signIn(larger);
      await pollUntil(async () => (await waitingForLocks(watcher)) >= 1);
      const second = signIn(smaller);
      await pollUntil(async () => (await waitingForLocks(watcher)) >= 2);
      return { both: Promise.all([first, second]) };
    }).then(({ both }) => both);
    expect(answers.map(a => a.status)).toEqual([201, 422]);
    expect(answers[1]?.body).toMatchObject({ code: 'passkey-refused' });
    expect(answers[1]?.body.detail).toMatch(/signature counter is not past/);
    const reader = new pg.Client({ connectionString: url });
    await reader.connect();
    try {
      const { rows } = await reader.query<{ counter: string }>('select counter from passkeys where id = $1', [
        larger.id,
      ]);
      expect(rows.map(r => Number(r.counter))).toEqual([2]);
    } finally {
      await reader.end();
    }
    expect(await keyCount(api, ada.key)).toBe(2);
  });
});
