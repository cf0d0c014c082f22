// A Croupier app on a test database, with a supertest client whose every response is checked against
// the app's own OpenAPI document (see contract-check.ts).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { Response, Test } from 'supertest';
import type { Logger } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { BotCatalog } from '../../src/bots/strategy.js';
import type { HttpSettings } from '../../src/config.js';
import type { AnyGame } from '../../src/engine/index.js';
import { createApp, type App } from '../../src/http/app.js';
import type { BotPool } from '../../src/service/bots/pool.js';
import type { DeskOptions } from '../../src/service/reviews/desk.js';
import type { CacheLimits } from '../../src/service/games/cache.js';
import type { TableQuotas } from '../../src/service/tables/quota.js';
import type { Database } from '../../src/store/database.js';
import { ContractChecker } from './contract-check.js';
import type { NotificationSettings } from '../../src/service/notifications/settings.js';
import type { TestDatabase } from './databases.js';
import { fixtureGame } from './fixture-game.js';
import { createHttpServer } from '../../src/http/client-errors.js';

export interface Api {
  get(url: string): Test;
  post(url: string): Test;
  put(url: string): Test;
  patch(url: string): Test;
  delete(url: string): Test;
}

export interface TestServer {
  readonly app: App;
  readonly api: Api;
  readonly database: Database;
  readonly contract: ContractChecker;
  /** Listens on a real port (for event streams); returns the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface ServerOptions {
  readonly games?: readonly AnyGame[];
  /** Built-in players that may take seats; none unless given. */
  readonly bots?: BotCatalog;
  /** The worker pool of reviews (and of the thinking bots when `bots` uses it); the app's own unless given. */
  readonly pool?: BotPool;
  /** How reviews are searched: iterations at most, the time aimed at. */
  readonly reviews?: DeskOptions;
  readonly settings?: Partial<HttpSettings>;
  readonly database?: Database;
  readonly logger?: Logger;
  readonly cache?: Partial<CacheLimits>;
  /** The server's clock; the real one unless given. */
  readonly now?: () => Date;
  /** Sweep due clocks every this many ms; no sweep unless given (tests sweep by hand). */
  readonly clockSweepMs?: number;
  /** A built web page to serve at `/`; none unless given. */
  readonly webDir?: string;
  /** What one creator may open; off unless given (as the rate limits), so tests may open many tables. */
  readonly quotas?: Partial<TableQuotas>;
  /** Presence written now and then (the default), or only when the test flushes it (false). */
  readonly presenceTimer?: boolean;
  /** Vacation days each player has in any 365 days; the server's default (14) unless given. */
  readonly vacationDaysPerYear?: number;
  /** Notification settings; loopback receivers allowed (WEBHOOK_ALLOW_PRIVATE=1) unless given otherwise. */
  readonly notifications?: Partial<NotificationSettings>;
}

// A finished game's stream ends at once (no post-game chat) unless a test asks for the window: most tests
// wait for the end of a finished game's stream.
const testSettings: Partial<HttpSettings> = { rateLimitPerIp: 0, rateLimitPerToken: 0, postGameChatMs: 0 };

export async function startServer(testDatabase: TestDatabase, options: ServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await testDatabase.connect());
  const app = await createApp({
    database,
    games: options.games ?? [fixtureGame],
    bots: options.bots,
    ...(options.pool ? { pool: options.pool } : {}),
    ...(options.reviews ? { reviews: options.reviews } : {}),
    logger: options.logger,
    cache: options.cache,
    webDir: options.webDir ?? null,
    quotas: options.quotas ?? { maxWaiting: 0, perMinute: 0 },
    settings: { ...testSettings, ...options.settings },
    ...(options.now ? { now: options.now } : {}),
    ...(options.presenceTimer === undefined ? {} : { presenceTimer: options.presenceTimer }),
    ...(options.clockSweepMs === undefined ? {} : { clockSweepMs: options.clockSweepMs }),
    ...(options.vacationDaysPerYear === undefined ? {} : { vacationDaysPerYear: options.vacationDaysPerYear }),
    notifications: { allowPrivate: true, ...options.notifications },
  });
  const contract = new ContractChecker(app.document);
  const checked = (test: Test): Test =>
    test.expect((res: Response) => {
      const req = (res as Response & { req: { method: string; path: string } }).req;
      contract.check(req.method, req.path, res.status, res.headers['content-type'] as string | undefined, res.body);
    });
  const agent = request(app.express);
  const api: Api = {
    get: url => checked(agent.get(url)),
    post: url => checked(agent.post(url)),
    put: url => agent.put(url),
    patch: url => checked(agent.patch(url)),
    delete: url => agent.delete(url),
  };
  let server: Server | null = null;
  return {
    app,
    api,
    database,
    contract,
    async listen() {
      if (!server) {
        const s = createHttpServer(app.express);
        server = s;
        await new Promise<void>(resolve => s.listen(0, '127.0.0.1', resolve));
      }
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      await app.close();
      if (server) {
        server.closeAllConnections();
        const s = server;
        await new Promise<void>(resolve => s.close(() => resolve()));
      }
      await database.close();
    },
  };
}

/**
 * The server of one `describe` block: started before its tests, closed after them with its test database.
 * The object it returns forwards to that server, so tests use it as they would the server itself.
 */
export function serverForSuite(testDatabase: TestDatabase, options: ServerOptions = {}): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startServer(testDatabase, options);
  });
  afterAll(async () => {
    await started?.close();
    await testDatabase.dispose();
  });
  const current = (): TestServer => {
    if (!started) throw new Error("the suite's server is used before beforeAll started it");
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get api() {
      return current().api;
    },
    get database() {
      return current().database;
    },
    get contract() {
      return current().contract;
    },
    listen: () => current().listen(),
    close: () => current().close(),
  };
}

export interface NewGame {
  readonly id: string;
  readonly version: number;
  readonly toAct: number[];
  readonly tokens: string[];
  readonly body: Record<string, unknown>;
}

/** Creates a game through the API and returns its id and the seats' tokens. */
export async function newGame(
  api: Api,
  body: Record<string, unknown> = { game: 'duel', players: 2 },
): Promise<NewGame> {
  const res = await api.post('/games').send(body).expect(201);
  const created = res.body as {
    id: string;
    version: number;
    toAct: number[];
    seats: { seat: number; token: string }[];
  };
  return {
    id: created.id,
    version: created.version,
    toAct: created.toAct,
    tokens: created.seats.map(s => s.token),
    body: res.body as Record<string, unknown>,
  };
}

export const bearer = (token: string): [string, string] => ['Authorization', `Bearer ${token}`];

/** Two app instances on one database (two processes, as far as the database can tell) for a `describe` block. */
export function twoServersForSuite(
  testDatabase: TestDatabase,
  options: ServerOptions = {},
): { readonly one: TestServer; readonly two: TestServer } {
  let started: [TestServer, TestServer] | undefined;
  beforeAll(async () => {
    started = [await startServer(testDatabase, options), await startServer(testDatabase, options)];
  });
  afterAll(async () => {
    for (const server of started ?? []) await server.close();
    await testDatabase.dispose();
  });
  const nth = (i: 0 | 1): TestServer => {
    const server = started?.[i];
    if (!server) throw new Error("the suite's servers are used before beforeAll started them");
    return server;
  };
  return {
    get one() {
      return nth(0);
    },
    get two() {
      return nth(1);
    },
  };
}
