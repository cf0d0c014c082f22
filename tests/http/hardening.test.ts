// Issue 8, "Hardening": what an outside fuzzer found, as cases. Hostile input gets a 400 (415 for a body
// that is not JSON) problem+json at the edge, before any database access; a finished game's stream ends;
// `seeded` marks games whose creator chose the seed; the cache is bounded by bytes too; logs redact the
// parsed query, note streams the client left, and log database errors as code and message.
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import express from 'express';
import { pino } from 'pino';
import { sql } from 'kysely';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { followGame } from '../../src/client/events.js';
import { createApp } from '../../src/http/app.js';
import { problemMiddleware } from '../../src/http/problem.js';
import { openPostgres } from '../../src/store/database.js';
import { testDatabases } from '../support/databases.js';
import { fixtureGame } from '../support/fixture-game.js';
import { bearer, newGame, serverForSuite, startServer } from '../support/server.js';
import { openEvents } from '../support/sse.js';
import { capturedLogger } from '../support/captured-logger.js';

const problemJson = /^application\/problem\+json/;

describe.each(testDatabases())('hostile requests on $name', testDb => {
  const server = serverForSuite(testDb);

  it('refuses malformed percent-encoding and NUL in the path with 400 invalid-request, on every game route', async () => {
    const g = await newGame(server.api);
    const token = g.tokens[0] ?? '';
    for (const id of ['%E0%A4%A', '%00', 'a%00b', '%ZZ', '%C0%80', '%ED%A0%80']) {
      for (const res of [
        await server.api.get(`/games/${id}`),
        await server.api.get(`/games/${id}/legal-moves`).set(...bearer(token)),
        await server.api.get(`/games/${id}/moves`),
        await server.api.get(`/games/${id}/events`),
        await server.api
          .post(`/games/${id}/moves`)
          .set(...bearer(token))
          .send({ move: { type: 'roll' } }),
        await server.api.post(`/games/${id}/resign`).set(...bearer(token)),
      ]) {
        expect(res.status, id).toBe(400);
        expect(res.headers['content-type']).toMatch(problemJson);
        expect(res.body.code).toBe('invalid-request');
        expect(res.body.detail).toMatch(/percent-encoding|NUL/);
      }
    }
  });

  it('refuses NUL in the query, in a cursor, and anywhere in a JSON body, naming where', async () => {
    const g = await newGame(server.api);
    const token = g.tokens[g.toAct[0] ?? 0] ?? '';
    const query = await server.api.get('/games?status=%00').expect(400);
    expect(query.body).toMatchObject({ code: 'invalid-request', detail: expect.stringMatching(/query .*NUL/) });
    await server.api.get('/games?cursor=%E0%A4%A').expect(400);
    const cursor = Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', 'a\u0000b'])).toString('base64url');
    expect((await server.api.get(`/games?cursor=${cursor}`).expect(400)).body.code).toBe('invalid-request');
    const seed = await server.api.post('/games').send({ game: 'duel', players: 2, seed: 'a\u0000b' }).expect(400);
    expect(seed.body).toMatchObject({ code: 'invalid-request', errors: [{ path: 'seed' }] });
    const deep = await server.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(token))
      .send({ move: { type: 'roll', extra: [{ 'k\u0000': 1 }] } })
      .expect(400);
    expect(deep.body.errors[0].path).toBe('move.extra.0.k?');
    // A lone surrogate is refused as well: jsonb cannot store it.
    const lone = await server.api
      .post('/games')
      .set('Content-Type', 'application/json')
      .send('{"game":"duel","players":2,"seed":"\\ud800"}')
      .expect(400);
    expect(lone.body.code).toBe('invalid-request');
    // Nothing was written.
    expect((await server.api.get(`/games/${g.id}`).expect(200)).body.version).toBe(0);
  });

  it('refuses a cursor whose times no timestamp column holds, on both lists, before the database sees it', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const cursorOf = (...key: unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');
    const player = await server.api.post('/players').send({ name: 'Cursor' }).expect(201);
    const key = player.body.key as string;
    for (const time of [
      '0000-01-01T00:00:00.000Z',
      '-000001-01-01T00:00:00.000Z',
      '+010000-01-01T00:00:00.000Z',
      '+275760-09-13T00:00:00.000Z',
      '2026-01-01',
    ]) {
      for (const res of [
        await server.api.get(`/games?cursor=${cursorOf(time, id)}`),
        await server.api.get(`/players/me/games?cursor=${cursorOf(time, id)}`).set(...bearer(key)),
        await server.api
          .get(`/players/me/games?awaiting=true&cursor=${cursorOf('2026-01-01T00:00:00.000Z', id, time)}`)
          .set(...bearer(key)),
      ]) {
        expect(res.status, time).toBe(400);
        expect(res.body).toMatchObject({
          code: 'invalid-request',
          detail: 'This cursor was not issued by this server.',
        });
      }
    }
    // The times this server issues still page.
    await server.api.get(`/games?cursor=${cursorOf('9999-12-31T23:59:59.999Z', id)}`).expect(200);
    await server.api
      .get(`/players/me/games?awaiting=true&cursor=${cursorOf('2026-01-01T00:00:00.000Z', id, null)}`)
      .set(...bearer(key))
      .expect(200);
  });

  it('reads no entry after the last version the log can hold, and refuses a larger one as 400, never failing', async () => {
    const g = await newGame(server.api);
    const last = await server.api.get(`/games/${g.id}/moves?after=2147483647`).expect(200);
    expect(last.body).toMatchObject({ version: 0, entries: [] });
    // Beyond a log's integer (http/query-integer.ts): the parameter is named, with what it may be.
    for (const after of ['2147483648', '9007199254740991']) {
      const res = await server.api.get(`/games/${g.id}/moves?after=${after}`).expect(400);
      expect(res.body).toMatchObject({ code: 'invalid-request', errors: [expect.objectContaining({ path: 'after' })] });
    }
  });

  it('refuses a JSON body that is not valid UTF-8 with 400 malformed-json, and writes nothing', async () => {
    const before = (await server.api.get('/games').expect(200)).body.games.length as number;
    // As bytes: superagent would send a Buffer given with a JSON type as JSON of its bytes.
    const raw = (b: unknown) => b as string;
    for (const bytes of [
      [0xed, 0xa0, 0x80],
      [0xff, 0xfe],
      [0xc0, 0x80],
      [0xe2, 0x82],
    ]) {
      const body = Buffer.concat([
        Buffer.from('{"game":"duel","players":2,"seed":"'),
        Buffer.from(bytes),
        Buffer.from('"}'),
      ]);
      const res = await server.api
        .post('/games')
        .set('Content-Type', 'application/json')
        .serialize(raw)
        .send(body)
        .expect(400);
      expect(res.body).toMatchObject({ code: 'malformed-json', detail: expect.stringMatching(/not valid UTF-8/) });
      const named = Buffer.concat([Buffer.from('{"name":"'), Buffer.from(bytes), Buffer.from('"}')]);
      expect(
        (
          await server.api
            .post('/players')
            .set('Content-Type', 'application/json')
            .serialize(raw)
            .send(named)
            .expect(400)
        ).body.code,
      ).toBe('malformed-json');
    }
    // Only UTF-8, however its name is spelt: body-parser would decode UTF-7, UTF-16 or UTF-32 too.
    const bad = Buffer.from('{"name":"a\xff"}', 'latin1');
    for (const charset of ['utf-8-', 'utf-8.', '"utf-8:1234"', 'UTF-8']) {
      const res = await server.api
        .post('/players')
        .set('Content-Type', `application/json; charset=${charset}`)
        .serialize(raw)
        .send(bad)
        .expect(400);
      expect(res.body.code, charset).toBe('malformed-json');
    }
    for (const charset of ['utf-7', 'utf-16le', 'utf-32le']) {
      const res = await server.api
        .post('/players')
        .set('Content-Type', `application/json; charset=${charset}`)
        .serialize(raw)
        .send(bad)
        .expect(415);
      expect(res.body.code, charset).toBe('unsupported-media-type');
    }
    expect((await server.api.get('/games').expect(200)).body.games).toHaveLength(before);
    // Valid UTF-8 beyond ASCII is read as it is, with its charset named or not.
    const accented = await server.api
      .post('/players')
      .set('Content-Type', 'application/json')
      .serialize(raw)
      .send(Buffer.from('{"name":"Zoë 🎲"}'))
      .expect(201);
    expect(accented.body.name).toBe('Zoë 🎲');
    const named = await server.api
      .post('/players')
      .set('Content-Type', 'application/json; charset=UTF-8')
      .serialize(raw)
      .send(Buffer.from('{"name":"Zoë"}'))
      .expect(201);
    expect(named.body.name).toBe('Zoë');
  });

  it('refuses a body that is not what its Content-Encoding says with 400, and reads a real gzip body', async () => {
    for (const encoding of ['gzip', 'br', 'deflate']) {
      const res = await server.api
        .post('/games')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send('{"game":"duel","players":2}')
        .expect(400);
      expect(res.body.code).toBe('invalid-request');
      expect(res.body.detail).toContain(`not valid ${encoding} data`);
      expect(res.body.detail).not.toMatch(/incorrect header check|zlib|Error/);
    }
    // supertest would serialise a Buffer as JSON: the compressed body goes out through fetch.
    const zipped = gzipSync(JSON.stringify({ game: 'duel', players: 2 }));
    const res = await fetch(`${await server.listen()}/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: zipped,
    });
    expect(res.status).toBe(201);
  });

  it('415 for a body that is not JSON, on every POST', async () => {
    const g = await newGame(server.api);
    const token = g.tokens[g.toAct[0] ?? 0] ?? '';
    for (const res of [
      await server.api.post('/games').set('Content-Type', 'text/plain').send('{"game":"duel","players":2}'),
      await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(token))
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send('move=roll'),
      await server.api
        .post(`/games/${g.id}/resign`)
        .set(...bearer(token))
        .set('Content-Type', 'text/plain')
        .send('please'),
    ]) {
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({
        code: 'unsupported-media-type',
        detail: expect.stringContaining('Content-Type: application/json'),
      });
    }
    expect((await server.api.get(`/games/${g.id}`).expect(200)).body.version).toBe(0);
  });

  it('resign: the body is strict; an empty body with no content type or as JSON is fine', async () => {
    const strict = await newGame(server.api);
    const unknown = await server.api
      .post(`/games/${strict.id}/resign`)
      .set(...bearer(strict.tokens[0] ?? ''))
      .send({ expectedVersion: 0, because: 'tired' })
      .expect(400);
    expect(unknown.body).toMatchObject({
      code: 'invalid-request',
      errors: [expect.objectContaining({ message: expect.stringMatching(/because/) })],
    });
    await server.api
      .post(`/games/${strict.id}/resign`)
      .set(...bearer(strict.tokens[0] ?? ''))
      .expect(200);
    const asJson = await newGame(server.api);
    await server.api
      .post(`/games/${asJson.id}/resign`)
      .set(...bearer(asJson.tokens[1] ?? ''))
      .set('Content-Type', 'application/json')
      .send('')
      .expect(200);
  });

  it('HEAD on the event stream answers like GET, headers only, and ends; refusals as GET', async () => {
    const g = await newGame(server.api);
    const head = await request(server.app.express).head(`/games/${g.id}/events`).expect(200);
    expect(head.headers['content-type']).toMatch(/^text\/event-stream/);
    await request(server.app.express).head('/games/no-such-game/events').expect(404);
    await request(server.app.express)
      .head(`/games/${g.id}/events`)
      .set(...bearer('not-a-token'))
      .expect(401);
  });
});

describe('the problem middleware', () => {
  it('maps an error carrying a 4xx status to a problem code, without its message; other errors are 500', async () => {
    const app = express();
    const fail = (status: number | undefined) => (): never => {
      throw Object.assign(new Error('internal detail: /srv/secret.sql'), status === undefined ? {} : { status });
    };
    app.get('/405', fail(405));
    app.get('/413', fail(413));
    app.get('/415', fail(415));
    app.get('/none', fail(undefined));
    app.get('/uri', () => {
      throw Object.assign(new URIError('URI malformed'), { status: 400 });
    });
    app.use(problemMiddleware(pino({ level: 'silent' })));
    const codes = [];
    for (const [path, status, code] of [
      ['/405', 400, 'invalid-request'],
      ['/413', 413, 'payload-too-large'],
      ['/415', 415, 'unsupported-media-type'],
      ['/uri', 400, 'invalid-request'],
      ['/none', 500, 'internal-error'],
    ] as const) {
      const res = await request(app).get(path).expect(status);
      expect(res.body.code).toBe(code);
      expect(res.text).not.toContain('secret');
      codes.push(res.body.code);
    }
    expect(codes).toHaveLength(5);
  });
});

describe('hostile requests on an unreachable database', () => {
  it('are refused at the edge (400/415), before any database access (which would answer 503)', async () => {
    const database = openPostgres({ url: 'postgres://postgres@127.0.0.1:1/none', connectTimeoutMs: 500 });
    const offline = { ...database, listen: () => Promise.resolve(() => Promise.resolve()) };
    const app = await createApp({ database: offline, games: [fixtureGame] });
    try {
      // A game id the database could hold reaches it (503); one that is not a uuid cannot (migrations/0006):
      // 404 without asking. The edge's 400s still come before either.
      await request(app.express).get(`/games/${randomUUID()}`).expect(503);
      expect((await request(app.express).get('/games/some-id').expect(404)).body.code).toBe('game-not-found');
      for (const path of ['/games/%00', '/games/%E0%A4%A/moves', '/games/%00/events', '/games?cursor=%00']) {
        expect((await request(app.express).get(path).expect(400)).body.code).toBe('invalid-request');
      }
      await request(app.express).post('/games').send({ game: 'duel', players: 2, seed: '\u0000' }).expect(400);
      await request(app.express).post('/games/some-id/resign').set('Content-Type', 'text/plain').send('x').expect(415);
      await request(app.express).post('/games/%00/resign').expect(400);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe.each(testDatabases())('finished games and seeds on $name', testDb => {
  const server = serverForSuite(testDb);

  it('ends the stream after the final event; a finished game sends its state, then ends', async () => {
    const base = await server.listen();
    const g = await newGame(server.api);
    const live = await openEvents(`${base}/games/${g.id}/events`);
    await live.waitFor(1);
    await server.api
      .post(`/games/${g.id}/resign`)
      .set(...bearer(g.tokens[0] ?? ''))
      .expect(200);
    await live.ended;
    expect(live.events.map(e => e.id)).toEqual(['0', '1']);
    expect(JSON.parse(live.events[1]?.data ?? '{}')).toMatchObject({ status: 'finished', version: 1 });

    const after = await openEvents(`${base}/games/${g.id}/events`, { authorization: `Bearer ${g.tokens[1] ?? ''}` });
    await after.ended;
    expect(after.status).toBe(200);
    expect(after.events.map(e => e.id)).toEqual(['1']);
    // Resuming before the end sends what is left, then ends; resuming at the end ends at once.
    const resumed = await openEvents(`${base}/games/${g.id}/events`, { 'last-event-id': '0' });
    await resumed.ended;
    expect(resumed.events.map(e => e.id)).toEqual(['1']);
    const atEnd = await openEvents(`${base}/games/${g.id}/events`, { 'last-event-id': '1' });
    await atEnd.ended;
    expect(atEnd.events).toEqual([]);
  });

  it('the HTTP client follows a game to its end and stops there, without reconnecting', async () => {
    const base = await server.listen();
    const g = await newGame(server.api);
    const first = g.toAct[0] ?? 0;
    await server.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(g.tokens[first] ?? ''))
      .send({ move: { type: 'roll' } })
      .expect(200);
    await server.api
      .post(`/games/${g.id}/resign`)
      .set(...bearer(g.tokens[1 - first] ?? ''))
      .expect(200);
    const reconnects: unknown[] = [];
    const versions: number[] = [];
    for await (const event of followGame({
      baseUrl: base,
      gameId: g.id,
      lastEventId: 0,
      onReconnect: (_n, reason) => reconnects.push(reason),
    })) {
      versions.push(event.version);
    }
    expect(versions).toEqual([1, 2]);
    expect(reconnects).toEqual([]);
    // Resumed after the final event, the stream ends at once and the client asks the game: it is over.
    const late: number[] = [];
    for await (const event of followGame({
      baseUrl: base,
      gameId: g.id,
      lastEventId: 2,
      onReconnect: (_n, reason) => reconnects.push(reason),
    })) {
      late.push(event.version);
    }
    expect(late).toEqual([]);
    expect(reconnects).toEqual([]);
  });

  it('marks a game whose creator chose the seed as seeded, in the answer, the view and the listing', async () => {
    const chosen = await newGame(server.api, { game: 'duel', players: 2, seed: 'guessable' });
    const drawn = await newGame(server.api);
    expect(chosen.body['seeded']).toBe(true);
    expect(drawn.body['seeded']).toBe(false);
    expect(
      (
        await server.api
          .get(`/games/${chosen.id}`)
          .set(...bearer(chosen.tokens[0] ?? ''))
          .expect(200)
      ).body.seeded,
    ).toBe(true);
    expect((await server.api.get(`/games/${drawn.id}`).expect(200)).body.seeded).toBe(false);
    const listed = (await server.api.get('/games?limit=100').expect(200)).body.games as {
      id: string;
      seeded: boolean;
    }[];
    expect(listed.find(x => x.id === chosen.id)?.seeded).toBe(true);
    expect(listed.find(x => x.id === drawn.id)?.seeded).toBe(false);
  });
});

describe.each(testDatabases())('a cache bounded by bytes on $name', testDb => {
  // About two games' worth (each fixture game weighs a little over 2,000 bytes): the third evicts the first.
  const server = serverForSuite(testDb, { cache: { games: 100, bytes: 5_000 } });

  it('keeps no more games than its byte budget allows, evicting the least recently used', async () => {
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await newGame(server.api)).id);
    const size = server.app.deps.cache.size();
    expect(size.bytes).toBeLessThanOrEqual(5_000);
    expect(size.games).toBe(2);
    expect(server.app.deps.cache.get(ids[0] ?? '')).toBeUndefined();
    expect(server.app.deps.cache.get(ids[3] ?? '')).toBeDefined();
    // An evicted game is loaded from the log as before.
    expect((await server.api.get(`/games/${ids[0] ?? ''}`).expect(200)).body.version).toBe(0);
  });
});

describe.each(testDatabases())('logs on $name', testDb => {
  it('redacts secret query parameters however they are encoded, from the parsed query', async () => {
    const captured = capturedLogger();
    const server = await startServer(testDb, { logger: captured.logger });
    try {
      const g = await newGame(server.api);
      const token = g.tokens[0] ?? '';
      await server.api.get(`/games/${g.id}/legal-moves?%74oken=${token}`).set(...bearer(token));
      await server.api.get(`/games/${g.id}?TOKEN=${token}&key=player-key-1&c%6Fde=invite-code-1&after=3`).expect(400);
      await server.api.get(`/games/${g.id}/events?token=${token}`).set('Last-Event-ID', 'bad').expect(400);
      const text = captured.text();
      expect(text).not.toContain(token);
      expect(text).not.toContain('player-key-1');
      expect(text).not.toContain('invite-code-1');
      const lines = captured.lines.filter(
        l => l['msg'] === 'request' && String(l['path']).startsWith(`/games/${g.id}`),
      );
      expect(lines.map(l => l['query'])).toEqual([
        { token: '[redacted]' },
        { TOKEN: '[redacted]', key: '[redacted]', code: '[redacted]', after: '3' },
        { token: '[redacted]' },
      ]);
    } finally {
      await server.close();
    }
  });

  it('logs a stream the client closed, and a database error as its code and message only', async () => {
    const captured = capturedLogger();
    const server = await startServer(testDb, { logger: captured.logger });
    try {
      const base = await server.listen();
      const g = await newGame(server.api);
      const stream = await openEvents(`${base}/games/${g.id}/events`);
      await stream.waitFor(1);
      stream.close();
      for (let i = 0; i < 100 && !captured.lines.some(l => l['closedByClient'] === true); i++)
        await new Promise(r => setTimeout(r, 20));
      expect(captured.lines.find(l => l['closedByClient'] === true)).toMatchObject({
        method: 'GET',
        path: `/games/${g.id}/events`,
        status: 200,
      });

      // A real database error: the listing's table is gone.
      await sql`alter table games rename to games_elsewhere`.execute(server.database.db);
      try {
        // The document promises no 500 (it is a bug), so the contract check is not applied here.
        const res = await request(server.app.express).get('/games').expect(500);
        expect(res.body).toMatchObject({ code: 'internal-error' });
        expect(res.text).not.toMatch(/games_elsewhere|relation|42P01/);
      } finally {
        await sql`alter table games_elsewhere rename to games`.execute(server.database.db);
      }
      const failure = captured.lines.find(l => l['msg'] === 'request failed');
      expect(failure?.['error']).toMatchObject({ code: '42P01', message: expect.stringContaining('games') });
      expect(Object.keys(failure?.['error'] as object).sort()).toEqual(['code', 'message', 'type']);
      expect(JSON.stringify(failure).length).toBeLessThan(1_000);
    } finally {
      await server.close();
    }
  });
});
