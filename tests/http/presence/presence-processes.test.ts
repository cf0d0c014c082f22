// Presence across two real server processes (src/main.ts, as `npm start` runs it) on the Postgres server:
// a player whose stream is open on one process is shown here by the other, and the other counts the
// watchers of the first. (The same with time moved by the test, on both databases: tests/service/presence/.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMain, type Running } from '../../support/child-server.js';
import { postgresTestDatabases } from '../../support/databases.js';
import { openEvents, type EventStream } from '../../support/sse.js';

interface Presence {
  seats: { seat: number; here: boolean }[];
  watching: number;
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Asks until `ok` holds of the answer (the processes write presence in the background), within 60 s. */
async function eventually(url: string, ok: (p: Presence) => boolean): Promise<Presence> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const presence = await json<Presence>(url);
    if (ok(presence)) return presence;
    if (Date.now() > deadline) throw new Error(`presence never matched: ${JSON.stringify(presence)}`);
    await new Promise(resolve => setTimeout(resolve, 200));
  }
}

describe.each(postgresTestDatabases())('presence across two server processes ($name)', testDb => {
  let processes: Running[] = [];
  const streams: EventStream[] = [];
  beforeAll(async () => {
    await (await testDb.connect()).close();
    const env = { DATABASE_URL: testDb.url ?? '', DATABASE_POOL_SIZE: '4' };
    processes = [await startMain(env), await startMain(env)];
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const p of processes) p.child.kill('SIGTERM');
    await Promise.all(processes.map(p => p.exited));
    await testDb.dispose();
  });

  it("shows on one process the players and watchers of the other's streams", async () => {
    const [a, b] = processes.map(p => p.base) as [string, string];
    const post = <T>(url: string, body: unknown, key?: string) =>
      json<T>(url, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: key === undefined ? {} : { Authorization: `Bearer ${key}` },
      });
    const ada = await post<{ id: string; key: string }>(`${a}/players`, { name: 'Ada' });
    const grace = await post<{ id: string; key: string }>(`${a}/players`, { name: 'Grace' });
    const table = await post<{ id: string; invites: { code: string }[] }>(
      `${a}/games`,
      { game: 'monad', players: 2, seats: [{ me: true }, { open: true }] },
      ada.key,
    );
    await post(`${b}/games/${table.id}/join`, { code: table.invites[0]?.code }, grace.key);
    const nobody = await json<Presence>(`${b}/games/${table.id}/presence`);
    expect(nobody.seats.map(s => s.here)).toEqual([false, false]);
    // Ada's player stream on process A, a spectator's game stream on A too: B sees both.
    streams.push(await openEvents(`${a}/players/me/events?key=${encodeURIComponent(ada.key)}`));
    const spectator = await openEvents(`${a}/games/${table.id}/events`);
    streams.push(spectator);
    await spectator.waitFor(1);
    const seen = await eventually(
      `${b}/games/${table.id}/presence`,
      p => p.seats[0]?.here === true && p.watching === 1,
    );
    expect(seen).toEqual({
      seats: [
        { seat: 0, here: true },
        { seat: 1, here: false },
      ],
      watching: 1,
    });
    // Grace's game stream on B: A sees her at her seat, and still one watcher (a seat is not a spectator).
    const grace1 = await openEvents(`${b}/games/${table.id}/events?token=${encodeURIComponent(grace.key)}`);
    streams.push(grace1);
    await grace1.waitFor(1);
    const both = await eventually(`${a}/games/${table.id}/presence`, p => p.seats[1]?.here === true);
    expect(both.watching).toBe(1);
  });
});
