// A game's shared feed (src/service/streams/game-feed.ts) and a database that is unavailable for a moment: the feed's
// read fails with a connection error, and its watchers' streams stay open; the read is tried again 2 s
// later and the entry arrives, in order. Any other error still ends the streams. (An entry that comes with
// its notification needs no read: feed-notice.test.ts.)
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appendDecision, decideFor } from '../../../src/service/moves/append-decision.js';
import type { Deps } from '../../../src/service/deps.js';
import { loadGame } from '../../../src/service/games/load.js';
import { testDatabases } from '../../support/databases.js';
import { serviceDeps } from '../../support/deps.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { newGame, startServer, type TestServer } from '../../support/server.js';
import { endsWithin, openEvents, type EventStream } from '../../support/sse.js';

/** While set, every read of the log fails as a dropped connection (or as `failure`) would. */
const reads = vi.hoisted(() => ({ failure: null as Error | null, failed: 0 }));
vi.mock('../../../src/store/log.js', async importOriginal => {
  const original = await importOriginal<typeof import('../../../src/store/log.js')>();
  return {
    ...original,
    readEntries: (...args: Parameters<typeof original.readEntries>) => {
      if (reads.failure) {
        reads.failed++;
        return Promise.reject(reads.failure);
      }
      return original.readEntries(...args);
    },
  };
});

// Notifications here name the entry without carrying it (as for an entry too long to carry), so that
// the feed must read the log to deliver it (store/wakeup-notice.ts).
vi.mock('../../../src/store/wakeup-notice.js', async importOriginal => {
  const original = await importOriginal<typeof import('../../../src/store/wakeup-notice.js')>();
  return { ...original, noticeOf: (gameId: string, entry: { seq: number }) => `${gameId}:${entry.seq}` };
});

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

describe.each(testDatabases())('a feed whose read fails, on $name', testDb => {
  let server: TestServer;
  let base: string;
  let deps: Deps;
  const open: EventStream[] = [];
  beforeAll(async () => {
    server = await startServer(testDb, { games: [fixtureGame] });
    base = await server.listen();
    // Another writer: its appends are not offered to the server's feed, which must read them.
    deps = serviceDeps(server.database, [fixtureGame]);
  });
  afterAll(async () => {
    reads.failure = null;
    for (const s of open) s.close();
    await server.close();
    await testDb.dispose();
  });

  /** Follows a new game, past the feed's first re-check, then appends a move while reads fail with `failure`. */
  const moveWhileReadsFail = async (failure: Error) => {
    const g = await newGame(server.api);
    const stream = await openEvents(`${base}/games/${g.id}/events`);
    open.push(stream);
    await stream.waitFor(1);
    await sleep(1_200);
    const loaded = await loadGame(deps, deps.database.db, g.id);
    const seat = g.toAct[0] ?? 0;
    const command = { kind: 'move', move: { type: 'roll' } } as const;
    const decision = decideFor(loaded, seat, command);
    if (!decision.ok) throw new Error(decision.violation.message);
    reads.failed = 0;
    reads.failure = failure;
    await appendDecision(deps, deps.database.db, loaded, seat, command, decision.facts, null);
    for (let i = 0; i < 100 && reads.failed === 0; i++) await sleep(20);
    expect(reads.failed).toBeGreaterThan(0);
    return stream;
  };

  it('keeps the streams open when the database is unavailable, and delivers the entry once a read succeeds', async () => {
    const stream = await moveWhileReadsFail(
      Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }),
    );
    const ended = await endsWithin(stream, 300);
    reads.failure = null;
    expect(ended).toBe(false);
    expect(stream.events).toHaveLength(1);
    // The next read is the retry, 2 s after the failure (the feed's next re-check is 15 s away).
    const events = await stream.waitFor(2, 4_000);
    expect(events.map(e => Number(e.id))).toEqual([0, 1]);
  });

  it('ends the streams on any other error', async () => {
    const stream = await moveWhileReadsFail(new Error('a bug, not an outage'));
    await stream.ended;
    reads.failure = null;
    expect(stream.events).toHaveLength(1);
  });
});
