// No SSRF (issue 25): without WEBHOOK_ALLOW_PRIVATE, a webhook URL or push endpoint to this machine or the
// network behind it is refused at registration, however spelt, with a 422 naming the reason; and a row
// pointing there anyway (a name that resolved elsewhere at registration) is refused again at connect time,
// by request-filtering-agent: the loopback receiver hears nothing. Bad input changes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { startReceiver, type Receiver } from '../../support/receiver.js';
import { signUp } from '../../support/tables.js';
import { seal } from '../../../src/service/notifications/sealing.js';

const REFUSED: [string, string][] = [
  ['http://localhost:8080/hook', 'loopback'],
  ['https://LOCALHOST./hook', 'loopback'],
  ['http://api.localhost/hook', 'loopback'],
  ['http://127.0.0.1/hook', 'loopback'],
  ['http://127.1.2.3/hook', 'loopback'],
  ['http://2130706433/hook', 'loopback'],
  ['http://0x7f.1/hook', 'loopback'],
  ['http://0177.0.0.1/hook', 'loopback'],
  ['http://[::1]/hook', 'loopback'],
  ['http://[::ffff:127.0.0.1]/hook', 'loopback'],
  // IPv4-compatible (::/96, deprecated): named by the IPv4 address they embed, else reserved.
  ['http://[::127.0.0.1]/hook', 'loopback'],
  ['https://[::127.0.0.1]/p', 'loopback'],
  ['http://[::7f00:1]:8080/hook', 'loopback'],
  ['http://[::10.1.2.3]/hook', 'private'],
  ['http://[::169.254.169.254]/latest', 'metadata'],
  ['http://[::93.184.216.34]/hook', 'reserved'],
  ['http://0.0.0.0/hook', 'unspecified'],
  ['http://[::]/hook', 'unspecified'],
  ['http://10.1.2.3/hook', 'private'],
  ['http://172.16.0.1/hook', 'private'],
  ['http://192.168.1.1/hook', 'private'],
  ['http://[fd12::1]/hook', 'private'],
  ['http://[fec0::1]/hook', 'private'],
  ['http://[feff:ffff::1]/hook', 'private'],
  ['http://169.254.169.254/latest/meta-data', 'metadata'],
  ['http://metadata.google.internal/computeMetadata', 'metadata'],
  ['http://169.254.1.1/hook', 'link-local'],
  ['http://[fe80::1]/hook', 'link-local'],
  ['ftp://93.184.216.34/hook', 'scheme'],
  ['javascript:alert(1)', 'scheme'],
  ['not a url', 'malformed'],
  [`https://93.184.216.34/${'a'.repeat(2100)}`, 'too-long'],
  // 1,000 characters as written, 9,000 as kept: URL parsing percent-encodes each into 9.
  [`https://93.184.216.34/${'漢'.repeat(1000)}`, 'too-long'],
];

/** The two ways to register an address, each with the body it takes; both refuse the same addresses. */
const REGISTRATIONS = [
  { kind: 'webhook', path: '/players/me/webhooks', body: (url: string) => ({ url }) },
  {
    kind: 'push subscription',
    path: '/players/me/push-subscriptions',
    body: (url: string) => ({ endpoint: url, keys: { p256dh: 'x', auth: 'y' } }),
  },
] as const;

describe.each(testDatabases())('webhook and push addresses on $name', testDb => {
  const server = serverForSuite(testDb, { notifications: { allowPrivate: false } });
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  it.each(REFUSED)('refuses %s at registration (%s), in the words of the language asked', async (url, reason) => {
    const ada = await signUp(server.api, 'Ada');
    for (const { kind, path, body } of REGISTRATIONS) {
      const register = (language: string) =>
        server.api
          .post(path)
          .set(...bearer(ada.key))
          .set('Accept-Language', language)
          .send(body(url))
          .expect(422);
      expect((await register('en')).body, kind).toMatchObject({ code: 'address-refused', reason });
      expect((await register('fr')).body.detail, kind).toMatch(/^Cette adresse est refusée : /);
    }
    const list = await server.api
      .get('/players/me/webhooks')
      .set(...bearer(ada.key))
      .expect(200);
    expect(list.body.webhooks).toEqual([]);
    const pushes = await server.database.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('player_id', '=', ada.id)
      .execute();
    expect(pushes).toEqual([]);
  });

  it('takes a public https address, ten at most', async () => {
    const ada = await signUp(server.api, 'Ada');
    for (let i = 0; i < 10; i++)
      await server.api
        .post('/players/me/webhooks')
        .set(...bearer(ada.key))
        .send({ url: `https://93.184.216.34/hook/${i}`, events: ['your-turn'] })
        .expect(201);
    const eleventh = await server.api
      .post('/players/me/webhooks')
      .set(...bearer(ada.key))
      .send({ url: 'https://93.184.216.34/hook/10' })
      .expect(422);
    expect(eleventh.body.code).toBe('too-many-webhooks');
    const bad = await server.api
      .post('/players/me/webhooks')
      .set(...bearer(ada.key))
      .send({ url: 'https://93.184.216.34/x', events: ['everything'] })
      .expect(400);
    expect(bad.body.code).toBe('invalid-request');
    await server.api.post('/players/me/webhooks').send({ url: 'https://93.184.216.34/x' }).expect(401);
  });

  /** A webhook row pointing at `url`, as if its name had resolved to a public address at registration. */
  async function plantedWebhook(playerId: string, url: string): Promise<string> {
    const db = server.database.db;
    const id = randomUUID();
    const sealed = seal(
      await server.app.deps.notifications.sealKey(db),
      `whsec_${Buffer.alloc(24, 7).toString('base64')}`,
    );
    await db
      .insertInto('webhooks')
      .values({
        id,
        player_id: playerId,
        url,
        events: ['ping'],
        secret_sealed: sealed,
        created_at: new Date(),
        disabled_at: null,
      })
      .execute();
    return id;
  }

  it.each([
    // Its name resolved to a public address at registration and to loopback now.
    { address: 'a loopback address', url: () => receiver.url, error: /not allowed/ },
    // A row written before ::/96 was refused at registration: [::127.0.0.1], spelt as URL parsing spells it;
    // refused before any connection is tried, not a connection that failed.
    {
      address: 'an IPv4-compatible address, by its own classification',
      url: () => `http://[::7f00:1]:${new URL(receiver.url).port}/hook`,
      error: /::7f00:1.*not allowed: loopback/,
    },
  ])('refuses $address again at connect time', async ({ url, error }) => {
    const ada = await signUp(server.api, 'Ada');
    const delivery = await refusedPing(ada.key, await plantedWebhook(ada.id, url()));
    expect(delivery.lastError).toMatch(error);
  });

  /** Pings webhook `id` as its owner; the delivery, which nothing received, as the owner reads it. */
  async function refusedPing(key: string, id: string): Promise<{ lastError: string }> {
    await server.api
      .post(`/players/me/webhooks/${id}/ping`)
      .set(...bearer(key))
      .expect(202);
    await server.app.outbox.drain();
    expect(receiver.received).toEqual([]);
    const deliveries = await server.api
      .get(`/players/me/webhooks/${id}/deliveries`)
      .set(...bearer(key))
      .expect(200);
    expect(deliveries.body.deliveries[0]).toMatchObject({ state: 'pending', attempts: 1 });
    return deliveries.body.deliveries[0];
  }

  it('does not name the address a name resolved to, through the API (its owner could map the network)', async () => {
    const ada = await signUp(server.api, 'Ada');
    // `localhost` resolves to a loopback address: refused, and lastError says so without saying which.
    const id = await plantedWebhook(ada.id, `http://localhost:${new URL(receiver.url).port}/hook`);
    const { lastError } = await refusedPing(ada.key, id);
    expect(lastError).toMatch(/not allowed/);
    expect(lastError).not.toMatch(/127\.0\.0\.1|::1|\d+\.\d+\.\d+\.\d+/);
  });
});
