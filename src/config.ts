// Settings come from the environment once, at start, parsed by one zod schema: a typo in a variable fails
// the start with a message instead of a server that runs with a silent default.
import { z } from 'zod';
import { DEFAULT_CACHE_LIMITS, type CacheLimits } from './service/games/cache.js';
import { DEFAULT_TABLE_EXPIRY_DAYS, DEFAULT_TABLE_QUOTAS, type TableQuotas } from './service/tables/quota.js';
import { DEFAULT_ARRIVAL_BOUNDS, type ArrivalBounds } from './http/slow-clients.js';
import { DEFAULT_MAX_REVIEWS } from './service/reviews/desk.js';

const limit = z.coerce.number().int().min(0);

/** A timer's delay or period (ms): Node runs a longer one after 1 ms (a TimeoutOverflowWarning), so it is refused. */
const timerMs = (min: number) =>
  z.coerce
    .number()
    .int()
    .min(min)
    .max(2 ** 31 - 1);

const UNITS = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 } as const;

/** A size in bytes: `268435456`, `256mb`, `1gb`. */
const byteSize = z
  .string()
  .regex(/^\s*\d+\s*(b|kb|mb|gb)?\s*$/i, 'a size in bytes, such as 268435456, 256mb or 1gb')
  .transform(v => {
    const [, digits = '0', unit = ''] = /^\s*(\d+)\s*([a-z]*)\s*$/i.exec(v) ?? [];
    return Number(digits) * UNITS[(unit.toLowerCase() || 'b') as keyof typeof UNITS];
  });

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // An empty value (`DATABASE_URL=` in an env file) means unset: the embedded database.
  DATABASE_URL: z.preprocess(v => (v === '' ? undefined : v), z.string().min(1).optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // Unset: the defaults of store/database.ts (POSTGRES_DEFAULTS); 0 turns a limit off.
  DATABASE_CONNECT_TIMEOUT_MS: limit.optional(),
  DATABASE_STATEMENT_TIMEOUT_MS: limit.optional(),
  DATABASE_QUERY_TIMEOUT_MS: limit.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated origins allowed by CORS; `*` allows any; empty allows none. */
  CORS_ORIGINS: z.string().default('*'),
  BODY_LIMIT: z.string().default('100kb'),
  /** Requests per minute; 0 turns the limiter off. */
  RATE_LIMIT_PER_IP: limit.default(6000),
  RATE_LIMIT_PER_TOKEN: limit.default(1200),
  /** Express `trust proxy`: a hop count, true/false, or addresses and subnets (`loopback, 10.0.0.0/8`). */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): string | number | boolean =>
      /^\d+$/.test(v) ? Number(v) : v === 'true' ? true : v === 'false' ? false : v,
    ),
  SSE_HEARTBEAT_MS: timerMs(100).default(15_000),
  /** How long a finished game's event stream stays open after its last entry, for the post-game chat (ms). */
  POST_GAME_CHAT_MS: timerMs(0).default(600_000),
  /** The cache of folded games: at most this many games, and about this many bytes of heap. */
  CACHE_GAMES: z.coerce.number().int().min(0).default(DEFAULT_CACHE_LIMITS.games),
  CACHE_BYTES: byteSize.default(DEFAULT_CACHE_LIMITS.bytes),
  /** How often each process sweeps the games whose deadline passed (service/clocks); 0 turns the sweep off. */
  CLOCK_SWEEP_MS: timerMs(0).default(1000),
  /** How long a request may take to arrive: its headers, then its body (http/slow-clients.ts). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_ARRIVAL_BOUNDS.headersTimeoutMs),
  BODY_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_ARRIVAL_BOUNDS.bodyTimeoutMs),
  /**
   * Connections held in all (unset: what the file-descriptor limit allows, less a margin) and per address; 0: no bound.
   */
  MAX_CONNECTIONS: limit.optional(),
  MAX_CONNECTIONS_PER_IP: limit.default(10_000),
  /** Per creator: waiting tables at once, and tables with an open seat opened per minute; 0 turns one off. */
  MAX_WAITING_TABLES: limit.default(DEFAULT_TABLE_QUOTAS.maxWaiting),
  TABLES_PER_MINUTE: limit.default(DEFAULT_TABLE_QUOTAS.perMinute),
  /** Days a waiting table without a joining deadline takes people before it expires (service/tables/expiry.ts). */
  TABLE_EXPIRY_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_TABLE_EXPIRY_DAYS),
  /** The origin people open the page at (`https://croupier.example`), for passkeys; default http://localhost:<PORT>. */
  PUBLIC_ORIGIN: z.preprocess(v => (v === '' ? undefined : v), z.url().optional()),
  /**
   * Vacation days each player has in any 365 days, pausing their correspondence clocks (service/players/vacation.ts).
   */
  VACATION_DAYS_PER_YEAR: z.coerce.number().int().min(0).max(365).default(14),
  /** Post-game reviews computing or waiting at once in this process (service/reviews/desk.ts); 0: no bound. */
  MAX_REVIEWS: limit.default(DEFAULT_MAX_REVIEWS),
  /** The built web page to serve at `/`; default: web/dist of the project (npm start builds it). */
  WEB_DIR: z.string().min(1).optional(),
  /** 1: webhooks and push endpoints may be any address, http or https (tests, bots on this machine). */
  WEBHOOK_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  /** 32 bytes in base64 sealing webhook secrets at rest; unset: a key made once and kept in the database. */
  NOTIFY_SEALING_KEY: z.string().min(1).optional(),
  /** The VAPID pair (web-push's URL-safe base64); unset: a pair made once and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'a mailto: or https: address')
    .default('mailto:croupier@localhost'),
  /** E-mail notifications: where mails are handed over (smtp://host:port, smtps://user:pass@host); unset: no e-mail. */
  SMTP_URL: z.preprocess(
    v => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL')
      .optional(),
  ),
  /** The From of every mail. */
  MAIL_FROM: z.string().min(3).default('Croupier <croupier@localhost>'),
  /** How often each process looks for deliveries due (retries, ended leases); 0 turns the worker off. */
  OUTBOX_SWEEP_MS: z.coerce.number().int().min(0).default(1000),
  /** How long a claimed delivery is its worker's before another may claim it again (a killed process). */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(6000).default(30_000),
  /** Deliveries in flight at once per process. */
  OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(128),
  /**
   * Deliveries in flight at once per process to one destination host (a consumer that never answers holds only these).
   */
  OUTBOX_PER_HOST: z.coerce.number().int().min(1).max(1000).default(8),
  /** Days a delivered or given-up delivery is kept (its owner lists it) before the worker deletes it. */
  OUTBOX_RETAIN_DAYS: z.coerce.number().int().min(1).max(36500).default(30),
});

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly database: PostgresSettings | { readonly kind: 'pglite'; readonly dataDir: string };
  readonly logLevel: z.infer<typeof env>['LOG_LEVEL'];
  readonly http: HttpSettings;
  readonly cache: CacheLimits;
  readonly clockSweepMs: number;
  readonly webDir: string | null;
  /** PUBLIC_ORIGIN: the origin passkeys are made for; null: http://localhost:<the port served>. */
  readonly publicOrigin: string | null;
  readonly quotas: TableQuotas;
  readonly vacationDaysPerYear: number;
  readonly server: ServerSettings;
  readonly notifications: {
    readonly allowPrivate: boolean;
    readonly sealingKey?: string;
    readonly vapid?: { readonly publicKey: string; readonly privateKey: string };
    readonly vapidSubject: string;
    /** SMTP_URL, MAIL_FROM, and the origin links in mails open (PUBLIC_ORIGIN); absent: no e-mail. */
    readonly mail?: { readonly smtpUrl: string; readonly from: string; readonly origin: string };
  };
  /** The outbox worker's settings; null: off. */
  readonly outbox: {
    readonly sweepMs: number;
    readonly leaseMs: number;
    readonly concurrency: number;
    readonly perHost: number;
    readonly retainDays: number;
  } | null;
  /** Post-game reviews computing or waiting at once (service/reviews/desk.ts); 0: no bound. */
  readonly maxReviews: number;
}

/** What the HTTP server bounds (http/client-errors.ts, createHttpServer). */
export interface ServerSettings {
  readonly arrival: ArrivalBounds;
  /** Connections in all; null: what the file-descriptor limit allows (http/file-descriptors.ts). */
  readonly maxConnections: number | null;
  readonly maxConnectionsPerIp: number;
}

export interface PostgresSettings {
  readonly kind: 'postgres';
  readonly url: string;
  readonly poolSize: number;
  readonly connectTimeoutMs?: number;
  readonly statementTimeoutMs?: number;
  readonly queryTimeoutMs?: number;
}

/** What the HTTP layer needs to know; tests build it directly. */
export interface HttpSettings {
  readonly corsOrigins: readonly string[] | '*';
  readonly bodyLimit: string;
  readonly rateLimitPerIp: number;
  readonly rateLimitPerToken: number;
  readonly trustProxy: string | number | boolean;
  readonly heartbeatMs: number;
  /** How long a finished game's event stream stays open after its last entry, for the post-game chat. */
  readonly postGameChatMs: number;
}

export const defaultHttpSettings: HttpSettings = {
  corsOrigins: '*',
  bodyLimit: '100kb',
  rateLimitPerIp: 6000,
  rateLimitPerToken: 1200,
  trustProxy: 'loopback',
  heartbeatMs: 15_000,
  postGameChatMs: 600_000,
};

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    throw new Error(`invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  const origins = e.CORS_ORIGINS.trim();
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          poolSize: e.DATABASE_POOL_SIZE,
          connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
          queryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
        }
      : { kind: 'pglite', dataDir: e.DATA_DIR },
    logLevel: e.LOG_LEVEL,
    http: {
      corsOrigins:
        origins === '*'
          ? '*'
          : origins
              .split(',')
              .map(o => o.trim())
              .filter(o => o.length > 0),
      bodyLimit: e.BODY_LIMIT,
      rateLimitPerIp: e.RATE_LIMIT_PER_IP,
      rateLimitPerToken: e.RATE_LIMIT_PER_TOKEN,
      trustProxy: e.TRUST_PROXY,
      heartbeatMs: e.SSE_HEARTBEAT_MS,
      postGameChatMs: e.POST_GAME_CHAT_MS,
    },
    cache: { games: e.CACHE_GAMES, bytes: e.CACHE_BYTES },
    clockSweepMs: e.CLOCK_SWEEP_MS,
    webDir: e.WEB_DIR ?? null,
    publicOrigin: e.PUBLIC_ORIGIN ?? null,
    quotas: { maxWaiting: e.MAX_WAITING_TABLES, perMinute: e.TABLES_PER_MINUTE, expiryDays: e.TABLE_EXPIRY_DAYS },
    vacationDaysPerYear: e.VACATION_DAYS_PER_YEAR,
    maxReviews: e.MAX_REVIEWS,
    server: {
      arrival: { headersTimeoutMs: e.HEADERS_TIMEOUT_MS, bodyTimeoutMs: e.BODY_TIMEOUT_MS },
      maxConnections: e.MAX_CONNECTIONS ?? null,
      maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP,
    },
    notifications: {
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE === '1',
      ...(e.NOTIFY_SEALING_KEY ? { sealingKey: e.NOTIFY_SEALING_KEY } : {}),
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } }
        : {}),
      vapidSubject: e.VAPID_SUBJECT,
      ...(e.SMTP_URL
        ? { mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, origin: e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}` } }
        : {}),
    },
    outbox:
      e.OUTBOX_SWEEP_MS === 0
        ? null
        : {
            sweepMs: e.OUTBOX_SWEEP_MS,
            leaseMs: e.OUTBOX_LEASE_MS,
            concurrency: e.OUTBOX_CONCURRENCY,
            perHost: e.OUTBOX_PER_HOST,
            retainDays: e.OUTBOX_RETAIN_DAYS,
          },
  };
}
