// Webhooks (issue 25): registered by a player, told of their games through the outbox, signed per Standard
// Webhooks (verified here with the `standardwebhooks` library), retried under the same webhook-id, disabled
// after 24 hours of failures with the owner told on their stream. Time is an injected clock; the outbox is
// drained by hand (the worker's sweep is off in these servers).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { startReceiver, type Receiver } from '../../support/receiver.js';
import { openEvents } from '../../support/sse.js';
import { seal } from '../../../src/service/notifications/sealing.js';
import { inviteTable, joinByInvite, signUp } from '../../support/tables.js';

let clock = Date.parse('2026-11-26T12:00:00.000Z');

interface Delivered {
  type: string;
  gameId?: string;
  version?: number;
}

describe.each(testDatabases())('webhooks on $name', testDb => {
  const server = serverForSuite(testDb, { now: () => new Date(clock) });
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  const addWebhook = async (key: string, url: string, events?: string[]) =>
    (
      await server.api
        .post('/players/me/webhooks')
        .set(...bearer(key))
        .send(events ? { url, events } : { url })
        .expect(201)
    ).body as { id: string; secret: string; events: string[] };

  it('signs each delivery of a table starting and a turn, queued with the entry that caused it', async () => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const hook = await addWebhook(ada.key, receiver.url);
    const graces = await addWebhook(grace.key, receiver.url);
    expect(hook.secret).toMatch(/^whsec_/);
    expect(hook.events).toEqual(['your-turn', 'seated', 'invited', 'game-over', 'rematch', 'ping', 'turn-reminder']);
    const table = await inviteTable(server.api, ada.key);
    await joinByInvite(server.api, table, grace.key);
    // Committed with the join: in the outbox before any worker ran. Both are seated; one of them is to act.
    const queued = await server.database.db
      .selectFrom('outbox')
      .select('type')
      .where('target_id', 'in', [hook.id, graces.id])
      .execute();
    expect(queued.map(q => q.type).sort()).toEqual(['seated', 'seated', 'your-turn']);
    const before = receiver.received.length;
    await server.app.outbox.drain();
    const arrived = receiver.received.slice(before);
    expect(arrived).toHaveLength(3);
    const mine = arrived.filter(r => {
      try {
        new Webhook(hook.secret).verify(r.body, r.headers as Record<string, string>);
        return true;
      } catch {
        return false;
      }
    });
    // Each delivery verifies with its own webhook's secret, and with no other.
    const theirs = arrived.filter(r => !mine.includes(r));
    for (const r of theirs) new Webhook(graces.secret).verify(r.body, r.headers as Record<string, string>);
    expect(mine.length).toBeGreaterThanOrEqual(1);
    const bodies = arrived.map(r => JSON.parse(r.body) as Delivered);
    expect(bodies.map(b => b.type).sort()).toEqual(['seated', 'seated', 'your-turn']);
    for (const b of bodies) expect(b).toMatchObject({ gameId: table.id, version: 2 });
    // No secret travels: neither the webhook's nor a key or token.
    for (const r of arrived) {
      expect(r.body).not.toContain(hook.secret.slice(6));
      expect(r.body).not.toContain(ada.key);
      expect(r.body).not.toContain(grace.key);
    }
    const arrivedIds = mine.map(r => r.headers['webhook-id']);
    const deliveries = (
      await server.api
        .get(`/players/me/webhooks/${hook.id}/deliveries`)
        .set(...bearer(ada.key))
        .expect(200)
    ).body.deliveries as { id: string; state: string; lastStatus: number }[];
    expect(deliveries.map(d => d.state)).toEqual(mine.map(() => 'delivered'));
    expect(deliveries.map(d => d.id).sort()).toEqual(arrivedIds.sort());
  });

  it('tells a player challenged by name as invited, signed, with the challenge and no secret', async () => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const graces = await addWebhook(grace.key, receiver.url, ['invited']);
    const challenge = (
      await server.api
        .post('/challenges')
        .set(...bearer(ada.key))
        .send({ handle: grace.handle, game: 'duel', players: 2, options: { target: 8 } })
        .expect(201)
    ).body as { id: string };
    const before = receiver.received.length;
    await server.app.outbox.drain();
    const arrived = receiver.received.slice(before);
    expect(arrived).toHaveLength(1);
    const [only] = arrived as [(typeof arrived)[number]];
    new Webhook(graces.secret).verify(only.body, only.headers as Record<string, string>);
    expect(JSON.parse(only.body)).toMatchObject({
      type: 'invited',
      gameId: null,
      challenge: { id: challenge.id, game: 'duel' },
    });
    expect(only.body).not.toContain(ada.key);
    expect(only.body).not.toContain(grace.key);
  });

  it('pings, lists and deletes; only the events asked for are sent', async () => {
    const ada = await signUp(server.api, 'Ada');
    const hook = await addWebhook(ada.key, receiver.url, ['game-over']);
    const ping = await server.api
      .post(`/players/me/webhooks/${hook.id}/ping`)
      .set(...bearer(ada.key))
      .expect(202);
    const before = receiver.received.length;
    await server.app.outbox.drain();
    const got = receiver.received.slice(before);
    expect(got.map(r => r.headers['webhook-id'])).toEqual([ping.body.id]);
    expect(JSON.parse(got[0]!.body)).toMatchObject({ type: 'ping', webhookId: hook.id });
    // A table starting is not among `events`: nothing queued.
    const grace = await signUp(server.api, 'Grace');
    const table = await inviteTable(server.api, ada.key);
    await joinByInvite(server.api, table, grace.key);
    await server.app.outbox.drain();
    expect(receiver.received.length).toBe(before + 1);
    const list = await server.api
      .get('/players/me/webhooks')
      .set(...bearer(ada.key))
      .expect(200);
    expect(list.body.webhooks).toEqual([
      expect.objectContaining({ id: hook.id, enabled: true, events: ['game-over'] }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
    await server.api
      .delete(`/players/me/webhooks/${hook.id}`)
      .set(...bearer(ada.key))
      .expect(204);
    const gone = await server.api
      .delete(`/players/me/webhooks/${hook.id}`)
      .set(...bearer(ada.key))
      .expect(404);
    expect(gone.body.code).toBe('webhook-not-found');
    // Someone else's webhook is not found either.
    const other = await addWebhook(grace.key, receiver.url);
    await server.api
      .post(`/players/me/webhooks/${other.id}/ping`)
      .set(...bearer(ada.key))
      .expect(404);
  });

  it('follows no redirect: a 3xx is a failed attempt, and the address it names hears nothing', async () => {
    const ada = await signUp(server.api, 'Ada');
    // A consumer that sends every delivery on to the receiver (an address the server must not be led to).
    const redirecting = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(307, { location: receiver.url }).end());
    });
    await new Promise<void>(resolve => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/hook`;
      const hook = await addWebhook(ada.key, url, ['ping']);
      await server.api
        .post(`/players/me/webhooks/${hook.id}/ping`)
        .set(...bearer(ada.key))
        .expect(202);
      const before = receiver.received.length;
      await server.app.outbox.drain();
      expect(receiver.received.length).toBe(before);
      const deliveries = await server.api
        .get(`/players/me/webhooks/${hook.id}/deliveries`)
        .set(...bearer(ada.key))
        .expect(200);
      expect(deliveries.body.deliveries).toEqual([
        expect.objectContaining({ state: 'pending', attempts: 1, lastStatus: 307, lastError: 'redirect not followed' }),
      ]);
    } finally {
      redirecting.closeAllConnections();
      await new Promise<void>(resolve => redirecting.close(() => resolve()));
    }
  });

  it('retries a failure under the same webhook-id, and after 24 hours disables the webhook and says so', async () => {
    const ada = await signUp(server.api, 'Ada');
    const hook = await addWebhook(ada.key, receiver.url, ['ping']);
    let failing = true;
    receiver.answer = () => (failing ? 500 : 204);
    try {
      const ping = await server.api
        .post(`/players/me/webhooks/${hook.id}/ping`)
        .set(...bearer(ada.key))
        .expect(202);
      const start = receiver.received.length;
      await server.app.outbox.drain();
      // Not due again before its backoff.
      await server.app.outbox.drain();
      expect(receiver.received.length).toBe(start + 1);
      clock += 3600_000;
      failing = false;
      await server.app.outbox.drain();
      const attempts = receiver.received.slice(start);
      expect(attempts.map(r => r.headers['webhook-id'])).toEqual([ping.body.id, ping.body.id]);
      new Webhook(hook.secret).verify(attempts[1]!.body, attempts[1]!.headers as Record<string, string>);

      failing = true;
      await server.api
        .post(`/players/me/webhooks/${hook.id}/ping`)
        .set(...bearer(ada.key))
        .expect(202);
      await server.app.outbox.drain();
      clock += 25 * 3600_000;
      await server.app.outbox.drain();
      const list = await server.api
        .get('/players/me/webhooks')
        .set(...bearer(ada.key))
        .expect(200);
      expect(list.body.webhooks[0].enabled).toBe(false);
      const deliveries = await server.api
        .get(`/players/me/webhooks/${hook.id}/deliveries`)
        .set(...bearer(ada.key))
        .expect(200);
      expect(deliveries.body.deliveries[0]).toMatchObject({ state: 'failed', attempts: 2, lastStatus: 500 });
      const events = await server.database.db
        .selectFrom('player_events')
        .select('data')
        .where('player_id', '=', ada.id)
        .execute();
      expect(events.map(e => e.data)).toContainEqual(
        expect.objectContaining({ type: 'webhook-disabled', webhookId: hook.id, url: receiver.url }),
      );
      // As the owner's stream sends it (replayed from the first event), it is a PlayerEvent of the document.
      const stream = await openEvents(`${await server.listen()}/players/me/events`, {
        Authorization: `Bearer ${ada.key}`,
        'Last-Event-ID': '0',
      });
      try {
        const sent = (await stream.waitFor(events.length)).map(
          e => JSON.parse(e.data) as { type: string; webhookId?: string },
        );
        const disabled = sent.find(e => e.type === 'webhook-disabled');
        expect(disabled).toMatchObject({ webhookId: hook.id, url: receiver.url, reason: 'HTTP 500' });
        for (const event of sent) server.contract.validate('components/schemas/PlayerEvent', event);
        // The check has teeth: the same event without its webhook's id is refused.
        const { webhookId: _id, ...withoutId } = disabled ?? {};
        expect(() => server.contract.validate('components/schemas/PlayerEvent', withoutId)).toThrow();
      } finally {
        stream.close();
      }
    } finally {
      receiver.answer = () => 204;
    }
  });

  it('retries, then disables, a webhook whose secret no longer opens, saying why', async () => {
    const ada = await signUp(server.api, 'Ada');
    const hook = await addWebhook(ada.key, receiver.url, ['ping']);
    // As after NOTIFY_SEALING_KEY changed: the row's secret is sealed under a key this server does not have.
    await server.database.db
      .updateTable('webhooks')
      .set({ secret_sealed: seal(randomBytes(32), hook.secret) })
      .where('id', '=', hook.id)
      .execute();
    await server.api
      .post(`/players/me/webhooks/${hook.id}/ping`)
      .set(...bearer(ada.key))
      .expect(202);
    const deliveries = async () =>
      (
        await server.api
          .get(`/players/me/webhooks/${hook.id}/deliveries`)
          .set(...bearer(ada.key))
          .expect(200)
      ).body.deliveries as { state: string; attempts: number; lastError?: string }[];
    const before = receiver.received.length;
    await server.app.outbox.drain();
    const reason =
      "its signing secret does not open with this server's sealing key: delete the webhook and add it again";
    expect(await deliveries()).toEqual([expect.objectContaining({ state: 'pending', attempts: 1, lastError: reason })]);
    // Backed off, as any failure: not tried again at once.
    await server.app.outbox.drain();
    expect((await deliveries())[0]?.attempts).toBe(1);
    clock += 25 * 3600_000;
    await server.app.outbox.drain();
    expect(await deliveries()).toEqual([expect.objectContaining({ state: 'failed', attempts: 2, lastError: reason })]);
    const list = await server.api
      .get('/players/me/webhooks')
      .set(...bearer(ada.key))
      .expect(200);
    expect(list.body.webhooks).toEqual([expect.objectContaining({ id: hook.id, enabled: false })]);
    expect(receiver.received.length).toBe(before);
  });
});
