// What a device key hands out dies with it. An audit found three ways a revoked key (a stolen one, say) kept
// its hold on the account; each grant now records the key that made it, so revoking the key withdraws it:
//
// - `link_codes.key_id`: the key that made the code. A code whose key is revoked links nothing
//   (service/players/link-codes.ts); revoking a key also ends its unused codes' lives at once, in the
//   revocation's transaction (store/player-keys.ts), so a redemption racing the revocation cannot win after it.
//   Codes made before this migration have no key and link nothing (they lived 10 minutes at most).
// - `passkeys.added_by`: the key with which the passkey was added; revoking that key deletes it. Passkeys
//   added before this migration have none and stay until their owner removes them (DELETE
//   /players/me/passkeys/{id}). `last_used_at`: when it last signed a device in, shown to its owner.
// - `seats.key_id`: the key whose request received the seat's token (a `{ "me": true }` seat, a join or a
//   rematch with a player key); the token stops working when that key is revoked (service/access/
//   authenticate.ts). No foreign key: a key's row is never deleted but with its player, and a seat whose key
//   row is gone is treated as revoked. Seats taken before this migration, or without a key, have none: their
//   tokens cost no extra query.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('link_codes')
    .addColumn('key_id', 'text', c => c.references('player_keys.id').onDelete('cascade'))
    .execute();
  // Revoking a key ends its unused codes: found through this index rather than a scan of every code made.
  await db.schema.createIndex('link_codes_by_key').on('link_codes').column('key_id').execute();
  await db.schema
    .alterTable('passkeys')
    .addColumn('added_by', 'text', c => c.references('player_keys.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('passkeys').addColumn('last_used_at', 'timestamptz').execute();
  await db.schema.createIndex('passkeys_by_key').on('passkeys').column('added_by').execute();
  await db.schema.alterTable('seats').addColumn('key_id', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('seats').dropColumn('key_id').execute();
  await db.schema.dropIndex('passkeys_by_key').execute();
  await db.schema.alterTable('passkeys').dropColumn('last_used_at').execute();
  await db.schema.alterTable('passkeys').dropColumn('added_by').execute();
  await db.schema.dropIndex('link_codes_by_key').execute();
  await db.schema.alterTable('link_codes').dropColumn('key_id').execute();
}
