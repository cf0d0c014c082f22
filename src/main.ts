// The one place real things are wired together: environment → database (migrated) → app with the games
// of the registry → HTTP server. SIGTERM/SIGINT stop accepting connections, end the event streams, let
// requests in flight finish, then close the database.
import { createServer } from 'node:http';
import { pino } from 'pino';
import { loadConfig } from './config.js';
import { builtInBots } from './bots/registry.js';
import { games } from './games/registry.js';
import { createApp } from './http/app.js';
import { openPglite, openPostgres, type Database } from './store/database.js';
import { migrateToLatest } from './store/migrate.js';

const config = loadConfig();
const logger = pino({ level: config.logLevel });

const database: Database =
  config.database.kind === 'postgres'
    ? openPostgres({ url: config.database.url, poolSize: config.database.poolSize, onError: (err) => logger.warn({ err }, 'database connection error') })
    : await openPglite(config.database.dataDir);
const applied = await migrateToLatest(database.db);
if (applied.length > 0) logger.info({ migrations: applied }, 'migrated');

const app = await createApp({ database, games, bots: builtInBots, settings: config.http, cache: config.cache, logger, processMetrics: true });
const server = createServer(app.express);
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  logger.info({ port, database: database.kind, games: games.map((g) => g.id) }, 'croupier is serving');
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  await app.close();
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
