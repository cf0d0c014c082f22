// The event stream: one event per version, the first being the game now; resuming after a version with
// Last-Event-ID; the token in the header or in ?token=; refusals before the stream starts; heartbeats;
// streams ended on shutdown. Every event's data is checked against the document's GameEvent schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, newGame, startServer, type NewGame, type TestServer } from '../../support/server.js';
import { openEvents, type EventStream } from '../../support/sse.js';
import { countReads } from '../../support/log-reads.js';

describe.each(testDatabases())('event streams on $name', testDb => {
  let server: TestServer;
  let base: string;
  const open: EventStream[] = [];
  beforeAll(async () => {
    server = await startServer(testDb, { settings: { heartbeatMs: 200 } });
    base = await server.listen();
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server.close();
    await testDb.dispose();
  });
  const follow = async (path: string, headers: Record<string, string> = {}): Promise<EventStream> => {
    const stream = await openEvents(`${base}${path}`, headers);
    open.push(stream);
    return stream;
  };
  const dataOf = (stream: EventStream, i: number) => {
    const event = stream.events[i];
    if (!event) throw new Error(`no event ${i}`);
    const data: unknown = JSON.parse(event.data);
    server.contract.validate('components/schemas/GameEvent', data);
    return {
      id: event.id,
      data: data as {
        version: number;
        toAct: number[];
        status: string;
        entry: { seq: number; kind: string; move: unknown; facts: { card?: number | null }[] };
      },
    };
  };

  /** The seat rolls, in a game of the default kind. */
  const roll = async (g: NewGame, seat: number): Promise<void> => {
    await server.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(g.tokens[seat] ?? ''))
      .send({ move: { type: 'roll' } })
      .expect(200);
  };

  it('sends the game now, then one event per new version, redacted for the follower', async () => {
    const g = await newGame(server.api, {
      game: 'duel',
      players: 2,
      position: { hands: [[2], [3]], deck: [7, 8], scores: [0, 0], turn: 0 },
    });
    const spectator = await follow(`/games/${g.id}/events`);
    const seat1 = await follow(`/games/${g.id}/events?token=${g.tokens[1] ?? ''}`);
    expect(spectator.status).toBe(200);
    expect(spectator.contentType).toMatch(/^text\/event-stream/);
    await spectator.waitFor(1);
    expect(dataOf(spectator, 0)).toMatchObject({
      id: '0',
      data: { version: 0, toAct: [0], entry: { seq: 0, kind: 'setup' } },
    });

    await server.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(g.tokens[0] ?? ''))
      .send({ move: { type: 'draw' } })
      .expect(200);
    await server.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(g.tokens[1] ?? ''))
      .send({ move: { type: 'draw' } })
      .expect(200);
    await spectator.waitFor(3);
    await seat1.waitFor(3);
    expect(spectator.events.map(e => e.id)).toEqual(['0', '1', '2']);
    expect(dataOf(spectator, 1).data).toMatchObject({
      version: 1,
      toAct: [1],
      entry: { seq: 1, move: null, facts: [{ card: null }] },
    });
    expect(dataOf(seat1, 1).data.entry.facts).toEqual([{ type: 'drew', seat: 0, card: null }]);
    expect(dataOf(seat1, 2).data.entry).toMatchObject({
      move: { type: 'draw' },
      facts: [{ type: 'drew', seat: 1, card: 8 }],
    });
  });

  it('resumes after Last-Event-ID with every entry after it, and accepts the token as a header', async () => {
    const g = await newGame(server.api);
    const owner = g.toAct[0] ?? 0;
    await roll(g, owner);
    await roll(g, 1 - owner);
    const resumed = await follow(`/games/${g.id}/events`, {
      'Last-Event-ID': '0',
      Authorization: `Bearer ${g.tokens[0] ?? ''}`,
    });
    await resumed.waitFor(2);
    expect(resumed.events.map(e => e.id)).toEqual(['1', '2']);
    expect(dataOf(resumed, 0).data.toAct).toEqual([1 - owner]);
    const upToDate = await follow(`/games/${g.id}/events`, { 'Last-Event-ID': '2' });
    await server.api
      .post(`/games/${g.id}/resign`)
      .set(...bearer(g.tokens[0] ?? ''))
      .expect(200);
    await upToDate.waitFor(1);
    expect(dataOf(upToDate, 0)).toMatchObject({ id: '3', data: { status: 'finished', entry: { kind: 'resign' } } });
  });

  it("starts afresh with the game now when Last-Event-ID names no version of the game (another game's, or made up)", async () => {
    const g = await newGame(server.api);
    const owner = g.toAct[0] ?? 0;
    await roll(g, owner);
    const foreign = await follow(`/games/${g.id}/events`, { 'Last-Event-ID': '999999999' });
    await foreign.waitFor(1);
    expect(dataOf(foreign, 0)).toMatchObject({ id: '1', data: { version: 1, toAct: [1 - owner] } });
    // And on from there, with the next version.
    await roll(g, 1 - owner);
    await foreign.waitFor(2);
    expect(foreign.events.map(e => e.id)).toEqual(['1', '2']);
  });

  it('sends heartbeat comments', async () => {
    const g = await newGame(server.api);
    const stream = await follow(`/games/${g.id}/events`);
    await stream.waitFor(1);
    await new Promise(resolve => setTimeout(resolve, 450));
    expect(stream.raw()).toContain(': heartbeat');
  });

  it('beats one heartbeat for every open stream, game and player streams alike', async () => {
    const [a, b] = [await newGame(server.api), await newGame(server.api)];
    const player = await server.api.post('/players').send({ name: 'Ada' }).expect(201);
    const streams = [
      await follow(`/games/${a.id}/events`),
      await follow(`/games/${a.id}/events`, { Authorization: `Bearer ${a.tokens[0] ?? ''}` }),
      await follow(`/games/${b.id}/events`, { Authorization: `Bearer ${b.tokens[1] ?? ''}` }),
      await follow('/players/me/events', { Authorization: `Bearer ${(player.body as { key: string }).key}` }),
    ];
    await new Promise(resolve => setTimeout(resolve, 450));
    for (const stream of streams) expect(stream.raw()).toContain(': heartbeat');
  });

  it('opens more streams of a game it follows without reading the log, for spectators and seats alike', async () => {
    const g = await newGame(server.api);
    const first = await follow(`/games/${g.id}/events`);
    await first.waitFor(1);
    const reads = countReads(g.id);
    // Ten streams of each kind: before, each read the game's log once as it opened.
    const more: EventStream[] = [];
    for (let i = 0; i < 10; i++) {
      more.push(await follow(`/games/${g.id}/events`));
      more.push(await follow(`/games/${g.id}/events`, { Authorization: `Bearer ${g.tokens[0] ?? ''}` }));
      more.push(await follow(`/games/${g.id}/events?token=${g.tokens[1] ?? ''}`));
    }
    for (const stream of more) await stream.waitFor(1);
    // What reads there are come from the feeds' own re-checks now and then (streams/waker.ts), not the streams.
    reads.stop();
    expect(reads.count).toBeLessThan(more.length / 3);
    // Each still sees the game as its viewer does: the seats their own view, the spectator a spectator's.
    const views = await Promise.all(
      [undefined, g.tokens[0], g.tokens[1]].map(async token => {
        const get = server.api.get(`/games/${g.id}`);
        const res = await (token === undefined ? get : get.set(...bearer(token))).expect(200);
        return (res.body as { view: unknown }).view;
      }),
    );
    expect(
      more.slice(0, 3).map(stream => (JSON.parse(stream.events[0]?.data ?? 'null') as { view: unknown }).view),
    ).toEqual(views);
  });

  it('refuses with a problem before the stream starts', async () => {
    const [a, b] = [await newGame(server.api), await newGame(server.api)];
    await server.api.get(`/games/${a.id}/events?token=nope`).expect(401);
    await server.api
      .get(`/games/${a.id}/events`)
      .set(...bearer(b.tokens[0] ?? ''))
      .expect(403);
    await server.api.get(`/games/${a.id}/events`).set('Last-Event-ID', 'yesterday').expect(400);
  });
});

describe.each(testDatabases())('shutdown on $name', testDb => {
  it('ends open streams when the app closes', async () => {
    const server = await startServer(testDb);
    const base = await server.listen();
    const g = await newGame(server.api);
    const stream = await openEvents(`${base}/games/${g.id}/events`);
    await stream.waitFor(1);
    await server.close();
    await stream.ended;
    await testDb.dispose();
  });
});
