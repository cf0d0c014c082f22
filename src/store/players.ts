// Players and their event streams. A player is found by the SHA-256 of one of their keys (store/player-keys.ts). Each
// event takes the player's next sequence number by updating the player's row: concurrent appends for one
// player queue on that row lock, so their events commit in sequence order and a reader resuming after
// number N never skips one that commits later. The append also notifies (payload `player:<id>:<seq>`), on
// the same channel as the games' appends, so one LISTEN per process wakes both kinds of streams.
import { CompiledQuery } from 'kysely';
import { MOVES_CHANNEL, type Executor } from './log.js';
import { insertKey } from './player-keys.js';
import { OUTBOX_TOPIC } from './outbox.js';

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

/**
 * Holds the player's row until the transaction ends, so that two requests of one player that count something
 * of theirs (link codes, webhooks, push subscriptions, vacations) and then add to it do so in turn.
 */
export async function lockPlayer(db: Executor, playerId: string): Promise<void> {
  await db.selectFrom('players').select('id').where('id', '=', playerId).forUpdate().execute();
}

export interface PlayerEventRow {
  readonly seq: number;
  readonly data: unknown;
}

/**
 * The event, and in the same statement the outbox rows it causes (store/outbox.ts): one per enabled webhook of
 * the player that takes this type ($6), one per push subscription, and an e-mail for a turn, a turn reminder or a
 * game's end to a confirmed address that hears of each turn (store/email.ts). No webhook, no subscription: the outbox
 * part reads one index and inserts nothing, so an event costs no round trip more. `outbox:0` wakes the
 * delivery workers (service/notifications/worker.ts) once the transaction commits.
 */
const APPEND_EVENT = `
  with next as (
    update players set event_seq = event_seq + 1 where id = $1 returning id, event_seq
  ), event as (
    insert into player_events (player_id, seq, game_id, data, created_at)
    select id, event_seq, $2, jsonb_set($3::jsonb, '{seq}', to_jsonb(event_seq)), $4 from next
    returning player_id, seq
  ), queued as (
    insert into outbox (id, channel, target_id, player_id, type, payload, created_at, next_at)
    select gen_random_uuid()::text, 'webhook', w.id, w.player_id, $6, $7::jsonb, $4, $4
    from webhooks w join event on w.player_id = event.player_id
    where $6::text is not null and w.disabled_at is null and $6::text = any(w.events)
    union all
    select gen_random_uuid()::text, 'push', p.id, p.player_id, $6, $7::jsonb, $4, $4
    from push_subscriptions p join event on p.player_id = event.player_id
    where $6::text is not null
    union all
    select gen_random_uuid()::text, 'email', e.id, e.player_id, $6, $7::jsonb, $4, $4
    from email_addresses e join event on e.player_id = event.player_id
    where $6::text in ('your-turn', 'turn-reminder', 'game-over') and e.frequency = 'each-turn' and e.confirmed_at is not null
    returning 1
  )
  select pg_notify($5, 'player:' || player_id || ':' || seq),
         case when exists (select 1 from queued) then pg_notify($5, '${OUTBOX_TOPIC}:0') end
  from event
`;

/**
 * Appends one event to a player's stream (inside the transaction of the entry that causes it), and queues
 * `delivery` (what webhooks and pushes are sent, as their type and JSON body) when given.
 */
export async function appendPlayerEvent(
  db: Executor,
  playerId: string,
  gameId: string | null,
  data: object,
  at: Date,
  delivery: { readonly type: string; readonly payload: object } | null = null,
): Promise<void> {
  await db.executeQuery(
    CompiledQuery.raw(APPEND_EVENT, [
      playerId,
      gameId,
      JSON.stringify({ seq: 0, ...data }),
      at.toISOString(),
      MOVES_CHANNEL,
      delivery?.type ?? null,
      delivery === null ? null : JSON.stringify(delivery.payload),
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
/** The number of each player's latest event, by player (a player without any: 0; an unknown one: absent). */
export async function lastPlayerEvents(db: Executor, playerIds: readonly string[]): Promise<Map<string, number>> {
  const last = new Map<string, number>();
  // Parameters are bounded (65,535 a statement): thousands of streams' players are asked in parts.
  for (let from = 0; from < playerIds.length; from += 10_000) {
    const rows = await db
      .selectFrom('players')
      .select(['id', 'event_seq'])
      .where('id', 'in', playerIds.slice(from, from + 10_000))
      .execute();
    for (const row of rows) last.set(row.id, row.event_seq ?? 0);
  }
  return last;
}

export async function lastPlayerEvent(db: Executor, playerId: string): Promise<number> {
  const row = await db.selectFrom('players').select('event_seq').where('id', '=', playerId).executeTakeFirst();
  return row?.event_seq ?? 0;
}
