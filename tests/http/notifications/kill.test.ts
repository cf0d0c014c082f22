// Nothing lost (issue 25): the real server in a child process is killed (SIGKILL) while its worker holds
// deliveries open at a consumer that does not answer; started again, it delivers every one of them (their
// lease ended), duplicates carrying the same webhook-id, so a consumer that drops repeats sees each once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { startMain, type Running } from '../../support/child-server.js';
import { startReceiver, type Receiver } from '../../support/receiver.js';

const TABLES = 4;

describe.each(testDatabases())('deliveries across a kill -9 on $name', testDb => {
  const dataDir = mkdtempSync(join(tmpdir(), 'croupier-outbox-'));
  let receiver: Receiver;
  let answering = false;
  beforeAll(async () => {
    if (testDb.url) await (await testDb.connect()).close();
    receiver = await startReceiver(() => (answering ? 204 : 'hang'));
  });
  afterAll(async () => {
    await receiver.close();
    await testDb.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = (): Promise<Running> =>
    startMain(
      {
        ...(testDb.url ? { DATABASE_URL: testDb.url } : { DATA_DIR: dataDir }),
        WEBHOOK_ALLOW_PRIVATE: '1',
        OUTBOX_SWEEP_MS: '200',
        OUTBOX_LEASE_MS: '6000',
        // A fresh embedded database migrates first: slow on a busy machine.
      },
      90_000,
    );

  const call = async (base: string, method: string, path: string, key?: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(key ? { Authorization: `Bearer ${key}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return (await res.json()) as Record<string, unknown>;
  };

  it('delivers every queued delivery after the restart, under the ids it had', { timeout: 240_000 }, async () => {
    const first = await start();
    const ada = (await call(first.base, 'POST', '/players', undefined, { name: 'Ada' })) as { key: string };
    const grace = (await call(first.base, 'POST', '/players', undefined, { name: 'Grace' })) as { key: string };
    const hooks: string[] = [];
    for (const p of [ada, grace]) {
      const hook = await call(first.base, 'POST', '/players/me/webhooks', p.key, { url: receiver.url });
      hooks.push(hook.id as string);
    }
    for (let i = 0; i < TABLES; i++) {
      const table = (await call(first.base, 'POST', '/games', ada.key, {
        game: 'monad',
        players: 2,
        seats: [{ me: true }, { open: true }],
      })) as { id: string; invites: { code: string }[] };
      await call(first.base, 'POST', `/games/${table.id}/join`, grace.key, { code: table.invites[0]?.code });
    }
    // Every table: both seated, one of them to act.
    const expected = TABLES * 3;
    await receiver.until(1);
    first.child.kill('SIGKILL');
    await first.exited;
    const beforeKill = new Set(receiver.received.map(r => r.headers['webhook-id'] as string));

    answering = true;
    const second = await start();
    try {
      const answered = (): Set<string> =>
        new Set(receiver.received.slice(-1000).map(r => r.headers['webhook-id'] as string));
      for (;;) {
        const lists = await Promise.all(
          [ada, grace].map((p, i) => call(second.base, 'GET', `/players/me/webhooks/${hooks[i]}/deliveries`, p.key)),
        );
        const deliveries = lists.flatMap(l => l.deliveries as { id: string; state: string }[]);
        if (deliveries.length === expected && deliveries.every(d => d.state === 'delivered')) {
          const ids = new Set(deliveries.map(d => d.id));
          expect(ids.size).toBe(expected);
          // Each was received (the consumer saw every id), and those held at the kill came again.
          for (const id of ids) expect(answered().has(id)).toBe(true);
          for (const id of beforeKill) expect(ids.has(id)).toBe(true);
          // Every request the consumer got carries one of these ids: repeats are repeats of the same id.
          for (const r of receiver.received) expect(ids.has(r.headers['webhook-id'] as string)).toBe(true);
          break;
        }
        await new Promise(resolve => setTimeout(resolve, 250));
      }
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
