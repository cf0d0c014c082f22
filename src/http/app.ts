// The HTTP application, built from injected parts: a database, the games to serve, settings and a logger.
// Nothing here names a game; `main.ts` wires the real registry, tests wire fixtures. `close()` ends the
// event streams and stops listening; the caller closes the HTTP server and the database.
import { randomUUID } from 'node:crypto';
import cors from 'cors';
import express, { type Express, type RequestHandler } from 'express';
import { pino, type Logger } from 'pino';
import { defaultHttpSettings, type HttpSettings } from '../config.js';
import { NO_BOTS, type BotCatalog } from '../bots/strategy.js';
import type { AnyGame } from '../engine/index.js';
import { GameCache, type CacheLimits } from '../service/games/cache.js';
import { catalogOf } from '../service/games/catalog.js';
import { BotPool } from '../service/bots/pool.js';
import { BotRunner } from '../service/bots/runner.js';
import { ReviewDesk, type DeskOptions } from '../service/reviews/desk.js';
import { ClockSweeper } from '../service/clocks/sweep.js';
import type { Deps } from '../service/deps.js';
import { Feeds } from '../service/streams/game-feed.js';
import { Notifier } from '../service/streams/wakeup-hub.js';
import { PlayerStreams } from '../service/streams/player-stream.js';
import { relyingPartyOf } from '../service/players/relying-party.js';
import { ChatFeeds } from '../service/chat/feed.js';
import { PresenceTracker } from '../service/presence/tracker.js';
import { DEFAULT_TABLE_QUOTAS, type TableQuotas } from '../service/tables/quota.js';
import { gameSchemas } from './game-schemas.js';
import { securityHeaders } from './headers.js';
import { guardJsonBody, guardRequest, hasBodyMethod, requireJsonBody, requireUtf8 } from './guard.js';
import { errorForLog, requestLogging } from './logging.js';
import { refuseDeclaredLength } from './declared-length.js';
import { createMetrics } from './metrics.js';
import { buildOpenApiDocument } from './openapi.js';
import { ruleCatalogs } from './i18n/rule-catalogs.js';
import { problemMiddleware, routeNotFound } from './problem.js';
import { rateLimits } from './limits.js';
import { series } from './middleware-chain.js';
import { eventsRouter } from './routes/events.js';
import { heldStreams } from './sse.js';
import { gamesRouter } from './routes/games.js';
import { opsRouter } from './routes/ops.js';
import { playersRouter } from './routes/players.js';
import { profilesRouter } from './routes/profiles.js';
import { notificationsRouter } from './routes/notifications.js';
import { emailLinksRouter, emailRouter } from './routes/email.js';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  Notifications,
  type NotificationSettings,
} from '../service/notifications/settings.js';
import { DEFAULT_WORKER_OPTIONS, OutboxWorker, type WorkerOptions } from '../service/notifications/worker.js';
import { tablesRouter } from './routes/tables.js';
import { problemsRouter } from './routes/problems.js';
import { webRouter } from './routes/web.js';
import { chatRouter } from './routes/chat.js';
import { socialRouter } from './routes/social.js';
import { challengesRouter } from './routes/challenges.js';
import { loadLibrary } from './rule-docs/library.js';

export interface AppOptions {
  readonly database: Deps['database'];
  readonly games: readonly AnyGame[];
  /** Built-in players that may take seats (`main.ts` wires src/bots/registry.ts); none by default. */
  readonly bots?: BotCatalog;
  /**
   * The worker pool where post-game reviews are searched, below the thinking bots (`main.ts` passes the bots'
   * own); without one the app keeps a one-thread pool of its own, started on the first review.
   */
  readonly pool?: BotPool;
  /** How reviews are searched (reviews/desk.ts); the defaults when absent. */
  readonly reviews?: DeskOptions;
  readonly settings?: Partial<HttpSettings>;
  readonly logger?: Logger;
  readonly now?: () => Date;
  /** Process metrics (CPU, memory, event loop); off in tests, which build many apps. */
  readonly processMetrics?: boolean;
  /** How many folded games the cache keeps, by count and by approximate bytes (defaults: service/games/cache.ts). */
  readonly cache?: Partial<CacheLimits>;
  /** Where the rule books are (`<game>.md`); docs/rules of the project by default. */
  readonly rulesDir?: string | null;
  /** Sweep due clocks every this many ms (service/clocks/sweep.ts); off when absent or 0 (tests sweep by hand). */
  readonly clockSweepMs?: number;
  /** The built web page (web/dist) to serve at `/`; none when absent (`/` is then a 404 problem). */
  readonly webDir?: string | null;
  /** What one creator may open (service/tables/quota.ts); its defaults for what is not given. */
  readonly quotas?: Partial<TableQuotas>;
  /** The origin people reach the page at (PUBLIC_ORIGIN), for passkeys; asked when needed (the port may come later). */
  readonly publicOrigin?: () => string;
  /** Whether presence is written now and then (service/presence/tracker.ts); tests that move time flush it themselves. */
  readonly presenceTimer?: boolean;
  /** Vacation days each player has in any 365 days (service/players/vacation.ts); 14 when absent. */
  readonly vacationDaysPerYear?: number;
  /** How webhooks and pushes are checked and sent (service/notifications/settings.ts); the defaults when absent. */
  readonly notifications?: Partial<NotificationSettings>;
  /** Deliver the outbox from this process (service/notifications/worker.ts); not when absent (tests drain it by hand). */
  readonly outbox?: Partial<WorkerOptions>;
}

export interface App {
  readonly express: Express;
  readonly deps: Deps;
  readonly document: object;
  /** This process's presence (tests flush it by hand). */
  readonly presence: PresenceTracker;
  /** This process's outbox worker: delivers webhooks and pushes (started only with `outbox`). */
  readonly outbox: OutboxWorker;
  close(): Promise<void>;
}

/**
 * A router that serves GET and HEAD only: requests of other methods go straight past it, but OPTIONS, which
 * the router answers with the methods its routes allow.
 */
const readsOnly =
  (router: RequestHandler): RequestHandler =>
  (req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' ? router(req, res, next) : next();

/** `router` for the paths `prefix` matches (as Express matches them: case-insensitively); the rest go on. */
const onlyUnder =
  (prefix: RegExp, router: RequestHandler): RequestHandler =>
  (req, res, next) =>
    prefix.test(req.path) ? router(req, res, next) : next();

export async function createApp(options: AppOptions): Promise<App> {
  const settings = { ...defaultHttpSettings, ...options.settings };
  const logger = options.logger ?? pino({ level: 'silent' });
  const metrics = createMetrics(options.processMetrics ?? false);
  const listener = randomUUID();
  const ownPool = options.pool === undefined ? new BotPool(1) : null;
  const pool = options.pool ?? (ownPool as BotPool);
  // A late thread is worth a line and a count: starved threads mean a saturated machine (bots and reviews wait).
  const unobserve = pool.observe(late => {
    metrics.botThreadLate(late.verdict);
    logger.warn(late, 'bot thread late');
  });
  const publicOrigin = options.publicOrigin;
  const deps: Deps = {
    database: options.database,
    catalog: catalogOf(options.games),
    bots: options.bots ?? NO_BOTS,
    cache: new GameCache(options.cache),
    botRunner: new BotRunner({
      failed: (error, retried) => logger.warn({ error: errorForLog(error), retried }, 'bot step failed'),
    }),
    reviews: new ReviewDesk(pool, options.reviews),
    now: options.now ?? (() => new Date()),
    // Entries this process commits reach its followers at once, without a read (service/streams/game-feed.ts).
    observers: {
      ...metrics.observers,
      committed: (loaded, entry) => feeds?.offer(loaded, entry),
      unreadableGame: (gameId, error) =>
        logger.error({ gameId, error: errorForLog(error) }, 'game unreadable in a listing'),
    },
    listener,
    quotas: { ...DEFAULT_TABLE_QUOTAS, ...options.quotas },
    ...(publicOrigin === undefined ? {} : { relyingParty: () => relyingPartyOf(publicOrigin()) }),
    ...(options.vacationDaysPerYear === undefined ? {} : { vacationDaysPerYear: options.vacationDaysPerYear }),
    notifications: new Notifications({ ...DEFAULT_NOTIFICATION_SETTINGS, ...options.notifications }),
  };
  const notifier = await Notifier.start(options.database, listener);
  // Assigned once the notifier is up; nothing is committed before the app serves requests.
  let feeds: Feeds | undefined = undefined;
  feeds = new Feeds(deps, notifier);
  const streams = heldStreams(settings.heartbeatMs, metrics.streamCut);
  const chatFeeds = new ChatFeeds(deps, notifier);
  const playerStreams = new PlayerStreams(deps, notifier);
  const presence = new PresenceTracker(deps, listener, error =>
    logger.warn({ error: errorForLog(error) }, 'presence not written'),
  );
  if (options.presenceTimer !== false) presence.start();
  const sweeper = new ClockSweeper(deps);
  if (options.clockSweepMs !== undefined && options.clockSweepMs > 0) sweeper.start(options.clockSweepMs);
  const outbox = new OutboxWorker(deps, deps.notifications, { ...DEFAULT_WORKER_OPTIONS, ...options.outbox }, error =>
    logger.warn({ error: errorForLog(error) }, 'outbox delivery failed'),
  );
  if (options.outbox) outbox.start(notifier);
  // The OpenAPI document is built when first asked for (/openapi.json, /docs), not at start: building it
  // from every schema took ~1.2 s of CPU, a fifth of an embedded start, for a page most runs never open.
  let built: object | undefined;
  const document = (): object => (built ??= buildOpenApiDocument(options.games, deps.bots));

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', settings.trustProxy);
  app.set('query parser', 'simple');
  const corsHeaders = cors({
    origin: settings.corsOrigins === '*' ? '*' : [...settings.corsOrigins],
    exposedHeaders: ['ETag', 'Location', 'Retry-After', 'X-Request-Id'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'If-Match',
      'If-None-Match',
      'Idempotency-Key',
      'Last-Event-ID',
      'X-Request-Id',
    ],
  });
  // Bodies are read on the methods that carry one; a GET's body is ignored, as HTTP says it means nothing.
  // JSON bodies are UTF-8, and valid (guard.ts, requireUtf8): body-parser would read other charsets too and
  // turn bad bytes into U+FFFD, which would be stored.
  const json = express.json({
    limit: settings.bodyLimit,
    type: ['application/json', 'application/*+json'],
    verify: requireUtf8,
  });
  // Everything before the API's routes, in order, as one layer of the router (http/middleware-chain.ts): every request
  // goes through it.
  app.use(
    series(
      requestLogging(app, logger),
      metrics.middleware,
      securityHeaders(),
      // CORS headers matter to browsers only, which always send Origin on cross-origin requests.
      (req, res, next) => (req.headers.origin === undefined ? next() : corsHeaders(req, res, next)),
      // Hostile paths, queries and headers stop here, before any route reads them (guard.ts).
      guardRequest,
      // A body announced larger than the limit is refused before a byte of it is read.
      refuseDeclaredLength(settings.bodyLimit),
      // Operations and documentation come before the rate limits: probes and scrapers must always get
      // through. They answer GET and HEAD only, so a move or any other write goes straight past them.
      readsOnly(opsRouter(deps, metrics.registry, document)),
      readsOnly(
        problemsRouter(
          await loadLibrary(
            options.games.map(g => g.id),
            options.rulesDir,
          ),
        ),
      ),
      // The page and its assets, like the docs, come before the rate limits: a page load is a dozen requests.
      ...(options.webDir ? [readsOnly(webRouter(options.webDir))] : []),
      // Views depend on the token and change with every move: a cache may keep them but must revalidate (ETag).
      (_req, res, next) => {
        res.setHeader('Cache-Control', 'private, no-cache');
        next();
      },
      ...rateLimits(settings.rateLimitPerIp, settings.rateLimitPerToken),
      // One-click unsubscribe is posted as a form, by mail clients (routes/email.ts): it reads no body. Only paths
      // under /email go through its router (a router pass would cost every request, every move, its matching).
      onlyUnder(/^\/email\//i, emailLinksRouter(deps)),
      requireJsonBody,
      (req, res, next) => (hasBodyMethod(req.method) ? json(req, res, next) : next()),
      guardJsonBody,
    ),
  );
  // The game stream's router before the games router: a stream open (a storm of them after a restart) then walks
  // no other router's routes, while a move walks the two stream routes more, which cost it little.
  app.use(
    eventsRouter(deps, feeds, notifier, streams, {
      chat: chatFeeds,
      presence,
      postGameMs: settings.postGameChatMs,
    }),
  );
  app.use(gamesRouter(deps, gameSchemas(options.games, deps.bots)));
  app.use(tablesRouter(deps));
  app.use(chatRouter(deps, { postGameMs: settings.postGameChatMs }));
  app.use(socialRouter(deps));
  app.use(challengesRouter(deps));
  app.use(playersRouter(deps, notifier, streams, playerStreams, presence));
  app.use(profilesRouter(deps));
  app.use(notificationsRouter(deps));
  app.use(emailRouter(deps));
  app.use(routeNotFound);
  app.use(problemMiddleware(logger, ruleCatalogs(options.games)));

  return {
    express: app,
    deps,
    presence,
    outbox,
    get document() {
      return document();
    },
    async close() {
      // First, so that a bot step failing from here on (the bot pool closes alongside, main.ts) is not tried again.
      const bots = deps.botRunner.stop();
      streams.stop();
      for (const stream of [...streams.open]) stream.end();
      streams.open.clear();
      feeds.stop();
      chatFeeds.stop();
      playerStreams.stop();
      await presence.stop();
      await sweeper.stop();
      await outbox.stop();
      await bots;
      unobserve();
      await ownPool?.close();
      await notifier.stop();
    },
  };
}
