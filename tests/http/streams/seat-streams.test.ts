// One event stream per seat, as players and bots follow a game: each seat's events show its own view, the
// legal moves only on the stream of the seat to act, and the mover's answer shows what its own stream shows
// (the view is serialized once per version and viewer, http/shared-json.ts), never another seat's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, newGame, startServer, type TestServer } from '../../support/server.js';
import { openEvents, type EventStream } from '../../support/sse.js';

interface Seen {
  view: unknown;
  legalMoves?: unknown[];
}

describe.each(testDatabases())('a stream per seat on $name', testDb => {
  let server: TestServer;
  let base: string;
  const open: EventStream[] = [];
  beforeAll(async () => {
    server = await startServer(testDb);
    base = await server.listen();
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server.close();
    await testDb.dispose();
  });

  it("shows each seat its own view, on its stream and in its answer, and never the other's", async () => {
    const g = await newGame(server.api, {
      game: 'duel',
      players: 2,
      position: { hands: [[2], [3]], deck: [7, 8, 9], scores: [0, 0], turn: 0 },
    });
    const streams: EventStream[] = [];
    for (const token of g.tokens) {
      const stream = await openEvents(`${base}/games/${g.id}/events?token=${token}`);
      open.push(stream);
      streams.push(stream);
      await stream.waitFor(1);
    }
    const [zero, one] = streams as [EventStream, EventStream];
    const seen = (stream: EventStream, i: number): Seen => JSON.parse(stream.events[i]?.data ?? 'null') as Seen;
    const viewOf = async (seat: number): Promise<unknown> =>
      ((await server.api.get(`/games/${g.id}`).set(...bearer(g.tokens[seat] ?? ''))).body as Seen).view;

    for (const [mover, version] of [
      [0, 1],
      [1, 2],
    ] as const) {
      const answer = await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[mover] ?? ''))
        .send({ move: { type: 'draw' }, expectedVersion: version - 1 })
        .expect(200);
      await zero.waitFor(version + 1);
      await one.waitFor(version + 1);
      const views = [await viewOf(0), await viewOf(1)];
      expect(views[0]).not.toEqual(views[1]);
      expect((answer.body as Seen).view).toEqual(views[mover]);
      expect(seen(zero, version).view).toEqual(views[0]);
      expect(seen(one, version).view).toEqual(views[1]);
      // The next seat's legal moves are on its own stream only; the mover, no longer to act, gets none.
      const next = streams[1 - mover] as EventStream;
      expect(seen(next, version).legalMoves).toBeDefined();
      expect(seen(streams[mover] as EventStream, version).legalMoves).toBeUndefined();
      expect((answer.body as Seen).legalMoves).toBeUndefined();
    }
  });
});
