// A Croupier app listening on a real port, for clients that use fetch (the bot client, event streams), and
// that can be stopped the way `src/main.ts` stops on SIGTERM — stop accepting, end the event streams, let
// requests in flight finish, close the database — then started again on the same database and port, as a
// restarted process would be.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BotCatalog } from '../../src/bots/strategy.js';
import type { HttpSettings } from '../../src/config.js';
import type { AnyGame } from '../../src/engine/index.js';
import { createApp, type App } from '../../src/http/app.js';
import type { Database } from '../../src/store/database.js';
import type { TestDatabase } from './databases.js';
import { createHttpServer } from '../../src/http/client-errors.js';
import type { NotificationSettings } from '../../src/service/notifications/settings.js';
import type { WorkerOptions } from '../../src/service/notifications/worker.js';

export interface Listening {
  readonly app: App;
  readonly base: string;
  readonly port: number;
  /** Stops as on SIGTERM; connections still open after `graceMs` are cut. */
  stop(graceMs?: number): Promise<void>;
}

export interface ListenOptions {
  readonly games: readonly AnyGame[];
  /** 0 (the default) takes a free port. */
  readonly port?: number;
  readonly settings?: Partial<HttpSettings>;
  readonly bots?: BotCatalog;
  /** The built web page to serve at `/` (the browser tests build web/dist first). */
  readonly webDir?: string;
  /** How notifications are sent (e.g. e-mail to a test's SMTP server). */
  readonly notifications?: Partial<NotificationSettings>;
  /** Deliver the outbox from this app (its worker started), as a server process does. */
  readonly outbox?: Partial<WorkerOptions>;
}

/** The origin passkeys are made for in tests: localhost (WebAuthn refuses an IP address) and the port taken. */
export const localOrigin = (port: number): string => `http://localhost:${port}`;

export async function listen(testDb: TestDatabase, options: ListenOptions): Promise<Listening> {
  const database: Database = await testDb.connect();
  let port = options.port ?? 0;
  const app = await createApp({
    publicOrigin: () => localOrigin(port),
    database,
    games: options.games,
    ...(options.bots === undefined ? {} : { bots: options.bots }),
    ...(options.webDir === undefined ? {} : { webDir: options.webDir }),
    ...(options.notifications === undefined ? {} : { notifications: options.notifications }),
    ...(options.outbox === undefined ? {} : { outbox: options.outbox }),
    settings: { rateLimitPerIp: 0, rateLimitPerToken: 0, ...options.settings },
    quotas: { maxWaiting: 0, perMinute: 0 },
  });
  const server: Server = createHttpServer(app.express);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  let stopped: Promise<void> | null = null;
  return {
    app,
    base: `http://127.0.0.1:${port}`,
    port,
    stop(graceMs = 1_000) {
      stopped ??= (async () => {
        const closed = new Promise<void>(resolve => server.close(() => resolve()));
        await app.close();
        server.closeIdleConnections();
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        await closed;
        clearTimeout(force);
        await database.close();
      })();
      return stopped;
    },
  };
}
