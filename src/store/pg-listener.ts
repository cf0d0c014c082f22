// One dedicated connection running LISTEN for the event streams' wake-ups. It is outside the pool (a
// pooled connection would lose its LISTEN when released) and so outside the pool's care: it reconnects
// itself, with a growing pause, whenever the connection is lost, and then reports a gap, since
// notifications sent meanwhile are gone. A connection can also die silently (a network partition sends no
// reset): a light query now and then, bounded by a timeout, finds that out too.
import pg from 'pg';

export interface ListenerOptions {
  readonly url: string;
  readonly connectTimeoutMs: number;
  /** How often the connection is checked, and how long the check may take. */
  readonly checkEveryMs: number;
  readonly onError?: (error: Error) => void;
}

/** Its name in pg_stat_activity. */
export const LISTENER_NAME = 'croupier listener';
const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 10_000;

export class PgListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private checkTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly options: ListenerOptions,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly onGap: () => void,
  ) {}

  async start(): Promise<void> {
    await this.connect();
    this.checkTimer = setInterval(() => this.check(), this.options.checkEveryMs);
    this.checkTimer.unref();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.url,
      connectionTimeoutMillis: this.options.connectTimeoutMs,
      query_timeout: this.options.checkEveryMs,
      keepAlive: true,
      application_name: LISTENER_NAME,
    });
    client.on('notification', n => {
      if (n.channel === this.channel) this.onPayload(n.payload ?? '');
    });
    client.on('error', error => {
      this.options.onError?.(error);
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end();
      return;
    }
    this.client = client;
  }

  private check(): void {
    const client = this.client;
    if (!client) return;
    client.query('select 1').catch((error: unknown) => {
      this.options.onError?.(error instanceof Error ? error : new Error(String(error)));
      this.lost(client);
      // A query stuck on a silent connection keeps `end` waiting: pg then destroys the socket.
      client.end().catch(() => undefined);
    });
  }

  private lost(client: pg.Client): void {
    if (this.client !== client || this.stopped) return;
    this.client = null;
    const retry = (pause: number): void => {
      this.retryTimer = null;
      if (this.stopped) return;
      this.connect().then(
        () => this.onGap(),
        () => {
          this.retryTimer = setTimeout(() => retry(Math.min(pause * 2, LONGEST_PAUSE_MS)), pause);
        },
      );
    };
    this.retryTimer = setTimeout(() => retry(FIRST_PAUSE_MS * 2), FIRST_PAUSE_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.checkTimer) clearInterval(this.checkTimer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}
