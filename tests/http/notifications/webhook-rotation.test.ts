// A webhook's secret is rotated without deleting the webhook (its queued deliveries kept): the new secret is shown
// once, and for 24 hours each delivery carries a signature by the new and by the replaced secret, so a receiver
// verifying with either (the `standardwebhooks` library, as integrators do) accepts it; then the old one fails.
// Time is an injected clock; the outbox is drained by hand.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { startReceiver, type Receiver, type Received } from '../../support/receiver.js';
import { signUp } from '../../support/tables.js';

const HOUR_MS = 3600_000;
let clock = Date.parse('2026-11-26T12:00:00.000Z');

/** Whether the delivery verifies with `secret`, as a receiver holding that secret checks it. */
const verifies = (secret: string, r: Received): boolean => {
  try {
    new Webhook(secret).verify(r.body, r.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
};

describe.each(testDatabases())('rotating a webhook secret on $name', testDb => {
  const server = serverForSuite(testDb, { now: () => new Date(clock) });
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  const addWebhook = async (key: string) =>
    (
      await server.api
        .post('/players/me/webhooks')
        .set(...bearer(key))
        .send({ url: receiver.url, events: ['ping'] })
        .expect(201)
    ).body as { id: string; secret: string };
  const rotate = (key: string, id: string) => server.api.post(`/players/me/webhooks/${id}/secret`).set(...bearer(key));
  const ping = (key: string, id: string) =>
    server.api
      .post(`/players/me/webhooks/${id}/ping`)
      .set(...bearer(key))
      .expect(202);
  /** The deliveries that arrive when the outbox is drained now. */
  const drained = async (): Promise<Received[]> => {
    const before = receiver.received.length;
    await server.app.outbox.drain();
    return receiver.received.slice(before);
  };
  const stored = (id: string) =>
    server.database.db
      .selectFrom('webhooks')
      .select(['secret_sealed', 'previous_secret_sealed', 'previous_secret_until'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('shows the new secret once; for 24 hours deliveries verify with either secret, then with the new one only', async () => {
    const ada = await signUp(server.api, 'Ada');
    const hook = await addWebhook(ada.key);
    // Given a delivery queued before the rotation…
    await ping(ada.key, hook.id);
    // …when the secret is rotated…
    const rotated = await rotate(ada.key, hook.id).expect(200);
    const secret = rotated.body.secret as string;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(hook.secret);
    expect(rotated.body).toMatchObject({
      id: hook.id,
      url: receiver.url,
      enabled: true,
      previousSecretExpiresAt: new Date(clock + 24 * HOUR_MS).toISOString(),
    });
    server.contract.validate('components/schemas/RotatedWebhook', rotated.body);
    // …then neither secret is shown again: the list says until when the old one signs.
    const list = await server.api
      .get('/players/me/webhooks')
      .set(...bearer(ada.key))
      .expect(200);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
    expect(list.body.webhooks).toEqual([
      expect.objectContaining({ id: hook.id, previousSecretExpiresAt: rotated.body.previousSecretExpiresAt }),
    ]);
    // The delivery queued before is signed when sent: by both secrets, two signatures.
    const queued = await drained();
    expect(queued).toHaveLength(1);
    expect(String(queued[0]!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifies(secret, queued[0]!)).toBe(true);
    expect(verifies(hook.secret, queued[0]!)).toBe(true);
    // 23 hours on, both still verify.
    clock += 23 * HOUR_MS;
    await ping(ada.key, hook.id);
    const later = await drained();
    expect(later.map(r => [verifies(secret, r), verifies(hook.secret, r)])).toEqual([[true, true]]);
    // Past 24 hours, only the new secret signs, and the old one is forgotten.
    clock += HOUR_MS + 1_000;
    await ping(ada.key, hook.id);
    const after = await drained();
    expect(after.map(r => [verifies(secret, r), verifies(hook.secret, r)])).toEqual([[true, false]]);
    expect(String(after[0]!.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(await stored(hook.id)).toMatchObject({ previous_secret_sealed: null, previous_secret_until: null });
    const listed = await server.api
      .get('/players/me/webhooks')
      .set(...bearer(ada.key))
      .expect(200);
    expect(listed.body.webhooks[0]).not.toHaveProperty('previousSecretExpiresAt');
  });

  it('replaces the previous secret on a second rotation within the grace period: only the latest two sign', async () => {
    const ada = await signUp(server.api, 'Ada');
    const hook = await addWebhook(ada.key);
    const first = (await rotate(ada.key, hook.id).expect(200)).body.secret as string;
    clock += HOUR_MS;
    const second = await rotate(ada.key, hook.id).expect(200);
    expect(second.body.previousSecretExpiresAt).toBe(new Date(clock + 24 * HOUR_MS).toISOString());
    await ping(ada.key, hook.id);
    const [delivery] = await drained();
    expect([second.body.secret, first, hook.secret].map(s => verifies(s as string, delivery!))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("refuses another player's webhook and an unknown one with a 404, and changes nothing", async () => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const graces = await addWebhook(grace.key);
    const before = await stored(graces.id);
    for (const id of [graces.id, 'no-such-webhook']) {
      const refused = await rotate(ada.key, id).expect(404);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.body).toMatchObject({ code: 'webhook-not-found' });
      expect(refused.body.detail).toContain(id);
      expect(JSON.stringify(refused.body)).not.toContain('whsec_');
    }
    expect(await stored(graces.id)).toEqual(before);
    await ping(grace.key, graces.id);
    const [delivery] = await drained();
    expect(String(delivery!.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifies(graces.secret, delivery!)).toBe(true);
    // Without a key, no rotation either.
    await server.api.post(`/players/me/webhooks/${graces.id}/secret`).expect(401);
    expect(await stored(graces.id)).toEqual(before);
  });
});
