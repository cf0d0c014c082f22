// The server as `npm run bench:http` runs it: the real app on the Postgres server, with the registry's
// games plus the fixture game, whose `roll` is always legal for the seat to act and never ends a game with
// a high target, so that load can drive real moves without running out of them. Rate limits are off.
import { createServer } from 'node:http';
import { pino } from 'pino';
import { games } from '../src/games/registry.js';
import { createApp } from '../src/http/app.js';
import { openPostgres } from '../src/store/database.js';
import { migrateToLatest } from '../src/store/migrate.js';
import { fixtureGame } from '../tests/support/fixture-game.js';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL is required');
const database = openPostgres({ url, poolSize: Number(process.env['DATABASE_POOL_SIZE'] ?? 10) });
await migrateToLatest(database.db);
const logger = pino({ level: process.env['LOG_LEVEL'] ?? 'info' });
const app = await createApp({ database, games: [...games, fixtureGame], logger, settings: { rateLimitPerIp: 0, rateLimitPerToken: 0 } });
const server = createServer(app.express);
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env['PORT'] ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
});
process.on('SIGTERM', () => {
  void app.close().then(() => {
    server.closeAllConnections();
    server.close(() => void database.close().then(() => process.exit(0)));
  });
});
