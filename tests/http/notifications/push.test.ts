// Web Push (issue 25): a browser's subscription is registered (its keys checked now), and the events of its
// player are pushed encrypted (RFC 8291, aes128gcm) with VAPID by the `web-push` library over HTTPS, here to
// a push service on 127.0.0.1 with a certificate this test makes and the server trusts (an agent option, in
// process). The test's push service decrypts with `http_ece` as a browser would; a subscription it calls
// gone (410) is deleted.
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { secondDevice } from '../../support/devices.js';
import { inviteTable, joinByInvite, signUp } from '../../support/tables.js';

const folder = mkdtempSync(join(tmpdir(), 'croupier-push-'));
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    join(folder, 'key.pem'),
    '-out',
    join(folder, 'cert.pem'),
  ],
  { stdio: 'ignore' },
);
const cert = readFileSync(join(folder, 'cert.pem'), 'utf8');
const key = readFileSync(join(folder, 'key.pem'), 'utf8');

/** How long one delivery may take here (the server's default is 5 s). */
const TIMEOUT_MS = 1_500;

interface Pushed {
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

interface Browser {
  readonly ecdh: ECDH;
  readonly subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

describe.each(testDatabases())('Web Push on $name', testDb => {
  let clock = Date.now();
  const server = serverForSuite(testDb, {
    now: () => new Date(clock),
    notifications: { allowPrivate: true, ca: cert, timeoutMs: TIMEOUT_MS },
  });
  const pushed: Pushed[] = [];
  let answer = 201;
  let service: Server;
  let base = '';
  /** Bytes of answer a hostile endpoint (/push/flood…) managed to send before the server hung up. */
  let flooded = 0;
  beforeAll(async () => {
    service = createServer({ key, cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        pushed.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        if (req.url?.startsWith('/push/drip')) {
          // A byte now and then, for ever: the socket never idles, the answer never ends.
          res.writeHead(201);
          const drip = setInterval(() => res.write('.'), 100);
          res.on('close', () => clearInterval(drip));
        } else if (req.url?.startsWith('/push/flood')) {
          // An answer of 128 MiB, as fast as it is read.
          res.writeHead(201);
          const chunk = Buffer.alloc(1 << 20, 0x61);
          let left = 128;
          const pump = (): void => {
            while (left > 0 && !res.destroyed) {
              left--;
              flooded += chunk.length;
              if (!res.write(chunk)) return void res.once('drain', pump);
            }
            res.end();
          };
          pump();
        } else res.writeHead(answer).end();
      });
    });
    await new Promise<void>(resolve => service.listen(0, '127.0.0.1', resolve));
    base = `https://127.0.0.1:${(service.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    service.closeAllConnections();
    await new Promise<void>(resolve => service.close(() => resolve()));
    rmSync(folder, { recursive: true, force: true });
  });

  const browser = (path: string): Browser => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return {
      ecdh,
      subscription: {
        endpoint: `${base}/push/${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      },
    };
  };

  const startTable = async (creator: string, joiner: string) => {
    const table = await inviteTable(server.api, creator);
    await joinByInvite(server.api, table, joiner);
    return table.id;
  };

  it('pushes an encrypted notice of a table starting, with no secret in it', async () => {
    const key = await server.api.get('/push/key').expect(200);
    expect(Buffer.from(key.body.publicKey, 'base64url')).toHaveLength(65);
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const phone = browser('ada-phone');
    const created = await server.api
      .post('/players/me/push-subscriptions')
      .set(...bearer(ada.key))
      .send({ ...phone.subscription, expirationTime: null })
      .expect(201);
    expect(created.body.id).toEqual(expect.any(String));
    const game = await startTable(ada.key, grace.key);
    const before = pushed.length;
    await server.app.outbox.drain();
    const mine = pushed.slice(before);
    expect(mine.length).toBeGreaterThanOrEqual(1);
    const notices = mine.map(p => {
      expect(p.headers['content-encoding']).toBe('aes128gcm');
      expect(p.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
      const plain = ece.decrypt(p.body, {
        version: 'aes128gcm',
        privateKey: phone.ecdh,
        authSecret: phone.subscription.keys.auth,
      });
      return plain.toString('utf8');
    });
    const parsed = notices.map(n => JSON.parse(n) as { type: string; gameId: string });
    expect(parsed.map(p => p.type)).toContain('seated');
    for (const p of parsed) expect(p.gameId).toBe(game);
    for (const n of notices) {
      expect(n).not.toContain(ada.key);
      expect(n).not.toContain(grace.key);
    }
    await server.api
      .delete(`/players/me/push-subscriptions/${created.body.id}`)
      .set(...bearer(ada.key))
      .expect(204);
  });

  it('deletes a subscription the push service calls gone', async () => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const old = browser('gone');
    const created = await server.api
      .post('/players/me/push-subscriptions')
      .set(...bearer(ada.key))
      .send(old.subscription)
      .expect(201);
    answer = 410;
    try {
      await startTable(ada.key, grace.key);
      await server.app.outbox.drain();
    } finally {
      answer = 201;
    }
    const left = await server.database.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('id', '=', created.body.id)
      .execute();
    expect(left).toEqual([]);
    const gone = await server.api
      .delete(`/players/me/push-subscriptions/${created.body.id}`)
      .set(...bearer(ada.key))
      .expect(404);
    expect(gone.body.code).toBe('push-subscription-not-found');
  });

  it('refuses a bad key or an endpoint that is not https, and changes nothing', async () => {
    const ada = await signUp(server.api, 'Ada');
    const good = browser('x').subscription;
    const cases: [object, string, string][] = [
      [{ ...good, keys: { ...good.keys, p256dh: 'not-a-key' } }, 'bad-push-subscription', 'p256dh'],
      [
        { ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } },
        'bad-push-subscription',
        'p256dh',
      ],
      [
        { ...good, keys: { ...good.keys, auth: randomBytes(8).toString('base64url') } },
        'bad-push-subscription',
        'auth',
      ],
      [{ ...good, endpoint: good.endpoint.replace('https:', 'http:') }, 'address-refused', 'scheme'],
    ];
    for (const [body, code, what] of cases) {
      const res = await server.api
        .post('/players/me/push-subscriptions')
        .set(...bearer(ada.key))
        .send(body)
        .expect(422);
      expect(res.body.code).toBe(code);
      expect(res.body.detail).toContain(what === 'scheme' ? 'https' : what);
    }
    // A field a browser's subscription does not have is refused, not ignored.
    for (const body of [
      { ...good, extra: true },
      { ...good, keys: { ...good.keys, extra: 'x' } },
    ]) {
      const res = await server.api
        .post('/players/me/push-subscriptions')
        .set(...bearer(ada.key))
        .send(body)
        .expect(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ message: expect.stringContaining('extra') })]);
    }
    // Push is https only, and says so (not the webhooks' "https and http"), in each language.
    const http = { ...good, endpoint: good.endpoint.replace('https:', 'http:') };
    const said = await Promise.all(
      ['en', 'fr', 'de'].map(language =>
        server.api
          .post('/players/me/push-subscriptions')
          .set(...bearer(ada.key))
          .set('Accept-Language', language)
          .send(http)
          .expect(422),
      ),
    );
    expect(said.map(res => [res.body.reason, res.body.detail])).toEqual([
      ['scheme', 'This address is refused: a push endpoint is an https URL (push services answer only over https).'],
      [
        'scheme',
        'Cette adresse est refusée : un point de terminaison push est une URL https (les services push ne répondent qu’en https).',
      ],
      [
        'scheme',
        'Diese Adresse wird abgelehnt: Ein Push-Endpunkt ist eine https-URL (Push-Dienste antworten nur über https).',
      ],
    ]);
    const rows = await server.database.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('player_id', '=', ada.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses an endpoint longer than 2048 characters as it is kept, percent-encoded, and stores nothing', async () => {
    const ada = await signUp(server.api, 'Ada');
    // Under 2,048 characters as sent, over 6,000 once URL parsing percent-encodes them, in a unique index whose
    // entries Postgres compresses: so they vary, as a push service's random path does.
    let path = '';
    for (let i = 0; path.length < 2_000; i++) path += String.fromCodePoint(0x4e00 + ((i * 7_919) % 20_000));
    const long = { ...browser('x').subscription, endpoint: `${base}/push/${path}` };
    expect(long.endpoint.length).toBeLessThanOrEqual(2048);
    const res = await server.api
      .post('/players/me/push-subscriptions')
      .set(...bearer(ada.key))
      .send(long)
      .expect(422);
    expect(res.body).toMatchObject({ code: 'address-refused', reason: 'too-long' });
    expect(res.body.detail).toContain('2048');
    const rows = await server.database.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('player_id', '=', ada.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('takes an https endpoint whatever the case of its scheme', async () => {
    const ada = await signUp(server.api, 'Ada');
    const upper = browser('upper').subscription;
    await server.api
      .post('/players/me/push-subscriptions')
      .set(...bearer(ada.key))
      .send({ ...upper, endpoint: upper.endpoint.replace('https:', 'HTTPS:') })
      .expect(201);
    const rows = await server.database.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('player_id', '=', ada.id)
      .execute();
    expect(rows).toEqual([{ endpoint: upper.endpoint }]);
  });

  it('keeps one subscription per endpoint: subscribing again replaces the keys, pushing once', async () => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const first = browser('ada-laptop');
    const again = browser('ada-laptop'); // the same endpoint, keys renewed
    const one = await server.api
      .post('/players/me/push-subscriptions')
      .set(...bearer(ada.key))
      .send(first.subscription)
      .expect(201);
    const two = await server.api
      .post('/players/me/push-subscriptions')
      .set(...bearer(ada.key))
      .send(again.subscription)
      .expect(201);
    expect(two.body.id).toBe(one.body.id);
    const rows = await server.database.db
      .selectFrom('push_subscriptions')
      .select(['id', 'p256dh', 'auth'])
      .where('endpoint', '=', first.subscription.endpoint)
      .execute();
    expect(rows).toEqual([{ id: one.body.id, ...again.subscription.keys }]);
    const before = pushed.length;
    await startTable(ada.key, grace.key);
    await server.app.outbox.drain();
    const mine = pushed.slice(before).filter(p => p.url === '/push/ada-laptop');
    // Each notice once (a second row would push each twice), encrypted for the keys given last.
    const types = mine.map(
      p =>
        (
          JSON.parse(
            ece
              .decrypt(p.body, {
                version: 'aes128gcm',
                privateKey: again.ecdh,
                authSecret: again.subscription.keys.auth,
              })
              .toString('utf8'),
          ) as { type: string }
        ).type,
    );
    expect(types).toContain('seated');
    expect(new Set(types).size).toBe(types.length);
  });

  it('moves an endpoint to the player who subscribes it now', async () => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const shared = browser('shared-tablet');
    const adas = await server.api
      .post('/players/me/push-subscriptions')
      .set(...bearer(ada.key))
      .send(shared.subscription)
      .expect(201);
    const graces = await server.api
      .post('/players/me/push-subscriptions')
      .set(...bearer(grace.key))
      .send(shared.subscription)
      .expect(201);
    // A new id: pushes queued for Ada's subscription are not delivered to Grace's.
    expect(graces.body.id).not.toBe(adas.body.id);
    const rows = await server.database.db
      .selectFrom('push_subscriptions')
      .select(['id', 'player_id'])
      .where('endpoint', '=', shared.subscription.endpoint)
      .execute();
    expect(rows).toEqual([{ id: graces.body.id, player_id: grace.id }]);
    await server.api
      .delete(`/players/me/push-subscriptions/${adas.body.id}`)
      .set(...bearer(ada.key))
      .expect(404);
    // Grace's subscription is hers: Ada deleting it by its id is told it is not hers, and it stays.
    const notHers = await server.api
      .delete(`/players/me/push-subscriptions/${graces.body.id}`)
      .set(...bearer(ada.key))
      .expect(404);
    expect(notHers.body.code).toBe('push-subscription-not-found');
    const kept = await server.database.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('id', '=', graces.body.id)
      .execute();
    expect(kept).toHaveLength(1);
  });

  it("pushes nothing more to the browser of a device once its key is revoked, and keeps the other devices'", async () => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const phone = await secondDevice(server.api, ada.key);
    for (const [key, path] of [
      [ada.key, 'revoke-laptop'],
      [phone.key, 'revoke-phone'],
    ] as const)
      await server.api
        .post('/players/me/push-subscriptions')
        .set(...bearer(key))
        .send(browser(path).subscription)
        .expect(201);
    // The phone is lost: Ada revokes it from her laptop.
    await server.api
      .delete(`/players/me/keys/${phone.keyId}`)
      .set(...bearer(ada.key))
      .expect(204);
    const before = pushed.length;
    await startTable(ada.key, grace.key);
    await server.app.outbox.drain();
    const to = pushed.slice(before).map(p => p.url);
    expect(to).toContain('/push/revoke-laptop');
    expect(to).not.toContain('/push/revoke-phone');
  });

  /** Ada, whose one browser's endpoint is `path` (the subscription's id), and Grace. */
  const subscribed = async (path: string) => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const created = await server.api
      .post('/players/me/push-subscriptions')
      .set(...bearer(ada.key))
      .send(browser(path).subscription)
      .expect(201);
    return { ada, grace, id: created.body.id as string };
  };

  it('gives up a push failing for 24 hours alone: those queued after it keep their own 24 hours', async () => {
    const { ada, grace, id } = await subscribed('outage');
    const rows = () =>
      server.database.db
        .selectFrom('outbox')
        .select(['created_at', 'delivered_at', 'given_up_at'])
        .where('target_id', '=', id)
        .orderBy('created_at')
        .execute();
    answer = 500;
    try {
      await startTable(ada.key, grace.key);
      await server.app.outbox.drain();
      const first = await rows();
      // The push service is still failing a day later, when another table starts.
      clock += 23 * 3600_000;
      await startTable(ada.key, grace.key);
      await server.app.outbox.drain();
      clock += 2 * 3600_000;
      await server.app.outbox.drain();
      const later = await rows();
      expect(later.slice(0, first.length).every(r => r.given_up_at !== null)).toBe(true);
      expect(later.slice(first.length).map(r => r.given_up_at)).toEqual(later.slice(first.length).map(() => null));
      answer = 201;
      clock += 3600_000;
      await server.app.outbox.drain();
      const recovered = (await rows()).slice(first.length);
      expect(recovered.length).toBeGreaterThanOrEqual(1);
      for (const r of recovered) expect(r.delivered_at).not.toBeNull();
    } finally {
      answer = 201;
    }
  });

  /** A table started by a player whose one browser's endpoint is `path`: that subscription's id. */
  const pushesTo = async (path: string): Promise<string> => {
    const { ada, grace, id } = await subscribed(path);
    await startTable(ada.key, grace.key);
    return id;
  };

  const pushesOf = (subscription: string) =>
    server.database.db
      .selectFrom('outbox')
      .select(['delivered_at', 'last_status', 'last_error'])
      .where('target_id', '=', subscription)
      .execute();

  it('gives up on a push endpoint that answers a byte now and then within the timeout, and tries again later', async () => {
    const subscription = await pushesTo('drip');
    const started = Date.now();
    // Before the fix, only the socket's idle timeout bounded a push: this drain never ended.
    await server.app.outbox.drain();
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
    const rows = await pushesOf(subscription);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows)
      expect(row).toEqual({ delivered_at: null, last_status: null, last_error: `no answer within ${TIMEOUT_MS} ms` });
  });

  it("reads a few kilobytes of a push endpoint's answer at most, and counts the push delivered", async () => {
    const subscription = await pushesTo('flood');
    flooded = 0;
    // Before the fix, the whole answer was read into one string: an endless one crashed the process.
    await server.app.outbox.drain();
    const rows = await pushesOf(subscription);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows) expect(row).toMatchObject({ delivered_at: expect.any(Date), last_status: 201 });
    // What the kernel's buffers took before the connection was dropped, not the 128 MiB per push.
    expect(flooded).toBeLessThan(rows.length * 32 * (1 << 20));
  });
});
