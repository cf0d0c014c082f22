// A property over every operation of the OpenAPI document (issue 8: "0 answers ≥ 500 for any client
// input"): hostile paths (bad percent-encoding, NUL, lone surrogates, any code point), queries, headers and
// bodies (random JSON holding the same, raw bytes, lying Content-Type and Content-Encoding). Whatever is
// sent, the answer is below 500, a refusal is problem+json with its code, and a documented operation's
// answer is one the document describes. Bounded and seeded: RUNS requests per database, reproducible.
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../support/databases.js';
import { newGame, serverForSuite, type NewGame } from '../support/server.js';

const RUNS = 300;
const SEED = 20261123;

interface Operation {
  readonly template: string;
  readonly method: string;
}

interface Sent {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: Buffer;
}

interface Answer {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

/** Sends one request as is (no client-side encoding); an event stream is cut after its headers. */
function send(base: string, sent: Sent): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: sent.method,
        path: sent.path,
        headers: sent.headers,
        timeout: 10_000,
      },
      res => {
        const contentType = res.headers['content-type'] ?? '';
        if (contentType.startsWith('text/event-stream')) {
          res.destroy();
          resolve({ status: res.statusCode ?? 0, contentType, text: '' });
          return;
        }
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType, text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in 10 s to ${sent.method} ${sent.path}`)));
    req.on('error', reject);
    req.end(sent.body);
  });
}

/** Percent-encodes every byte of the UTF-8 of `text` but the unreserved characters. */
const encode = (text: string): string =>
  [...Buffer.from(text, 'utf8')]
    .map(b =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

// Text with the characters that broke the server (NUL, lone surrogates) and any other code point.
const nasty = fc.constantFrom(
  '\u0000',
  '\ud800',
  '\udc00',
  '\uffff',
  '%',
  '"',
  '\\',
  '/',
  '?',
  '#',
  '&',
  '=',
  '+',
  ' ',
  '\u202e',
  'é',
);
const hostileText = fc.string({
  unit: fc.oneof(nasty, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
  maxLength: 20,
});
// Raw fragments of a URL, percent-encoded wrongly or strangely, sent as they are.
const rawFragment = fc.constantFrom(
  '%',
  '%E0%A4%A',
  '%00',
  '%ZZ',
  '%C0%80',
  '%ED%A0%80',
  '%FF',
  '%2F',
  '%25',
  '..',
  '%u0041',
  '%%',
  'a%0',
  '~',
);
const hostileSegment = fc.oneof(
  hostileText.map(encode),
  fc.array(fc.oneof(rawFragment, hostileText.map(encode)), { minLength: 1, maxLength: 4 }).map(parts => parts.join('')),
);
// Header values Node may send: tab, visible ASCII and Latin-1 (it refuses NUL itself, as does its parser).
const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter(c => c !== 0x7f)
    .map(c => String.fromCharCode(c)),
  maxLength: 60,
});

function operationsOf(document: object): Operation[] {
  const paths = (document as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths).flatMap(([template, item]) =>
    Object.keys(item).map(method => ({ template, method: method.toUpperCase() })),
  );
}

describe.each(testDatabases())('hostile requests over every documented operation on $name', testDb => {
  const server = serverForSuite(testDb);

  it(`answers ${RUNS} seeded random hostile requests without a 5xx, refusals as problem+json`, async () => {
    const base = await server.listen();
    const operations = operationsOf(server.app.document);
    const games: NewGame[] = [
      await newGame(server.api),
      await newGame(server.api, { game: 'duel', players: 3, seed: 'fuzz' }),
    ];
    const game = fc.constantFrom(...games);
    const idFor = (g: NewGame) =>
      fc.oneof({ weight: 2, arbitrary: fc.constant(g.id) }, { weight: 3, arbitrary: hostileSegment });
    const queryKey = fc.oneof(
      fc.constantFrom('token', 'after', 'limit', 'game', 'status', 'awaiting', 'cursor', 'x'),
      hostileSegment,
    );
    const queryValue = fc.oneof(
      fc.constantFrom('-1', '0', '5', '1000000000000', 'true', 'duel', 'active', ''),
      hostileSegment,
    );
    const query = fc
      .array(fc.tuple(queryKey, queryValue), { maxLength: 4 })
      .map(pairs => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`));
    const headers = (g: NewGame) =>
      fc.record(
        {
          authorization: fc.oneof(
            fc.constant(`Bearer ${g.tokens[0] ?? ''}`),
            fc.constant(`Bearer ${g.tokens[1] ?? ''}`),
            headerText.map(t => `Bearer ${t}`),
            headerText,
          ),
          'content-type': fc.oneof(
            fc.constantFrom(
              'application/json',
              'text/plain',
              'application/json; charset=latin1',
              'application/json; charset=utf-16',
              'application/problem+json',
              'multipart/form-data',
              'application/x-www-form-urlencoded',
            ),
            headerText,
          ),
          'content-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'zstd', 'x-unknown'),
          'idempotency-key': headerText,
          'if-match': fc.oneof(fc.constantFrom('"0"', 'W/"1"', '*', '"99999999999"'), headerText),
          'if-none-match': fc.oneof(fc.constantFrom('"0"', '*'), headerText),
          'last-event-id': fc.oneof(fc.constantFrom('0', '1', '-1', '999999999'), headerText),
          'x-request-id': headerText,
        },
        { requiredKeys: [] },
      );
    // Bodies: JSON of any shape with hostile strings, shapes close to the real ones, and raw bytes.
    const anyJson = fc.jsonValue({
      stringUnit: fc.oneof(nasty, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
      maxDepth: 4,
    });
    const nearBody = fc.oneof(
      fc.record(
        {
          game: fc.oneof(fc.constant('duel'), hostileText),
          players: fc.oneof(fc.integer({ min: -1, max: 5 }), anyJson),
          seed: hostileText,
          options: anyJson,
          position: anyJson,
        },
        { requiredKeys: [] },
      ),
      fc.record(
        {
          move: fc.oneof(fc.record({ type: fc.constantFrom('roll', 'draw', 'challenge') }), anyJson),
          expectedVersion: fc.oneof(fc.integer({ min: -2, max: 3 }), anyJson),
        },
        { requiredKeys: [] },
      ),
      fc.record(
        { expectedVersion: fc.oneof(fc.integer({ min: -2, max: 3 }), anyJson), extra: anyJson },
        { requiredKeys: [] },
      ),
    );
    const body = fc.option(
      fc.oneof(
        fc.oneof(anyJson, nearBody).map(v => Buffer.from(JSON.stringify(v) ?? 'null', 'utf8')),
        fc.uint8Array({ maxLength: 200 }).map(bytes => Buffer.from(bytes)),
      ),
      { nil: undefined },
    );

    const requests = fc.tuple(fc.constantFrom(...operations), game, fc.boolean()).chain(([operation, g, head]) =>
      fc.record({
        operation: fc.constant(operation),
        method: fc.constant(head && operation.method === 'GET' ? 'HEAD' : operation.method),
        id: idFor(g),
        query,
        headers: headers(g),
        body,
      }),
    );

    let sent = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(requests, async r => {
        const path = `${r.operation.template.replace('{id}', r.id)}${r.query}`;
        // Content-Length always: a GET's body without it would be read as a second, malformed request.
        const headers: Record<string, string> = { connection: 'close' };
        for (const [name, value] of Object.entries(r.headers)) if (value !== undefined) headers[name] = value;
        if (r.body !== undefined) headers['content-length'] = String(r.body.length);
        const answer = await send(base, { method: r.method, path, headers, body: r.body });
        sent += 1;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        expect(answer.status, `${r.method} ${path}`).toBeLessThan(500);
        if (answer.status >= 400 && r.method !== 'HEAD') {
          expect(answer.contentType, `${answer.status} ${r.method} ${path}`).toMatch(/^application\/problem\+json/);
          const problem = JSON.parse(answer.text) as { code?: unknown; status?: unknown; detail?: unknown };
          expect(typeof problem.code).toBe('string');
          expect(problem.status).toBe(answer.status);
          expect(typeof problem.detail).toBe('string');
        }
        // A documented operation answers as documented (a path the router cannot match is a plain 404;
        // `If-None-Match: *` makes any GET a bodiless 304, which express answers for every route).
        if (
          r.method !== 'HEAD' &&
          answer.status !== 304 &&
          !(answer.status === 404 && answer.text.includes('route-not-found'))
        ) {
          try {
            server.contract.check(
              r.method,
              path.split('?')[0] ?? '/',
              answer.status,
              answer.contentType,
              answer.contentType.includes('json') ? JSON.parse(answer.text) : answer.text,
            );
          } catch (error) {
            // An empty or dot-segment id makes a path outside the document (/games//moves); it was refused above.
            if (!(
              error instanceof Error &&
              error.message.endsWith('no such path in the OpenAPI document') &&
              answer.status >= 400
            ))
              throw error;
          }
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // Reported by the test run: how many were sent, and what came back.
    console.info(
      `fuzz on ${testDb.name}: ${sent} requests, 0 answers >= 500; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    expect(sent).toBe(RUNS);
  });
});
