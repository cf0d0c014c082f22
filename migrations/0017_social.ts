// Issue 24, the social part: chat at each table, mutes and blocks, presence, and challenges by handle.
// - `chat_rooms (game_id, last_id)`: a message takes the game's next number by updating this row, so
//   concurrent posts to one game queue on its lock and commit in number order (as player_events do); a
//   reader resuming after number N never skips one that commits later.
// - `chat_messages (game_id, id)`: the messages, outside the rules log (a chat line is no fact of the game).
// - `chat_senders (sender)`: each sender's token bucket (1 a second, burst 5), so the limit holds across processes.
// - `player_mutes (player_id, target_id, kind)`: `mute` hides the target's chat; `block` also refuses their challenges.
// - `presence (who, seen_at)`: the last time a process saw a player (or an anonymous seat) hold an event stream.
// - `game_watchers (process, game_id)`: each process's count of open game streams, written now and then.
// - `challenges`: a player's offer of a game to another, accepted (with the game it made), declined or expired;
//   `player_events.game_id` may be null from now on: a challenge reaches the challenged player's stream before any game exists.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_rooms')
    .addColumn('game_id', 'uuid', c => c.primaryKey().references('games.id').onDelete('cascade'))
    .addColumn('last_id', 'integer', c => c.notNull())
    .execute();
  await db.schema
    .createTable('chat_messages')
    .addColumn('game_id', 'uuid', c => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('id', 'integer', c => c.notNull())
    .addColumn('channel', 'text', c => c.notNull().check(sql`channel in ('seats', 'spectators')`))
    .addColumn('player_id', 'text', c => c.references('players.id').onDelete('set null'))
    .addColumn('seat', 'smallint')
    .addColumn('name', 'text')
    .addColumn('text', 'text', c => c.notNull())
    .addColumn('created_at', 'timestamptz', c => c.notNull())
    .addPrimaryKeyConstraint('chat_messages_pkey', ['game_id', 'id'])
    .execute();
  await db.schema
    .createTable('chat_senders')
    .addColumn('sender', 'text', c => c.primaryKey())
    .addColumn('tokens', 'double precision', c => c.notNull())
    .addColumn('at', 'timestamptz', c => c.notNull())
    .execute();
  await db.schema
    .createTable('player_mutes')
    .addColumn('player_id', 'text', c => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('target_id', 'text', c => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('kind', 'text', c => c.notNull().check(sql`kind in ('mute', 'block')`))
    .addColumn('created_at', 'timestamptz', c => c.notNull())
    .addPrimaryKeyConstraint('player_mutes_pkey', ['player_id', 'target_id', 'kind'])
    .execute();
  await db.schema
    .createTable('presence')
    .addColumn('who', 'text', c => c.primaryKey())
    .addColumn('seen_at', 'timestamptz', c => c.notNull())
    .execute();
  await db.schema
    .createTable('game_watchers')
    .addColumn('process', 'text', c => c.notNull())
    .addColumn('game_id', 'uuid', c => c.notNull())
    .addColumn('watchers', 'integer', c => c.notNull())
    .addColumn('at', 'timestamptz', c => c.notNull())
    .addPrimaryKeyConstraint('game_watchers_pkey', ['process', 'game_id'])
    .execute();
  await db.schema.createIndex('game_watchers_game').on('game_watchers').column('game_id').execute();
  await db.schema
    .createTable('challenges')
    .addColumn('id', 'text', c => c.primaryKey())
    .addColumn('from_player', 'text', c => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('to_player', 'text', c => c.references('players.id').onDelete('cascade'))
    .addColumn('to_bot', 'text')
    .addColumn('game', 'text', c => c.notNull())
    .addColumn('players', 'smallint', c => c.notNull())
    .addColumn('clock', 'json')
    .addColumn('options', 'json')
    .addColumn('status', 'text', c => c.notNull().check(sql`status in ('pending', 'accepted', 'declined')`))
    .addColumn('game_id', 'uuid', c => c.references('games.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', c => c.notNull())
    .addColumn('expires_at', 'timestamptz', c => c.notNull())
    .execute();
  await db.schema.createIndex('challenges_to_player').on('challenges').column('to_player').execute();
  await db.schema.createIndex('challenges_from_player').on('challenges').column('from_player').execute();
  // A challenge reaches its player's stream before any game exists.
  await db.schema
    .alterTable('player_events')
    .alterColumn('game_id', c => c.dropNotNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('player_events').where('game_id', 'is', null).execute();
  await db.schema
    .alterTable('player_events')
    .alterColumn('game_id', c => c.setNotNull())
    .execute();
  for (const table of [
    'challenges',
    'game_watchers',
    'presence',
    'player_mutes',
    'chat_senders',
    'chat_messages',
    'chat_rooms',
  ])
    await db.schema.dropTable(table).execute();
}
