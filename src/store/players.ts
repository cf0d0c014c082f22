// Players and their event streams. A player is found by the SHA-256 of one of their keys (store/player-keys.ts). Each
// event takes the player's next sequence number by updating the player's row: concurrent appends for one
// player queue on that row lock, so their events commit in sequence order and a reader resuming after
// number N never skips one that commits later. The append also notifies (payload `player:<id>:<seq>`), on
// the same channel as the games' appends, so one LISTEN per process wakes both kinds of streams.
import { CompiledQuery } from 'kysely';
import { MOVES_CHANNEL, type Executor } from './log.js';
import { insertKey } from './player-keys.js';

export interface PlayerRecord {
  readonly id: string;
  readonly name: string;
  readonly handle: string;
}

export const playerTopic = (playerId: string): string => `player:${playerId}`;

/**
 * A new player and their first key (call inside a transaction: both rows or neither); throws a unique
 * violation (errors.ts) when the handle is taken in any case.
 */
export async function insertPlayer(
  db: Executor,
  p: PlayerRecord & { isBot: boolean; keyId: string; keyHash: string; label: string | null; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('players')
    .values({ id: p.id, name: p.name, handle: p.handle, is_bot: p.isBot, created_at: p.createdAt })
    .execute();
  await insertKey(db, { id: p.keyId, playerId: p.id, keyHash: p.keyHash, label: p.label, createdAt: p.createdAt });
}

export interface PlayerEventRow {
  readonly seq: number;
  readonly data: unknown;
}

const APPEND_EVENT = `
  with next as (
    update players set event_seq = event_seq + 1 where id = $1 returning id, event_seq
  ), event as (
    insert into player_events (player_id, seq, game_id, data, created_at)
    select id, event_seq, $2, jsonb_set($3::jsonb, '{seq}', to_jsonb(event_seq)), $4 from next
    returning player_id, seq
  )
  select pg_notify($5, 'player:' || player_id || ':' || seq) from event
`;

/** Appends one event to a player's stream (inside the transaction of the entry that causes it). */
export async function appendPlayerEvent(
  db: Executor,
  playerId: string,
  gameId: string | null,
  data: object,
  at: Date,
): Promise<void> {
  await db.executeQuery(
    CompiledQuery.raw(APPEND_EVENT, [
      playerId,
      gameId,
      JSON.stringify({ seq: 0, ...data }),
      at.toISOString(),
      MOVES_CHANNEL,
    ]),
  );
}

/** Events with seq > `after`, in order. */
export async function readPlayerEvents(
  db: Executor,
  playerId: string,
  after: number,
  limit: number,
): Promise<PlayerEventRow[]> {
  return db
    .selectFrom('player_events')
    .select(['seq', 'data'])
    .where('player_id', '=', playerId)
    .where('seq', '>', after)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** The number of the player's latest event (0 before any). */
export async function lastPlayerEvent(db: Executor, playerId: string): Promise<number> {
  const row = await db.selectFrom('players').select('event_seq').where('id', '=', playerId).executeTakeFirst();
  return row?.event_seq ?? 0;
}
