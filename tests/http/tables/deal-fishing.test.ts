// No deal fishing: the deal is drawn when a table opens, so until its game has started every seat sees the
// table as a spectator does (the game, its log, its stream; no legal moves). Otherwise a creator could see
// their hand while waiting, cancel for free and open again until dealt a strong one. Once the last seat is
// taken, each seat sees its own again, and a stream opened while waiting carries it from the `start` event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../../src/games/registry.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { openEvents, type EventStream } from '../../support/sse.js';
import { signUp } from '../../support/tables.js';

interface SeenEntry {
  kind: string;
  facts: { type: string; seats?: { hand?: unknown }[] }[];
}

describe.each(testDatabases())('no hidden information before the start on $name', testDb => {
  const server = serverForSuite(testDb, { games });
  let base: string;
  const open: EventStream[] = [];
  beforeAll(async () => {
    base = await server.listen();
  });
  afterAll(() => {
    for (const s of open) s.close();
  });

  /** A waiting table of `game`: Ada (by key) at seat 0, one open seat; Grace signed up to join it. */
  async function waitingTable(game: string) {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const created = await server.api
      .post('/games')
      .set(...bearer(ada.key))
      .send({ game, players: 2, seats: [{ me: true }, { open: true }] })
      .expect(201);
    const id = created.body.id as string;
    const join = () =>
      server.api
        .post(`/games/${id}/join`)
        .set(...bearer(grace.key))
        .send({ code: created.body.invites[0].code })
        .expect(200);
    return { id, ada, join };
  }
  const seen = async (id: string, key?: string) => {
    const req = (path: string) => (key === undefined ? server.api.get(path) : server.api.get(path).set(...bearer(key)));
    const [game, log] = await Promise.all([req(`/games/${id}`).expect(200), req(`/games/${id}/moves`).expect(200)]);
    return { game: game.body, entries: log.body.entries as SeenEntry[] };
  };
  const follow = async (id: string, key: string): Promise<EventStream> => {
    const stream = await openEvents(`${base}/games/${id}/events`, { Authorization: `Bearer ${key}` });
    open.push(stream);
    return stream;
  };
  const viewOf = (stream: EventStream, i: number): { status: string; view: Record<string, unknown> } =>
    JSON.parse(stream.events[i]?.data ?? 'null');

  it('Monad: the creator sees no hand while the table waits, and their own once the game has started', async () => {
    const { id, ada, join } = await waitingTable('monad');
    const stream = await follow(id, ada.key);
    const [mine, spectator] = await Promise.all([seen(id, ada.key), seen(id)]);
    expect(mine.game.status).toBe('waiting');
    expect(mine.game.seat).toBe(0);
    expect(mine.game.view.hand).toBeNull();
    expect(mine.game.view).toEqual(spectator.game.view);
    // The deal in the log shows no hand either.
    expect(mine.entries).toEqual(spectator.entries);
    const dealt = mine.entries.flatMap(e => e.facts).find(f => f.type === 'dealt');
    expect(dealt?.seats?.every(s => s.hand === undefined)).toBe(true);
    const legal = await server.api
      .get(`/games/${id}/legal-moves`)
      .set(...bearer(ada.key))
      .expect(200);
    expect(legal.body.moves).toEqual([]);
    await stream.waitFor(1);
    expect(viewOf(stream, 0).view).toEqual(spectator.game.view);

    await join();
    const after = await seen(id, ada.key);
    expect(after.game.status).toBe('active');
    expect(after.game.view.you).toBe(0);
    expect(Array.isArray(after.game.view.hand) && after.game.view.hand.length).toBeGreaterThan(0);
    const dealtNow = after.entries.flatMap(e => e.facts).find(f => f.type === 'dealt');
    expect(dealtNow?.seats?.[0]?.hand).toEqual(expect.any(Array));
    expect(dealtNow?.seats?.[1]?.hand).toBeUndefined();
    // The stream opened while waiting: join, then start, which brings Ada's hand.
    await stream.waitFor(3);
    const started = viewOf(stream, 2);
    expect(started.status).toBe('active');
    expect(started.view.hand).toEqual(after.game.view.hand);
  });

  it('Monte Carlo: the creator is a spectator while the table waits, and seat 0 once the game has started', async () => {
    const { id, ada, join } = await waitingTable('monte-carlo');
    const [mine, spectator] = await Promise.all([seen(id, ada.key), seen(id)]);
    expect(mine.game.seat).toBe(0);
    expect(mine.game.view).toEqual(spectator.game.view);
    expect(mine.game.view.viewer).toBeNull();
    expect(mine.entries).toEqual(spectator.entries);
    await join();
    expect((await seen(id, ada.key)).game.view.viewer).toBe(0);
  });
});
