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
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('players').where('builtin', 'is not', null).execute();
  await db.schema.dropIndex('players_builtin').execute();
  await db.schema.dropIndex('players_handle').execute();
  await db.schema.alterTable('players').dropColumn('is_bot').dropColumn('builtin').dropColumn('handle').execute();
}
