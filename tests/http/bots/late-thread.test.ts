// A bot thread that answers late is the operator's business: each look the pool takes into it (service/bots/pool.ts)
// is a warning in the server's log ("bot thread late": starved, the machine is saturated; or stuck, and replaced)
// and a count in GET /metrics (croupier_bot_threads_late_total by verdict).
import { afterAll, describe, expect, it } from 'vitest';
import { games } from '../../../src/games/registry.js';
import { BotPool } from '../../../src/service/bots/pool.js';
import { capturedLogger } from '../../support/captured-logger.js';
import { testDatabases } from '../../support/databases.js';
import { serverForSuite } from '../../support/server.js';

/** The pool's stand-in thread (it answers "late" after lateMs), on a machine that gives it no core. */
const slowThread = new URL('../../support/slow-thread.ts', import.meta.url);

describe.each(testDatabases())('a late bot thread on $name', testDb => {
  const pool = new BotPool(1, {
    entry: slowThread,
    workerData: { startMs: 0, lateMs: 1_200 },
    graceMs: 300,
    statOf: () => ({ runnable: true, cpuMs: 0 }),
  });
  afterAll(() => pool.close());
  const captured = capturedLogger();
  const server = serverForSuite(testDb, { games, pool, logger: captured.logger });

  it('is logged and counted, starved, while the pool waits for it', async () => {
    const turn = { seat: 0, view: null, legal: [], log: [], thinkMs: 0 };
    await expect(pool.think({ game: 'monad', strategy: 'late', turn, seed: 1 })).resolves.toMatch(/^late@/);
    const metrics = await server.api.get('/metrics').expect(200);
    const count = /croupier_bot_threads_late_total\{verdict="starved"\} (\d+)/.exec(metrics.text);
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(1);
    expect(captured.lines).toContainEqual(
      expect.objectContaining({ msg: 'bot thread late', verdict: 'starved', priority: 'table' }),
    );
  }, 30_000);
});
