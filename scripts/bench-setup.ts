// What the benches on Postgres share: a database of their own, created beside DATABASE_URL's (default the
// local test database; loopback only) and dropped at the end whatever happens; the server they measure,
// either the real one in a process of its own (bench-server.ts) or the app in this process; and GETs timed
// as the client sees them.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { games } from '../src/games/registry.js';
import { createApp, type AppOptions } from '../src/http/app.js';
import { createHttpServer } from '../src/http/client-errors.js';
import { openPostgres, type Database } from '../src/store/database.js';
import { nodeArgsOf, start, type Started } from './bench-processes.js';

export const ADMIN_URL = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

/** One statement on DATABASE_URL's database (or `connectionString`'s), on a connection of its own. */
export async function admin(statement: string, connectionString = ADMIN_URL): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** A fresh database named for the bench; `drop` it at the end. */
export async function freshDatabase(bench: string): Promise<BenchDatabase> {
  const name = `croupier_bench_${bench}_${randomBytes(4).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  if (!LOOPBACK.includes(url.hostname)) throw new Error(`bench:${bench} runs on loopback only`);
  await admin(`CREATE DATABASE ${name}`);
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A fresh database named for the bench, its URL given to `use`, dropped after. */
export async function withDatabase<T>(bench: string, use: (url: string) => Promise<T>): Promise<T> {
  const database = await freshDatabase(bench);
  try {
    return await use(database.url);
  } finally {
    await database.drop();
  }
}

/** The server's own configuration (src/config.ts) for a bench: rate limits far above what it sends. */
export const BENCH_ENV = { LOG_LEVEL: 'warn', RATE_LIMIT_PER_IP: '100000000', RATE_LIMIT_PER_TOKEN: '10000000' };

/**
 * The real server (bench-server.ts) on the database at `url`, configured by `env` beyond BENCH_ENV; Node's flags
 * from BENCH_SERVER_NODE_ARGS (`--cpu-prof --cpu-prof-dir=…` for a profile), as bench:http takes them.
 */
export const startServer = (url: string, env: Record<string, string> = {}): Promise<Started> =>
  start('./bench-server.ts', { ...BENCH_ENV, DATABASE_URL: url, ...env }, nodeArgsOf('BENCH_SERVER_NODE_ARGS'));

/** The app in this process (no rate limits) on the database at `url`, listening on 127.0.0.1 during `use`. */
export async function withApp<T>(
  url: string,
  options: Omit<AppOptions, 'database' | 'games' | 'settings'>,
  use: (base: string, database: Database) => Promise<T>,
): Promise<T> {
  const database = openPostgres({ url });
  const app = await createApp({
    database,
    games,
    ...options,
    settings: { rateLimitPerIp: 0, rateLimitPerToken: 0 },
  });
  const server = createHttpServer(app.express);
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, database);
  } finally {
    await app.close();
    server.closeAllConnections();
    await new Promise<void>(resolve => server.close(() => resolve()));
    await database.close();
  }
}

/** The value below which a share `q` of the sorted times fall. */
export const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * `requests` GETs of `path` one after another, each timed as the client sees it (HTTP included) after `warm`
 * untimed ones warm the server and the database's caches; `check` refuses a wrong answer. Sorted, in ms.
 */
export async function timeGets(
  base: string,
  path: string,
  check: (status: number, body: unknown) => boolean,
  requests: number,
  warm = 30,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < requests + warm; i++) {
    const started = process.hrtime.bigint();
    const res = await fetch(`${base}${path}`);
    const body: unknown = await res.json();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (!check(res.status, body)) throw new Error(`${path}: ${res.status}`);
    if (i >= warm) times.push(ms);
  }
  return times.sort((a, b) => a - b);
}
