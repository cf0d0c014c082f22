// Issue 25, e-mail: how many confirmation mails a player, and a client address, asked for lately
// (service/notifications/email-limits.ts). One row per confirmation queued: who asked, from where (a SHA-256
// of the client's address, its /56 for IPv6, never the address itself), and when. Rows older than the
// window are deleted as new ones come, so the table holds about an hour of requests.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('email_confirmations')
    .addColumn('player_id', 'text', c => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('client_digest', 'text', c => c.notNull())
    .addColumn('sent_at', 'timestamptz', c => c.notNull())
    .execute();
  await db.schema
    .createIndex('email_confirmations_by_player')
    .on('email_confirmations')
    .columns(['player_id', 'sent_at'])
    .execute();
  await db.schema
    .createIndex('email_confirmations_by_client')
    .on('email_confirmations')
    .columns(['client_digest', 'sent_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_confirmations').execute();
}
