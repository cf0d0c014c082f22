// One destination host holds at most `perHost` of the worker's slots: a consumer that never answers, with many
// rows due, no longer delays the deliveries to everyone else until its rows have each timed out.
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

/** The blackhole's timeout: old code held every slot this long per round of its rows. */
const TIMEOUT_MS = 6_000;

describe.each(testDatabases())('slots per destination host on $name', testDb => {
  let database: Database;
  let deps: Deps;
  let blackhole: Receiver;
  let healthy: Receiver;
  beforeAll(async () => {
    database = await testDb.connect();
    const base = serviceDeps(database, [fixtureGame]);
    deps = {
      ...base,
      notifications: new Notifications({ ...DEFAULT_NOTIFICATION_SETTINGS, allowPrivate: true, timeoutMs: TIMEOUT_MS }),
    };
    blackhole = await startReceiver(() => 'hang');
    healthy = await startReceiver();
  });
  afterAll(async () => {
    await blackhole.close();
    await healthy.close();
    await database.close();
    await testDb.dispose();
  });

  const queue = async (url: string, count: number): Promise<void> => {
    const hook = await testWebhook(deps, url);
    for (let i = 0; i < count; i++)
      await hook.queue({ payload: { type: 'ping', n: i }, at: new Date(Date.now() - 60_000 + i) });
  };

  it("delivers a healthy host's row at once while a blackhole host has many rows due before it", async () => {
    // Given 20 rows for a consumer that never answers, due before one row for a consumer that does (another
    // host: localhost and 127.0.0.1 are two names, both on this machine)…
    await queue(blackhole.url, 20);
    await queue(healthy.url.replace('127.0.0.1', 'localhost'), 1);
    // …when a worker with 4 slots, at most 2 per host, runs…
    const notifier = await Notifier.start(database);
    const worker = new OutboxWorker(deps, deps.notifications, {
      sweepMs: 200,
      leaseMs: 30_000,
      concurrency: 4,
      perHost: 2,
    });
    worker.start(notifier);
    try {
      // …then the healthy row arrives well before the blackhole's first timeout (old code: after 5 rounds of it).
      const arrived = await Promise.race([
        healthy.until(1).then(() => true),
        new Promise<boolean>(resolve => setTimeout(() => resolve(false), TIMEOUT_MS - 1_000)),
      ]);
      expect(arrived).toBe(true);
      // The blackhole held its 2 slots only, its other rows still pending.
      expect(blackhole.received.length).toBe(2);
    } finally {
      await worker.stop();
      await notifier.stop();
    }
  }, 30_000);

  it('counts one host however its URL was spelt when registered', async () => {
    // Given a consumer that never answers, registered three times in spellings the URL parser reads as one
    // address (no slashes after the scheme, upper case, spaces around), with 3 rows due for each…
    const { port } = new URL(blackhole.url);
    const before = blackhole.received.length;
    for (const url of [`http:127.0.0.1:${port}/a`, ` HTTP://127.0.0.1:${port}/b `, `http:\\\\127.0.0.1:${port}\\c`])
      await queue(url, 3);
    // …when a worker with 10 slots, at most 2 per host, runs…
    const notifier = await Notifier.start(database);
    const worker = new OutboxWorker(deps, deps.notifications, {
      sweepMs: 200,
      leaseMs: 30_000,
      concurrency: 10,
      perHost: 2,
    });
    worker.start(notifier);
    try {
      await blackhole.until(before + 2);
      await new Promise(resolve => setTimeout(resolve, 1_000));
      // …then the host holds its 2 slots only (old code: a spelling its host was not read from was counted under
      // no host, each of its rows taking a slot of its own).
      expect(blackhole.received.length - before).toBe(2);
    } finally {
      await worker.stop();
      await notifier.stop();
    }
  }, 30_000);
});
