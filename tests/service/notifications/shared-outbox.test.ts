// Any number of workers share the outbox (issue 25): rows are claimed with FOR UPDATE SKIP LOCKED and a
// lease, so two workers draining at once send every row once; a row whose worker died (its lease ended,
// not delivered) is claimed again and sent under the same webhook-id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { serviceDeps } from '../../support/deps.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { startReceiver, type Receiver } from '../../support/receiver.js';
import { OutboxWorker, webhookIdOf } from '../../../src/service/notifications/worker.js';
import { claimDue } from '../../../src/store/outbox.js';
import { testWebhook } from '../../support/outbox-rows.js';
import type { Database } from '../../../src/store/database.js';
import type { Deps } from '../../../src/service/deps.js';

describe.each(testDatabases())('the outbox shared by workers on $name', testDb => {
  let database: Database;
  let deps: Deps;
  let receiver: Receiver;
  beforeAll(async () => {
    database = await testDb.connect();
    deps = serviceDeps(database, [fixtureGame]);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await database.close();
    await testDb.dispose();
  });

  const queuePings = async (count: number): Promise<string[]> => {
    const hook = await testWebhook(deps, receiver.url);
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push((await hook.queue({ payload: { type: 'ping', n: i } })).webhookId);
    return ids;
  };

  it('sends each row once when two workers drain at once', async () => {
    const ids = await queuePings(40);
    const options = { sweepMs: 0, leaseMs: 30_000, concurrency: 4 };
    const one = new OutboxWorker(deps, deps.notifications, options);
    const two = new OutboxWorker(deps, deps.notifications, options);
    const before = receiver.received.length;
    await Promise.all([one.drain(), two.drain(), one.drain(), two.drain()]);
    await Promise.all([one.stop(), two.stop()]);
    const sent = receiver.received.slice(before).map(r => r.headers['webhook-id']);
    expect(sent.sort()).toEqual(ids.sort());
  });

  it('claims again, under the same id, a row whose lease ended undelivered', async () => {
    const [id] = await queuePings(1);
    const now = new Date();
    // A worker claims it and dies before answering.
    const claimed = await claimDue(database.db, now, 10, new Date(now.getTime() + 1));
    expect(claimed.map(c => webhookIdOf(c.id))).toEqual([id]);
    // Its lease is not over yet for another worker at the same instant…
    expect(await claimDue(database.db, now, 10, new Date(now.getTime() + 1))).toEqual([]);
    // …and is once it has passed.
    const later = { ...deps, now: () => new Date(now.getTime() + 10) };
    const worker = new OutboxWorker(later, deps.notifications, { sweepMs: 0, leaseMs: 30_000, concurrency: 4 });
    const before = receiver.received.length;
    await worker.drain();
    await worker.stop();
    expect(receiver.received.slice(before).map(r => r.headers['webhook-id'])).toEqual([id]);
  });
});
