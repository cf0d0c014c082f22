// A game's chat, outside the rules log. A message takes its game's next number by updating the game's
// `chat_rooms` row, so concurrent posts to one game queue on that row lock and commit in number order: a
// reader resuming after number N never skips one that commits later (as player_events, store/players.ts). The
// append notifies `chat:<game>:<id>` on the channel of every wake-up, so the process's one LISTEN wakes the
// chat feeds too (service/chat/feed.ts). Each sender's allowance is a token bucket row, taken in the same
// transaction as the message: the limit holds across processes, and a refused or failed post takes nothing.
// A post's Idempotency-Key is kept with its message, as a digest (key-digest.ts) under a unique index
// (migrations/0032): a second message with the key fails the append as a unique violation, written nothing.
import { CompiledQuery } from 'kysely';
import { MOVES_CHANNEL, type Executor } from './log.js';

export const CHANNELS = ['seats', 'spectators'] as const;
export type Channel = (typeof CHANNELS)[number];

export const chatTopic = (gameId: string): string => `chat:${gameId}`;

export interface ChatRow {
  readonly id: number;
  readonly channel: Channel;
  readonly playerId: string | null;
  readonly seat: number | null;
  readonly name: string | null;
  readonly text: string;
  readonly createdAt: Date;
}

export interface NewChat {
  readonly gameId: string;
  readonly channel: Channel;
  readonly playerId: string | null;
  readonly seat: number | null;
  readonly name: string | null;
  readonly text: string;
  readonly at: Date;
  /** The digest of the post's Idempotency-Key (chatKeyDigest), or null. */
  readonly keyDigest: string | null;
}

const APPEND = `
  with room as (
    insert into chat_rooms (game_id, last_id) values ($1, 1)
    on conflict (game_id) do update set last_id = chat_rooms.last_id + 1
    returning game_id, last_id
  ), message as (
    insert into chat_messages (game_id, id, channel, player_id, seat, name, text, created_at, key_digest)
    select game_id, last_id, $2, $3, $4, $5, $6, $7, $9::bigint from room
    returning game_id, id
  )
  select id, pg_notify($8, 'chat:' || game_id || ':' || id) as notified from message
`;

/** Appends a message and returns its number (run it inside the transaction that took the sender's token). */
export async function appendChat(db: Executor, m: NewChat): Promise<number> {
  const { rows } = await db.executeQuery<{ id: number }>(
    CompiledQuery.raw(APPEND, [
      m.gameId,
      m.channel,
      m.playerId,
      m.seat,
      m.name,
      m.text,
      m.at.toISOString(),
      MOVES_CHANNEL,
      m.keyDigest,
    ]),
  );
  const row = rows[0];
  if (!row) throw new Error(`no chat message appended to ${m.gameId}`);
  return Number(row.id);
}

export interface ChatFilter {
  readonly channels: readonly Channel[];
  /** Hide the messages of the players this one muted or blocked; null: hide nothing. */
  readonly mutedBy: string | null;
}

/** Messages with `after < id <= upTo`, in order, of the channels asked and not from muted players. */
export async function readChat(
  db: Executor,
  gameId: string,
  after: number,
  limit: number,
  filter: ChatFilter | null,
  upTo?: number,
): Promise<ChatRow[]> {
  let query = db
    .selectFrom('chat_messages')
    .select(['id', 'channel', 'player_id', 'seat', 'name', 'text', 'created_at'])
    .where('game_id', '=', gameId)
    .where('id', '>', after);
  if (upTo !== undefined) query = query.where('id', '<=', upTo);
  if (filter !== null) {
    query = query.where('channel', 'in', [...filter.channels]);
    const mutedBy = filter.mutedBy;
    if (mutedBy !== null)
      query = query.where(eb =>
        eb.or([
          eb('player_id', 'is', null),
          eb('player_id', 'not in', eb.selectFrom('player_mutes').select('target_id').where('player_id', '=', mutedBy)),
        ]),
      );
  }
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.map(toRow);
}

/** The game's message written with the key of this digest, if any (one at most: the index is unique). */
export async function findChatByKey(db: Executor, gameId: string, digest: string): Promise<ChatRow | null> {
  const row = await db
    .selectFrom('chat_messages')
    .select(['id', 'channel', 'player_id', 'seat', 'name', 'text', 'created_at'])
    .where('game_id', '=', gameId)
    .where('key_digest', '=', digest)
    .executeTakeFirst();
  return row === undefined ? null : toRow(row);
}

const toRow = (r: {
  id: number;
  channel: Channel;
  player_id: string | null;
  seat: number | null;
  name: string | null;
  text: string;
  created_at: Date;
}): ChatRow => ({
  id: r.id,
  channel: r.channel,
  playerId: r.player_id,
  seat: r.seat,
  name: r.name,
  text: r.text,
  createdAt: r.created_at,
});

/** The number of the game's latest message (0 before any). */
export async function lastChatId(db: Executor, gameId: string): Promise<number> {
  const row = await db.selectFrom('chat_rooms').select('last_id').where('game_id', '=', gameId).executeTakeFirst();
  return row?.last_id ?? 0;
}

const TAKE = `
  insert into chat_senders (sender, tokens, at) values ($1, $2::double precision - 1, $3)
  on conflict (sender) do update
    set tokens = least($2::double precision, chat_senders.tokens
          + greatest(0, extract(epoch from ($3::timestamptz - chat_senders.at))) * $4::double precision) - 1,
        at = greatest(chat_senders.at, $3::timestamptz)
    where least($2::double precision, chat_senders.tokens
          + greatest(0, extract(epoch from ($3::timestamptz - chat_senders.at))) * $4::double precision) >= 1
  returning tokens
`;

/** Takes one token of `sender`'s bucket (`burst` at most, refilled at `perSecond`); false when there is none. */
export async function takeChatToken(
  db: Executor,
  sender: string,
  at: Date,
  burst: number,
  perSecond: number,
): Promise<boolean> {
  const { rows } = await db.executeQuery(CompiledQuery.raw(TAKE, [sender, burst, at.toISOString(), perSecond]));
  return rows.length > 0;
}
