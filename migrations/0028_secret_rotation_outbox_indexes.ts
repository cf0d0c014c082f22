// A webhook's secret can be rotated (issue 25, service/notifications/webhooks.ts): the one it replaces is kept,
// sealed as the current one is, in `previous_secret_sealed` until `previous_secret_until` (24 hours on), and
// deliveries are signed with both meanwhile; the worker then clears it (the partial index finds those to clear).
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('webhooks')
    .addColumn('previous_secret_sealed', 'text')
    .addColumn('previous_secret_until', 'timestamptz')
    .execute();
  await sql`create index webhooks_previous_secret on webhooks (previous_secret_until) where previous_secret_until is not null`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index webhooks_previous_secret`.execute(db);
  await db.schema
    .alterTable('webhooks')
    .dropColumn('previous_secret_until')
    .dropColumn('previous_secret_sealed')
    .execute();
}
