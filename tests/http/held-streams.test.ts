// A held event stream leaves the HTTP server (http/detach.ts, sse.ts): the bytes a client reads are the same as
// a stream the server keeps (head, chunks, the end), what the client sends meanwhile is served after the stream,
// a client that leaves or floods the connection ends it, connection bounds still count it, an HTTP/1.0
// client gets its stream unchunked and closed at the end, and a client that stops reading is cut off (past the
// bound beyond its catch-up, or after two heartbeats in which its socket took nothing). Each case on a raw socket,
// to see the bytes.
import { once } from 'node:events';
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpServer } from '../../src/http/client-errors.js';
import { heldStreams, MAX_BACKLOG_BYTES, SseStream, type CutReason } from '../../src/http/sse.js';

interface Served {
  readonly port: number;
  readonly server: Server;
  /** The streams held, and how many have stopped. */
  readonly streams: ReturnType<typeof heldStreams>;
  readonly stopped: () => number;
  /** The server's side of the last stream's connection, once held. */
  readonly lastSocket: () => Socket | null;
  /** The last stream. */
  readonly lastStream: () => SseStream | null;
  /** The streams cut for clients that did not read them, by reason. */
  readonly cuts: CutReason[];
}

const servers: Server[] = [];
const clients: Socket[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise(resolve => server.close(resolve));
  }
});

/** An event of `bytes` characters or so. */
const bigEvent = (bytes: number): string => `data: "${'x'.repeat(bytes)}"\n\n`;

/**
 * `catchUpBytes`: what each stream writes after its first event, before it is held (as a resumed game's);
 * `lingerMs`: how long a closing connection may take, shorter than the two heartbeats it is by default.
 */
async function serve(
  connections = { total: 0, perIp: 0 },
  { heartbeatMs = 60_000, catchUpBytes = 0, lingerMs = undefined as number | undefined } = {},
): Promise<Served> {
  const cuts: CutReason[] = [];
  const beating = heldStreams(heartbeatMs, reason => cuts.push(reason));
  const streams = lingerMs === undefined ? beating : { ...beating, lingerMs };
  let stopped = 0;
  let lastSocket: Socket | null = null;
  let lastStream: SseStream | null = null;
  const app = express();
  app.get('/events', (req, res) => {
    const out = new SseStream(res);
    out.write('id: 1\ndata: "first"\n\n');
    for (let written = 0; written < catchUpBytes; written += 64 * 1024) out.write(bigEvent(64 * 1024));
    out.hold(streams, () => (stopped += 1));
    lastSocket = req.socket;
    lastStream = out;
  });
  app.get('/next', (_req, res) => {
    res.type('text/plain').send('next');
  });
  const server = createHttpServer(app, { connections });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    server,
    streams,
    stopped: () => stopped,
    lastSocket: () => lastSocket,
    lastStream: () => lastStream,
    cuts,
  };
}

/** A raw connection and everything it has read so far. */
async function rawClient(port: number): Promise<{ socket: Socket; read: () => string; closed: Promise<unknown> }> {
  const socket = connect(port, '127.0.0.1');
  clients.push(socket);
  await once(socket, 'connect');
  let text = '';
  socket.on('data', chunk => (text += chunk.toString('latin1')));
  // Not events.once: a reset connection emits 'error' first, and the test waits for the close either way.
  const closed = new Promise(resolve => socket.once('close', resolve));
  return { socket, read: () => text, closed };
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise(resolve => setTimeout(resolve, 10));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

/** Events until the kernel's buffers for a client that reads nothing are full, and some wait in the process. */
async function fillKernel(socket: Socket, stream: SseStream): Promise<void> {
  for (let i = 0; i < 1000 && socket.writableLength === 0; i++) {
    stream.write(bigEvent(16 * 1024));
    await new Promise(resolve => setImmediate(resolve));
  }
}

/** Whether the stream's socket has left the HTTP server (detach.ts frees its parser). */
const detached = (socket: Socket | null): boolean =>
  socket !== null && (socket as Socket & { parser?: unknown }).parser === null;

const GET = (path: string, version = '1.1'): string => `GET ${path} HTTP/${version}\r\nHost: x\r\n\r\n`;
/** The bytes with the Date headers' values (the only part that varies) blanked. */
const withoutDate = (text: string): string => text.replace(/^Date: .*$/gm, 'Date: -');

describe('held event streams', () => {
  it('write the same bytes as a stream the server keeps, and serve what the client sent meanwhile after the end', async () => {
    const s = await serve();
    // Held: the stream leaves the server once set up.
    const held = await rawClient(s.port);
    held.socket.write(GET('/events'));
    await until(() => held.read().includes('"first"'), 'the first event');
    expect(s.lastSocket()).not.toBeNull();
    expect((s.lastSocket() as Socket & { parser?: unknown }).parser).toBeNull();
    for (const stream of s.streams.open) stream.write('id: 2\ndata: "second"\n\n');
    held.socket.write(GET('/next'));
    await new Promise(resolve => setTimeout(resolve, 50));
    for (const stream of [...s.streams.open]) stream.end();
    await until(() => held.read().endsWith('next'), 'the answer to the request sent during the stream');
    expect(s.stopped()).toBe(1);

    // Kept: a request pipelined behind the stream's own (parsed before the stream is set up) keeps it with the
    // server, as before detaching existed.
    const kept = await rawClient(s.port);
    kept.socket.write(GET('/events') + GET('/next'));
    await until(() => kept.read().includes('"first"'), 'the first event of the kept stream');
    expect((s.lastSocket() as Socket & { parser?: unknown }).parser).not.toBeNull();
    for (const stream of s.streams.open) stream.write('id: 2\ndata: "second"\n\n');
    for (const stream of [...s.streams.open]) stream.end();
    await until(() => kept.read().endsWith('next'), 'the pipelined answer');
    expect(s.stopped()).toBe(2);

    expect(withoutDate(held.read())).toBe(withoutDate(kept.read()));
    expect(held.read()).toContain(
      '\r\n\r\nd\r\nretry: 2000\n\n\r\n15\r\nid: 1\ndata: "first"\n\n\r\n16\r\nid: 2\ndata: "second"\n\n\r\n0\r\n\r\nHTTP/1.1 200 OK\r\n',
    );
  });

  it('ends when the client leaves, and the connection bounds count it until then (once, given back or not)', async () => {
    // Two connections from one address at most: a connection given back and counted again would leave no room.
    const s = await serve({ total: 0, perIp: 2 });
    const gate = await rawClient(s.port);
    gate.socket.write(GET('/events'));
    await until(() => gate.read().includes('"first"'), 'the first event');
    for (const stream of [...s.streams.open]) stream.end();
    await until(() => gate.read().includes('0\r\n\r\n'), 'the end');
    // Given back to the server as a new connection: the next request is served on it.
    gate.socket.write(GET('/next'));
    await until(() => gate.read().endsWith('next'), 'the next answer');
    const other = await rawClient(s.port);
    other.socket.write(GET('/events'));
    await until(() => other.read().includes('"first"'), 'the second stream');
    expect(other.read()).toMatch(/^HTTP\/1.1 200 OK/);
    other.socket.end();
    await other.closed;
    await until(() => s.stopped() === 2, 'the stream stopped');
    expect(s.streams.open.size).toBe(0);
    // Its place is free again once it is closed.
    const third = await rawClient(s.port);
    third.socket.write(GET('/next'));
    await until(() => third.read().endsWith('next'), 'a third connection served');
  });

  it('closes a connection whose client floods it while its stream is held, and the process goes on', async () => {
    const s = await serve();
    const flood = await rawClient(s.port);
    flood.socket.on('error', () => undefined);
    flood.socket.write(GET('/events'));
    await until(() => flood.read().includes('"first"'), 'the first event');
    const junk = Buffer.alloc(16 * 1024, 'x');
    for (let i = 0; i < 8 && !flood.socket.destroyed; i++) flood.socket.write(junk);
    await flood.closed;
    await until(() => s.stopped() === 1, 'the stream stopped');
    const next = await rawClient(s.port);
    next.socket.write(GET('/next'));
    await until(() => next.read().endsWith('next'), 'an answer after the flood');
  });

  it('streams to an HTTP/1.0 client unchunked, and closes its connection at the end', async () => {
    const s = await serve();
    const old = await rawClient(s.port);
    old.socket.write(GET('/events', '1.0'));
    await until(() => old.read().includes('"first"'), 'the first event');
    for (const stream of s.streams.open) stream.write('id: 2\ndata: "second"\n\n');
    for (const stream of [...s.streams.open]) stream.end();
    await old.closed;
    expect(old.read()).toMatch(/\r\n\r\nretry: 2000\n\nid: 1\ndata: "first"\n\nid: 2\ndata: "second"\n\n$/);
    expect(s.stopped()).toBe(1);
  });

  it('resets a connection that closes after its stream when its client reads nothing of the rest in time', async () => {
    // An HTTP/1.0 client's connection closes at the stream's end, after every byte written before it: one that
    // stopped reading would keep it for as long as it stays silent. The heartbeat of 1 minute keeps the stall cut
    // out of it, and the linger, two heartbeats by default, is made shorter.
    const s = await serve(undefined, { lingerMs: 100 });
    const old = await rawClient(s.port);
    old.socket.on('error', () => undefined);
    old.socket.write(GET('/events', '1.0'));
    await until(() => old.read().includes('"first"') && detached(s.lastSocket()), 'the stream held');
    old.socket.pause();
    const socket = s.lastSocket() as Socket;
    const stream = s.lastStream() as SseStream;
    await fillKernel(socket, stream);
    expect(socket.writableLength).toBeGreaterThan(0);
    const closed = new Promise(resolve => socket.once('close', resolve));
    stream.end();
    expect(s.stopped()).toBe(1);
    expect(socket.destroyed).toBe(false);
    await until(() => socket.destroyed, 'the connection reset after the linger');
    // The write the kernel had in hand is given back (cancelled) only when the handle has closed, a turn or more
    // after the reset (`closed` is already true then): read what waits at the 'close' event.
    await closed;
    expect(socket.writableLength).toBe(0);
  });

  it('cuts a stream whose client stopped reading past the bound beyond its catch-up, not before', async () => {
    // 8 MB written before the stream is held, to a client that reads nothing: a few MB fill the kernel's buffers,
    // the rest waits in the process, more than the bound, and is no reason to cut (a long game resumed from afar).
    const s = await serve(undefined, { catchUpBytes: 8 * 1024 * 1024 });
    const late = await rawClient(s.port);
    late.socket.pause();
    late.socket.on('error', () => undefined);
    late.socket.write(GET('/events'));
    await until(() => detached(s.lastSocket()), 'the stream held');
    const socket = s.lastSocket() as Socket;
    const stream = s.lastStream() as SseStream;
    const caughtUp = socket.writableLength;
    expect(caughtUp).toBeGreaterThan(MAX_BACKLOG_BYTES);
    stream.write('id: 2\ndata: "second"\n\n');
    expect(socket.destroyed).toBe(false);
    // Live events beyond it, unread: the stream is cut once they pass the bound, and nothing more waits for it.
    for (let i = 0; i < 8 && !socket.destroyed; i++) stream.write(bigEvent(64 * 1024));
    expect(socket.destroyed).toBe(true);
    expect(s.cuts).toEqual(['backlog']);
    await until(() => s.stopped() === 1, 'the stream stopped');
    expect(s.streams.open.size).toBe(0);
    stream.write(bigEvent(64 * 1024));
    expect(socket.writableLength).toBe(0);
    // Reset: the client reads what had reached it, and the connection is over, without the stream's end.
    late.socket.resume();
    await late.closed;
    expect(late.read()).toContain('"first"');
    expect(late.read()).not.toContain('0\r\n\r\n');
  });

  it('cuts a stream whose socket took nothing for two heartbeats, below the bound, and not one that reads', async () => {
    const s = await serve(undefined, { heartbeatMs: 40 });
    const reading = await rawClient(s.port);
    reading.socket.write(GET('/events'));
    await until(() => detached(s.lastSocket()), 'the reading stream held');
    const stuck = await rawClient(s.port);
    stuck.socket.on('error', () => undefined);
    stuck.socket.write(GET('/events'));
    await until(() => stuck.read().includes('"first"') && detached(s.lastSocket()), 'the stuck stream held');
    stuck.socket.pause();
    const socket = s.lastSocket() as Socket;
    const stream = s.lastStream() as SseStream;
    // Far less than the bound waits in the process; then no more events.
    await fillKernel(socket, stream);
    expect(socket.writableLength).toBeGreaterThan(0);
    expect(socket.writableLength).toBeLessThan(MAX_BACKLOG_BYTES);
    await until(() => s.cuts.length > 0, 'the stuck stream cut');
    expect(s.cuts).toEqual(['stalled']);
    expect(socket.destroyed).toBe(true);
    await until(() => s.stopped() === 1, 'the stuck stream stopped');
    // The reading client heard the same heartbeats, and its stream goes on.
    expect(reading.read()).toContain(': heartbeat');
    expect(s.streams.open.size).toBe(1);
  });
});
