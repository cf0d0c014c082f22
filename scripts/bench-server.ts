// The server as `npm run bench:http` runs it: the real app and the registry's games, on the Postgres server
// (DATABASE_URL) or on embedded PGlite (DATA_DIR), configured from the environment as `npm start` is
// (src/config.ts), printing its port for the bench. Its built-in bots are the server's, thinking on its worker
// pool (`npm run bench:bots` seats `ismcts` bots; the threads start only when a bot thinks).
import { pino } from 'pino';
import { loadConfig } from '../src/config.js';
import { builtInBots } from '../src/bots/registry.js';
import { games } from '../src/games/registry.js';
import { BotPool, pooledBots } from '../src/service/bots/pool.js';
import { createApp } from '../src/http/app.js';
import { openPglite, openPostgres } from '../src/store/database.js';
import { migrateToLatest } from '../src/store/migrate.js';
import { createHttpServer } from '../src/http/client-errors.js';

const config = loadConfig({ PORT: '0', ...process.env });
const database =
  config.database.kind === 'postgres'
    ? openPostgres({ url: config.database.url, poolSize: config.database.poolSize })
    : await openPglite(config.database.dataDir);
await migrateToLatest(database.db);
const logger = pino({ level: config.logLevel });
const pool = new BotPool();
const app = await createApp({
  database,
  games,
  bots: pooledBots(builtInBots, pool),
  pool,
  reviews: { maxReviews: config.maxReviews },
  logger,
  settings: config.http,
  quotas: config.quotas,
  // Webhooks, pushes and e-mails are delivered by the server's own worker, as `npm start` runs it (main.ts).
  notifications: config.notifications,
  ...(config.outbox ? { outbox: config.outbox } : {}),
  processMetrics: true,
});
const server = createHttpServer(app.express);
server.keepAliveTimeout = 60_000;
server.listen(config.port, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
});
process.on('SIGTERM', () => {
  // As main.ts: the pool closes with the app, so that no bot move under way waits for a starved thread.
  void Promise.all([app.close(), pool.close()]).then(() => {
    server.closeAllConnections();
    server.close(() => void database.close().then(() => process.exit(0)));
  });
});
