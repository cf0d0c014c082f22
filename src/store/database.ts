// The two ways to reach a database, behind one shape: a Postgres server through a pg pool, or PGlite
// embedded in the process (no server to install: `npm start` works on a fresh machine). Both speak the
// same SQL, so everything above this file is written once. `listen` is the cross-process wake-up used by
// the event streams: NOTIFY is sent inside the appending statement, so it is delivered only on commit.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { withNamedStatements } from './named-statements.js';
import type { Schema } from './schema.js';

export type Unlisten = () => Promise<void>;

export interface Database {
  readonly kind: 'postgres' | 'pglite';
  readonly db: Kysely<Schema>;
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
  readonly connectTimeoutMs?: number;
  /** Told about errors of idle connections, which would otherwise crash the process. */
  readonly onError?: (error: Error) => void;
}

export function openPostgres(options: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
  });
  pool.on('error', (error) => options.onError?.(error));
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
  const listeners = new Set<PgListener>();
  return {
    kind: 'postgres',
    db,
    async listen(channel, onPayload, onGap) {
      const listener = new PgListener(options, channel, onPayload, onGap);
      listeners.add(listener);
      await listener.start();
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((l) => l.stop()));
      await db.destroy();
    },
  };
}

/** One dedicated connection running LISTEN, reconnecting with a growing pause when it is lost. */
class PgListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly options: PostgresOptions,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly onGap: () => void,
  ) {}

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.url, connectionTimeoutMillis: this.options.connectTimeoutMs ?? 5_000 });
    client.on('notification', (n) => {
      if (n.channel === this.channel) this.onPayload(n.payload ?? '');
    });
    client.on('error', (error) => {
      this.options.onError?.(error);
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
    if (this.stopped) {
      await client.end();
      return;
    }
    this.client = client;
  }

  private lost(client: pg.Client, pause = 500): void {
    if (this.client !== client || this.stopped) return;
    this.client = null;
    const retry = (): void => {
      this.retryTimer = null;
      if (this.stopped) return;
      this.connect().then(
        () => this.onGap(),
        () => {
          this.retryTimer = setTimeout(retry, Math.min(pause * 2, 10_000));
        },
      );
    };
    this.retryTimer = setTimeout(retry, pause);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}

/**
 * PGlite in memory when `dataDir` is undefined, else persisted under it. `template`, a dump of another data
 * directory (PGlite's dumpDataDir), starts a new one as a copy, much faster than a fresh initdb (tests).
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, template ? { loadDataDir: template } : {});
  const db = new Kysely<Schema>({ dialect: new PGliteDialect(pglite) });
  return {
    kind: 'pglite',
    db,
    async listen(channel, onPayload) {
      // One process holds the database, so no notification can be lost to a dropped connection.
      const unlisten = await pglite.listen(channel, onPayload);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    async close() {
      await db.destroy();
    },
  };
}
