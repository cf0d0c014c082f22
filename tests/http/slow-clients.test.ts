// Slow or lying requests cannot hold a connection (issue 22, hole 2), on real sockets on 127.0.0.1 with
// short bounds: a Content-Length over the body limit is refused at once (413), headers that do not arrive
// within their bound and a body that does not arrive within its own are answered 408 request-timeout
// within a fraction of a second of the bound (not Node's 30-second check), and the connection is closed;
// an event stream is not bounded. Connections per address and in all are bounded, the first request of a
// connection over the bound answered with a problem rather than a reset.
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createHttpServer, type ServerLimits } from '../../src/http/client-errors.js';
import { connectionsFor, limitFromProc } from '../../src/http/file-descriptors.js';
import { testDatabases } from '../support/databases.js';
import { serverForSuite } from '../support/server.js';

const ARRIVAL = { headersTimeoutMs: 600, bodyTimeoutMs: 900 };

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly ms: number;
  /** The server closed the connection after answering. */
  readonly closed: boolean;
}

/** Writes `parts` one after the other, `gapMs` apart, and reads the answer (until close, or `waitMs`). */
function exchange(port: number, parts: readonly string[], gapMs = 0, waitMs = 5000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let sent = 0;
    const drip = setInterval(
      () => {
        if (sent < parts.length && !socket.destroyed) socket.write(parts[sent++] ?? '');
      },
      Math.max(1, gapMs),
    );
    const done = (closed: boolean) => {
      clearInterval(drip);
      clearTimeout(giveUp);
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      let parsed: Record<string, unknown> = {};
      try {
        parsed = JSON.parse(body) as Record<string, unknown>;
      } catch {
        // Not JSON (or nothing): the status says what happened.
      }
      resolve({ status, body: parsed, ms: Date.now() - started, closed });
      socket.destroy();
    };
    const giveUp = setTimeout(() => done(false), waitMs);
    socket.on('data', chunk => (text += chunk.toString()));
    socket.on('close', () => done(true));
    socket.on('error', reject);
  });
}

const post = (length: number | string) =>
  `POST /games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe.each(testDatabases())('slow and lying clients on $name', testDb => {
  const app = serverForSuite(testDb);
  const servers: Server[] = [];
  afterAll(async () => {
    for (const s of servers) {
      s.closeAllConnections();
      await new Promise<void>(resolve => s.close(() => resolve()));
    }
  });
  const serve = async (limits: ServerLimits): Promise<number> => {
    const server = createHttpServer(app.app.express, limits);
    servers.push(server);
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as { port: number }).port;
  };

  it('refuses a body announced over the limit from its headers alone, and closes', async () => {
    const port = await serve({ arrival: ARRIVAL });
    for (const length of [200_000, 999_999_999]) {
      const answer = await exchange(port, [post(length), '{"ga']);
      expect(answer.status, String(length)).toBe(413);
      expect(answer.body).toMatchObject({ code: 'payload-too-large' });
      expect(answer.body['detail']).toContain(String(length));
      expect(answer.closed).toBe(true);
      expect(answer.ms).toBeLessThan(1000);
    }
  });

  it('answers 408 to headers dripping past their bound, within a fraction of a second of it', async () => {
    const port = await serve({ arrival: ARRIVAL });
    const head = 'GET /games HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ';
    const answer = await exchange(port, [head, ...'abcdefghijklmnopqrstuvwxyz'], 100);
    expect(answer.status).toBe(408);
    expect(answer.body).toMatchObject({ code: 'request-timeout' });
    expect(answer.closed).toBe(true);
    expect(answer.ms).toBeGreaterThanOrEqual(ARRIVAL.headersTimeoutMs);
    expect(answer.ms).toBeLessThan(ARRIVAL.headersTimeoutMs + 600);
  });

  it('answers 408 to a body dripping past its bound, within a fraction of a second of it', async () => {
    const port = await serve({ arrival: ARRIVAL });
    const answer = await exchange(port, [post(40), ...'{"game":"duel","players":2,"seats":[{}]}'], 100);
    expect(answer.status).toBe(408);
    expect(answer.body).toMatchObject({ code: 'request-timeout', instance: '/games' });
    expect(answer.body['detail']).toMatch(/body did not arrive within 0.9 s/);
    expect(answer.closed).toBe(true);
    expect(answer.ms).toBeGreaterThanOrEqual(ARRIVAL.bodyTimeoutMs);
    expect(answer.ms).toBeLessThan(ARRIVAL.bodyTimeoutMs + 600);
    // In the language the request asked for, as every other problem.
    const french = await exchange(port, [post(40).replace('\r\n\r\n', '\r\nAccept-Language: fr\r\n\r\n'), '{"ga'], 100);
    expect(french.status).toBe(408);
    expect(french.body).toMatchObject({ code: 'request-timeout' });
    expect(french.body['detail']).toMatch(/0,9 s/);
    // A body sent at once is read as ever.
    const whole = await exchange(
      port,
      [post(27).replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n') + '{"game":"duel","players":2}'],
      0,
      3000,
    );
    expect(whole.status).toBe(201);
  });

  it('leaves an event stream open past both bounds', async () => {
    const port = await serve({ arrival: ARRIVAL });
    const created = await app.api.post('/games').send({ game: 'duel', players: 2 }).expect(201);
    const stream = await exchange(
      port,
      [
        `GET /games/${created.body.id as string}/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`,
      ],
      0,
      ARRIVAL.headersTimeoutMs + ARRIVAL.bodyTimeoutMs + 1000,
    );
    expect(stream.status).toBe(200);
    expect(stream.closed).toBe(false);
  });

  /** A connection held open by an event stream, as a follower's. */
  const hold = (port: number, id: string): Promise<Socket> =>
    new Promise(resolve => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`GET /games/${id}/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`),
      );
      socket.once('data', () => resolve(socket));
    });
  const settle = () => new Promise(resolve => setTimeout(resolve, 100));

  it('bounds connections per address and in all, answering a problem', async () => {
    const id = (await app.api.post('/games').send({ game: 'duel', players: 2 }).expect(201)).body.id as string;
    const read = `GET /games/${id} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;

    const perIp = await serve({ arrival: ARRIVAL, connections: { total: 0, perIp: 3 } });
    const held = await Promise.all([hold(perIp, id), hold(perIp, id), hold(perIp, id)]);
    const refused = await exchange(perIp, [read]);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too-many-connections' });
    expect(refused.closed).toBe(true);
    held[0]?.destroy();
    await settle();
    expect((await exchange(perIp, [read.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n')])).status).toBe(200);
    for (const s of held) s.destroy();

    const total = await serve({ arrival: ARRIVAL, connections: { total: 2, perIp: 0 } });
    const two = await Promise.all([hold(total, id), hold(total, id)]);
    const full = await exchange(total, [read]);
    expect(full.status).toBe(503);
    expect(full.body).toMatchObject({ code: 'server-at-capacity' });
    for (const s of two) s.destroy();
    await settle();
    expect((await exchange(total, [read.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n')])).status).toBe(200);
  });
});

describe('the connections a file-descriptor limit allows', () => {
  it('reads the soft limit of /proc/self/limits and keeps a margin', () => {
    const text = [
      'Limit                     Soft Limit           Hard Limit           Units',
      'Max open files            20000                524288               files',
    ].join('\n');
    expect(limitFromProc(text)).toBe(20_000);
    expect(limitFromProc('Max open files  unlimited  unlimited  files')).toBe(Number.MAX_SAFE_INTEGER);
    expect(limitFromProc('nothing here')).toBeNull();
    expect(connectionsFor(20_000)).toBe(19_600);
    expect(connectionsFor(1024)).toBe(896);
  });
});
