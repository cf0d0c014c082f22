// The `games` projection and the `seats` table: creating a table with its seats and creation entry, reading
// what is immutable about a game, and listing games with filters and a keyset cursor.
import { sql } from 'kysely';
import type { Executor } from './log.js';
import type { GameStatus } from './schema.js';

/** What never changes about a game once created. */
export interface GameRecord {
  readonly id: string;
  readonly game: string;
  readonly players: number;
  readonly options: unknown;
  readonly seed: string;
  readonly seedHash: string;
  readonly custom: boolean;
  /** The creator chose the seed, so it is known to them (and may be guessable from seedHash). */
  readonly seeded: boolean;
  readonly createdAt: Date;
}

export interface SeatRecord {
  readonly seat: number;
  /** Null for a seat played by a built-in bot, which no token can act for. */
  readonly tokenHash: string | null;
  /** The built-in strategy playing this seat, if any. */
  readonly bot: string | null;
}

/** A row of the projection, for listings. */
export interface GameSummary {
  readonly id: string;
  readonly game: string;
  readonly players: number;
  readonly custom: boolean;
  readonly seeded: boolean;
  readonly seedHash: string;
  readonly status: GameStatus;
  readonly version: number;
  readonly toAct: readonly number[];
  readonly outcome: unknown;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface NewGame {
  readonly record: GameRecord;
  readonly seats: readonly SeatRecord[];
  readonly facts: readonly unknown[];
  readonly status: GameStatus;
  readonly toAct: readonly number[];
  readonly outcome: unknown;
}

/** Inserts the game, its seats and its creation entry (seq 0). Run it inside a transaction. */
export async function insertGame(db: Executor, g: NewGame): Promise<void> {
  const r = g.record;
  await db
    .insertInto('games')
    .values({
      id: r.id,
      game: r.game,
      players: r.players,
      options: JSON.stringify(r.options),
      seed: r.seed,
      seed_hash: r.seedHash,
      custom: r.custom,
      seeded: r.seeded,
      status: g.status,
      version: 0,
      to_act: [...g.toAct],
      outcome: g.outcome === null ? null : JSON.stringify(g.outcome),
      created_at: r.createdAt,
      updated_at: r.createdAt,
    })
    .execute();
  await db
    .insertInto('seats')
    .values(g.seats.map((s) => ({ game_id: r.id, seat: s.seat, token_hash: s.tokenHash, bot: s.bot })))
    .execute();
  // No notification: nobody can follow a game before it exists.
  await db
    .insertInto('moves')
    .values({ game_id: r.id, seq: 0, kind: 'setup', seat: null, move: null, facts: JSON.stringify(g.facts), idempotency_key: null, created_at: r.createdAt })
    .execute();
}

export async function readGame(db: Executor, id: string): Promise<{ record: GameRecord; seats: SeatRecord[] } | null> {
  const row = await db
    .selectFrom('games')
    .select(['id', 'game', 'players', 'options', 'seed', 'seed_hash', 'custom', 'seeded', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const seats = await db.selectFrom('seats').select(['seat', 'token_hash', 'bot']).where('game_id', '=', id).orderBy('seat').execute();
  return {
    record: {
      id: row.id,
      game: row.game,
      players: row.players,
      options: row.options,
      seed: row.seed,
      seedHash: row.seed_hash,
      custom: row.custom,
      seeded: row.seeded,
      createdAt: row.created_at,
    },
    seats: seats.map((s) => ({ seat: s.seat, tokenHash: s.token_hash, bot: s.bot })),
  };
}

/** The game and seat a token hash belongs to, if any. */
export async function findSeatByTokenHash(db: Executor, tokenHash: string): Promise<{ gameId: string; seat: number } | null> {
  const row = await db.selectFrom('seats').select(['game_id', 'seat']).where('token_hash', '=', tokenHash).executeTakeFirst();
  return row ? { gameId: row.game_id, seat: row.seat } : null;
}

export interface ListFilter {
  readonly game?: string;
  readonly status?: GameStatus;
  /** Only this game, and only while this seat is to act. */
  readonly awaiting?: { readonly gameId: string; readonly seat: number };
  /** Keyset cursor: games strictly after this (createdAt, id) in the listing order. */
  readonly after?: { readonly createdAt: Date; readonly id: string };
  readonly limit: number;
}

/** Newest first; ties on the creation time broken by id, so the cursor never skips or repeats a game. */
export async function listGames(db: Executor, f: ListFilter): Promise<GameSummary[]> {
  let query = db
    .selectFrom('games')
    .select(['id', 'game', 'players', 'custom', 'seeded', 'seed_hash', 'status', 'version', 'to_act', 'outcome', 'created_at', 'updated_at']);
  if (f.game !== undefined) query = query.where('game', '=', f.game);
  if (f.status !== undefined) query = query.where('status', '=', f.status);
  if (f.awaiting !== undefined) {
    query = query.where('id', '=', f.awaiting.gameId).where(sql<boolean>`${f.awaiting.seat} = any(to_act)`);
  }
  if (f.after !== undefined) {
    const { createdAt, id } = f.after;
    query = query.where((eb) => eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]));
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(f.limit).execute();
  return rows.map((row) => ({
    id: row.id,
    game: row.game,
    players: row.players,
    custom: row.custom,
    seeded: row.seeded,
    seedHash: row.seed_hash,
    status: row.status,
    version: row.version,
    toAct: row.to_act,
    outcome: row.outcome,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

/** `select 1`, for readiness. */
export async function ping(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}
