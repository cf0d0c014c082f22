// Issue 25, Web Push: a push endpoint is one browser's, and a browser belongs to the one player signed in on
// it: one row per endpoint. Subscribing again replaces the keys (service/notifications/push-subscriptions.ts
// upserts on this index); before it, the same endpoint subscribed twice made two rows and two pushes. Rows
// already repeated keep the newest (the keys the browser gave last), as the upsert would have.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    delete from push_subscriptions p
    using push_subscriptions newer
    where newer.endpoint = p.endpoint
      and (newer.created_at, newer.id) > (p.created_at, p.id)
  `.execute(db);
  await db.schema
    .createIndex('push_subscriptions_endpoint')
    .on('push_subscriptions')
    .column('endpoint')
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('push_subscriptions_endpoint').execute();
}
