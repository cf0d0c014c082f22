// The worker deletes rows delivered or given up more than `retainDays` ago, and no other: a recent one is still
// listed to its owner, and a pending one, however old, is still to deliver.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { serviceDeps } from '../../support/deps.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { OutboxWorker } from '../../../src/service/notifications/worker.js';
import { deliveriesOf, giveUp, markAllDelivered, markRetry } from '../../../src/store/outbox.js';
import { testWebhook } from '../../support/outbox-rows.js';
import type { Database } from '../../../src/store/database.js';
import type { Deps } from '../../../src/service/deps.js';

const DAY_MS = 24 * 3600 * 1000;

describe.each(testDatabases())('pruning the outbox on $name', testDb => {
  let database: Database;
  let deps: Deps;
  beforeAll(async () => void (deps = serviceDeps((database = await testDb.connect()), [fixtureGame])));
  afterAll(async () => {
    await database.close();
    await testDb.dispose();
  });

  it('deletes rows delivered or given up more than 30 days ago, keeps recent and pending ones', async () => {
    const now = new Date();
    const ago = (days: number): Date => new Date(now.getTime() - days * DAY_MS);
    const hook = await testWebhook(deps, 'http://127.0.0.1:9/never-called');
    const queue = async (type: string, at: Date): Promise<string> => (await hook.queue({ type, payload: {}, at })).id;
    const attempt = (at: Date) => ({ at, status: 500, error: 'HTTP 500' });
    // Given rows delivered and given up 40 days ago…
    const oldDelivered = await queue('old-delivered', ago(41));
    await markAllDelivered(database.db, ago(40), [{ id: oldDelivered, status: 204 }]);
    const oldGivenUp = await queue('old-given-up', ago(42));
    await giveUp(database.db, oldGivenUp, null, attempt(ago(40)));
    // …rows delivered and given up 10 days ago…
    const recentDelivered = await queue('recent-delivered', ago(11));
    await markAllDelivered(database.db, ago(10), [{ id: recentDelivered, status: 204 }]);
    const recentGivenUp = await queue('recent-given-up', ago(12));
    await giveUp(database.db, recentGivenUp, null, attempt(ago(10)));
    // …and a row queued 60 days ago still pending (its next attempt tomorrow)…
    const pending = await queue('pending', ago(60));
    await markRetry(database.db, pending, attempt(ago(59)), new Date(now.getTime() + DAY_MS));
    // …when the worker runs…
    const worker = new OutboxWorker({ ...deps, now: () => now }, deps.notifications, {
      sweepMs: 0,
      leaseMs: 30_000,
      concurrency: 4,
      retainDays: 30,
    });
    await worker.drain();
    await worker.stop();
    // …then only the old settled rows are gone.
    const left = await deliveriesOf(database.db, hook.id, 100);
    expect(left.map(r => r.type).sort()).toEqual(['pending', 'recent-delivered', 'recent-given-up']);
  });
});
