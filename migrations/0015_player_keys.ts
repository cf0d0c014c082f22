// Issue 24, sign in on any device: a player holds many keys (one per device), and a device gets one by a link
// code or a passkey.
//
// - `player_keys`: each key's SHA-256 (unique), its player, the label its device was given, when it was made
//   and last used (written at most about once a minute: service/access/player-key.ts), and when it was revoked.
//   A revoked key keeps its row, so its next request is told it was revoked rather than that it is unknown.
//   Every player's one key of `players.key_hash` becomes their first row here (same hash: nothing changes for
//   the bots and browsers holding it), and the column goes.
// - `link_codes`: the SHA-256 of a one-time code a signed-in device shows, its player, its expiry and when it
//   was used; a code is taken by one update (`used_at is null and expires_at > now`), so two devices racing
//   for it cannot both win. Counting a player's recent codes limits how many they make.
// - `passkeys`: WebAuthn credentials (credential id, COSE public key, signature counter, transports).
// - `passkey_challenges`: the SHA-256 of each challenge handed out, what it is for, the player it registers
//   for, and its expiry. Verifying deletes it (single use), so a replayed assertion finds none; any process
//   can verify what another handed out.
// Going down, each player's oldest live key returns to `players.key_hash`; the others are lost.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('player_keys')
    .addColumn('id', 'text', c => c.primaryKey())
    .addColumn('player_id', 'text', c => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('key_hash', 'text', c => c.notNull().unique())
    .addColumn('label', 'text')
    .addColumn('created_at', 'timestamptz', c => c.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('player_keys_by_player').on('player_keys').column('player_id').execute();
  await sql`
    insert into player_keys (id, player_id, key_hash, label, created_at)
    select gen_random_uuid()::text, id, key_hash, null, created_at from players
  `.execute(db);
  await db.schema.alterTable('players').dropColumn('key_hash').execute();

  await db.schema
    .createTable('link_codes')
    .addColumn('code_hash', 'text', c => c.primaryKey())
    .addColumn('player_id', 'text', c => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', c => c.notNull())
    .addColumn('expires_at', 'timestamptz', c => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('link_codes_by_player').on('link_codes').columns(['player_id', 'created_at']).execute();

  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', c => c.primaryKey())
    .addColumn('player_id', 'text', c => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('public_key', 'bytea', c => c.notNull())
    .addColumn('counter', 'bigint', c => c.notNull())
    .addColumn('transports', 'jsonb', c => c.notNull())
    .addColumn('created_at', 'timestamptz', c => c.notNull())
    .execute();
  await db.schema.createIndex('passkeys_by_player').on('passkeys').column('player_id').execute();

  await db.schema
    .createTable('passkey_challenges')
    .addColumn('challenge_hash', 'text', c => c.primaryKey())
    .addColumn('purpose', 'text', c => c.notNull())
    .addColumn('player_id', 'text', c => c.references('players.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', c => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('passkey_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
  await db.schema.dropTable('link_codes').execute();
  await db.schema.alterTable('players').addColumn('key_hash', 'text').execute();
  await sql`
    update players set key_hash = (
      select key_hash from player_keys k where k.player_id = players.id and k.revoked_at is null
      order by k.created_at, k.id limit 1
    )
  `.execute(db);
  // A player whose every key was revoked gets a hash no key has: they are signed out everywhere, as they were.
  await sql`update players set key_hash = 'revoked:' || id where key_hash is null`.execute(db);
  await sql`alter table players alter column key_hash set not null`.execute(db);
  await db.schema.createIndex('players_key_hash_key').on('players').column('key_hash').unique().execute();
  await db.schema.dropTable('player_keys').execute();
}
