// Tables (issue 9) meet the shared feeds and legal moves of issue 12: a table's entries (join, start,
// cancel) reach its game stream; nobody acts while a table waits, so no event carries legal moves then;
// once it starts, the seat to act gets its view and legal moves by its player key as by a seat token, in
// events and in move answers; a cancelled table's stream ends. Ids that are not uuids are unknown games
// on the table routes too (404 before the database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../../src/games/registry.js';
import { testDatabases } from '../../support/databases.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { openEvents, type EventStream } from '../../support/sse.js';
import { inviteTable, signUp } from '../../support/tables.js';

interface Event {
  version: number;
  status: string;
  toAct: number[];
  entry: { kind: string };
  view: unknown;
  legalMoves?: unknown[];
}

describe.each(testDatabases())('table streams on $name', testDb => {
  const server = serverForSuite(testDb, { games: [fixtureGame, ...games] });
  let base: string;
  const open: EventStream[] = [];
  beforeAll(async () => {
    base = await server.listen();
  });
  // Registered after the server's own afterAll, so it runs before it: streams close before their server.
  afterAll(() => {
    for (const s of open) s.close();
  });
  const follow = async (id: string, key: string): Promise<EventStream> => {
    const stream = await openEvents(`${base}/games/${id}/events`, { Authorization: `Bearer ${key}` });
    open.push(stream);
    return stream;
  };
  const dataOf = (stream: EventStream, i: number): Event => {
    const data: unknown = JSON.parse(stream.events[i]?.data ?? 'null');
    server.contract.validate('components/schemas/GameEvent', data);
    return data as Event;
  };

  it.each(['join', 'leave', 'cancel', 'rematch'])(
    'answers 404 game-not-found for POST /games/{not a uuid}/%s',
    async action => {
      const ada = await signUp(server.api, 'Ada');
      const res = await server.api
        .post(`/games/not-a-uuid/${action}`)
        .set(...bearer(ada.key))
        .send({})
        .expect(404);
      expect(res.body.code).toBe('game-not-found');
    },
  );

  it('streams the join and the start; legal moves only once the game is active, for the seat to act, by player key', async () => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const { id, body } = await inviteTable(server.api, ada.key);
    const stream = await follow(id, ada.key);
    await stream.waitFor(1);
    const first = dataOf(stream, 0);
    expect([first.status, first.toAct, first.legalMoves]).toEqual(['waiting', [], undefined]);
    expect(first.view).toBeDefined();

    await server.api
      .post(`/games/${id}/join`)
      .set(...bearer(grace.key))
      .send({ code: body.invites[0]?.code })
      .expect(200);
    await stream.waitFor(3);
    const [joined, started] = [dataOf(stream, 1), dataOf(stream, 2)];
    expect([joined.entry.kind, joined.status, joined.toAct, joined.legalMoves]).toEqual([
      'join',
      'waiting',
      [],
      undefined,
    ]);
    expect([started.entry.kind, started.status]).toEqual(['start', 'active']);
    // Ada holds seat 0: her events carry legal moves exactly when she is to act.
    expect(started.legalMoves !== undefined).toBe(started.toAct.includes(0));
    if (started.legalMoves) expect(started.legalMoves.length).toBeGreaterThan(0);

    // The move answer, by player key, carries the mover's legal moves while it is still to act.
    const [toAct] = started.toAct;
    const key = toAct === 0 ? ada.key : grace.key;
    const moved = await server.api
      .post(`/games/${id}/moves`)
      .set(...bearer(key))
      .send({ move: { type: 'roll' } })
      .expect(200);
    expect(moved.body.legalMoves !== undefined).toBe((moved.body.toAct as number[]).includes(toAct ?? -1));
    await stream.waitFor(4);
    const after = dataOf(stream, 3);
    expect(after.entry.kind).toBe('move');
    expect(after.legalMoves !== undefined).toBe(after.status === 'active' && after.toAct.includes(0));
  });

  it('ends the stream of a table once it is cancelled', async () => {
    const ada = await signUp(server.api, 'Ada');
    const { id } = await inviteTable(server.api, ada.key);
    const stream = await follow(id, ada.key);
    await stream.waitFor(1);
    await server.api
      .post(`/games/${id}/cancel`)
      .set(...bearer(ada.key))
      .expect(200);
    await stream.waitFor(2);
    const cancelled = dataOf(stream, 1);
    expect([cancelled.entry.kind, cancelled.status, cancelled.toAct, cancelled.legalMoves]).toEqual([
      'cancel',
      'cancelled',
      [],
      undefined,
    ]);
    await stream.ended;
    // Opened after the end, it sends the game as it is and ends at once.
    const late = await follow(id, ada.key);
    await late.ended;
    expect(late.events).toHaveLength(1);
    expect(dataOf(late, 0).status).toBe('cancelled');
  });
});
