// A client that opens a game's stream and stops reading is cut off once more than MAX_BACKLOG_BYTES wait for it
// in the server (http/sse.ts), rather than every event piling up in its socket for as long as it stays connected;
// the cut is logged once and counted in GET /metrics, a client reading the same stream is unaffected, and the
// cut client resumes with Last-Event-ID from the last event it read. The game is a duel whose seat 1 holds a hand
// of 100,000 cards, so that each of its events is ~250 kB and a few moves fill the kernel's buffers (a few MB)
// and then the bound: a real client on 127.0.0.1 that never reads, not a mock.
import { once } from 'node:events';
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '../../../src/http/client-errors.js';
import { MAX_BACKLOG_BYTES } from '../../../src/http/sse.js';
import { capturedLogger } from '../../support/captured-logger.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, newGame, startServer, type TestServer } from '../../support/server.js';
import { openEvents, type EventStream } from '../../support/sse.js';

const HAND = 100_000;

/** `promise`, or a failure naming `what` after `ms`. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The ids of the complete events in a raw response (an event cut in the middle has no blank line yet). */
const completeIds = (raw: string): number[] => [...raw.matchAll(/id: (\d+)\ndata: [^\n]*\n\n/g)].map(m => Number(m[1]));

describe.each(testDatabases())('a stream whose client stops reading, on $name', testDb => {
  let server: TestServer;
  let http: Server;
  let base: string;
  const log = capturedLogger('info');
  /** The server's side of each connection, by the client's port. */
  const sockets = new Map<number, Socket>();
  const clients: Socket[] = [];
  const streams: EventStream[] = [];
  beforeAll(async () => {
    // Heartbeats far apart: this is the byte bound's case, not the stalled stream's.
    server = await startServer(testDb, { logger: log.logger, settings: { bodyLimit: '2mb', heartbeatMs: 600_000 } });
    http = createHttpServer(server.app.express);
    http.on('connection', (socket: Socket) => sockets.set(socket.remotePort ?? 0, socket));
    http.listen(0, '127.0.0.1');
    await once(http, 'listening');
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const client of clients) client.destroy();
    for (const stream of streams) stream.close();
    await server.close();
    http.closeAllConnections();
    await new Promise(resolve => http.close(resolve));
  });

  const cuts = async (): Promise<number> => {
    const metrics = await server.api.get('/metrics').expect(200);
    return Number(/croupier_event_streams_cut_total\{reason="backlog"\} (\d+)/.exec(metrics.text)?.[1] ?? 0);
  };

  it('is cut past the bound, its buffer no longer grows, a reader of the same stream goes on, and it resumes', async () => {
    const hand = Array.from({ length: HAND }, (_, i) => (i % 12) + 1);
    const g = await newGame(server.api, {
      game: 'duel',
      players: 2,
      options: { target: 1_000_000_000 },
      position: { hands: [[1], hand], deck: [], scores: [0, 0], turn: 0 },
    });
    const token = g.tokens[1] ?? '';
    // The slow client: a raw GET of seat 1's stream, which reads the game as it is (version 0), then stops.
    const slow = connect((http.address() as AddressInfo).port, '127.0.0.1');
    clients.push(slow);
    await once(slow, 'connect');
    let raw = '';
    let stopped = false;
    slow.on('data', (chunk: Buffer) => {
      raw += chunk.toString('latin1');
      if (stopped || !completeIds(raw).includes(0)) return;
      stopped = true;
      slow.pause();
    });
    const closed = new Promise(resolve => slow.once('close', resolve));
    slow.on('error', () => undefined);
    slow.write(
      `GET /games/${g.id}/events HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\nAuthorization: Bearer ${token}\r\n\r\n`,
    );
    const deadline = Date.now() + 5_000;
    while (!stopped && Date.now() < deadline) await new Promise(resolve => setTimeout(resolve, 10));
    expect(completeIds(raw)).toEqual([0]);
    const serverSide = sockets.get(slow.localPort ?? -1);
    if (!serverSide) throw new Error("no server side for the slow client's connection");
    // A client that reads the same stream, as seat 1 on another device.
    const reader = await openEvents(`${base}/games/${g.id}/events`, { Authorization: `Bearer ${token}` });
    streams.push(reader);
    let readerEnded = false;
    void reader.ended.then(() => (readerEnded = true));
    await reader.waitFor(1);

    let version = 0;
    let largest = 0;
    const roll = async (): Promise<void> => {
      const seat = version % 2;
      const res = await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[seat] ?? ''))
        .send({ move: { type: 'roll' } })
        .expect(200);
      version = (res.body as { version: number }).version;
      await reader.waitFor(version + 1, 10_000);
      largest = Math.max(largest, serverSide.writableLength);
    };
    // The kernel takes a few MB first (the client's window, the server's send buffer): 80 events of ~250 kB are
    // four times what it takes to fill them and the bound, and a bound on the test if the stream were never cut.
    for (let i = 0; i < 80 && !serverSide.destroyed; i++) await roll();
    expect(serverSide.destroyed).toBe(true);
    expect(await cuts()).toBe(1);
    const frame = Math.max(...reader.events.map(e => e.data.length));
    expect(largest).toBeLessThanOrEqual(MAX_BACKLOG_BYTES + 2 * frame);

    // More events: nothing more is written for the cut client, while the reader gets each of them.
    for (let i = 0; i < 3; i++) await roll();
    expect(serverSide.writableLength).toBe(0);
    expect(reader.events.map(e => Number(e.id))).toEqual(Array.from({ length: version + 1 }, (_, v) => v));
    expect(readerEnded).toBe(false);
    const cutLines = log.lines.filter(l => l.msg === 'event stream cut: its client is not reading');
    expect(cutLines).toHaveLength(1);
    expect(cutLines[0]).toMatchObject({ level: 40, reason: 'backlog' });
    expect(typeof cutLines[0]?.reqId).toBe('string');
    expect(log.text()).not.toContain(token);

    // The cut client reads what had reached it, and the connection is over: no end of the stream (`0` chunk).
    slow.resume();
    await within(closed, 5_000, "the slow client's connection to close");
    expect(raw).not.toMatch(/\r\n0\r\n\r\n$/);
    const got = completeIds(raw);
    expect(got).toEqual(Array.from({ length: got.length }, (_, v) => v));
    const last = got.at(-1) ?? 0;
    expect(last).toBeLessThan(version);

    // It comes back with Last-Event-ID, and gets every version it missed, in order.
    const back = await openEvents(`${base}/games/${g.id}/events`, {
      Authorization: `Bearer ${token}`,
      'Last-Event-ID': String(last),
    });
    streams.push(back);
    const missed = await back.waitFor(version - last, 10_000);
    expect(missed.map(e => Number(e.id))).toEqual(Array.from({ length: version - last }, (_, i) => last + 1 + i));
  }, 60_000);
});
