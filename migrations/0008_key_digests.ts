// Idempotency keys in fewer bytes (issue 12: ≤ 350 bytes per log entry). A uuid key cost ~40 bytes in the
// row and ~120 in the unique index on (game_id, seat, idempotency_key) (random keys split its pages): ~445
// bytes per entry instead of ~295. The log keeps a 64-bit digest of the key instead (`key_digest bigint`,
// src/store/key-digest.ts: the first 8 bytes of SHA-256 of `<game id>:<seat>:<key>`), under a plain,
// partial B-tree index on the digest alone: entries without a key cost nothing, a keyed one ~8 + ~30.
//
// The index is not unique, and need not be: the appending statement itself inserts an entry only where its
// seat has no entry with the same digest (src/store/log.ts, APPEND). That check cannot miss a committed
// entry, because the primary key (game_id, seq) serializes a game's appends: a writer appends version N+1
// only once it has read version N (committed, or its own transaction's), so any earlier entry with the key
// is visible to the appending statement; and a rival appending the same N+1 at once is refused by the
// primary key.
// Such an append is reported to the caller like the unique violation it replaces (errors.ts, KeyTaken).
// Two keys of one seat with the same digest would count as one key: the request is then compared with the
// entry found (service/act.ts, replay), so a collision cannot replay another seat's entry.
//
// The column is converted in place (ALTER COLUMN ... TYPE bigint USING the digest, then renamed) rather
// than a new one added and the old one dropped: a dropped column still counts among a row's attributes,
// and a ninth one gives every row with a null (every entry without a key) a null bitmap of 2 bytes, which
// its header's alignment turns into 8 more bytes. The conversion rewrites the table (under an exclusive
// lock while it runs), which also gives back the space of the keys' text. Existing keys are digested in
// SQL exactly as key-digest.ts digests them (a test checks both agree, on PGlite and on Postgres). Going
// down, the keys cannot be recovered: the text column comes back empty, under its unique index.
// Deploying: processes of the previous release write `idempotency_key` and fail once this has run, and the
// rewrite holds appends for as long as it takes on a large log: stop them first (as for 0006), then migrate.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('moves_idempotency_key').execute();
  // A null key makes a null text, hence a null digest.
  await sql`
    alter table moves alter column idempotency_key type bigint
    using ('x' || encode(substring(sha256(convert_to(game_id::text || ':' || seat::text || ':' || idempotency_key, 'UTF8')) from 1 for 8), 'hex'))::bit(64)::bigint
  `.execute(db);
  await db.schema.alterTable('moves').renameColumn('idempotency_key', 'key_digest').execute();
  await db.schema
    .createIndex('moves_key_digest')
    .on('moves')
    .column('key_digest')
    .where(sql.ref('key_digest'), 'is not', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('moves_key_digest').execute();
  await sql`alter table moves alter column key_digest type text using null`.execute(db);
  await db.schema.alterTable('moves').renameColumn('key_digest', 'idempotency_key').execute();
  // The index of migration 0004, as it was.
  await sql`create unique index moves_idempotency_key on moves (game_id, seat, idempotency_key) where idempotency_key is not null`.execute(
    db,
  );
}
