// The lobby at any size, and who opened which table (issue 22, holes 3 and 4).
//
// `games.creator` names who opened a table with an open seat (`player:<id>`, or `ip:<digest>` for a table
// opened without a player key): the quotas (src/service/tables/quota.ts) count a creator's waiting tables
// and the tables opened in the last minute, in the database, so they hold across processes. Classic games
// and tables without an open seat have none.
//
// `games.lobby_rank` is a listed table's place in the lobby's fair order: 0 for the first three tables a
// creator has waiting in the lobby, 1 for the next three, and so on, fixed when the table is opened. The
// lobby lists rank 0 first, newest first, then rank 1: a creator's fourth table comes after everyone's first
// three, so one creator cannot push the others off the first pages.
//
// The lobby's query (status waiting, a rank) walks one partial index in its own order and stops after a
// page: a page costs the same with 100 open tables or 100,000 (scripts/bench-lobby.ts). The index holds
// waiting listed tables only, so it stays as small as the lobby. Tables listed before this migration are
// given rank 0; their creator is unknown (null), so they count in no quota.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('games').addColumn('creator', 'text').addColumn('lobby_rank', 'integer').execute();
  await sql`
    update games set lobby_rank = 0
    where status = 'waiting' and id in (select game_id from tables where listed)
  `.execute(db);
  await sql`
    create index games_lobby on games (lobby_rank, created_at desc, id desc)
    where status = 'waiting' and lobby_rank is not null
  `.execute(db);
  await sql`create index games_by_creator on games (creator, created_at) where creator is not null`.execute(db);
  await sql`create index games_waiting_by_creator on games (creator) where status = 'waiting' and creator is not null`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('games_waiting_by_creator').execute();
  await db.schema.dropIndex('games_by_creator').execute();
  await db.schema.dropIndex('games_lobby').execute();
  await db.schema.alterTable('games').dropColumn('lobby_rank').dropColumn('creator').execute();
}
