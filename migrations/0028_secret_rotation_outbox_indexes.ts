// Two changes of the notifications (issue 25), one migration number:
// - A webhook's secret can be rotated (service/notifications/webhooks.ts): the one it replaces is kept, sealed as
//   the current one is, in `previous_secret_sealed` until `previous_secret_until` (24 hours on), and deliveries
//   are signed with both meanwhile; the worker then clears it (the partial index finds those to clear).
// - The outbox worker's two reads use an index (store/outbox.ts): a claim passing over a full host walks the
//   pending rows by target (`outbox_pending_target`), jumping over each target of that host, so the host's
//   thousands of waiting rows are not read again by every claim; the prune finds rows settled before a time by
//   their first settlement (`outbox_settled`: `least` skips a null, so it is `delivered_at < t or given_up_at < t`).
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
  await sql`create index outbox_pending_target on outbox (target_id, channel, next_at, id) where delivered_at is null and given_up_at is null`.execute(
    db,
  );
  await sql`create index outbox_settled on outbox ((least(delivered_at, given_up_at))) where delivered_at is not null or given_up_at is not null`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index outbox_settled`.execute(db);
  await sql`drop index outbox_pending_target`.execute(db);
  await sql`drop index webhooks_previous_secret`.execute(db);
  await db.schema
    .alterTable('webhooks')
    .dropColumn('previous_secret_until')
    .dropColumn('previous_secret_sealed')
    .execute();
}
