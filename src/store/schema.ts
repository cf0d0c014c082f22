// The tables as Kysely sees them. `moves` is the truth (an append-only log per game); `games` is a
// projection written in the same statement as each append, for listing and filtering; `seats` holds the
// hashed tokens; `followers` says which games have event streams open somewhere. JSON columns are typed `unknown` here: the service parses them with the game's schemas.
import type { ColumnType, Generated } from 'kysely';

/**
 * The kinds of log entries: the creation entry (seq 0), a move, a resignation; then the table's own
 * entries, which the game never sees: a seat taken or freed, the start, a cancellation, a rematch offered;
 * a seat's time running out (`timeout`: its game's resignation, appended by the server); and a seat taking
 * back its own moves of the turn (`undo`, naming the version it returns to: service/undo, migrations/0012);
 * a bot standing in for a seat whose time ran out, and a seat's vacation (`stand-in`, `vacation`: issue 25,
 * migrations/0019), both the table's.
 */
export const ENTRY_KINDS = [
  'setup',
  'move',
  'resign',
  'join',
  'leave',
  'start',
  'cancel',
  'rematch',
  'timeout',
  'undo',
  'stand-in',
  'vacation',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** The entry kinds that belong to the table (service/tables), not to the game's rules. */
export const TABLE_KINDS = [
  'join',
  'leave',
  'start',
  'cancel',
  'rematch',
  'stand-in',
  'vacation',
] as const satisfies readonly EntryKind[];
export type TableKind = (typeof TABLE_KINDS)[number];

export const GAME_STATUSES = ['waiting', 'active', 'finished', 'cancelled'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

type Json = ColumnType<unknown, string, string>;
type Timestamp = ColumnType<Date, Date, Date>;
type MaybeTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

export interface GamesTable {
  id: string;
  game: string;
  players: number;
  options: Json;
  seed: string;
  seed_hash: string;
  custom: boolean;
  /** The creator chose the seed (see migrations/0004). */
  seeded: Generated<boolean>;
  /** How the rules' chance is derived from the seed (src/service/games/chance.ts, migrations/0011). */
  rng_version: Generated<number>;
  status: GameStatus;
  version: number;
  to_act: number[];
  outcome: ColumnType<unknown, string | null, string | null>;
  /** The clock option (service/clocks), null for a game without a clock. */
  clock: ColumnType<unknown, string | null, string | null>;
  /** A waiting table is cancelled when its seats are not all taken within this many seconds. */
  join_within_seconds: number | null;
  /** The earliest deadline of the seats to act, or a waiting table's joining deadline (see migrations/0007). */
  deadline: ColumnType<Date | null, Date | null, Date | null>;
  /** The earliest moment a seat to act is owed a turn reminder (service/reminders, migrations/0027), or null. */
  remind_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Who opened a table with an open seat, for the quotas: `player:<id>` or `ip:<digest>` (migrations/0010). */
  creator: ColumnType<string | null, string | null | undefined, never>;
  /** Who opened the game, open seat or not, named as `creator` is: the bot pool's turns (migrations/0030). */
  opened_by: ColumnType<string | null, string | null | undefined, never>;
  /** A listed table's place in the lobby's fair order, fixed at creation (migrations/0010). */
  lobby_rank: ColumnType<number | null, number | null | undefined, never>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The table's option (migrations/0016): true rated, false casual, null rated when every seat is a player or a built-in bot. */
  rated: ColumnType<boolean | null, boolean | null | undefined, never>;
}

export interface MovesTable {
  game_id: string;
  seq: number;
  kind: EntryKind;
  seat: number | null;
  move: ColumnType<unknown, string | null, never>;
  facts: ColumnType<unknown, string, never>;
  /** The digest of the entry's idempotency key (key-digest.ts, migrations/0008); pg reads it as text, PGlite as a BigInt. */
  key_digest: ColumnType<string | bigint | null, string | null, never>;
  created_at: Generated<Date>;
}

export interface SeatsTable {
  game_id: string;
  seat: number;
  /** Null for a seat played by a built-in bot. */
  token_hash: string | null;
  bot: string | null;
  /** A thinking bot's budget per decision in ms (migrations/0009); null: the default. */
  think_ms: number | null;
  /** The player sitting here, when they sat down with a player key. */
  player_id: string | null;
  name: string | null;
  /** SHA-256 of the seat's invitation code (open seats made at creation). */
  invite_hash: string | null;
  /** A free seat of a rematch, kept for a person of the old table. */
  reserved: Generated<boolean>;
  /** The player key whose request received the seat's token; the token dies with it (migrations/0022). */
  key_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PlayersTable {
  id: string;
  name: string;
  event_seq: Generated<number>;
  created_at: Timestamp;
  /** Unique without regard to case (migrations/0016). */
  handle: string;
  /** The built-in strategy this row stands for (migrations/0016), null for a player with a key. */
  builtin: ColumnType<string | null, string | null | undefined, never>;
  /** A bot (built in, or a program holding a key) rather than a person. */
  is_bot: Generated<boolean>;
  /** Whether the player is reminded of a correspondence turn before its deadline (migrations/0027). */
  turn_reminders: Generated<boolean>;
}

/** Games that are tables people join (see migrations/0005). Classic games have no row. */
export interface TablesTable {
  game_id: string;
  listed: boolean;
  /** Created with free seats: the game waits for people until a `start` entry. */
  waiting: boolean;
  rematch_of: string | null;
}

export interface PlayerEventsTable {
  player_id: string;
  seq: number;
  /** Null for an event about no game (a challenge, migrations/0017; a webhook disabled, migrations/0018). */
  game_id: string | null;
  data: ColumnType<unknown, string, never>;
  created_at: Timestamp;
}

/** Games some process is streaming events of; appends notify only for these (see migrations/0002). */
export interface FollowersTable {
  game_id: string;
  listener: string;
}

/** Folded states every K entries (src/store/snapshots.ts, migrations/0006). */
export interface SnapshotsTable {
  game_id: string;
  state_version: number;
  version: number;
  state: Json;
  /** The table around the game after entry `version` (src/service/tables/state.ts); null when folded without one. */
  table_state: Json | null;
  /** When entry `version` was appended (the loaded game's updatedAt). */
  created_at: Timestamp;
}

/** Post-game reviews, computed once (src/store/reviews.ts, migrations/0014). */
export interface ReviewsTable {
  game_id: string;
  seat: number;
  /** The reviewer's version: a row of another one is never read. */
  method: number;
  review: Json;
  created_at: Timestamp;
}

/** A player's keys, one per device, by their SHA-256 (migrations/0015). */
export interface PlayerKeysTable {
  id: string;
  player_id: string;
  key_hash: string;
  label: string | null;
  created_at: Timestamp;
  last_used_at: MaybeTimestamp;
  revoked_at: MaybeTimestamp;
}

/** One-time codes that link a device to a player (migrations/0015). */
export interface LinkCodesTable {
  code_hash: string;
  player_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: MaybeTimestamp;
  /** The key that made the code (migrations/0022); null for codes made before, which link nothing. */
  key_id: ColumnType<string | null, string | null | undefined, never>;
}

/** WebAuthn credentials (migrations/0015). */
export interface PasskeysTable {
  id: string;
  player_id: string;
  public_key: Uint8Array;
  /** A bigint column: pg reads it as text. */
  counter: ColumnType<string, number, number>;
  transports: ColumnType<unknown, string, string>;
  created_at: Timestamp;
  /** The key with which it was added; revoking that key deletes it (migrations/0022). Null: added before. */
  added_by: ColumnType<string | null, string | null | undefined, never>;
  /** When it last signed a device in (migrations/0022). */
  last_used_at: MaybeTimestamp;
}

/** WebAuthn challenges handed out and not yet used (migrations/0015). */
export interface PasskeyChallengesTable {
  challenge_hash: string;
  purpose: 'register' | 'authenticate';
  player_id: string | null;
  expires_at: Timestamp;
}

/** A game's chat counter: a message takes the next number by updating it (migrations/0017). */
export interface ChatRoomsTable {
  game_id: string;
  last_id: number;
}

export interface ChatMessagesTable {
  game_id: string;
  id: number;
  channel: 'seats' | 'spectators';
  /** The author, when they wrote with a player key; null for an anonymous seat token. */
  player_id: string | null;
  /** The author's seat when they wrote as a seated player; null for a spectator. */
  seat: number | null;
  name: string | null;
  text: string;
  created_at: Timestamp;
  /** The digest of the post's Idempotency-Key (store/key-digest.ts, migrations/0032); null without one. */
  key_digest: ColumnType<string | bigint | null, string | null, never>;
}

/** Each chat sender's token bucket (service/chat/rate.ts). */
export interface ChatSendersTable {
  sender: string;
  tokens: number;
  at: Timestamp;
}

export interface PlayerMutesTable {
  player_id: string;
  target_id: string;
  kind: 'mute' | 'block';
  created_at: Timestamp;
}

/** When a process last saw a player hold an event stream (service/presence/). */
export interface PresenceTable {
  /** `player:<id>`, or `seat:<game>:<seat>` for a seat held by an anonymous token. */
  who: string;
  seen_at: Timestamp;
}

/** Each process's count of open streams of a game, written now and then (service/presence/). */
export interface GameWatchersTable {
  process: string;
  game_id: string;
  watchers: number;
  at: Timestamp;
}

export interface ChallengesTable {
  id: string;
  from_player: string;
  to_player: string | null;
  to_bot: string | null;
  game: string;
  players: number;
  clock: ColumnType<unknown, string | null, string | null>;
  options: ColumnType<unknown, string | null, string | null>;
  status: 'pending' | 'accepted' | 'declined';
  game_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A player's OpenSkill rating in one game (src/store/ratings.ts, migrations/0016). */
export interface RatingsTable {
  game: string;
  player_id: string;
  mu: number;
  sigma: number;
  /** The displayed number (service/ratings/display.ts). */
  rating: number;
  games: number;
  wins: number;
  updated_at: Timestamp;
}

/** Each rated game's update of each of its players, in the order they were made. */
export interface RatingHistoryTable {
  id: Generated<string>;
  game: string;
  player_id: string;
  game_id: string;
  mu: number;
  sigma: number;
  rating: number;
  place: number;
  at: Timestamp;
}

/** A player's webhook endpoints (src/store/notifications.ts, migrations/0018). */
export interface WebhooksTable {
  id: string;
  player_id: string;
  url: string;
  events: string[];
  /** The signing secret, sealed (service/notifications/sealing.ts). */
  secret_sealed: string;
  created_at: Timestamp;
  disabled_at: Timestamp | null;
  /** The secret a rotation replaced, sealed too, still signed with until `previous_secret_until` (0028). */
  previous_secret_sealed: string | null;
  previous_secret_until: Timestamp | null;
}

export interface PushSubscriptionsTable {
  id: string;
  player_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
  /** The device key that subscribed the browser: revoking it deletes the row (migrations/0025); null before. */
  key_id: string | null;
}

export interface ServerKeysTable {
  name: string;
  value: string;
}

/** Deliveries to make (src/store/outbox.ts, migrations/0018). */
export interface OutboxTable {
  id: string;
  channel: 'webhook' | 'push' | 'email';
  target_id: string;
  player_id: string;
  type: string;
  payload: ColumnType<unknown, string, string>;
  created_at: Timestamp;
  next_at: Timestamp;
  attempts: Generated<number>;
  last_attempt_at: Timestamp | null;
  last_status: number | null;
  last_error: string | null;
  delivered_at: Timestamp | null;
  given_up_at: Timestamp | null;
}

export interface Schema {
  games: GamesTable;
  moves: MovesTable;
  seats: SeatsTable;
  followers: FollowersTable;
  players: PlayersTable;
  tables: TablesTable;
  player_events: PlayerEventsTable;
  snapshots: SnapshotsTable;
  reviews: ReviewsTable;
  player_keys: PlayerKeysTable;
  link_codes: LinkCodesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  chat_rooms: ChatRoomsTable;
  chat_messages: ChatMessagesTable;
  chat_senders: ChatSendersTable;
  player_mutes: PlayerMutesTable;
  presence: PresenceTable;
  game_watchers: GameWatchersTable;
  challenges: ChallengesTable;
  ratings: RatingsTable;
  rating_history: RatingHistoryTable;
  vacations: VacationsTable;
  webhooks: WebhooksTable;
  push_subscriptions: PushSubscriptionsTable;
  server_keys: ServerKeysTable;
  outbox: OutboxTable;
  email_addresses: EmailAddressesTable;
  email_confirmations: EmailConfirmationsTable;
  turn_reminders: TurnRemindersTable;
}

/** The turn reminders sent, one per seat per turn (src/store/reminders.ts, migrations/0027). */
export interface TurnRemindersTable {
  game_id: string;
  /** The version after which the seat became to act (service/clocks/clock.ts, TurnStart). */
  turn: number;
  seat: number;
  player_id: string;
  created_at: Timestamp;
}

/** A player's vacation (service/players/vacation.ts): from `starts_at` to `until`, or to `ended_at` if ended early. */
export interface VacationsTable {
  id: string;
  player_id: string;
  starts_at: Timestamp;
  until: Timestamp;
  ended_at: ColumnType<Date | null, Date | null, Date | null>;
}

/** A player's e-mail address for notifications (src/store/email.ts, migrations/0020). */
export interface EmailAddressesTable {
  id: string;
  player_id: string;
  address: string;
  frequency: 'each-turn' | 'daily-digest';
  language: string;
  created_at: Timestamp;
  confirmed_at: Timestamp | null;
  /** SHA-256 of the confirmation token; null once used. */
  confirm_digest: string | null;
  confirm_expires_at: Timestamp;
  unsubscribe_digest: string;
  digest_day: number | null;
}

/** A confirmation mail asked for: by whom, from which client (a digest), when (migrations/0021). */
export interface EmailConfirmationsTable {
  player_id: string;
  client_digest: string;
  sent_at: Timestamp;
}
