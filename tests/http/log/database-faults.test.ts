// No database fault may end the process or lose an acknowledged move (issue 8). A fault fails the request
// that met it with 503 `database-unavailable` and Retry-After; the broken connection is replaced and
// service resumes by itself. On the Postgres server (DATABASE_URL): backends terminated under load
// (pg_terminate_backend, as an administrator or a failover does), a database frozen by a lock, a network
// partition (a proxy that stops forwarding), a query the client gives up on inside a transaction, and the
// LISTEN connection's gap. Everywhere: which errors count as "unavailable".
import { sql } from 'kysely';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalFor } from '../../../src/service/refusal.js';
import { openPostgres, type Database } from '../../../src/store/database.js';
import { LISTENER_NAME } from '../../../src/store/pg-listener.js';
import { startMain, type Running } from '../../support/child-server.js';
import { postgresTestDatabases } from '../../support/databases.js';
import { bearer, newGame, startServer, type TestServer } from '../../support/server.js';
import { openEvents } from '../../support/sse.js';
import { startTcpProxy, type TcpProxy } from '../../support/tcp-proxy.js';

/** Runs one statement on a connection of its own, outside the app. */
async function admin(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** Every backend of the test database but the one asking: the app's pool and its LISTEN connection. */
const TERMINATE =
  'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()';
const LISTENING = `select pid from pg_stat_activity where datname = current_database() and application_name = '${LISTENER_NAME}'`;

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise(resolve => setTimeout(resolve, 50));
  }
}

describe('how a database fault is answered', () => {
  const unavailable: [string, unknown][] = [
    [
      'a statement cancelled by statement_timeout (57014)',
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    ],
    [
      'a terminated backend (57P01)',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ["pg's client-side query timeout", new Error('Query read timeout')],
    ['no connection free or openable in time', new Error('timeout exceeded when trying to connect')],
    ['a client whose connection failed', new Error('Client has encountered a connection error and is not queryable')],
    ['too many connections (53300)', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
    ['a refused socket', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
  ];
  it.each(unavailable)('%s is database-unavailable (503)', (_what, error) => {
    expect(refusalFor(error).reason.code).toBe('database-unavailable');
  });

  const bugs: [string, unknown][] = [
    ['a syntax error (42601)', Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' })],
    ['a plain exception', new TypeError("Cannot read properties of undefined (reading 'seat')")],
  ];
  it.each(bugs)('%s is an internal error (500), not hidden as an outage', (_what, error) => {
    expect(refusalFor(error).reason.code).toBe('internal-error');
  });
});

describe.each(postgresTestDatabases())('on the Postgres server ($name)', testDb => {
  // One database for the file, created and migrated here; each block below runs alone against it.
  beforeAll(async () => {
    await (await testDb.connect()).close();
  });
  afterAll(() => testDb.dispose());
  const url = (): string => testDb.url ?? '';

  describe('backends terminated under load', () => {
    let server: Running;

    beforeAll(async () => {
      // The real server, in its own process, on the file's database.
      server = await startMain({ DATABASE_URL: url(), DATABASE_POOL_SIZE: '4' });
    });
    afterAll(async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    });

    interface Table {
      readonly id: string;
      readonly tokens: string[];
      version: number;
      toAct: number[];
    }
    const post = (path: string, body: unknown) =>
      fetch(`${server.base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const open = async (): Promise<Table> => {
      const res = await post('/games', { game: 'monad', players: 2 });
      expect(res.status).toBe(201);
      const body = (await res.json()) as { id: string; version: number; toAct: number[]; seats: { token: string }[] };
      return { id: body.id, tokens: body.seats.map(s => s.token), version: body.version, toAct: body.toAct };
    };
    const statuses: number[] = [];
    /** Plays one move: the first legal one of the seat to act. Returns the version acknowledged, or null. */
    const playOne = async (table: Table): Promise<number | null> => {
      const token = table.tokens[table.toAct[0] ?? 0] ?? '';
      const auth = { Authorization: `Bearer ${token}` };
      const answer = async (res: Response): Promise<{ ok: boolean; body: Record<string, unknown> }> => {
        statuses.push(res.status);
        const body = (await res.json()) as Record<string, unknown>;
        if (res.status === 503) {
          expect(body['code']).toBe('database-unavailable');
          expect(res.headers.get('retry-after')).not.toBeNull();
        }
        return { ok: res.status === 200, body };
      };
      const legal = await answer(await fetch(`${server.base}/games/${table.id}/legal-moves`, { headers: auth }));
      if (!legal.ok) return null;
      const moves = legal.body['moves'] as unknown[];
      if (moves.length === 0) return null;
      const moved = await answer(
        await fetch(`${server.base}/games/${table.id}/moves`, {
          method: 'POST',
          headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify({ move: moves[0], expectedVersion: legal.body['version'] }),
        }),
      );
      if (!moved.ok) {
        // The move may or may not have been written: read where the game is.
        const now = await fetch(`${server.base}/games/${table.id}`);
        if (now.status === 200)
          Object.assign(table, (({ version, toAct }) => ({ version, toAct }))((await now.json()) as Table));
        return null;
      }
      table.version = moved.body['version'] as number;
      table.toAct = moved.body['toAct'] as number[];
      return table.version;
    };

    it('survives: in-flight requests get 503 or succeed, service resumes, followers still hear moves, nothing acknowledged is lost', async () => {
      const followed = await open();
      const stream = await openEvents(`${server.base}/games/${followed.id}/events`);
      await stream.waitFor(1);
      const [listenerBefore] = (await admin(url(), LISTENING)).rows as { pid: number }[];
      expect(listenerBefore).toBeDefined();

      const tables = await Promise.all([open(), open(), open()]);
      const acknowledged = new Map<string, number[]>(tables.map(t => [t.id, []]));
      let phase: 'before' | 'after' | 'done' = 'before';
      const okAfter = { count: 0 };
      const failures: unknown[] = [];
      const workers = tables.map(async table => {
        while (phase !== 'done') {
          const version = await playOne(table).catch((error: unknown) => {
            // The server is gone (connection refused or reset): stop, and say so below.
            failures.push(error);
            phase = 'done';
            return null;
          });
          if (version === null) continue;
          acknowledged.get(table.id)?.push(version);
          if (phase === 'after') okAfter.count += 1;
        }
      });
      const serving = (what: string, ok: () => boolean) =>
        until(
          what,
          () => {
            if (server.child.exitCode !== null || failures.length > 0)
              throw new Error(`the server died:\n${server.lines.filter(l => l.startsWith('stderr:')).join('\n')}`);
            return ok();
          },
          20_000,
        );

      await serving('moves before the fault', () => [...acknowledged.values()].flat().length >= 12);
      const killed = (await admin(url(), TERMINATE)).rowCount ?? 0;
      phase = 'after';
      // Twice: the second blow lands on connections the pool has just replaced.
      await new Promise(resolve => setTimeout(resolve, 200));
      await admin(url(), TERMINATE);
      await serving('moves after the fault', () => okAfter.count >= 12);
      phase = 'done';
      await Promise.all(workers);

      expect(killed).toBeGreaterThanOrEqual(2);
      expect(server.child.exitCode).toBeNull();
      expect(server.lines.filter(l => l.startsWith('stderr:'))).toEqual([]);
      expect(new Set(statuses.filter(s => s !== 200 && s !== 503))).toEqual(new Set());
      // The dropped connections are logged as code and message: no SQL, no connection with its cancel key.
      const logged = server.lines
        .filter(l => l.includes('"database connection error"'))
        .map(l => JSON.parse(l) as { error: object });
      expect(logged.length).toBeGreaterThan(0);
      for (const line of logged)
        expect(Object.keys(line.error).filter(k => k !== 'code' && k !== 'message')).toEqual([]);
      expect(logged.map(l => l.error)).toContainEqual({
        code: '57P01',
        message: 'terminating connection due to administrator command',
      });

      // The LISTEN connection was killed too; it is back, and a follower hears a move made now.
      await until('the listener back', async () => {
        const [now] = (await admin(url(), LISTENING)).rows as { pid: number }[];
        return now !== undefined && now.pid !== listenerBefore?.pid;
      });
      let version: number | null = null;
      await until('a move on the followed game', async () => (version = await playOne(followed)) !== null);
      const events = await stream.waitFor(2, 10_000);
      expect(events.map(e => Number(e.id))).toEqual([0, version]);
      stream.close();

      for (const table of tables) {
        const res = await fetch(`${server.base}/games/${table.id}/moves?after=0&limit=1000`);
        const log = (await res.json()) as { entries: { seq: number }[] };
        const seqs = new Set(log.entries.map(e => e.seq));
        expect((acknowledged.get(table.id) ?? []).filter(v => !seqs.has(v))).toEqual([]);
      }
    });
  });

  describe('a frozen database', () => {
    let server: TestServer;
    let database: Database;
    const logged: unknown[] = [];

    beforeAll(async () => {
      database = openPostgres({
        url: url(),
        statementTimeoutMs: 500,
        queryTimeoutMs: 1_000,
        connectTimeoutMs: 1_000,
        onError: e => logged.push(e),
      });
      server = await startServer(testDb, { database });
    });
    afterAll(async () => {
      await server.close();
    });

    it('a request waiting on a lock gets 503 once the statement timeout passes; the move is not half-written, and plays after', async () => {
      const game = await newGame(server.api);
      const token = game.tokens[game.toAct[0] ?? 0] ?? '';
      const legal = (
        await server.api
          .get(`/games/${game.id}/legal-moves`)
          .set(...bearer(token))
          .expect(200)
      ).body as { moves: unknown[] };

      const locker = new pg.Client({ connectionString: url() });
      await locker.connect();
      try {
        await locker.query('begin');
        await locker.query('lock table games in access exclusive mode');
        const started = Date.now();
        const listed = await server.api.get('/games').expect(503);
        const waited = Date.now() - started;
        expect(listed.body.code).toBe('database-unavailable');
        expect(listed.headers['retry-after']).toBeDefined();
        expect(waited).toBeGreaterThanOrEqual(450);
        expect(waited).toBeLessThan(5_000);

        const refused = await server.api
          .post(`/games/${game.id}/moves`)
          .set(...bearer(token))
          .send({ move: legal.moves[0], expectedVersion: 0 })
          .expect(503);
        expect(refused.body.code).toBe('database-unavailable');
      } finally {
        await locker.query('rollback');
        await locker.end();
      }

      const log = (await admin(url(), `select seq from moves where game_id = '${game.id}' order by seq`)).rows as {
        seq: number;
      }[];
      expect(log.map(r => r.seq)).toEqual([0]);
      await server.api.get('/games').expect(200);
      const played = await server.api
        .post(`/games/${game.id}/moves`)
        .set(...bearer(token))
        .send({ move: legal.moves[0], expectedVersion: 0 })
        .expect(200);
      expect(played.body.version).toBe(1);
    });
  });

  describe('behind a proxy: a network partition, a server that stops', () => {
    let proxy: TcpProxy;
    let server: TestServer;

    beforeAll(async () => {
      proxy = await startTcpProxy(url());
      const database = openPostgres({
        url: proxy.url,
        poolSize: 2,
        statementTimeoutMs: 500,
        queryTimeoutMs: 1_000,
        connectTimeoutMs: 1_000,
      });
      server = await startServer(testDb, { database });
    });
    afterAll(async () => {
      proxy.thaw();
      proxy.up();
      await server.close();
      await proxy.close();
    });

    it('requests, more than the pool holds, get 503 within the timeouts instead of hanging; service resumes when it heals', async () => {
      const game = await newGame(server.api);
      proxy.freeze();
      const started = Date.now();
      const answers = await Promise.all(
        ['/games', '/games', '/games', '/readyz'].map(path => request(server.app.express).get(path)),
      );
      const waited = Date.now() - started;
      expect(answers.map(a => [a.status, a.body.code])).toEqual(
        Array.from({ length: 4 }, () => [503, 'database-unavailable']),
      );
      expect(waited).toBeLessThan(8_000);

      proxy.thaw();
      await until('ready again', async () => (await request(server.app.express).get('/readyz')).status === 200);
      const listed = await server.api.get('/games').expect(200);
      expect((listed.body.games as { id: string }[]).map(g => g.id)).toContain(game.id);
    });

    it('503 while it is down, then service and the wake-ups of followers resume without a restart', async () => {
      const game = await newGame(server.api);
      const base = await server.listen();
      const stream = await openEvents(`${base}/games/${game.id}/events`);
      await stream.waitFor(1);

      proxy.down();
      for (const path of ['/games', '/readyz', `/games/${game.id}/moves`]) {
        const res = await request(server.app.express).get(path);
        expect([res.status, res.body.code]).toEqual([503, 'database-unavailable']);
      }
      // Down long enough for the LISTEN connection to fail a reconnection or two.
      await new Promise(resolve => setTimeout(resolve, 1_500));
      proxy.up();

      await until('ready again', async () => (await request(server.app.express).get('/readyz')).status === 200);
      const token = game.tokens[game.toAct[0] ?? 0] ?? '';
      const legal = (
        await server.api
          .get(`/games/${game.id}/legal-moves`)
          .set(...bearer(token))
          .expect(200)
      ).body as { moves: unknown[] };
      await server.api
        .post(`/games/${game.id}/moves`)
        .set(...bearer(token))
        .send({ move: legal.moves[0], expectedVersion: 0 })
        .expect(200);
      expect((await stream.waitFor(2, 10_000)).map(e => e.id)).toEqual(['0', '1']);
      stream.close();
    });
  });

  describe('the LISTEN connection', () => {
    let database: Database;
    beforeAll(async () => {
      database = await testDb.connect();
    });

    it('reconnects after its backend is terminated and reports the gap, then hears notifications again', async () => {
      const heard: string[] = [];
      let gaps = 0;
      const unlisten = await database.listen(
        'croupier_test_gap',
        p => heard.push(p),
        () => (gaps += 1),
      );
      try {
        await admin(url(), TERMINATE);
        await until('the gap reported', () => gaps === 1);
        await admin(url(), "notify croupier_test_gap, 'after'");
        await until('the notification after the gap', () => heard.includes('after'));
      } finally {
        await unlisten();
      }
    });
  });

  describe('a query the client stops waiting for', () => {
    let database: Database;
    beforeAll(async () => {
      await admin(url(), 'create table scratch (n integer)');
      // One connection, and no server-side limit: only the client-side timeout can end the wait.
      database = openPostgres({ url: url(), poolSize: 1, statementTimeoutMs: 0, queryTimeoutMs: 300 });
    });
    afterAll(async () => {
      await database.close();
    });

    it('fails its transaction at once, writes nothing, and the pool lends a fresh connection, not the stuck one', async () => {
      const attempt = database.db.transaction().execute(async tx => {
        await sql`insert into scratch values (1)`.execute(tx);
        await sql`select pg_sleep(3)`.execute(tx);
      });
      await expect(attempt).rejects.toThrow(/query read timeout/i);
      // Lent the stuck connection again, this would wait behind the sleep and time out too.
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from scratch`.execute(database.db);
      expect(rows).toEqual([{ n: 0 }]);
    });
  });
});
