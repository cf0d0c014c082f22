// Following a game at scale (issue 12): one request per move for a client that follows the game (the move
// answer and the seat's events carry its legal moves while it is to act, and its view), watchers that cost
// the database one read per new version however many they are, and two processes serving one game in
// turns without sticky routing (each catches up with the other's entries and keeps answering; the one that
// follows the game, from the entries its feed folded, without reading the log).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../../src/games/registry.js';
import { countReads } from '../../support/log-reads.js';
import { testDatabases } from '../../support/databases.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { bearer, newGame, twoServersForSuite, type TestServer } from '../../support/server.js';
import { openEvents, type EventStream } from '../../support/sse.js';

interface Event {
  version: number;
  toAct: number[];
  view: unknown;
  legalMoves?: unknown[];
}

describe.each(testDatabases())('following games on $name', testDb => {
  const servers = twoServersForSuite(testDb, { games: [fixtureGame, ...games] });
  let one: TestServer;
  let two: TestServer;
  let base: string;
  const open: EventStream[] = [];
  beforeAll(async () => {
    ({ one, two } = servers);
    base = await one.listen();
  });
  // Registered after the servers' own afterAll, so it runs before it: streams close before their server.
  afterAll(() => {
    for (const s of open) s.close();
  });
  const follow = async (path: string): Promise<EventStream> => {
    const stream = await openEvents(`${base}${path}`);
    open.push(stream);
    return stream;
  };
  const dataOf = (stream: EventStream, i: number): Event => {
    const data: unknown = JSON.parse(stream.events[i]?.data ?? 'null');
    one.contract.validate('components/schemas/GameEvent', data);
    return data as Event;
  };

  it("a seat's events carry its view and, while it is to act, its legal moves; a spectator's the spectator view", async () => {
    const g = await newGame(one.api);
    const seat = g.toAct[0] ?? 0;
    const mine = await follow(`/games/${g.id}/events?token=${g.tokens[seat] ?? ''}`);
    const other = await follow(`/games/${g.id}/events?token=${g.tokens[1 - seat] ?? ''}`);
    const spectator = await follow(`/games/${g.id}/events`);
    await Promise.all([mine.waitFor(1), other.waitFor(1), spectator.waitFor(1)]);
    const legal = await one.api
      .get(`/games/${g.id}/legal-moves`)
      .set(...bearer(g.tokens[seat] ?? ''))
      .expect(200);
    const seen = await one.api
      .get(`/games/${g.id}`)
      .set(...bearer(g.tokens[seat] ?? ''))
      .expect(200);
    expect(dataOf(mine, 0)).toMatchObject({ version: 0, view: seen.body.view, legalMoves: legal.body.moves });
    expect(dataOf(other, 0).legalMoves).toBeUndefined();
    expect(dataOf(spectator, 0)).toMatchObject({ view: (await one.api.get(`/games/${g.id}`).expect(200)).body.view });
    expect(dataOf(spectator, 0).legalMoves).toBeUndefined();

    await one.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(g.tokens[seat] ?? ''))
      .send({ move: { type: 'roll' } })
      .expect(200);
    await Promise.all([mine.waitFor(2), other.waitFor(2)]);
    const next = await one.api
      .get(`/games/${g.id}/legal-moves`)
      .set(...bearer(g.tokens[1 - seat] ?? ''))
      .expect(200);
    expect(dataOf(other, 1)).toMatchObject({ version: 1, legalMoves: next.body.moves });
    expect(dataOf(mine, 1).legalMoves).toBeUndefined();
  });

  it("a move answer carries the mover's legal moves exactly while it is still to act (Monad: one request per move)", async () => {
    const created = await one.api.post('/games').send({ game: 'monad', players: 2, seed: 'follow-1' }).expect(201);
    const tokens = (created.body.seats as { token: string }[]).map(s => s.token);
    let toAct: number[] = created.body.toAct;
    let stillToAct = 0;
    for (let i = 0; i < 40 && toAct.length > 0; i++) {
      const seat = toAct[0] ?? 0;
      const legal = await one.api
        .get(`/games/${created.body.id}/legal-moves`)
        .set(...bearer(tokens[seat] ?? ''))
        .expect(200);
      // The last listed move (a deterministic, varied choice: trades and buys come before draws in the list).
      const move: unknown = legal.body.moves[(i * 7) % legal.body.moves.length];
      const res = await one.api
        .post(`/games/${created.body.id}/moves`)
        .set(...bearer(tokens[seat] ?? ''))
        .send({ move })
        .expect(200);
      toAct = res.body.toAct;
      if (toAct.includes(seat)) {
        stillToAct++;
        const now = await one.api
          .get(`/games/${created.body.id}/legal-moves`)
          .set(...bearer(tokens[seat] ?? ''))
          .expect(200);
        expect(res.body.legalMoves).toEqual(now.body.moves);
      } else {
        expect(res.body.legalMoves).toBeUndefined();
      }
    }
    expect(stillToAct).toBeGreaterThan(0);
  });

  it("watchers cost one read of the log per new version, whether 1 or 30 follow the game, and none for their own process's moves", async () => {
    const readsPerMove = async (watchers: number, through: TestServer = two): Promise<number> => {
      const g = await newGame(one.api);
      const streams = await Promise.all(Array.from({ length: watchers }, () => follow(`/games/${g.id}/events`)));
      await Promise.all(streams.map(s => s.waitFor(1)));
      // Past the feed's first re-check, so that only the moves are counted.
      await new Promise(resolve => setTimeout(resolve, 1_100));
      const reads = countReads(g.id);
      let toAct = g.toAct;
      const moves = 6;
      for (let i = 0; i < moves; i++) {
        const seat = toAct[0] ?? 0;
        const res = await through.api
          .post(`/games/${g.id}/moves`)
          .set(...bearer(g.tokens[seat] ?? ''))
          .send({ move: { type: 'roll' } })
          .expect(200);
        toAct = res.body.toAct;
        await Promise.all(streams.map(s => s.waitFor(i + 2)));
      }
      for (const s of streams) expect(s.events.map(e => Number(e.id))).toEqual([0, 1, 2, 3, 4, 5, 6]);
      reads.stop();
      return reads.count / moves;
    };
    const few = await readsPerMove(1);
    const many = await readsPerMove(30);
    // Instance two appends (its cache is current: no read); instance one's feed reads each new version once.
    expect(many).toBeLessThanOrEqual(1.5);
    expect(many).toBeLessThanOrEqual(few * 1.5);
    // Moves made through the watchers' own process reach them with the game it already folded.
    expect(await readsPerMove(30, one)).toBeLessThanOrEqual(0.5);
  });

  it('two instances in turns, a bot following the game on one: the moves that land on the follower read nothing', async () => {
    const g = await newGame(one.api);
    const stream = await follow(`/games/${g.id}/events`);
    await stream.waitFor(1);
    // Past the feed's first re-check, so that only the moves are counted.
    await new Promise(resolve => setTimeout(resolve, 1_100));
    // Reads from a move's request until its event is on the stream: the app that took it, and the feed.
    const reads = new Map<TestServer, number[]>([
      [one, []],
      [two, []],
    ]);
    let version = 0;
    let toAct = g.toAct;
    for (let i = 0; i < 10 && toAct.length > 0; i++) {
      // As a bot plays: the next move is posted once the previous one's event is on the stream.
      const through = i % 2 === 0 ? two : one;
      const counter = countReads(g.id);
      const res = await through.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[toAct[0] ?? 0] ?? ''))
        .set('Idempotency-Key', `bot-${i}`)
        .send({ move: { type: 'roll' }, expectedVersion: version })
        .expect(200);
      version = res.body.version;
      toAct = res.body.toAct;
      await stream.waitFor(version + 1);
      counter.stop();
      reads.get(through)?.push(counter.count);
    }
    // One's feed folded two's entry from its notification, into one's cache: one's moves read no tail.
    expect(reads.get(one)?.length).toBeGreaterThan(1);
    expect(reads.get(one)).toEqual(reads.get(one)?.map(() => 0));
    // Two does not follow the game: it reads the tail it missed, once per move, and one's feed nothing.
    for (const n of reads.get(two) ?? []) expect(n).toBeLessThanOrEqual(1);
  });

  it('two instances serving one game in turns answer every move, with expected versions and keys', async () => {
    const g = await newGame(one.api);
    let version = 0;
    let toAct = g.toAct;
    for (let i = 0; i < 12 && toAct.length > 0; i++) {
      const seat = toAct[0] ?? 0;
      const res = await (i % 2 === 0 ? one : two).api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[seat] ?? ''))
        .set('Idempotency-Key', `k-${i}`)
        .send({ move: { type: 'roll' }, expectedVersion: version })
        .expect(200);
      expect(res.body.version).toBe(version + 1);
      version = res.body.version;
      toAct = res.body.toAct;
    }
    // A retry through the other instance replays the first answer.
    const last = version - 1;
    const replay = await (last % 2 === 0 ? two : one).api
      .post(`/games/${g.id}/moves`)
      .set(
        ...bearer(
          g.tokens[(await one.api.get(`/games/${g.id}/moves?after=${last}`).expect(200)).body.entries[0].seat] ?? '',
        ),
      )
      .set('Idempotency-Key', `k-${last}`)
      .send({ move: { type: 'roll' }, expectedVersion: last })
      .expect(200);
    expect(replay.body.version).toBe(version);
    const log = await one.api.get(`/games/${g.id}/moves`).expect(200);
    expect(log.body.entries.map((e: { seq: number }) => e.seq)).toEqual(
      Array.from({ length: version + 1 }, (_, i) => i),
    );
  });
});
