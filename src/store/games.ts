// The `games` projection and the `seats` table: creating a table with its seats and creation entry, reading
// what is immutable about a game, and listing games with filters and a keyset cursor.
import { sql } from 'kysely';
import type { ClockOption } from './clock-option.js';
import type { Executor } from './log.js';
import { playerCreator } from './quotas.js';
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
  /** How the rules' chance derives from the seed (service/games/chance.ts); 1 for games made before 2. */
  readonly rngVersion: number;
  readonly createdAt: Date;
  /** Null for a classic game: every seat handed out at creation, no players, no lobby (store/tables.ts). */
  readonly table: TableRecord | null;
  /** The clock the game is played with (service/clocks), or null. */
  readonly clock?: ClockOption | null;
  /** A table waiting for people is cancelled when not full within this many seconds; null: it waits forever. */
  readonly joinWithinSeconds?: number | null;
  /** Rated (true), casual (false), or rated when every seat is a player or a built-in bot (null; service/ratings). */
  readonly rated?: boolean | null;
  /**
   * Who opened the game, open seat or not (`player:<id>`, or `ip:<digest>` without a player key; tables/quota.ts
   * names them): the bot pool takes turns between openers (service/bots/pool.ts). Null for games opened before
   * migrations/0030 without an open seat.
   */
  readonly openedBy?: string | null;
}

export interface TableRecord {
  readonly listed: boolean;
  /** Created with free seats: waiting for people until a `start` entry. */
  readonly waiting: boolean;
  readonly rematchOf: string | null;
}

export interface SeatRecord {
  readonly seat: number;
  /** Null for a seat played by a built-in bot, which no token can act for, and for a free seat. */
  readonly tokenHash: string | null;
  /** The built-in strategy playing this seat, if any. */
  readonly bot: string | null;
  /** What a thinking bot (`ismcts`) may think per decision, in ms, when its table said; null otherwise. */
  readonly thinkMs: number | null;
  /** The player sitting here (joined with a player key; any of their keys acts for the seat). */
  readonly playerId: string | null;
  /** That player's handle (their profile), when the seats were read with it. */
  readonly handle?: string | null;
  readonly name: string | null;
  /** The hash of the invitation code that lets one person take this seat. */
  readonly inviteHash: string | null;
  /** A free rematch seat kept for a person of the old table. */
  readonly reserved: boolean;
  /**
   * The player key whose request received this seat's token (migrations/0022): the token acts only while that
   * key is live (service/access/authenticate.ts). Null for a token not handed to a key: no check, no query.
   */
  readonly keyId: string | null;
}

/** A seat as created for a classic game: a person with a token, or a bot. */
export const plainSeat = (
  seat: number,
  tokenHash: string | null,
  bot: string | null,
  thinkMs: number | null = null,
): SeatRecord => ({
  seat,
  tokenHash,
  bot,
  thinkMs,
  playerId: null,
  name: null,
  inviteHash: null,
  reserved: false,
  keyId: null,
});

/** A row of the projection, for listings. */
export interface GameSummary {
  readonly id: string;
  readonly game: string;
  readonly players: number;
  readonly custom: boolean;
  readonly seeded: boolean;
  /** The table's option: true rated, false casual, null rated as long as no seat is anonymous. */
  readonly rated: boolean | null;
  readonly seedHash: string;
  readonly status: GameStatus;
  readonly version: number;
  readonly toAct: readonly number[];
  readonly outcome: unknown;
  /** The earliest deadline of the seats to act (service/clocks), or null. */
  readonly deadline: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** Shown in the lobby (a table made with `listed: true`). */
  readonly listed: boolean;
  /** A listed table's place in the lobby's fair order (migrations/0010); null for others. */
  readonly lobbyRank: number | null;
  /** Whom a table with an open seat is counted against (`player:<id>` or `ip:<digest>`); null for others. */
  readonly creator: string | null;
}

export interface NewGame {
  readonly record: GameRecord;
  readonly seats: readonly SeatRecord[];
  readonly facts: readonly unknown[];
  readonly status: GameStatus;
  readonly toAct: readonly number[];
  readonly outcome: unknown;
  /** The earliest deadline of the seats to act (service/clocks). */
  readonly deadline?: Date | null;
  /** The earliest moment a seat to act is owed a turn reminder (service/reminders). */
  readonly remindAt?: Date | null;
  /** Who opened this table with an open seat, and its rank in the lobby (service/tables/quota.ts). */
  readonly creator?: string | null;
  readonly lobbyRank?: number | null;
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
      rng_version: r.rngVersion,
      status: g.status,
      version: 0,
      to_act: [...g.toAct],
      outcome: g.outcome === null ? null : JSON.stringify(g.outcome),
      clock: r.clock === null || r.clock === undefined ? null : JSON.stringify(r.clock),
      join_within_seconds: r.joinWithinSeconds ?? null,
      deadline: g.deadline ?? null,
      remind_at: g.remindAt ?? null,
      creator: g.creator ?? null,
      lobby_rank: g.lobbyRank ?? null,
      rated: r.rated ?? null,
      opened_by: r.openedBy ?? null,
      created_at: r.createdAt,
      updated_at: r.createdAt,
    })
    .execute();
  await db
    .insertInto('seats')
    .values(
      g.seats.map(s => ({
        game_id: r.id,
        seat: s.seat,
        token_hash: s.tokenHash,
        bot: s.bot,
        think_ms: s.thinkMs,
        player_id: s.playerId,
        name: s.name,
        invite_hash: s.inviteHash,
        reserved: s.reserved,
        key_id: s.keyId,
      })),
    )
    .execute();
  if (r.table !== null) {
    await db
      .insertInto('tables')
      .values({ game_id: r.id, listed: r.table.listed, waiting: r.table.waiting, rematch_of: r.table.rematchOf })
      .execute();
  }
  // No notification: nobody can follow a game before it exists.
  await db
    .insertInto('moves')
    .values({
      game_id: r.id,
      seq: 0,
      kind: 'setup',
      seat: null,
      move: null,
      facts: JSON.stringify(g.facts),
      key_digest: null,
      created_at: r.createdAt,
    })
    .execute();
}

export async function readGame(db: Executor, id: string): Promise<{ record: GameRecord; seats: SeatRecord[] } | null> {
  const row = await db
    .selectFrom('games')
    .leftJoin('tables', 'tables.game_id', 'games.id')
    .select([
      'id',
      'game',
      'players',
      'options',
      'seed',
      'seed_hash',
      'custom',
      'seeded',
      'rng_version',
      'created_at',
      'clock',
      'join_within_seconds',
      'rated',
      'opened_by',
      'tables.listed',
      'tables.waiting',
      'tables.rematch_of',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
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
      rngVersion: row.rng_version,
      createdAt: row.created_at,
      table:
        row.listed === null || row.waiting === null
          ? null
          : { listed: row.listed, waiting: row.waiting, rematchOf: row.rematch_of },
      clock: (row.clock ?? null) as ClockOption | null,
      joinWithinSeconds: row.join_within_seconds,
      rated: row.rated,
      openedBy: row.opened_by,
    },
    seats: await readSeats(db, id),
  };
}

/** The seats of a game (seats change as people join and leave). */
export async function readSeats(db: Executor, gameId: string): Promise<SeatRecord[]> {
  const rows = await db
    .selectFrom('seats')
    .leftJoin('players', 'players.id', 'seats.player_id')
    .select([
      'seat',
      'token_hash',
      'bot',
      'think_ms',
      'player_id',
      'players.handle',
      'seats.name',
      'invite_hash',
      'reserved',
      'seats.key_id',
    ])
    .where('game_id', '=', gameId)
    .orderBy('seat')
    .execute();
  return rows.map(s => ({
    seat: s.seat,
    tokenHash: s.token_hash,
    bot: s.bot,
    thinkMs: s.think_ms,
    playerId: s.player_id,
    handle: s.handle,
    name: s.name,
    inviteHash: s.invite_hash,
    reserved: s.reserved,
    keyId: s.key_id,
  }));
}

/**
 * The game and seat a token hash belongs to, if any, and when the key the token was handed to was revoked (null
 * while it is live, or for a token handed to no key; the epoch when the key's row is gone).
 */
export async function findSeatByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<{ gameId: string; seat: number; keyRevokedAt: Date | null } | null> {
  const row = await db
    .selectFrom('seats')
    .leftJoin('player_keys', 'player_keys.id', 'seats.key_id')
    .select(['seats.game_id', 'seats.seat', 'seats.key_id', 'player_keys.id as live_id', 'player_keys.revoked_at'])
    .where('seats.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const keyRevokedAt = row.key_id === null ? null : row.live_id === null ? new Date(0) : row.revoked_at;
  return { gameId: row.game_id, seat: row.seat, keyRevokedAt };
}

export interface ListFilter {
  readonly game?: string;
  readonly status?: GameStatus;
  /** Only this game, and only while this seat is to act. */
  readonly awaiting?: { readonly gameId: string; readonly seat: number };
  /** The lobby: listed tables with a seat anyone may take. */
  readonly open?: boolean;
  /** Only tables made with `listed: true` (true), or only the others (false). */
  readonly listed?: boolean;
  /** Only the games this player sits at, and the waiting tables counted against them; with `toAct`, only while their seat is to act. */
  readonly player?: { readonly id: string; readonly toAct: boolean };
  /** Only games for this many players. */
  readonly players?: number;
  /** Only games with this kind of clock (`clock.kind`), or without a clock (`none`). */
  readonly clock?: string;
  /**
   * Leaves out the waiting tables without a joining deadline opened at or before this time: they have
   * expired (service/tables/expiry.ts), whether or not their `cancel` entry is appended yet.
   */
  readonly expiredBefore?: Date;
  /**
   * Keyset cursor: games strictly after this (createdAt, id) in the listing order; after (deadline,
   * createdAt, id) in a player's awaiting games, which come soonest deadline first (no deadline last).
   */
  readonly after?: {
    readonly createdAt: Date;
    readonly id: string;
    readonly deadline?: Date | null;
    /** In the lobby: the rank of the last game of the previous page. */
    readonly rank?: number;
  };
  readonly limit: number;
}

/**
 * Newest first; ties on the creation time broken by id, so the cursor never skips or repeats a game. The
 * lobby (`open`) comes by rank first (migrations/0010: at most three tables of a creator per rank), and
 * walks the partial index `games_lobby` in its order, so a page costs the same however many tables wait.
 */
export async function listGames(db: Executor, f: ListFilter): Promise<GameSummary[]> {
  let query = db
    .selectFrom('games')
    .leftJoin('tables', 'tables.game_id', 'games.id')
    .select([
      'id',
      'game',
      'players',
      'custom',
      'seeded',
      'rated',
      'seed_hash',
      'status',
      'version',
      'to_act',
      'outcome',
      'deadline',
      'created_at',
      'updated_at',
      'tables.listed',
      'lobby_rank',
      'creator',
    ]);
  if (f.game !== undefined) query = query.where('game', '=', f.game);
  if (f.status !== undefined) query = query.where('status', '=', f.status);
  if (f.players !== undefined) query = query.where('players', '=', f.players);
  if (f.clock === 'none') query = query.where('clock', 'is', null);
  else if (f.clock !== undefined) query = query.where(sql<string>`clock->>'kind'`, '=', f.clock);
  if (f.expiredBefore !== undefined) {
    const cutoff = f.expiredBefore;
    query = query.where(eb =>
      eb.or([eb('status', '!=', 'waiting'), eb('join_within_seconds', 'is not', null), eb('created_at', '>', cutoff)]),
    );
  }
  if (f.awaiting !== undefined) {
    query = query.where('id', '=', f.awaiting.gameId).where(sql<boolean>`${f.awaiting.seat} = any(to_act)`);
  }
  if (f.open === true) {
    query = query.where('status', '=', 'waiting').where('lobby_rank', 'is not', null);
    query = query.where('tables.listed', '=', true);
    query = query.where(eb =>
      eb.exists(
        eb
          .selectFrom('seats')
          .select('seats.seat')
          .whereRef('seats.game_id', '=', 'games.id')
          .where('seats.token_hash', 'is', null)
          .where('seats.bot', 'is', null)
          .where('seats.reserved', '=', false),
      ),
    );
  }
  if (f.listed === true) query = query.where('tables.listed', '=', true);
  if (f.listed === false)
    query = query.where(eb => eb.or([eb('tables.listed', 'is', null), eb('tables.listed', '=', false)]));
  if (f.player !== undefined) {
    const { id, toAct } = f.player;
    query = query.where(eb => {
      const seated = eb.exists(
        eb
          .selectFrom('seats')
          .select('seats.seat')
          .whereRef('seats.game_id', '=', 'games.id')
          .where('seats.player_id', '=', id)
          .$if(toAct, q => q.where(sql<boolean>`seats.seat = any(games.to_act)`)),
      );
      // The waiting tables counted against the player (tables/quota.ts) are theirs too, seated or not: they
      // find there the tables that fill their quota, and may cancel them.
      if (toAct) return seated;
      return eb.or([seated, eb.and([eb('creator', '=', playerCreator(id)), eb('status', '=', 'waiting')])]);
    });
  }
  const byDeadline = f.player?.toAct === true;
  if (f.after !== undefined) {
    const { createdAt, id } = f.after;
    const deadline = f.after.deadline ?? null;
    query = query.where(eb => {
      const later = eb.or([
        eb('created_at', '<', createdAt),
        eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)]),
      ]);
      if (f.open === true) {
        const rank = f.after?.rank ?? 0;
        return eb.or([eb('lobby_rank', '>', rank), eb.and([eb('lobby_rank', '=', rank), later])]);
      }
      if (!byDeadline) return later;
      if (deadline === null) return eb.and([eb('deadline', 'is', null), later]);
      return eb.or([
        eb('deadline', '>', deadline),
        eb('deadline', 'is', null),
        eb.and([eb('deadline', '=', deadline), later]),
      ]);
    });
  }
  if (byDeadline) query = query.orderBy(sql`deadline asc nulls last`);
  else if (f.open === true) query = query.orderBy('lobby_rank', 'asc');
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(f.limit).execute();
  return rows.map(row => ({
    id: row.id,
    game: row.game,
    players: row.players,
    custom: row.custom,
    seeded: row.seeded,
    rated: row.rated,
    seedHash: row.seed_hash,
    status: row.status,
    version: row.version,
    toAct: row.to_act,
    outcome: row.outcome,
    deadline: row.deadline,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    listed: row.listed === true,
    lobbyRank: row.lobby_rank,
    creator: row.creator,
  }));
}

/** `select 1`, for readiness. */
export async function ping(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}
