// The start's quick check of the schema (store/migrate.ts): current only when every migration of the list,
// and nothing else, is recorded; anything else goes to the Migrator.
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrations } from '../../migrations/index.js';
import { migrateToLatest, schemaIsCurrent } from '../../src/store/migrate.js';
import { testDatabases } from '../support/databases.js';

describe.each(testDatabases())('schemaIsCurrent on $name', testDb => {
  afterAll(() => testDb.dispose());

  it('is true on a migrated database only while the records match the list exactly', async () => {
    const { db } = await testDb.connect();
    expect(await schemaIsCurrent(db)).toBe(true);
    expect(await migrateToLatest(db)).toEqual([]);

    const last = Object.keys(migrations).at(-1) as string;
    await sql`delete from kysely_migration where name = ${last}`.execute(db);
    expect(await schemaIsCurrent(db)).toBe(false);
    await sql`insert into kysely_migration (name, timestamp) values (${last}, now()::text)`.execute(db);
    expect(await schemaIsCurrent(db)).toBe(true);
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_release', now()::text)`.execute(
      db,
    );
    expect(await schemaIsCurrent(db)).toBe(false);
    await sql`delete from kysely_migration where name = '9999_from_a_newer_release'`.execute(db);

    // A database the Migrator never ran on (a new one) has no such table.
    await sql`alter table kysely_migration rename to kysely_migration_aside`.execute(db);
    expect(await schemaIsCurrent(db)).toBe(false);
    await sql`alter table kysely_migration_aside rename to kysely_migration`.execute(db);
  });
});
