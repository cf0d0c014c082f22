// A push subscription dies with the device key that made it, as a passkey does (0022): revoking a device (a
// lost phone, a shared computer signed out from the devices page) used to leave its browser subscribed, told
// of every turn and game of the player for good. `push_subscriptions.key_id` is the key whose request
// subscribed the browser; revoking that key deletes the row (store/player-keys.ts). Subscriptions made
// before this migration have no key and stay until their owner deletes them, or the push service says the
// browser is gone.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('key_id', 'text', c => c.references('player_keys.id').onDelete('cascade'))
    .execute();
  // Revoking a key finds its subscriptions through this index rather than a scan.
  await db.schema.createIndex('push_subscriptions_by_key').on('push_subscriptions').column('key_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('push_subscriptions_by_key').execute();
  await db.schema.alterTable('push_subscriptions').dropColumn('key_id').execute();
}
