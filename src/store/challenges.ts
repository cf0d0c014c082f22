// Challenges: one player's offer of a game to another (or to a built-in bot). A challenge is pending until
// it is accepted (naming the game it made), declined, or its `expires_at` passes; expiry is read, never
// written (a pending row past its time is expired to every reader), so no sweep is needed. Answering takes
// the row with a conditional update, so of two answers racing (two devices, two processes) one wins.
import type { Executor } from './log.js';

export type ChallengeStatus = 'pending' | 'accepted' | 'declined';

export interface ChallengeRow {
  readonly id: string;
  readonly fromPlayer: string;
  readonly toPlayer: string | null;
  readonly toBot: string | null;
  readonly game: string;
  readonly players: number;
  readonly clock: unknown;
  readonly options: unknown;
  readonly status: ChallengeStatus;
  readonly gameId: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly from: { readonly name: string; readonly handle: string };
  readonly to: { readonly name: string; readonly handle: string } | null;
}

export async function insertChallenge(
  db: Executor,
  c: Omit<ChallengeRow, 'from' | 'to' | 'status' | 'gameId'>,
): Promise<void> {
  await db
    .insertInto('challenges')
    .values({
      id: c.id,
      from_player: c.fromPlayer,
      to_player: c.toPlayer,
      to_bot: c.toBot,
      game: c.game,
      players: c.players,
      clock: c.clock === null || c.clock === undefined ? null : JSON.stringify(c.clock),
      options: c.options === null || c.options === undefined ? null : JSON.stringify(c.options),
      status: 'pending',
      game_id: null,
      created_at: c.createdAt,
      expires_at: c.expiresAt,
    })
    .execute();
}

function select(db: Executor) {
  return db
    .selectFrom('challenges as c')
    .innerJoin('players as f', 'f.id', 'c.from_player')
    .leftJoin('players as t', 't.id', 'c.to_player')
    .select([
      'c.id',
      'c.from_player',
      'c.to_player',
      'c.to_bot',
      'c.game',
      'c.players',
      'c.clock',
      'c.options',
      'c.status',
      'c.game_id',
      'c.created_at',
      'c.expires_at',
      'f.name as from_name',
      'f.handle as from_handle',
      't.name as to_name',
      't.handle as to_handle',
    ]);
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;

const rowOf = (r: Selected): ChallengeRow => ({
  id: r.id,
  fromPlayer: r.from_player,
  toPlayer: r.to_player,
  toBot: r.to_bot,
  game: r.game,
  players: r.players,
  clock: r.clock,
  options: r.options,
  status: r.status,
  gameId: r.game_id,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  from: { name: r.from_name, handle: r.from_handle },
  to: r.to_name === null || r.to_handle === null ? null : { name: r.to_name, handle: r.to_handle },
});

export async function readChallenge(db: Executor, id: string): Promise<ChallengeRow | null> {
  const row = await select(db).where('c.id', '=', id).executeTakeFirst();
  return row ? rowOf(row) : null;
}

/** The pending challenges a player sent or received that have not expired at `now`, newest first. */
export async function openChallengesOf(db: Executor, playerId: string, now: Date): Promise<ChallengeRow[]> {
  const rows = await select(db)
    .where(eb => eb.or([eb('c.from_player', '=', playerId), eb('c.to_player', '=', playerId)]))
    .where('c.status', '=', 'pending')
    .where('c.expires_at', '>', now)
    .orderBy('c.created_at', 'desc')
    .limit(100)
    .execute();
  return rows.map(rowOf);
}

/** Answers a pending challenge not expired at `now`; false when another answer (or its expiry) came first. */
export async function answerChallenge(
  db: Executor,
  id: string,
  status: 'accepted' | 'declined',
  gameId: string | null,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('challenges')
    .set({ status, game_id: gameId })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes back a challenge nobody was told of (a bot's, whose game could not be opened). */
export async function deleteChallenge(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('challenges').where('id', '=', id).execute();
}
