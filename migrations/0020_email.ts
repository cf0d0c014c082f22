// Issue 25, e-mail: a third channel of the outbox (migrations/0018).
// - `email_addresses`: a player's one address, its frequency, and its two tokens as SHA-256 digests (the
//   confirmation link's, single-use with an expiry; the unsubscribe link's). The tokens themselves are made
//   again when a mail is written (service/notifications/mail-tokens.ts), so none is kept in clear, not even in
//   the outbox. `digest_day` is the last day number a digest was queued for: the update that moves it is
//   what makes one digest per player per day, however many processes sweep.
// - `outbox.channel` takes 'email'.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('email_addresses')
    .addColumn('id', 'text', c => c.primaryKey())
    .addColumn('player_id', 'text', c => c.notNull().unique().references('players.id').onDelete('cascade'))
    .addColumn('address', 'text', c => c.notNull())
    .addColumn('frequency', 'text', c => c.notNull().check(sql`frequency in ('each-turn', 'daily-digest')`))
    .addColumn('language', 'text', c => c.notNull())
    .addColumn('created_at', 'timestamptz', c => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('confirm_digest', 'text', c => c.unique())
    .addColumn('confirm_expires_at', 'timestamptz', c => c.notNull())
    .addColumn('unsubscribe_digest', 'text', c => c.notNull().unique())
    .addColumn('digest_day', 'integer')
    .execute();
  await sql`alter table outbox drop constraint outbox_channel_check`.execute(db);
  await sql`alter table outbox add constraint outbox_channel_check check (channel in ('webhook', 'push', 'email'))`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from outbox where channel = 'email'`.execute(db);
  await sql`alter table outbox drop constraint outbox_channel_check`.execute(db);
  await sql`alter table outbox add constraint outbox_channel_check check (channel in ('webhook', 'push'))`.execute(db);
  await db.schema.dropTable('email_addresses').execute();
}
