// Changes of a player's addresses happen one after the other, and the answer to an address given is what is stored:
// the confirmed address given again (calling off a new one: the way back from a typo) while the new one is confirmed
// from its mail, or while the address is removed or unsubscribed. One order is shown on every database; the races on
// the Postgres server, where an outside lock on the confirmed address's row holds the confirmation or the removal
// while the address is given (PGlite has one connection).
import { afterAll, describe, expect, it } from 'vitest';
import { postgresTestDatabases, testDatabases, type TestDatabase } from '../../support/databases.js';
import { pollUntil, waitingForLocks, withLockHeld } from '../../support/lock-waits.js';
import { bearer, serverForSuite, type Api, type TestServer } from '../../support/server.js';
import { startMailReceiver } from '../../support/smtp.js';
import { signUp, type SignedUp } from '../../support/tables.js';

const smtp = await startMailReceiver();
afterAll(() => smtp.close());

const ORIGIN = 'https://croupier.example';

const mailServer = (testDb: TestDatabase): TestServer =>
  serverForSuite(testDb, {
    notifications: { mail: { smtpUrl: smtp.url, from: 'Croupier <croupier@croupier.example>', origin: ORIGIN } },
  });

const setEmail = (api: Api, key: string, address: string, frequency: string) =>
  api
    .post('/players/me/email')
    .set(...bearer(key))
    .send({ address, frequency });

const shown = async (api: Api, key: string): Promise<unknown> =>
  (
    await api
      .get('/players/me/email')
      .set(...bearer(key))
      .expect(200)
  ).body;

const confirmLink = (server: TestServer, address: string) => linkTo(server, address, '/email/confirm');

/** The link `path` of the last mail to `address` (its path and query). */
async function linkTo(server: TestServer, address: string, path: string): Promise<string> {
  await server.app.outbox.drain();
  const mail = smtp.mails.filter(m => m.to.includes(address)).at(-1);
  const found = new RegExp(`${ORIGIN}${path}\\?token=[A-Za-z0-9_%-]+`).exec(mail?.parsed.text ?? '');
  if (!found) throw new Error(`no ${path} link mailed to ${address}`);
  return found[0].slice(ORIGIN.length);
}

/** A player with `old` confirmed and `typo` given since (awaiting confirmation); the link that confirms `typo`. */
async function withTypo(server: TestServer, old: string, typo: string): Promise<{ ada: SignedUp; link: string }> {
  const ada = await signUp(server.api, 'Ada');
  await setEmail(server.api, ada.key, old, 'each-turn').expect(202);
  await server.api.post(await confirmLink(server, old)).expect(200);
  await setEmail(server.api, ada.key, typo, 'each-turn').expect(202);
  return { ada, link: await confirmLink(server, typo) };
}

let n = 0;
const addresses = (name: string) => ({ old: `${name}.${++n}@example.org`, typo: `${name}.${n}@exmaple.org` });

describe.each(testDatabases())('the confirmed address given again after the new one is confirmed, on $name', testDb => {
  const server = mailServer(testDb);

  it('once the new one is confirmed, the old one is new again: answered as stored', async () => {
    const { old, typo } = addresses(`seq.${testDb.name}`);
    const { ada, link } = await withTypo(server, old, typo);
    await server.api.post(link).expect(200);
    const given = await setEmail(server.api, ada.key, old, 'daily-digest').expect(202);
    expect(given.body).toEqual({
      address: typo,
      frequency: 'each-turn',
      confirmed: true,
      pending: { address: old, frequency: 'daily-digest' },
    });
    expect(await shown(server.api, ada.key)).toEqual(given.body);
  });
});

describe.each(postgresTestDatabases())('addresses given, confirmed and removed at once, on $name', testDb => {
  const server = mailServer(testDb);

  it('answers the address given with what is stored, whichever commits first', async () => {
    const { old, typo } = addresses('race');
    const { ada, link } = await withTypo(server, old, typo);
    const lock = `select 1 from email_addresses where player_id = '${ada.id}' and confirmed_at is not null for update`;
    const { confirming, giving } = await withLockHeld(testDb.url ?? '', lock, async watcher => {
      const confirming = server.api.post(link).then(res => res);
      await pollUntil(async () => (await waitingForLocks(watcher)) > 0);
      const giving = setEmail(server.api, ada.key, old, 'daily-digest').then(res => res);
      await pollUntil(async () => (await waitingForLocks(watcher)) > 1);
      return { confirming, giving };
    });
    const given = await giving;
    expect(given.status).toBe(202);
    expect((await confirming).status).toBe(200);
    expect(await shown(server.api, ada.key)).toEqual(given.body);
  });

  const removals = [
    ['removed', (ada: SignedUp) => server.api.delete('/players/me/email').set(...bearer(ada.key))],
    ['unsubscribed', (_: SignedUp, unsubscribe: string) => server.api.post(unsubscribe)],
  ] as const;

  it.each(removals)('answers the confirmed address given again as it is %s with what is stored', async (_, remove) => {
    const ada = await signUp(server.api, 'Ada');
    const address = `gone.${++n}@example.org`;
    await setEmail(server.api, ada.key, address, 'each-turn').expect(202);
    await server.api.post(await confirmLink(server, address)).expect(200);
    const unsubscribe = await linkTo(server, address, '/email/unsubscribe');
    const lock = `select 1 from email_addresses where player_id = '${ada.id}' for update`;
    const { removing, giving } = await withLockHeld(testDb.url ?? '', lock, async watcher => {
      const removing = remove(ada, unsubscribe).then(res => res);
      await pollUntil(async () => (await waitingForLocks(watcher)) > 0);
      const giving = setEmail(server.api, ada.key, address, 'daily-digest').then(res => res);
      await pollUntil(async () => (await waitingForLocks(watcher)) > 1);
      return { removing, giving };
    });
    const given = await giving;
    expect(given.status).toBe(202);
    expect((await removing).status).toBeLessThan(300);
    expect(await shown(server.api, ada.key)).toEqual(given.body);
  });
});
