// Schema for scale. The game id becomes `uuid` everywhere (16 bytes instead of 37, in every row and in
// every index that leads with it); every unique constraint includes the game id, so that a distributed
// Postgres (Citus, distribution column = game id) can enforce it on one shard: the seat-token index, once
// unique across all games, becomes a plain index (it only serves the "token of another game" lookup; a
// token's own game compares hashes it already holds). And `snapshots` holds folded states every K entries
// (src/store/snapshots.ts): an optimization the log can always rebuild, keyed by the game's stateVersion.
// A move and its facts are stored as `json`, not `jsonb`: they are only ever written and read back whole,
// never queried inside, and the text of a small object is a third smaller than its jsonb (Monad: 106 bytes
// of facts take 171 as jsonb), and costs no conversion on the move path.
//
// 0005 is reserved for h9-tables, which adds tables whose game-id columns reference games(id) as text.
// Any game-id column that 0005 adds must be converted here too (listed in REFERENCING, or converted with
// the same drop-FK / alter-type / re-add-FK steps), or the alter of games.id below fails on its foreign key.
import { sql, type Kysely } from 'kysely';

const REFERENCING = ['moves', 'seats', 'followers'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Foreign keys must go while the types differ; they come back once every column is uuid.
  for (const table of REFERENCING) await sql`alter table ${sql.table(table)} drop constraint if exists ${sql.raw(`${table}_game_id_fkey`)}`.execute(db);
  await sql`alter table games alter column id type uuid using id::uuid`.execute(db);
  for (const table of REFERENCING) {
    await sql`alter table ${sql.table(table)} alter column game_id type uuid using game_id::uuid`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_game_id_fkey`)} foreign key (game_id) references games (id) on delete cascade`.execute(db);
  }
  await sql`alter table moves alter column move type json using move::json, alter column facts type json using facts::json`.execute(db);
  await sql`alter table seats drop constraint if exists seats_token_hash_key`.execute(db);
  await db.schema.createIndex('seats_token_hash').on('seats').column('token_hash').execute();

  await db.schema
    .createTable('snapshots')
    .addColumn('game_id', 'uuid', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('state_version', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('state', 'json', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('snapshots_pkey', ['game_id', 'state_version', 'version'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('snapshots').execute();
  await db.schema.dropIndex('seats_token_hash').execute();
  await sql`alter table moves alter column move type jsonb using move::jsonb, alter column facts type jsonb using facts::jsonb`.execute(db);
  await sql`alter table seats add constraint seats_token_hash_key unique (token_hash)`.execute(db);
  for (const table of REFERENCING) await sql`alter table ${sql.table(table)} drop constraint ${sql.raw(`${table}_game_id_fkey`)}`.execute(db);
  await sql`alter table games alter column id type text`.execute(db);
  for (const table of REFERENCING) {
    await sql`alter table ${sql.table(table)} alter column game_id type text`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_game_id_fkey`)} foreign key (game_id) references games (id) on delete cascade`.execute(db);
  }
}
