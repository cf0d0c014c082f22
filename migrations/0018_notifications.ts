// Issue 25: notifications that leave the server (webhooks, Web Push) through a transactional outbox.
// - `webhooks`: a player's endpoints (at most 10, service/notifications/webhooks.ts); the signing secret is kept
//   sealed (AES-256-GCM, service/notifications/sealing.ts), since signing needs it back, never hashed.
// - `push_subscriptions`: a browser's PushSubscription (its endpoint and keys).
// - `server_keys`: keys the server makes once and keeps (the VAPID pair, the sealing key when none is configured).
// - `outbox`: one row per delivery to make, inserted by the same statement as the player event that causes it
//   (store/players.ts), so it exists exactly when its cause committed; claimed by the workers of every process
//   with FOR UPDATE SKIP LOCKED and a lease (`next_at`), delivered at least once under its id (webhook-id).
// - `player_events.game_id` may be null: an event about the player's own settings (a webhook disabled).
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'text', c => c.primaryKey())
    .addColumn('player_id', 'text', c => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('url', 'text', c => c.notNull())
    .addColumn('events', sql`text[]`, c => c.notNull())
    .addColumn('secret_sealed', 'text', c => c.notNull())
    .addColumn('created_at', 'timestamptz', c => c.notNull())
    .addColumn('disabled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('webhooks_player').on('webhooks').column('player_id').execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', c => c.primaryKey())
    .addColumn('player_id', 'text', c => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', c => c.notNull())
    .addColumn('p256dh', 'text', c => c.notNull())
    .addColumn('auth', 'text', c => c.notNull())
    .addColumn('created_at', 'timestamptz', c => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_player').on('push_subscriptions').column('player_id').execute();

  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', c => c.primaryKey())
    .addColumn('value', 'text', c => c.notNull())
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', c => c.primaryKey())
    .addColumn('channel', 'text', c => c.notNull().check(sql`channel in ('webhook', 'push')`))
    .addColumn('target_id', 'text', c => c.notNull())
    .addColumn('player_id', 'text', c => c.notNull())
    .addColumn('type', 'text', c => c.notNull())
    .addColumn('payload', 'jsonb', c => c.notNull())
    .addColumn('created_at', 'timestamptz', c => c.notNull())
    // When the row may be claimed next: now for a new row, the end of the lease while a worker delivers it,
    // the backoff's end after a failure.
    .addColumn('next_at', 'timestamptz', c => c.notNull())
    .addColumn('attempts', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('given_up_at', 'timestamptz')
    .execute();
  // The workers' claim reads only the rows still to deliver, soonest first.
  await sql`create index outbox_due on outbox (next_at) where delivered_at is null and given_up_at is null`.execute(db);
  await db.schema.createIndex('outbox_target').on('outbox').columns(['target_id', 'created_at']).execute();

  await sql`alter table player_events alter column game_id drop not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('server_keys').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('webhooks').execute();
}
