// A game's shared feed (src/service/streams/game-feed.ts) and entries appended by another process: the notification
// carries the entry (store/wakeup-notice.ts), so the feed delivers it without reading the log; an entry whose
// notification named it only (too long to carry) is read, and delivered in order with the ones after it.
// An entry another process appended is taken as soon as it is heard; only the notification of an entry this
// process appended itself waits a moment (NOTIFY_SETTLE_MS) for the append to offer it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appendDecision, decideFor } from '../../../src/service/moves/append-decision.js';
import type { Deps } from '../../../src/service/deps.js';
import { loadGame } from '../../../src/service/games/load.js';
import { addFollower } from '../../../src/store/log.js';
import { testDatabases } from '../../support/databases.js';
import { serviceDeps } from '../../support/deps.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { newGame, startServer, type TestServer } from '../../support/server.js';
import { openEvents, type EventStream } from '../../support/sse.js';

/** Reads of the log by game, and entries whose notification names them only. */
const spy = vi.hoisted(() => ({ reads: new Map<string, number>(), bare: new Set<number>() }));
vi.mock('../../../src/store/log.js', async importOriginal => {
  const original = await importOriginal<typeof import('../../../src/store/log.js')>();
  return {
    ...original,
    readEntries: (...args: Parameters<typeof original.readEntries>) => {
      spy.reads.set(args[1], (spy.reads.get(args[1]) ?? 0) + 1);
      return original.readEntries(...args);
    },
  };
});
vi.mock('../../../src/store/wakeup-notice.js', async importOriginal => {
  const original = await importOriginal<typeof import('../../../src/store/wakeup-notice.js')>();
  return {
    ...original,
    noticeOf: (...args: Parameters<typeof original.noticeOf>) =>
      spy.bare.has(args[1].seq) ? `${args[0]}:${args[1].seq}` : original.noticeOf(...args),
  };
});

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

describe.each(testDatabases())('a feed and the entries of another process, on $name', testDb => {
  let server: TestServer;
  let base: string;
  let deps: Deps;
  const open: EventStream[] = [];
  beforeAll(async () => {
    server = await startServer(testDb, { games: [fixtureGame] });
    base = await server.listen();
    // Another writer: its appends are not offered to the server's feed, which hears of them by notification.
    deps = serviceDeps(server.database, [fixtureGame]);
  });
  afterAll(async () => {
    spy.bare.clear();
    for (const s of open) s.close();
    await server.close();
    await testDb.dispose();
  });

  const move = async (id: string, writer: Deps = deps) => {
    const loaded = await loadGame(writer, writer.database.db, id);
    const seat = loaded.game.toAct(loaded.state)[0] ?? 0;
    const command = { kind: 'move', move: { type: 'roll' } } as const;
    const decision = decideFor(loaded, seat, command);
    if (!decision.ok) throw new Error(decision.violation.message);
    await appendDecision(writer, writer.database.db, loaded, seat, command, decision.facts, null);
  };

  /** How many times service/streams/game-feed.ts waited (setTimeout(…, 2), NOTIFY_SETTLE_MS) on a notification while `fn` ran. */
  const settleWaits = async (fn: () => Promise<void>): Promise<number> => {
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      await fn();
      return timers.mock.calls.filter(call => call[1] === 2).length;
    } finally {
      timers.mockRestore();
    }
  };

  /** A followed game, past the feed's first re-check (so that only notifications make it read). */
  /** The seat tokens of the followed games. */
  const tokens = new Map<string, readonly string[]>();
  const followed = async () => {
    const g = await newGame(server.api);
    tokens.set(g.id, g.tokens);
    const stream = await openEvents(`${base}/games/${g.id}/events`);
    open.push(stream);
    await stream.waitFor(1);
    await sleep(1_200);
    return { id: g.id, stream };
  };

  it('delivers an entry that came with its notification without reading the log', async () => {
    const { id, stream } = await followed();
    const readsBefore = spy.reads.get(id) ?? 0;
    const writerReads = async (fn: () => Promise<void>) => {
      const before = spy.reads.get(id) ?? 0;
      await fn();
      return (spy.reads.get(id) ?? 0) - before;
    };
    // The writer's own loads read the log too: only the feed's reads are counted.
    const own = (await writerReads(() => move(id))) + (await writerReads(() => move(id)));
    const events = await stream.waitFor(3, 4_000);
    expect(events.map(e => Number(e.id))).toEqual([0, 1, 2]);
    await sleep(100);
    expect((spy.reads.get(id) ?? 0) - readsBefore - own).toBe(0);
  });

  it('takes an entry another process appended (and delivers to its own followers) as soon as it hears it', async () => {
    const { id, stream } = await followed();
    // A writer that hands its entries to its own followers: its notifications name it.
    const other: Deps = {
      ...deps,
      listener: 'another-process',
      observers: { ...deps.observers, committed: () => undefined },
    };
    const waits = await settleWaits(async () => {
      await move(id, other);
      const events = await stream.waitFor(2, 4_000);
      expect(events.map(e => Number(e.id))).toEqual([0, 1]);
    });
    expect(waits).toBe(0);
  });

  it('waits a moment on the notification of its own entry, which the append offers, and delivers it once', async () => {
    const { id, stream } = await followed();
    // Another process follows the game too, so the server's own append notifies.
    await addFollower(server.database.db, id, 'another-process');
    const waits = await settleWaits(async () => {
      const g = await server.api.get(`/games/${id}`).expect(200);
      const seat = (g.body.toAct as number[])[0] ?? 0;
      const token = tokens.get(id)?.[seat] ?? '';
      await server.api
        .post(`/games/${id}/moves`)
        .set('Authorization', `Bearer ${token}`)
        .send({ move: { type: 'roll' } })
        .expect(200);
      const events = await stream.waitFor(2, 4_000);
      await sleep(50);
      expect(events.map(e => Number(e.id))).toEqual([0, 1]);
    });
    expect(waits).toBeGreaterThan(0);
  });

  it('reads an entry announced without it, and delivers the ones after it in order', async () => {
    const { id, stream } = await followed();
    spy.bare.add(1);
    const readsBefore = spy.reads.get(id) ?? 0;
    await move(id);
    await move(id);
    const events = await stream.waitFor(3, 4_000);
    expect(events.map(e => Number(e.id))).toEqual([0, 1, 2]);
    expect((spy.reads.get(id) ?? 0) - readsBefore).toBeGreaterThan(2);
    spy.bare.clear();
  });
});
