// The seats of tables people join: taking a free seat, freeing one, and reading the seats of many games at
// once for listings. Races for a seat are decided by the log (the join entry's primary key) before these
// run; the conditions here (`token_hash is null`) are a second fence, and the unique index on
// (game_id, player_id) keeps a player to one seat per game.
import { readSeats, type SeatRecord } from './games.js';
import type { Executor } from './log.js';

export interface Sitter {
  readonly tokenHash: string;
  readonly playerId: string | null;
  readonly name: string | null;
  /** The player key whose request receives the token, which then dies with it (migrations/0022). */
  readonly keyId: string | null;
  /** An invitation's hash for a seat that had none (a creator's seat taken as an open one); absent: kept. */
  readonly inviteHash?: string;
}

/** Seats `sitter` at a free seat; false when the seat is not free (a bot's, or taken). */
export async function takeSeat(db: Executor, gameId: string, seat: number, sitter: Sitter): Promise<boolean> {
  const result = await db
    .updateTable('seats')
    .set({
      token_hash: sitter.tokenHash,
      player_id: sitter.playerId,
      name: sitter.name,
      reserved: false,
      key_id: sitter.keyId,
      ...(sitter.inviteHash === undefined ? {} : { invite_hash: sitter.inviteHash }),
    })
    .where('game_id', '=', gameId)
    .where('seat', '=', seat)
    .where('token_hash', 'is', null)
    .where('bot', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Frees a seat: its token stops working; its invitation code (if any) works again. */
export async function freeSeat(db: Executor, gameId: string, seat: number): Promise<void> {
  await db
    .updateTable('seats')
    .set({ token_hash: null, player_id: null, name: null, reserved: false, key_id: null })
    .where('game_id', '=', gameId)
    .where('seat', '=', seat)
    .execute();
}

/**
 * Hands a seat to a built-in bot (a stand-in for a seat whose time ran out: service/clocks/stand-in.ts). Its
 * person keeps the seat's token, player and name, so the result is still theirs; the token can no longer act.
 */
export async function handSeatToBot(db: Executor, gameId: string, seat: number, bot: string): Promise<void> {
  await db.updateTable('seats').set({ bot }).where('game_id', '=', gameId).where('seat', '=', seat).execute();
}

/** The seats of each game, for listings (one query for a page). */
export async function readSeatsOf(db: Executor, gameIds: readonly string[]): Promise<Map<string, SeatRecord[]>> {
  const byGame = new Map<string, SeatRecord[]>(gameIds.map(id => [id, []]));
  if (gameIds.length === 0) return byGame;
  const rows = await db
    .selectFrom('seats')
    .select([
      'game_id',
      'seat',
      'bot',
      'think_ms',
      'player_id',
      'name',
      'reserved',
      'token_hash',
      'invite_hash',
      'key_id',
    ])
    .where('game_id', 'in', [...gameIds])
    .orderBy('game_id')
    .orderBy('seat')
    .execute();
  for (const r of rows) {
    byGame.get(r.game_id)?.push({
      seat: r.seat,
      tokenHash: r.token_hash,
      bot: r.bot,
      thinkMs: r.think_ms,
      playerId: r.player_id,
      name: r.name,
      inviteHash: r.invite_hash,
      reserved: r.reserved,
      keyId: r.key_id,
    });
  }
  return byGame;
}

export { readSeats };
