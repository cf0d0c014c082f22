// One credential registered by two answers at once (a crafted authenticator: a real one makes a new credential id
// each time): both pass the check that it is not registered yet, and the database's primary key decides. The
// loser is answered as if it came second, never with a 500: its own player's passkey is the one they have,
// another player's is refused. An outside lock keeps both inserts waiting until both are there (Postgres only:
// PGlite has one connection).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../support/authenticator.js';
import { postgresTestDatabases } from '../../support/databases.js';
import { pollUntil, waitingForLocks, withLockHeld } from '../../support/lock-waits.js';
import { bearer, serverForSuite, type Api } from '../../support/server.js';
import { signUp } from '../../support/tables.js';

// The test server has no port of its own when driven by supertest: its relying party is the default.
const ORIGIN = 'http://localhost:3000';

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
