// The log, its projection and the seats (see src/store/schema.ts for the roles of each table).
// `moves (game_id, seq)` is the primary key: two writers racing for the same version cannot both append.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('games')
    .addColumn('id', 'text', c => c.primaryKey())
    .addColumn('game', 'text', c => c.notNull())
    .addColumn('players', 'integer', c => c.notNull())
    .addColumn('options', 'jsonb', c => c.notNull())
    .addColumn('seed', 'text', c => c.notNull())
    .addColumn('seed_hash', 'text', c => c.notNull())
    .addColumn('custom', 'boolean', c => c.notNull().defaultTo(false))
    .addColumn('status', 'text', c => c.notNull().check(sql`status in ('active', 'finished')`))
    .addColumn('version', 'integer', c => c.notNull())
    .addColumn('to_act', sql`integer[]`, c => c.notNull())
    .addColumn('outcome', 'jsonb')
    .addColumn('created_at', 'timestamptz', c => c.notNull())
    .addColumn('updated_at', 'timestamptz', c => c.notNull())
    // Every append rewrites its game's row; free room on each page lets Postgres do that as a HOT update
    // (no new index entries), since the columns that change are not indexed.
    .modifyEnd(sql`with (fillfactor = 50)`)
    .execute();
  await db.schema.createIndex('games_listing').on('games').columns(['created_at desc', 'id desc']).execute();
  await db.schema
    .createIndex('games_by_kind')
    .on('games')
    .columns(['game', 'status', 'created_at desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('moves')
    .addColumn('game_id', 'text', c => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('seq', 'integer', c => c.notNull())
    .addColumn('kind', 'text', c => c.notNull().check(sql`kind in ('setup', 'move', 'resign')`))
    .addColumn('seat', 'integer')
    .addColumn('move', 'jsonb')
    .addColumn('facts', 'jsonb', c => c.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'timestamptz', c => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('moves_pkey', ['game_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('moves_idempotency_key')
    .on('moves')
    .columns(['game_id', 'idempotency_key'])
    .unique()
    .where(sql.ref('idempotency_key'), 'is not', null)
    .execute();

  await db.schema
    .createTable('seats')
    .addColumn('game_id', 'text', c => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('seat', 'integer', c => c.notNull())
    .addColumn('token_hash', 'text', c => c.notNull().unique())
    .addColumn('bot', 'text')
    .addPrimaryKeyConstraint('seats_pkey', ['game_id', 'seat'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seats').execute();
  await db.schema.dropTable('moves').execute();
  await db.schema.dropTable('games').execute();
}
