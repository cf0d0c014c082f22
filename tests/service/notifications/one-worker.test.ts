// One worker sends each row once, whichever of its paths claims it (its waker, woken by queued rows or a host's
// freed slot, and `drain`): a row it is still delivering is never claimed by it again, even once its lease ended by
// the injected clock (a test moving time by hours, or a delivery slower than the lease); and `drain` ends only when
// nothing is due and nothing the worker claimed, through either path, is still in flight. Each receiver on
// 127.0.0.1 holds a delivery at the test's word, so the other path runs while it is in flight.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { serviceDeps } from '../../support/deps.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { startReceiver, type Receiver } from '../../support/receiver.js';
import { OutboxWorker } from '../../../src/service/notifications/worker.js';
import { DEFAULT_NOTIFICATION_SETTINGS, Notifications } from '../../../src/service/notifications/settings.js';
import { Notifier } from '../../../src/service/streams/wakeup-hub.js';
import { testWebhook } from '../../support/outbox-rows.js';
import type { Database } from '../../../src/store/database.js';
import type { Deps } from '../../../src/service/deps.js';

const LEASE_MS = 30_000;

/** A status the test gives when it lets a held delivery go. */
function held(): { readonly answer: Promise<number>; readonly release: (status: number) => void } {
  let release: (status: number) => void = () => undefined;
  const answer = new Promise<number>(resolve => (release = resolve));
  return { answer, release };
}

describe.each(testDatabases())('one worker, each row once, on $name', testDb => {
  let database: Database;
  let deps: Deps;
  let notifier: Notifier;
  let time = Date.parse('2026-03-01T12:00:00.000Z');
  const receivers: Receiver[] = [];
  beforeAll(async () => {
    database = await testDb.connect();
    // A held delivery must not time out while the test holds it.
    const notifications = new Notifications({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      allowPrivate: true,
      timeoutMs: 60_000,
    });
    deps = { ...serviceDeps(database, [fixtureGame]), notifications, now: () => new Date(time) };
    notifier = await Notifier.start(database);
  });
  afterAll(async () => {
    for (const receiver of receivers) await receiver.close();
    await notifier.stop();
    await database.close();
    await testDb.dispose();
  });

  const receiver = async (answer: Receiver['answer']): Promise<Receiver> => {
    const started = await startReceiver(answer);
    receivers.push(started);
    return started;
  };
  /** A webhook to `url`; `queue()` queues a ping to it, due now, and returns its webhook-id. */
  const webhookTo = async (url: string): Promise<{ queue: () => Promise<string> }> => {
    const hook = await testWebhook(deps, url);
    return { queue: async () => (await hook.queue({ at: new Date(time) })).webhookId };
  };
  const idsOf = (r: Receiver): unknown[] => r.received.map(request => request.headers['webhook-id']);
  const pending = async (): Promise<number> =>
    (await database.db.selectFrom('outbox').select('id').where('delivered_at', 'is', null).execute()).length;

  it('does not send again a row it is still delivering when its lease ended by the clock and queued rows wake it', async () => {
    const first = held();
    const consumer = await receiver((_, index) => (index === 0 ? first.answer : 204));
    const hook = await webhookTo(consumer.url);
    const x = await hook.queue();
    const worker = new OutboxWorker(deps, deps.notifications, { sweepMs: 0, leaseMs: LEASE_MS, concurrency: 4 });
    // Started, the worker claims x at once; the consumer holds its POST.
    worker.start(notifier);
    try {
      await consumer.until(1);
      // The clock passes x's lease while x is in flight; a row queued now wakes the worker, whose claim once took
      // x with it (and sent it a second time under the same webhook-id).
      time += LEASE_MS + 1;
      const y = await hook.queue();
      await consumer.until(2);
      first.release(204);
      await worker.drain();
      expect(idsOf(consumer).sort()).toEqual([x, y].sort());
      const attempts = await database.db
        .selectFrom('outbox')
        .select('attempts')
        .where('id', '=', x.slice('msg_'.length))
        .executeTakeFirstOrThrow();
      expect(attempts).toEqual({ attempts: 1 });
    } finally {
      first.release(204);
      await worker.stop();
    }
  });

  it("drains only once the rows its waker claimed, as a host's slot freed, are delivered", async () => {
    const first = held();
    const second = held();
    const consumer = await receiver((_, index) => (index === 0 ? first.answer : index === 1 ? second.answer : 204));
    const hook = await webhookTo(consumer.url);
    const ids = [await hook.queue(), await hook.queue(), await hook.queue()];
    // One slot for the consumer's host: the drain's claim sends the first row and hands the other two back.
    const worker = new OutboxWorker(deps, deps.notifications, {
      sweepMs: 0,
      leaseMs: LEASE_MS,
      concurrency: 4,
      perHost: 1,
    });
    try {
      let drained = false;
      const draining = worker.drain().then(() => (drained = true));
      await consumer.until(1);
      // The first ends: its freed slot wakes the worker, whose waker claims the second row (handing the third back)
      // beside the drain, which then found nothing due and ended with the second in flight.
      first.release(204);
      await consumer.until(2);
      await new Promise(resolve => setImmediate(resolve));
      expect(drained).toBe(false);
      second.release(204);
      await draining;
      expect(idsOf(consumer).sort()).toEqual(ids.sort());
      expect(await pending()).toBe(0);
    } finally {
      // Let go of whatever a failed expectation left held, for the worker to stop.
      first.release(204);
      second.release(204);
      await worker.stop();
    }
  });
});
