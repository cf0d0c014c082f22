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
// The game-id columns of 0005 (tables) are converted with the others: `tables.game_id`,
// `player_events.game_id` and `tables.rematch_of` (which references another game and keeps `set null`).
// `tables.rematch_of` loses its unique constraint, which could not include the game id: one rematch per
// game is decided by the old game's `rematch` log entry (the log's primary key), the constraint was only a
// second guard; a plain index keeps "which game is a rematch of this one" fast. Player-scoped keys
// (`players`, `player_events (player_id, seq)`) stay as they are: they are not per game.
// A snapshot keeps the table's state (waiting, playing, cancelled, its rematch) with the game's.
import { sql, type Kysely } from 'kysely';

const REFERENCING = ['moves', 'seats', 'followers', 'tables', 'player_events'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Foreign keys must go while the types differ; they come back once every column is uuid.
  for (const table of REFERENCING)
    await sql`alter table ${sql.table(table)} drop constraint if exists ${sql.raw(`${table}_game_id_fkey`)}`.execute(
      db,
    );
  await sql`alter table tables drop constraint if exists tables_rematch_of_fkey`.execute(db);
  await sql`alter table tables drop constraint if exists tables_rematch_of_key`.execute(db);
  await sql`alter table games alter column id type uuid using id::uuid`.execute(db);
  for (const table of REFERENCING) {
    await sql`alter table ${sql.table(table)} alter column game_id type uuid using game_id::uuid`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_game_id_fkey`)} foreign key (game_id) references games (id) on delete cascade`.execute(
      db,
    );
  }
  await sql`alter table tables alter column rematch_of type uuid using rematch_of::uuid`.execute(db);
  await sql`alter table tables add constraint tables_rematch_of_fkey foreign key (rematch_of) references games (id) on delete set null`.execute(
    db,
  );
  await db.schema.createIndex('tables_rematch_of').on('tables').column('rematch_of').execute();
  await sql`alter table moves alter column move type json using move::json, alter column facts type json using facts::json`.execute(
    db,
  );
  await sql`alter table seats drop constraint if exists seats_token_hash_key`.execute(db);
  await db.schema.createIndex('seats_token_hash').on('seats').column('token_hash').execute();

  await db.schema
    .createTable('snapshots')
    .addColumn('game_id', 'uuid', c => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('state_version', 'integer', c => c.notNull())
    .addColumn('version', 'integer', c => c.notNull())
    .addColumn('state', 'json', c => c.notNull())
    .addColumn('table_state', 'json')
    .addColumn('created_at', 'timestamptz', c => c.notNull())
    .addPrimaryKeyConstraint('snapshots_pkey', ['game_id', 'state_version', 'version'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('snapshots').execute();
  await db.schema.dropIndex('tables_rematch_of').execute();
  await sql`alter table tables drop constraint tables_rematch_of_fkey`.execute(db);
  await db.schema.dropIndex('seats_token_hash').execute();
  await sql`alter table moves alter column move type jsonb using move::jsonb, alter column facts type jsonb using facts::jsonb`.execute(
    db,
  );
  await sql`alter table seats add constraint seats_token_hash_key unique (token_hash)`.execute(db);
  for (const table of REFERENCING)
    await sql`alter table ${sql.table(table)} drop constraint ${sql.raw(`${table}_game_id_fkey`)}`.execute(db);
  await sql`alter table games alter column id type text`.execute(db);
  for (const table of REFERENCING) {
    await sql`alter table ${sql.table(table)} alter column game_id type text`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_game_id_fkey`)} foreign key (game_id) references games (id) on delete cascade`.execute(
      db,
    );
  }
  await sql`alter table tables alter column rematch_of type text`.execute(db);
  await sql`alter table tables add constraint tables_rematch_of_key unique (rematch_of)`.execute(db);
  await sql`alter table tables add constraint tables_rematch_of_fkey foreign key (rematch_of) references games (id) on delete set null`.execute(
    db,
  );
}
