// Requests Node's HTTP parser refuses before any route (src/http/client-errors.ts): they get problem+json
// with a code and a sentence, like every other refusal, instead of Node's bare status line, and the server
// goes on serving. Sent over a raw socket, since no HTTP client would send them.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/databases.js';
import { fixtureGame } from '../support/fixture-game.js';
import { listen, type Listening } from '../support/listening.js';

/** Writes `raw`, reads until the server closes the connection (or 3 s), and splits the answer. */
function exchange(port: number, raw: string): Promise<{ head: string; body: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      finish(false);
    }, 3_000);
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      const at = text.indexOf('\r\n\r\n');
      resolve({ head: at < 0 ? text : text.slice(0, at), body: at < 0 ? '' : text.slice(at + 4), closed });
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => finish(true));
    socket.on('error', reject);
  });
}

const [pglite] = testDatabases();

describe('requests the HTTP parser refuses', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listen(pglite!, { games: [fixtureGame] });
  });
  afterAll(() => server.stop());

  it.each([
    [
      'a NUL in a header value',
      'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Note: a\u0000b\r\n\r\n',
      /a header name or value holds a character HTTP does not allow/,
    ],
    ['a space in a header name', 'GET /healthz HTTP/1.1\r\nHost: x\r\nX Note: a\r\n\r\n', /a header name or value/],
    ['a method that is no method', 'FOO@ /healthz HTTP/1.1\r\nHost: x\r\n\r\n', /its method is not an HTTP method/],
    [
      'a control character in the path',
      'GET /games\u0001 HTTP/1.1\r\nHost: x\r\n\r\n',
      /its path holds a character HTTP does not allow/,
    ],
    [
      'a Content-Length that is no number',
      'POST /games HTTP/1.1\r\nHost: x\r\nContent-Length: 1e3\r\n\r\n',
      /its Content-Length is not a number/,
    ],
  ])('%s: 400 invalid-request, and the connection is closed', async (_name, raw, sentence) => {
    const answer = await exchange(server.port, raw);
    expect(answer.head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer.head).toMatch(/\r\nContent-Type: application\/problem\+json\r\n/i);
    expect(answer.closed).toBe(true);
    const problem = JSON.parse(answer.body) as Record<string, unknown>;
    expect(problem).toMatchObject({ code: 'invalid-request', status: 400, type: '/problems/invalid-request' });
    expect(problem['detail']).toMatch(/^The request is not well-formed HTTP\/1\.1: /);
    expect(problem['detail']).toMatch(sentence);
  });

  it('headers over 16 kB: 431 headers-too-large, without echoing them', async () => {
    const secret = 'S'.repeat(20_000);
    const answer = await exchange(
      server.port,
      `GET /healthz HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${secret}\r\n\r\n`,
    );
    expect(answer.head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'headers-too-large',
      status: 431,
      type: '/problems/headers-too-large',
    });
    expect(answer.body).not.toContain('SSSS');
    expect(answer.closed).toBe(true);
  });

  it('an HTTP/1.1 request without Host: 400 invalid-request saying so; HTTP/1.0 needs none', async () => {
    const answer = await exchange(server.port, 'GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(answer.head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer.head).toMatch(/\r\nContent-Type: application\/problem\+json/i);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'invalid-request',
      detail: expect.stringMatching(/no Host header/),
    });
    const old = await exchange(server.port, 'GET /healthz HTTP/1.0\r\n\r\n');
    expect(old.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });

  it('an Expect other than 100-continue: 417 expectation-failed, and nothing is done', async () => {
    const body = '{"game":"duel","players":2}';
    const answer = await exchange(
      server.port,
      `POST /games HTTP/1.1\r\nHost: x\r\nExpect: foo\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(answer.head).toMatch(/^HTTP\/1\.1 417 Expectation Failed\r\n/);
    expect(answer.head).toMatch(/\r\nContent-Type: application\/problem\+json/i);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'expectation-failed',
      status: 417,
      type: '/problems/expectation-failed',
    });
    expect(answer.closed).toBe(true);
    const list = await exchange(server.port, 'GET /games HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect((JSON.parse(list.body) as { games: unknown[] }).games).toEqual([]);
    // 100-continue is met as before.
    const continued = await exchange(
      server.port,
      'GET /healthz HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n',
    );
    expect(`${continued.head}\r\n\r\n${continued.body}`).toMatch(/HTTP\/1\.1 200 OK\r\n/);
  });

  it('an Expect other than 100-continue is refused in the language the request asks for', async () => {
    const answer = await exchange(
      server.port,
      'GET /healthz HTTP/1.1\r\nHost: x\r\nExpect: foo\r\nAccept-Language: de\r\nConnection: close\r\n\r\n',
    );
    expect(answer.head).toMatch(/^HTTP\/1\.1 417 Expectation Failed\r\n/);
    expect(answer.head).toMatch(/\r\nContent-Language: de\r\n/i);
    const problem = JSON.parse(answer.body) as { title: string; detail: string };
    expect(problem).toMatchObject({ code: 'expectation-failed', instance: '/healthz' });
    expect(problem.title).not.toBe('This server meets no such expectation');
    expect(problem.detail).toMatch(/100-continue/);
  });

  it('CONNECT: 404 route-not-found (not a proxy), and the connection is closed', async () => {
    const answer = await exchange(server.port, 'CONNECT 127.0.0.1:1 HTTP/1.1\r\nHost: 127.0.0.1:1\r\n\r\n');
    expect(answer.head).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'route-not-found',
      detail: expect.stringMatching(/not a proxy/),
    });
    expect(answer.closed).toBe(true);
  });

  it('an Expect other than 100-continue, with a body still coming: the client reads the 417 before it has sent it all', async () => {
    const size = 8 * 1024 * 1024;
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      // The whole body at once, as a client that does not wait for 100-continue sends it.
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(
          `POST /games HTTP/1.1\r\nHost: x\r\nExpect: foo\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
        );
        socket.write(Buffer.alloc(size, 0x20));
      });
      socket.setEncoding('utf8');
      socket.on('data', (data: string) => {
        text += data;
        if (text.includes('}')) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 417 Expectation Failed\r\n/);
  });

  it('CONNECT reset by the client at once: the server goes on (no unheard socket error)', async () => {
    for (let i = 0; i < 20; i++) {
      await new Promise<void>(resolve => {
        const socket = connect(server.port, '127.0.0.1', () => {
          socket.write('CONNECT 127.0.0.1:1 HTTP/1.1\r\nHost: 127.0.0.1:1\r\n\r\n');
          socket.resetAndDestroy();
          resolve();
        });
        socket.on('error', () => resolve());
      });
    }
    await new Promise(resolve => setTimeout(resolve, 100));
    const ok = await exchange(server.port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(ok.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });

  it("a '#' in the path, which no client sends: Swagger UI's package.json is still the API's 404", async () => {
    const answer = await exchange(
      server.port,
      'GET /docs/x#/package.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(answer.head).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'route-not-found' });
  });

  it('goes on serving afterwards, and a well-formed request on the same server is answered as before', async () => {
    await exchange(server.port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Note: a\u0000b\r\n\r\n');
    const ok = await exchange(server.port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(ok.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(JSON.parse(ok.body)).toEqual({ status: 'ok' });
  });
});
