// The one place real things are wired together: environment → database (migrated) → app with the games
// of the registry → HTTP server. SIGTERM/SIGINT stop accepting connections, end the event streams, let
// requests in flight finish, then close the database. A start that cannot open its database (unreachable,
// or an embedded data folder another process holds) logs why and exits 1. Database faults after the start
// are handled where they arise (src/store/): there is deliberately no process-wide 'uncaughtException'
// handler, which would keep a process of unknown state serving instead of letting a supervisor restart it.
import { pino } from 'pino';
import { loadConfig } from './config.js';
import { builtInBots } from './bots/registry.js';
import { games } from './games/registry.js';
import { createApp } from './http/app.js';
import { defaultWebDir, isBuiltPage } from './http/routes/web.js';
import { openPglite, openPostgres, type Database } from './store/database.js';
import { DataDirLocked } from './store/data-dir-lock.js';
import { describeDatabaseError } from './store/errors.js';
import { migrateToLatest } from './store/migrate.js';
import { TEMPLATE_DIR } from './store/pglite-template.js';
import { createHttpServer } from './http/client-errors.js';
import { BotPool, pooledBots } from './service/bots/pool.js';
import { connectionsFor, fileDescriptorLimit } from './http/file-descriptors.js';

const config = loadConfig();
const logger = pino({ level: config.logLevel });

/** The database, migrated; or a logged reason and exit code 1 (a data folder in use, no database reachable). */
async function openDatabase(): Promise<Database> {
  const settings = config.database;
  if (settings.kind === 'pglite') {
    // A new folder starts as a copy of the migrated template the build made, not from initdb.
    const database = await openPglite(settings.dataDir, { copyOf: TEMPLATE_DIR });
    try {
      await logMigrations(database);
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  }
  // Migrations run on their own connection without the request timeouts: one may take minutes on a long log.
  const migrator = openPostgres({
    url: settings.url,
    poolSize: 1,
    statementTimeoutMs: 0,
    queryTimeoutMs: 0,
    onError: logDatabaseError,
  });
  try {
    await logMigrations(migrator);
  } finally {
    await migrator.close();
  }
  return openPostgres({ ...settings, onError: logDatabaseError });
}

function logDatabaseError(error: Error): void {
  logger.warn({ error: describeDatabaseError(error) }, 'database connection error');
}

async function logMigrations(database: Database): Promise<void> {
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrated');
}

let database: Database;
try {
  database = await openDatabase();
} catch (error) {
  logger.fatal(
    { error: describeDatabaseError(error) },
    error instanceof DataDirLocked ? error.message : 'cannot open the database',
  );
  process.exit(1);
}

// The web page at `/`: `npm start` builds it first (prestart); a server started otherwise serves the API only.
const webDir = config.webDir ?? defaultWebDir();
if (webDir === null || !isBuiltPage(webDir))
  logger.warn({ webDir }, 'the web page is not built (npm run build:web): serving the API only');
// Thinking bots (ismcts) think on worker threads, one fewer than the cores, never on the event loop.
const botPool = new BotPool();
/** The port served, once listening (PORT=0 takes a free one): the default PUBLIC_ORIGIN names it. */
let servedPort = config.port;
const app = await createApp({
  database,
  games,
  bots: pooledBots(builtInBots, botPool),
  // Post-game reviews search on the same threads, below the bots at tables.
  pool: botPool,
  reviews: { maxReviews: config.maxReviews },
  settings: config.http,
  cache: config.cache,
  clockSweepMs: config.clockSweepMs,
  quotas: config.quotas,
  publicOrigin: () => config.publicOrigin ?? `http://localhost:${servedPort}`,
  vacationDaysPerYear: config.vacationDaysPerYear,
  notifications: config.notifications,
  ...(config.outbox ? { outbox: config.outbox } : {}),
  webDir: webDir !== null && isBuiltPage(webDir) ? webDir : null,
  logger,
  processMetrics: true,
});
// Connections: each holds a file descriptor, so the file-descriptor limit says how many this process can hold.
const fdLimit = fileDescriptorLimit();
const LISTEN_BACKLOG = 65_535;
const connections = {
  total: config.server.maxConnections ?? connectionsFor(fdLimit),
  perIp: config.server.maxConnectionsPerIp,
};
const server = createHttpServer(app.express, { arrival: config.server.arrival, connections });
// A reconnect storm opens thousands of connections at once: Node's default queue of 511 unaccepted ones would
// drop the rest, each client then waiting a second or more to try again. The kernel caps it at somaxconn.
server.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, () => {
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  servedPort = port;
  // The capacity first: whoever waits for "croupier is serving" (tests/support/child-server.ts) has both lines.
  logger.info(
    { maxConnections: connections.total, maxConnectionsPerIp: connections.perIp, fileDescriptorLimit: fdLimit },
    `can hold ${connections.total} connections (event streams included) with its file-descriptor limit of ${fdLimit ?? 'unknown'}: raise it with ulimit -n (see the README's deployment notes)`,
  );
  logger.info({ port, database: database.kind, games: games.map(g => g.id) }, 'croupier is serving');
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const closed = new Promise<void>(resolve => server.close(() => resolve()));
  // The pool closes with the app, not after it: the app waits for the bot moves under way, and a thought
  // on a thread the machine starves would be waited for minutes (service/bots/pool.ts); closed, it fails
  // at once, and nothing of it was written.
  await Promise.all([app.close(), botPool.close()]);
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  await closed;
  clearTimeout(force);
  await database.close();
  logger.info('stopped');
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    shutdown(signal).then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
