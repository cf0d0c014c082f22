// The two ways to reach a database, behind one shape: a Postgres server through a pg pool, or PGlite
// embedded in the process (no server to install: `npm start` works on a fresh machine). Both speak the
// same SQL, so everything above this file is written once. `listen` is the cross-process wake-up used by
// the event streams: NOTIFY is sent inside the appending statement, so it is delivered only on commit.
// A database fault never ends the process: it fails the query that met it (a 503 above), and the broken
// connection is replaced (named-statements.ts, pg-listener.ts).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { withNamedStatements } from './named-statements.js';
import { withPgliteNamedStatements } from './pglite-statements.js';
import { PgListener } from './pg-listener.js';
import { seedFromTemplate } from './pglite-template.js';
import type { Schema } from './schema.js';

export type Unlisten = () => Promise<void>;

export interface Database {
  readonly kind: 'postgres' | 'pglite';
  readonly db: Kysely<Schema>;
  /**
   * The same database through connections of its own (two, on Postgres), for the outbox worker: its claims
   * and settlements then never queue behind the requests' transactions for a connection of the pool, which
   * under a burst of moves delayed each delivery by seconds. PGlite has one connection: `db` itself.
   */
  readonly background: Kysely<Schema>;
  /**
   * Calls `onPayload` for every notification on `channel`. `onGap` is called when notifications may have
   * been missed (the listening connection was lost and is back), so listeners re-read what they follow.
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap: () => void): Promise<Unlisten>;
  close(): Promise<void>;
}

export interface PostgresOptions {
  readonly url: string;
  readonly poolSize?: number;
  /** Longest wait for a connection: to open one, or for one of the pool's to come free. 0: no limit. */
  readonly connectTimeoutMs?: number;
  /** Postgres cancels a statement running longer (statement_timeout). 0: no limit (migrations). */
  readonly statementTimeoutMs?: number;
  /** The client stops waiting for an answer (a frozen or unreachable server). 0: no limit. */
  readonly queryTimeoutMs?: number;
  /** Told about connection errors nobody is waiting on (idle or lent connections, the listener). */
  readonly onError?: (error: Error) => void;
}

/**
 * A request must not hang on a frozen or unreachable database: it gets an error within seconds (a 503).
 * The server-side limit comes first and cancels cleanly, rolling the transaction back; the client-side one,
 * a little later, covers a server that cannot even answer, and its connection is then destroyed. A
 * transaction left idle (its client gone silent) is ended by the server too, so it holds no locks.
 */
export const POSTGRES_DEFAULTS = {
  poolSize: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 5_000,
  queryTimeoutMs: 6_000,
} as const;

/** The outbox worker's connections (`background`): one claims while the other settles. */
const BACKGROUND_POOL_SIZE = 2;

export function openPostgres(options: PostgresOptions): Database {
  const o = {
    ...options,
    poolSize: options.poolSize ?? POSTGRES_DEFAULTS.poolSize,
    connectTimeoutMs: options.connectTimeoutMs ?? POSTGRES_DEFAULTS.connectTimeoutMs,
    statementTimeoutMs: options.statementTimeoutMs ?? POSTGRES_DEFAULTS.statementTimeoutMs,
    queryTimeoutMs: options.queryTimeoutMs ?? POSTGRES_DEFAULTS.queryTimeoutMs,
  };
  const kyselyOf = (max: number): Kysely<Schema> => {
    const pool = new pg.Pool({
      connectionString: o.url,
      max,
      connectionTimeoutMillis: o.connectTimeoutMs,
      statement_timeout: o.statementTimeoutMs,
      query_timeout: o.queryTimeoutMs,
      idle_in_transaction_session_timeout: 2 * Math.max(o.statementTimeoutMs, o.queryTimeoutMs),
      keepAlive: true,
      fallback_application_name: 'croupier',
    });
    pool.on('error', error => o.onError?.(error));
    return new Kysely<Schema>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool, o.onError) }) });
  };
  const db = kyselyOf(o.poolSize);
  const background = kyselyOf(BACKGROUND_POOL_SIZE);
  const listeners = new Set<PgListener>();
  const listenerOptions = {
    url: o.url,
    connectTimeoutMs: o.connectTimeoutMs || POSTGRES_DEFAULTS.connectTimeoutMs,
    checkEveryMs: 10_000,
    onError: o.onError,
  };
  return {
    kind: 'postgres',
    db,
    background,
    async listen(channel, onPayload, onGap) {
      const listener = new PgListener(listenerOptions, channel, onPayload, onGap);
      listeners.add(listener);
      await listener.start();
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map(l => l.stop()));
      await Promise.all([db.destroy(), background.destroy()]);
    },
  };
}

/**
 * PGlite's own settings, on top of its defaults. Postgres's 128 MB of shared buffers are zeroed at start inside
 * the WASM memory, so they cost 128 MB of RSS and most of a start's CPU whatever the data (measured: a restart
 * 266 → 178 MB, 2.2 → 1.5 s of CPU with 32 MB). PGlite reads its files through the operating system, whose page
 * cache still holds what the buffers do not, so a miss costs a copy, not a disk read. Durability is untouched:
 * commits are acknowledged as before (synchronous_commit on; PGlite's own default leaves fsync off).
 */
export const PGLITE_SETTINGS = { shared_buffers: '32MB' } as const;

const pgliteStartParams = (): string[] => [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/**
 * Where a data folder without a database yet starts from instead of a fresh initdb, much faster: a closed data
 * folder whose files are copied into it (`copyOf`: the build's template, see pglite-template.ts, or the tests').
 */
export interface PgliteTemplate {
  readonly copyOf: string;
}

/** PGlite in memory when `dataDir` is undefined, else persisted under it. */
export async function openPglite(dataDir?: string, template?: PgliteTemplate): Promise<Database> {
  let unlock = (): void => undefined;
  if (dataDir !== undefined) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let pglite: PGlite;
  try {
    if (dataDir !== undefined && template !== undefined) seedFromTemplate(dataDir, template.copyOf);
    pglite = await PGlite.create(dataDir, { startParams: pgliteStartParams() });
  } catch (error) {
    unlock();
    throw error;
  }
  // The dialect calls only `query` and `close` of the instance (pglite-statements.ts).
  const db = new Kysely<Schema>({ dialect: new PGliteDialect(withPgliteNamedStatements(pglite) as PGlite) });
  return {
    kind: 'pglite',
    db,
    background: db,
    async listen(channel, onPayload) {
      // One process holds the database, so no notification can be lost to a dropped connection.
      const unlisten = await pglite.listen(channel, onPayload);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    async close() {
      try {
        await db.destroy();
      } finally {
        unlock();
      }
    },
  };
}
