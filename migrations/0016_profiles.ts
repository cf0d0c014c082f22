// Issue 24: handles, built-in bots as players, and ratings.
//
// `players.handle` is the name a player is found by (GET /players/{handle}, challenges): unique without
// regard to case, through a unique index on lower(handle), so `Ada` and `ada` cannot both exist and a lookup
// by any spelling walks that index. Players of earlier releases get one made from their name here, as new
// players do when they leave it out (src/service/players/handles.ts); the rules are copied, not imported, so
// that this migration stays what it was when the service's rules change.
//
// `players.builtin` names the built-in strategy a player row stands for (`ismcts`…): built-in bots are rated like
// people, so they need a row to hang ratings on; they hold no key (`key_hash` is `builtin:<name>`, which no
// SHA-256 in hex can equal). `players.is_bot` marks a bot, built in or a program holding a key.
//
// `games.rated` is the table's option: true (asked for: every seat a player with a key or a built-in bot),
// false (casual), or null (not said: rated when every seat turns out to be a player or a built-in bot).
// Games of earlier releases are casual: nobody was told they counted.
//
// `ratings` holds each player's OpenSkill rating per game (src/service/ratings/), `rating` the displayed
// number, kept beside μ and σ so that the leaderboard walks one partial index in its own order and stops after
// a page: provisional players (fewer than 10 games) are not in it, so the index holds exactly the ranked rows.
// `rating_history` keeps each game's update, in the order they were made (`id`): the profile's history, and
// the order in which `npm run ratings:recompute` replays the games.
import { sql, type Kysely } from 'kysely';

const RESERVED = new Set([
  'me',
  'admin',
  'administrator',
  'bot',
  'bots',
  'root',
  'system',
  'croupier',
  'support',
  'help',
  'moderator',
  'staff',
  'anonymous',
  'null',
  'undefined',
  'api',
  'players',
  'games',
  'leaderboards',
]);

/** The handle a name suggests, before it is made unique: ASCII letters and digits, - and _, 3 to 16. */
function baseOf(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 16);
  return ascii.length < 3 || RESERVED.has(ascii.toLowerCase()) || ascii.toLowerCase().startsWith('bot-')
    ? 'player'
    : ascii;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('players')
    .addColumn('handle', 'text')
    .addColumn('builtin', 'text')
    .addColumn('is_bot', 'boolean', c => c.notNull().defaultTo(false))
    .execute();
  const players = await db.selectFrom('players').select(['id', 'name']).orderBy('created_at').orderBy('id').execute();
  const taken = new Set<string>();
  for (const { id, name } of players as { id: string; name: string }[]) {
    const base = baseOf(name);
    let handle = base;
    for (let n = 2; taken.has(handle.toLowerCase()); n++) handle = `${base}${n}`;
    taken.add(handle.toLowerCase());
    await db.updateTable('players').set({ handle }).where('id', '=', id).execute();
  }
  await sql`alter table players alter column handle set not null`.execute(db);
  await sql`create unique index players_handle on players (lower(handle))`.execute(db);
  await sql`create unique index players_builtin on players (builtin) where builtin is not null`.execute(db);

  // A default fills existing rows without rewriting the table; new games always say.
  await db.schema
    .alterTable('games')
    .addColumn('rated', 'boolean', c => c.defaultTo(false))
    .execute();
  await sql`alter table games alter column rated drop default`.execute(db);

  await db.schema
    .createTable('ratings')
    .addColumn('game', 'text', c => c.notNull())
    .addColumn('player_id', 'text', c => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('mu', 'float8', c => c.notNull())
    .addColumn('sigma', 'float8', c => c.notNull())
    .addColumn('rating', 'integer', c => c.notNull())
    .addColumn('games', 'integer', c => c.notNull())
    .addColumn('wins', 'integer', c => c.notNull())
    .addColumn('updated_at', 'timestamptz', c => c.notNull())
    .addPrimaryKeyConstraint('ratings_pkey', ['game', 'player_id'])
    .execute();
  await sql`create index ratings_leaderboard on ratings (game, rating, player_id) where games >= 10`.execute(db);
  await sql`create index ratings_by_player on ratings (player_id)`.execute(db);

  await db.schema
    .createTable('rating_history')
    .addColumn('id', 'bigserial', c => c.primaryKey())
    .addColumn('game', 'text', c => c.notNull())
    .addColumn('player_id', 'text', c => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('game_id', 'uuid', c => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('mu', 'float8', c => c.notNull())
    .addColumn('sigma', 'float8', c => c.notNull())
    .addColumn('rating', 'integer', c => c.notNull())
    .addColumn('place', 'integer', c => c.notNull())
    .addColumn('at', 'timestamptz', c => c.notNull())
    .execute();
  await sql`create index rating_history_by_player on rating_history (player_id, game, id desc)`.execute(db);
  await sql`create index rating_history_by_game on rating_history (game_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rating_history').execute();
  await db.schema.dropTable('ratings').execute();
  await db.schema.alterTable('games').dropColumn('rated').execute();
  await db.deleteFrom('players').where('builtin', 'is not', null).execute();
  await db.schema.dropIndex('players_builtin').execute();
  await db.schema.dropIndex('players_handle').execute();
  await db.schema.alterTable('players').dropColumn('is_bot').dropColumn('builtin').dropColumn('handle').execute();
}
