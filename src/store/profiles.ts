// What a profile shows besides ratings: a player's finished games, counted per game and the latest few.
// A person's games are found through their seats (index seats_by_player); a built-in bot sits at no seat by
// id, so its counts and games come from its rated games (store/ratings.ts, rating_history). A person's seat
// that a bot took over when its time ran out (clocks/stand-in.ts: the seat keeps its player and gains the
// bot) lost on time: what the bot won after is not the person's, and that bot did not sit there as itself.
import { sql } from 'kysely';
import type { Executor } from './log.js';

export interface GameTally {
  readonly game: string;
  readonly played: number;
  readonly won: number;
}

/** A person's finished games per game: how many, and how many won (their seat among the outcome's winners). */
export async function tallyOf(db: Executor, playerId: string): Promise<GameTally[]> {
  const { rows } = await sql<{ game: string; played: string | number; won: string | number }>`
    select g.game, count(*) as played,
           count(*) filter (where g.outcome -> 'winners' @> to_jsonb(s.seat) and s.bot is null) as won
    from seats s join games g on g.id = s.game_id
    where s.player_id = ${playerId} and g.status = 'finished'
    group by g.game order by g.game
  `.execute(db);
  return rows.map(r => ({ game: r.game, played: Number(r.played), won: Number(r.won) }));
}

export interface FinishedGame {
  readonly id: string;
  readonly game: string;
  readonly seat: number;
  readonly players: number;
  readonly won: boolean;
  readonly finishedAt: Date;
}

/** A finished game's row as both queries below select it (finishedOf reads it). */
interface FinishedRow {
  id: string;
  game: string;
  seat: number;
  players: number;
  won: boolean;
  updated_at: Date;
}

/** A person's latest finished games, newest first. */
export async function recentOf(db: Executor, playerId: string, limit: number): Promise<FinishedGame[]> {
  const { rows } = await sql<FinishedRow>`
    select g.id, g.game, s.seat, g.players,
           coalesce(g.outcome -> 'winners' @> to_jsonb(s.seat), false) and s.bot is null as won, g.updated_at
    from seats s join games g on g.id = s.game_id
    where s.player_id = ${playerId} and g.status = 'finished'
    order by g.updated_at desc, g.id limit ${limit}
  `.execute(db);
  return rows.map(finishedOf);
}

/** A built-in bot's latest rated games, newest first. */
export async function recentRatedOf(db: Executor, playerId: string, limit: number): Promise<FinishedGame[]> {
  const { rows } = await sql<FinishedRow>`
    select g.id, g.game, coalesce(s.seat, 0) as seat, g.players,
           coalesce(g.outcome -> 'winners' @> to_jsonb(s.seat), false) as won, g.updated_at
    from rating_history h
    join games g on g.id = h.game_id
    join players p on p.id = h.player_id
    left join seats s on s.game_id = g.id and s.bot = p.builtin and s.player_id is null
    where h.player_id = ${playerId}
    order by h.id desc limit ${limit}
  `.execute(db);
  return rows.map(finishedOf);
}

const finishedOf = (r: FinishedRow): FinishedGame => ({
  id: r.id,
  game: r.game,
  seat: r.seat,
  players: r.players,
  won: r.won,
  finishedAt: new Date(r.updated_at),
});
