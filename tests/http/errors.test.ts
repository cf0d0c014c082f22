// Every error the API promises, as problem+json with its code, plus the operational routes and the
// cross-cutting middleware (request ids, CORS, security headers, rate limits, body limit, metrics).
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createApp } from '../../src/http/app.js';
import { openPostgres } from '../../src/store/database.js';
import { capturedLogger } from '../support/captured-logger.js';
import { ContractChecker } from '../support/contract-check.js';
import { testDatabases } from '../support/databases.js';
import { fixtureGame } from '../support/fixture-game.js';
import { bearer, newGame, startServer, serverForSuite } from '../support/server.js';

describe.each(testDatabases())('errors and operations on $name', testDb => {
  const server = serverForSuite(testDb, { settings: { bodyLimit: '2kb', corsOrigins: ['https://play.example'] } });

  it('401 without a token, with an unknown token, or with another scheme', async () => {
    const g = await newGame(server.api);
    const missing = await server.api.get(`/games/${g.id}/legal-moves`).expect(401);
    expect(missing.body).toMatchObject({ code: 'missing-token', status: 401, type: '/problems/missing-token' });
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    const unknown = await server.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer('not-a-token'))
      .send({ move: { type: 'roll' } })
      .expect(401);
    expect(unknown.body.code).toBe('unknown-token');
    const basic = await server.api.get(`/games/${g.id}`).set('Authorization', 'Basic dXNlcjpwdw==').expect(401);
    expect(basic.body.code).toBe('missing-token');
  });

  it('403 with the token of another game', async () => {
    const [a, b] = [await newGame(server.api), await newGame(server.api)];
    const res = await server.api
      .get(`/games/${a.id}/legal-moves`)
      .set(...bearer(b.tokens[0] ?? ''))
      .expect(403);
    expect(res.body.code).toBe('wrong-game');
    await server.api
      .post(`/games/${a.id}/resign`)
      .set(...bearer(b.tokens[0] ?? ''))
      .expect(403);
  });

  it('shows what a problem repeats of the request as written: controls, bidi and hidden characters escaped', async () => {
    // A game id "\u202Egnp.exe" would show reversed, and tag characters hide text, in a client that displays the
    // detail; a handle or an id given in the body is repeated the same way.
    const id = encodeURIComponent('\u202Egnp.exe\u{E0041}\u200B\u0007');
    for (const language of ['en', 'fr', 'de']) {
      const res = await server.api.get(`/games/${id}`).set('Accept-Language', language).expect(404);
      expect(res.body.code).toBe('game-not-found');
      expect(res.body.detail).toContain('\\u202Egnp.exe\\u{E0041}\\u200B\\u0007');
      expect(res.body.detail).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    }
  });

  it('cuts what a problem repeats of a long request: a word at 64 characters, a text at 1,000, in every language', async () => {
    // A request line may carry 16 kB: an unknown query parameter's name came back whole, twice (detail, errors).
    const name = `x${'y'.repeat(5000)}`;
    const many = Array.from({ length: 40 }, (_, i) => `p${i}${'z'.repeat(60)}=1`).join('&');
    for (const language of ['en', 'fr', 'de']) {
      const res = await server.api.get(`/games?${name}=1`).set('Accept-Language', language).expect(400);
      expect(res.body.code).toBe('invalid-request');
      expect(res.body.detail).toMatch(/"xy{59,60}…"/);
      expect(res.body.detail).not.toContain('y'.repeat(64));
      expect(JSON.stringify(res.body.errors)).not.toContain('y'.repeat(64));
      expect(res.body.errors.length).toBeGreaterThan(0);
      const all = await server.api.get(`/games?${many}`).set('Accept-Language', language).expect(400);
      // Cut in its middle: the end, which says what the route takes, stays.
      expect(Array.from(all.body.detail as string)).toHaveLength(1000);
      expect(all.body.detail).toContain('…');
      expect(all.body.detail).toMatch(/cursor, limit\.$/);
      for (const issue of all.body.errors as { message: string }[])
        expect(Array.from(issue.message).length).toBeLessThanOrEqual(1000);
      // A path is the problem's `instance` (a URI reference, which a cut would falsify): a long one is left out.
      const path = `/games/${'a'.repeat(5000)}/moves`;
      const long = await server.api.get(path).set('Accept-Language', language).expect(400);
      expect(long.body.code).toBe('invalid-request');
      expect(long.body.instance).toBeUndefined();
      expect(JSON.stringify(long.body).length).toBeLessThan(3000);
      expect((await server.api.get('/games/nope').expect(404)).body.instance).toBe('/games/nope');
    }
  });

  it('404 for an unknown game on every game route, and for an unknown route', async () => {
    const g = await newGame(server.api);
    const token = g.tokens[0] ?? '';
    const id = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await server.api.get(`/games/${id}`).expect(404),
      await server.api
        .get(`/games/${id}/legal-moves`)
        .set(...bearer(token))
        .expect(404),
      await server.api
        .post(`/games/${id}/moves`)
        .set(...bearer(token))
        .send({ move: { type: 'roll' } })
        .expect(404),
      await server.api
        .post(`/games/${id}/resign`)
        .set(...bearer(token))
        .expect(404),
      await server.api.get(`/games/${id}/moves`).expect(404),
      await server.api.get(`/games/${id}/events`).expect(404),
    ]) {
      expect(res.body.code).toBe('game-not-found');
    }
    // Game ids are uuids (a uuid column since migrations/0006): any other id is unknown, refused before the
    // database could fail to cast it.
    for (const other of ['some-id', 'g1', '00000000-0000-4000-8000-00000000000Z', "x'; drop table games; --"]) {
      const path = `/games/${encodeURIComponent(other)}`;
      for (const res of [
        await server.api.get(path).expect(404),
        await server.api
          .get(`${path}/legal-moves`)
          .set(...bearer(token))
          .expect(404),
        await server.api
          .post(`${path}/moves`)
          .set(...bearer(token))
          .send({ move: { type: 'roll' } })
          .expect(404),
        await server.api.get(`${path}/moves`).expect(404),
        await server.api.get(`${path}/events`).expect(404),
      ]) {
        expect(res.body.code).toBe('game-not-found');
      }
    }
    const cursor = Buffer.from(JSON.stringify([new Date().toISOString(), 'not-a-uuid'])).toString('base64url');
    expect((await server.api.get(`/games?cursor=${cursor}`).expect(400)).body.code).toBe('invalid-request');
    const route = await request(server.app.express).delete('/games').expect(404);
    expect(route.body.code).toBe('route-not-found');
    // The operations' and the problems' routes answer GET and HEAD only: any other method gets the same
    // 404, and OPTIONS the methods they allow.
    for (const path of ['/healthz', '/openapi.json', '/problems/game-not-found']) {
      await request(server.app.express).get(path).expect(200);
      const post = await request(server.app.express).post(path).send({}).expect(404);
      expect(post.body.code).toBe('route-not-found');
      const options = await request(server.app.express).options(path).expect(200);
      expect(options.headers['allow']).toBe('GET, HEAD');
    }
  });

  it('400 for malformed JSON, 413 for a body over the limit, 415 for a body that is not JSON, never a 500', async () => {
    const g = await newGame(server.api);
    const malformed = await server.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(g.tokens[0] ?? ''))
      .set('Content-Type', 'application/json')
      .send('{"move":')
      .expect(400);
    expect(malformed.body.code).toBe('malformed-json');
    const big = await server.api
      .post('/games')
      .send({ game: 'duel', players: 2, seed: 'x'.repeat(5000) })
      .expect(413);
    expect(big.body.code).toBe('payload-too-large');
    const notJson = await server.api.post('/games').set('Content-Type', 'text/plain').send('game=duel').expect(415);
    expect(notJson.body.code).toBe('unsupported-media-type');
    const array = await server.api.post('/games').send([1, 2]).expect(400);
    expect(array.body.code).toBe('invalid-request');
    const encoded = await server.api
      .post('/games')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'br-unknown')
      .send('{}')
      .expect(415);
    expect(encoded.body.code).toBe('unsupported-media-type');
  });

  it('healthz and readyz', async () => {
    expect((await server.api.get('/healthz').expect(200)).body).toEqual({ status: 'ok' });
    expect((await server.api.get('/readyz').expect(200)).body).toEqual({ status: 'ready' });
  });

  it('metrics count requests and moves accepted and rejected', async () => {
    const g = await newGame(server.api);
    const owner = g.tokens[g.toAct[0] ?? 0] ?? '';
    await server.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(owner))
      .send({ move: { type: 'roll' } })
      .expect(200);
    await server.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(owner))
      .send({ move: { type: 'roll' } })
      .expect(422);
    const res = await server.api.get('/metrics').expect(200);
    expect(res.text).toMatch(/croupier_moves_total\{game="duel",result="accepted"\} [1-9]/);
    expect(res.text).toMatch(/croupier_moves_total\{game="duel",result="rejected"\} [1-9]/);
    expect(res.text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/games\/:id\/moves",status="200"\} [1-9]/,
    );
  });

  it('serves the OpenAPI document and the interactive docs with local assets', async () => {
    const doc = await server.api.get('/openapi.json').expect(200);
    expect(doc.body.openapi).toBe('3.1.0');
    const page = await request(server.app.express).get('/docs/').expect(200);
    expect(page.text).toContain('swagger-ui');
    expect(page.text).not.toMatch(/https?:\/\/(cdn|unpkg)/);
    await request(server.app.express).get('/docs/swagger-ui-bundle.js').expect(200);
    // Swagger UI's own bare 404 for its package.json becomes the API's.
    // (A '#' in the path, which swagger-ui-express also reads, is in client-errors.test.ts: clients drop it.)
    for (const path of [
      '/docs/package.json',
      '/docs/a/b/package.json',
      '/docs/package.json?x=1',
      '/docs/package%2Ejson',
    ]) {
      const missing = await request(server.app.express).get(path).expect(404);
      expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(missing.body.code).toBe('route-not-found');
    }
  });

  it("serves the docs' init script with the document when it is the first request under /docs", async () => {
    // The document and the docs page are built on first use (app.ts), and swagger-ui-express writes this script
    // only when its page is set up: a browser with the page cached may ask for the script first.
    const fresh = await startServer(testDb);
    try {
      const init = await request(fresh.app.express).get('/docs/swagger-ui-init.js').expect(200);
      expect(init.text).toContain('"openapi": "3.1.0"');
      expect(init.text).toContain('displayOperationId');
    } finally {
      await fresh.close();
    }
  });

  it('echoes a request id, or makes one', async () => {
    const given = await server.api.get('/healthz').set('X-Request-Id', 'abc-123').expect(200);
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await server.api.get('/healthz').set('X-Request-Id', 'bad id with spaces').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets security headers and answers CORS for the configured origins only', async () => {
    const res = await server.api.get('/games').set('Origin', 'https://play.example').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBe('https://play.example');
    const other = await server.api.get('/games').set('Origin', 'https://evil.example').expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe.each(testDatabases())('access logs on $name', testDb => {
  it('logs each request with its id, and never a token', async () => {
    const captured = capturedLogger();
    const server = await startServer(testDb, { logger: captured.logger });
    try {
      const g = await newGame(server.api);
      const token = g.tokens[0] ?? '';
      await server.api
        .get(`/games/${g.id}`)
        .set(...bearer(token))
        .set('X-Request-Id', 'trace-me')
        .expect(200);
      await server.api.get(`/games/${g.id}/events?token=${token}&x=1`).set('Last-Event-ID', 'bad').expect(400);
      // Player keys (?key= on the player's stream) and invitation codes (?code= on join) alike.
      const key = 'a-secret-player-key';
      await server.api.get(`/players/me/events?key=${key}`).set('Last-Event-ID', 'bad').expect(400);
      const code = 'a-secret-invite-code';
      await server.api.post(`/games/${g.id}/join?code=${code}`).expect(422);
      const log = captured.text();
      expect(log).toContain('"reqId":"trace-me"');
      expect(log).toContain('"query":{"token":"[redacted]","x":"1"}');
      expect(log).toContain('"key":"[redacted]"');
      expect(log).toContain('"code":"[redacted]"');
      expect(log).not.toContain(token);
      expect(log).not.toContain(key);
      expect(log).not.toContain(code);
    } finally {
      await server.close();
      await testDb.dispose();
    }
  });
});

describe.each(testDatabases())('rate limits on $name', testDb => {
  const server = serverForSuite(testDb, { settings: { rateLimitPerIp: 8, rateLimitPerToken: 3 } });

  it('429 with Retry-After per token, then per IP', async () => {
    const g = await newGame(server.api);
    const token = g.tokens[0] ?? '';
    for (let i = 0; i < 3; i++)
      await server.api
        .get(`/games/${g.id}`)
        .set(...bearer(token))
        .expect(200);
    const limited = await server.api
      .get(`/games/${g.id}`)
      .set(...bearer(token))
      .expect(429);
    expect(limited.body.code).toBe('rate-limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Without the token the IP budget still has room (8 in all), until it is spent too.
    let status = 200;
    for (let i = 0; i < 8 && status === 200; i++) status = (await server.api.get(`/games/${g.id}`)).status;
    expect(status).toBe(429);
    await server.api.get('/healthz').expect(200);
  });
});

describe('an unreachable database', () => {
  it('503 with Retry-After on every route that needs it, and not ready', async () => {
    const database = openPostgres({ url: 'postgres://postgres@127.0.0.1:1/none', connectTimeoutMs: 500 });
    // The listener cannot connect either; the app is built on a database that fails at every use.
    const offline = { ...database, listen: () => Promise.resolve(() => Promise.resolve()) };
    const app = await createApp({ database: offline, games: [fixtureGame] });
    const contract = new ContractChecker(app.document);
    try {
      for (const [method, url, body] of [
        ['get', '/readyz', undefined],
        ['get', '/games', undefined],
        ['get', '/games/00000000-0000-4000-8000-000000000000', undefined],
        ['post', '/games', { game: 'duel', players: 2 }],
      ] as const) {
        const req = method === 'get' ? request(app.express).get(url) : request(app.express).post(url).send(body);
        const res = await req.expect(503);
        expect(res.body.code).toBe('database-unavailable');
        expect(res.headers['retry-after']).toBeDefined();
        contract.check(method, url, res.status, res.headers['content-type'], res.body);
      }
      await request(app.express).get('/healthz').expect(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
