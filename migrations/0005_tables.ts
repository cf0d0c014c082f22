// Tables people join (issue 9): players with a key, seats that are open, reserved or held by a player,
// invitation codes, listed tables, rematches, and each player's own event stream.
//
// - `players`: a person across games; only the key's SHA-256 is kept. `event_seq` numbers the player's
//   events: an append takes the next number by updating this row, so two games notifying the same player
//   wait on its row lock and commit their events in sequence order (a resumed stream never skips one).
// - `seats` gain who sits there (`player_id`, `name`), the hash of the seat's invitation code, and
//   `reserved` (a rematch seat kept for a person of the old table). A seat with neither token nor bot is
//   free. One seat per player per game: a unique index with the game id.
// - `tables`: what makes a game a table (listed in the lobby, created waiting for people, a rematch of).
//   `rematch_of` is unique: one rematch per game (the old game's log entry decides the race first).
// - `player_events (player_id, seq)`: the primary key makes a player's sequence exact across processes.
// - The log and the projection learn the table's entry kinds and statuses.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('players')
    .addColumn('id', 'text', c => c.primaryKey())
    .addColumn('name', 'text', c => c.notNull())
    .addColumn('key_hash', 'text', c => c.notNull().unique())
    .addColumn('event_seq', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', c => c.notNull())
    .execute();

  await db.schema
    .alterTable('seats')
    .addColumn('player_id', 'text', c => c.references('players.id'))
    .addColumn('name', 'text')
    .addColumn('invite_hash', 'text')
    .addColumn('reserved', 'boolean', c => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('seats_one_per_player')
    .on('seats')
    .columns(['game_id', 'player_id'])
    .unique()
    .where(sql.ref('player_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('seats_by_player')
    .on('seats')
    .column('player_id')
    .where(sql.ref('player_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('tables')
    .addColumn('game_id', 'text', c => c.primaryKey().references('games.id').onDelete('cascade'))
    .addColumn('listed', 'boolean', c => c.notNull())
    .addColumn('waiting', 'boolean', c => c.notNull())
    .addColumn('rematch_of', 'text', c => c.unique().references('games.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('player_events')
    .addColumn('player_id', 'text', c => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('seq', 'integer', c => c.notNull())
    .addColumn('game_id', 'text', c => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('data', 'jsonb', c => c.notNull())
    .addColumn('created_at', 'timestamptz', c => c.notNull())
    .addPrimaryKeyConstraint('player_events_pkey', ['player_id', 'seq'])
    .execute();

  await sql`alter table moves drop constraint moves_kind_check`.execute(db);
  await sql`alter table moves add constraint moves_kind_check check (kind in ('setup', 'move', 'resign', 'join', 'leave', 'start', 'cancel', 'rematch'))`.execute(
    db,
  );
  await sql`alter table games drop constraint games_status_check`.execute(db);
  await sql`alter table games add constraint games_status_check check (status in ('waiting', 'active', 'finished', 'cancelled'))`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from games where status in ('waiting', 'cancelled')`.execute(db);
  await sql`delete from moves where kind in ('join', 'leave', 'start', 'cancel', 'rematch')`.execute(db);
  await sql`alter table games drop constraint games_status_check`.execute(db);
  await sql`alter table games add constraint games_status_check check (status in ('active', 'finished'))`.execute(db);
  await sql`alter table moves drop constraint moves_kind_check`.execute(db);
  await sql`alter table moves add constraint moves_kind_check check (kind in ('setup', 'move', 'resign'))`.execute(db);
  await db.schema.dropTable('player_events').execute();
  await db.schema.dropTable('tables').execute();
  await db.schema.dropIndex('seats_by_player').execute();
  await db.schema.dropIndex('seats_one_per_player').execute();
  await db.schema
    .alterTable('seats')
    .dropColumn('player_id')
    .dropColumn('name')
    .dropColumn('invite_hash')
    .dropColumn('reserved')
    .execute();
  await db.schema.dropTable('players').execute();
}
