// The databases every server test runs on: PGlite always, and the Postgres server too when DATABASE_URL is
// set (CI sets it). Each test file gets its own database: a fresh PGlite directory (copied from a migrated
// template, see tests/support/pglite-dumps.ts), or a fresh Postgres database created beside DATABASE_URL's as a
// copy of a migrated template database (see postgresTemplate) and dropped at the end. Both templates are made
// once per `npm test` by tests/support/global-setup.ts, so no test file runs the migrations itself. `connect()`
// may be called several times (two app instances, a restart); on Postgres each call is a separate pool, on
// PGlite a handle on the one embedded instance, since PGlite is single-connection by design.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/store/database.js';
import { migrateToLatest } from '../../src/store/migrate.js';
import { migrationsKey } from './migrations-key.js';
import { pgliteTemplateFolder } from './pglite-dumps.js';

async function adminQuery(adminUrl: string, statement: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

const templates = new Map<string, Promise<string>>();

/**
 * The name of a migrated database on the server of `adminUrl`, to copy with CREATE DATABASE … TEMPLATE
 * (a file copy, where migrating a fresh database runs every migration's DDL). Keyed by the migrations; made
 * under a scratch name and renamed when complete, so a run never copies a half-migrated template, and two
 * processes that make it at once both end up with the one that won the rename. Nobody stays connected to it,
 * since Postgres copies a template only while no one is.
 */
export function postgresTemplate(adminUrl: string): Promise<string> {
  let made = templates.get(adminUrl);
  if (!made) {
    made = makePostgresTemplate(adminUrl);
    templates.set(adminUrl, made);
  }
  return made;
}

async function makePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `croupier_tpl_${migrationsKey()}`;
  const found = await adminQuery(adminUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (found.rowCount) return name;
  const scratch = `${name}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${scratch}`);
  const url = new URL(adminUrl);
  url.pathname = `/${scratch}`;
  const database = openPostgres({ url: url.toString(), poolSize: 1 });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  try {
    await adminQuery(adminUrl, `ALTER DATABASE ${scratch} RENAME TO ${name}`);
  } catch (error) {
    // Another process renamed its own first: use that one.
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
    const won = await adminQuery(adminUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!won.rowCount) throw error;
  }
  return name;
}

export interface TestDatabase {
  readonly name: 'pglite' | 'postgres';
  connect(): Promise<Database>;
  /** The server's URL for this database (Postgres only), for tests that need an outside client. */
  readonly url?: string;
  dispose(): Promise<void>;
}

class PgliteDatabase implements TestDatabase {
  readonly name = 'pglite';
  private readonly dir = mkdtempSync(join(tmpdir(), 'croupier-t-'));
  /** The one embedded instance, opening or open; shared by concurrent `connect()` calls. */
  private shared: Promise<Database> | null = null;
  private started = false;
  private handles = 0;

  private async open(): Promise<Database> {
    const database = await openPglite(this.dir, this.started ? undefined : { copyOf: await pgliteTemplateFolder() });
    this.started = true;
    await migrateToLatest(database.db);
    return database;
  }

  async connect(): Promise<Database> {
    this.shared ??= this.open();
    const shared = await this.shared;
    this.handles += 1;
    let closed = false;
    return {
      kind: shared.kind,
      db: shared.db,
      background: shared.background,
      listen: (channel, onPayload, onGap) => shared.listen(channel, onPayload, onGap),
      close: async () => {
        if (closed) return;
        closed = true;
        this.handles -= 1;
        if (this.handles === 0) {
          this.shared = null;
          await shared.close();
        }
      },
    };
  }

  async dispose(): Promise<void> {
    if (this.shared) await (await this.shared).close();
    this.shared = null;
    rmSync(this.dir, { recursive: true, force: true });
  }
}

class PostgresDatabase implements TestDatabase {
  readonly name = 'postgres';
  readonly url: string;
  private readonly dbName = `croupier_t_${randomBytes(6).toString('hex')}`;
  /** CREATE DATABASE, once, whoever connects first (concurrent `connect()` calls share it). */
  private created: Promise<void> | null = null;
  private readonly open = new Set<Database>();

  constructor(private readonly adminUrl: string) {
    const url = new URL(adminUrl);
    url.pathname = `/${this.dbName}`;
    this.url = url.toString();
  }

  private async create(): Promise<void> {
    const template = await postgresTemplate(this.adminUrl);
    await adminQuery(this.adminUrl, `CREATE DATABASE ${this.dbName} TEMPLATE ${template}`);
  }

  async connect(): Promise<Database> {
    this.created ??= this.create();
    await this.created;
    const database = openPostgres({ url: this.url, poolSize: 10 });
    await migrateToLatest(database.db);
    this.open.add(database);
    return {
      ...database,
      close: async () => {
        if (!this.open.delete(database)) return;
        await database.close();
      },
    };
  }

  async dispose(): Promise<void> {
    await Promise.all([...this.open].map(d => d.close()));
    this.open.clear();
    if (this.created) await adminQuery(this.adminUrl, `DROP DATABASE IF EXISTS ${this.dbName} WITH (FORCE)`);
  }
}

/** One entry per backend, named for `describe.each`. Call it at the top of a test file. */
export function testDatabases(): TestDatabase[] {
  return [new PgliteDatabase(), ...postgresTestDatabases()];
}

/** The Postgres server's database alone (none without DATABASE_URL), for faults only a server has. */
export function postgresTestDatabases(): TestDatabase[] {
  const url = process.env['DATABASE_URL'];
  return url ? [new PostgresDatabase(url)] : [];
}
