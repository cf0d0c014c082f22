// Ratings per player and game, their history, and the leaderboard (migrations/0016). A finished rated game
// changes its players' ratings in two statements inside the transaction of its final entry: one takes the
// players' rows (made at their first game) under a row lock, in the order of their ids, so that two games
// sharing players update them one after the other and can never deadlock; the other writes the new ratings
// and their history together. The leaderboard walks the partial index of established players in its own
// order from a keyset cursor, so a deep page costs what the first one does.
import { sql } from 'kysely';
import type { Executor } from './log.js';

export interface StoredRating {
  readonly playerId: string;
  readonly mu: number;
  readonly sigma: number;
  readonly rating: number;
  readonly games: number;
  readonly wins: number;
}

interface RatingRow {
  player_id: string;
  mu: number | string;
  sigma: number | string;
  rating: number;
  games: number;
  wins: number;
}

const ratingOf = (r: RatingRow): StoredRating => ({
  playerId: r.player_id,
  mu: Number(r.mu),
  sigma: Number(r.sigma),
  rating: r.rating,
  games: r.games,
  wins: r.wins,
});

/**
 * The ratings of `playerIds` in `game`, locked until the transaction ends; a player without one is given
 * `initial` first (zero games).
 */
export async function lockRatings(
  db: Executor,
  game: string,
  playerIds: readonly string[],
  initial: { readonly mu: number; readonly sigma: number; readonly rating: number },
  at: Date,
): Promise<StoredRating[]> {
  const ids = [...playerIds].sort();
  // The no-op update locks an existing row and returns it as it is.
  const { rows } = await sql<RatingRow>`
    insert into ratings (game, player_id, mu, sigma, rating, games, wins, updated_at)
    select ${game}, id, ${initial.mu}, ${initial.sigma}, ${initial.rating}, 0, 0, ${at}
    from unnest(${`{${ids.join(',')}}`}::text[]) as id order by id
    on conflict (game, player_id) do update set games = ratings.games
    returning player_id, mu, sigma, rating, games, wins
  `.execute(db);
  return rows.map(ratingOf);
}

export interface RatingUpdate {
  readonly playerId: string;
  readonly mu: number;
  readonly sigma: number;
  readonly rating: number;
  /** 1 is first. */
  readonly place: number;
  readonly won: boolean;
}

/** Writes a game's new ratings (one more game each) and their history, in one statement. */
export async function writeRatings(
  db: Executor,
  game: string,
  gameId: string,
  updates: readonly RatingUpdate[],
  at: Date,
): Promise<void> {
  const input = JSON.stringify(
    [...updates]
      .sort((a, b) => (a.playerId < b.playerId ? -1 : 1))
      .map(u => ({ player_id: u.playerId, mu: u.mu, sigma: u.sigma, rating: u.rating, place: u.place, won: u.won })),
  );
  await sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb)
        as x(player_id text, mu float8, sigma float8, rating integer, place integer, won boolean)
    ), updated as (
      update ratings
      set mu = input.mu, sigma = input.sigma, rating = input.rating, games = ratings.games + 1,
          wins = ratings.wins + case when input.won then 1 else 0 end, updated_at = ${at}
      from input
      where ratings.game = ${game} and ratings.player_id = input.player_id
    )
    insert into rating_history (game, player_id, game_id, mu, sigma, rating, place, at)
    select ${game}, player_id, ${gameId}, mu, sigma, rating, place, ${at} from input order by player_id
  `.execute(db);
}

/** Every stored rating, for the recomputation (scripts/ratings-recompute.ts). */
export async function allRatings(db: Executor): Promise<(StoredRating & { game: string })[]> {
  const rows = await db
    .selectFrom('ratings')
    .select(['game', 'player_id', 'mu', 'sigma', 'rating', 'games', 'wins'])
    .orderBy('game')
    .orderBy('player_id')
    .execute();
  return rows.map(r => ({ game: r.game, ...ratingOf(r) }));
}

/** A player's ratings in every game they are rated in. */
export async function ratingsOf(db: Executor, playerId: string): Promise<(StoredRating & { game: string })[]> {
  const rows = await db
    .selectFrom('ratings')
    .select(['game', 'player_id', 'mu', 'sigma', 'rating', 'games', 'wins'])
    .where('player_id', '=', playerId)
    .orderBy('game')
    .execute();
  return rows.map(r => ({ game: r.game, ...ratingOf(r) }));
}

export interface HistoryPoint {
  readonly game: string;
  readonly gameId: string;
  readonly rating: number;
  readonly place: number;
  readonly at: Date;
}

/** A player's latest `limit` rating changes per game, newest first. */
export async function historyOf(db: Executor, playerId: string, limit: number): Promise<HistoryPoint[]> {
  const { rows } = await sql<{ game: string; game_id: string; rating: number; place: number; at: Date }>`
    select h.game, h.game_id, h.rating, h.place, h.at
    from (select distinct game from ratings where player_id = ${playerId}) as g
    cross join lateral (
      select game, game_id, rating, place, at from rating_history
      where player_id = ${playerId} and game = g.game order by id desc limit ${limit}
    ) as h
    order by h.game, h.at desc
  `.execute(db);
  return rows.map(r => ({ game: r.game, gameId: r.game_id, rating: r.rating, place: r.place, at: new Date(r.at) }));
}

/** The rated games in the order their ratings were updated (the first history row of each), for the recomputation. */
export async function ratedGamesInOrder(db: Executor): Promise<string[]> {
  const { rows } = await sql<{ game_id: string }>`
    select game_id from rating_history group by game_id order by min(id)
  `.execute(db);
  return rows.map(r => r.game_id);
}

export interface LeaderRow {
  readonly playerId: string;
  readonly handle: string;
  readonly name: string;
  readonly isBot: boolean;
  readonly rating: number;
  readonly games: number;
  readonly wins: number;
}

/** Where a page starts: after this rating and player id (the order is rating descending, then id). */
export interface LeaderCursor {
  readonly rating: number;
  readonly playerId: string;
}

/**
 * One page of the leaderboard of `game`: players with at least `minGames` games (the partial index's
 * predicate, which the query repeats literally so that the planner uses it), best first, after `cursor`.
 */
export async function leaderboardPage(
  db: Executor,
  game: string,
  cursor: LeaderCursor | null,
  limit: number,
): Promise<LeaderRow[]> {
  const after = cursor === null ? sql`true` : sql`(r.rating, r.player_id) < (${cursor.rating}, ${cursor.playerId})`;
  // Best first, ties by id descending: one row comparison, which the index (game, rating, player_id) read
  // backwards answers directly.
  const { rows } = await sql<{
    player_id: string;
    handle: string;
    name: string;
    is_bot: boolean;
    rating: number;
    games: number;
    wins: number;
  }>`
    select r.player_id, p.handle, p.name, p.is_bot, r.rating, r.games, r.wins
    from ratings r join players p on p.id = r.player_id
    where r.game = ${game} and r.games >= 10 and ${after}
    order by r.rating desc, r.player_id desc
    limit ${limit}
  `.execute(db);
  return rows.map(r => ({
    playerId: r.player_id,
    handle: r.handle,
    name: r.name,
    isBot: r.is_bot,
    rating: r.rating,
    games: r.games,
    wins: r.wins,
  }));
}

/** Finished games that may be rated (not casual), in the order they finished: the recomputation's candidates. */
export async function finishedRatableGames(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('games')
    .select('id')
    .where('status', '=', 'finished')
    .where(eb => eb.or([eb('rated', 'is', null), eb('rated', '=', true)]))
    .orderBy('updated_at')
    .orderBy('id')
    .execute();
  return rows.map(r => r.id);
}

/** The player ids of built-in bots that have one, by strategy name. */
export async function builtInIds(db: Executor): Promise<Map<string, string>> {
  const rows = await db.selectFrom('players').select(['id', 'builtin']).where('builtin', 'is not', null).execute();
  return new Map(rows.flatMap(r => (r.builtin === null ? [] : [[r.builtin, r.id] as const])));
}
