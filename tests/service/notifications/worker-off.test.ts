// A worker never started (the outbox off, OUTBOX_SWEEP_MS=0; tests that drain by hand) delivers nothing on its own:
// it once pumped on its waker's re-read timers, 1 s after it was made and every 15 s, claiming rows at whatever
// time the injected clock then said (in the reminder tests, a delivery whose lease the tests' moves of the clock
// then ended). With fake timers: a pump reads the injected clock first, so a clock never read is a worker that never
// looked for rows.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { serviceDeps } from '../../support/deps.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { OutboxWorker } from '../../../src/service/notifications/worker.js';
import type { Database } from '../../../src/store/database.js';

describe.each(testDatabases())('a worker never started on $name', testDb => {
  let database: Database;
  beforeAll(async () => {
    database = await testDb.connect();
  });
  afterAll(async () => {
    await database.close();
    await testDb.dispose();
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('looks for no row however long it waits', async () => {
    let reads = 0;
    const deps = {
      ...serviceDeps(database, [fixtureGame]),
      now: () => {
        reads++;
        return new Date();
      },
    };
    const worker = new OutboxWorker(deps, deps.notifications, { sweepMs: 0, leaseMs: 30_000, concurrency: 4 });
    try {
      vi.advanceTimersByTime(60_000);
      // Whatever the timers started has read the clock once the pending callbacks ran.
      await new Promise(resolve => setImmediate(resolve));
      expect(reads).toBe(0);
    } finally {
      await worker.stop();
    }
  });
});
