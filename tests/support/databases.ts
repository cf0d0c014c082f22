// The databases every server test runs on: PGlite always, and the Postgres server too when DATABASE_URL is
// set (CI sets it). Each test file gets its own database: a fresh PGlite directory (copied from a migrated
// template, see pgliteTemplate), or a fresh Postgres
// database created beside DATABASE_URL's and dropped at the end. `connect()` may be called several times
// (two app instances, a restart); on Postgres each call is a separate pool, on PGlite a handle on the one
// embedded instance, since PGlite is single-connection by design.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrations } from '../../migrations/index.js';
import { openPglite, openPostgres, type Database } from '../../src/store/database.js';
import { migrateToLatest } from '../../src/store/migrate.js';
import type { Schema } from '../../src/store/schema.js';

/**
 * A PGlite data directory, migrated, as a tarball in the temp folder: starting PGlite from it takes a
 * fraction of a fresh initdb. Keyed by the migrations, written atomically, so parallel test files share it.
 */
async function pgliteTemplate(): Promise<Blob> {
  const source = Object.entries(migrations).map(([name, m]) => `${name}:${m.up.toString()}`);
  const key = createHash('sha256').update(source.join('\n')).digest('hex').slice(0, 16);
  const path = join(tmpdir(), `croupier-pglite-template-${key}.tar`);
  if (!existsSync(path)) {
    const pglite = await PGlite.create();
    const db = new Kysely<Schema>({ dialect: new PGliteDialect(pglite) });
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('none');
    await db.destroy();
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  }
  return new Blob([readFileSync(path)]);
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
    const database = await openPglite(this.dir, this.started ? undefined : await pgliteTemplate());
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

  private async admin(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: this.adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  async connect(): Promise<Database> {
    this.created ??= this.admin(`CREATE DATABASE ${this.dbName}`);
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
    if (this.created) await this.admin(`DROP DATABASE IF EXISTS ${this.dbName} WITH (FORCE)`);
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
