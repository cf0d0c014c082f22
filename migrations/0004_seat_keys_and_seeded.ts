// Two changes of issue 8 ("Hardening").
//
// Idempotency keys are scoped to a seat: the unique index on (game, key) let one seat block another by
// using its key first, and learn another seat's keys from the 422 that named them. It becomes (game, seat,
// key); the fast path still relies on it to turn a retried request into a unique violation.
//
// `games.seeded` says the creator chose the seed, which they therefore know (and a guessable one can be
// recovered from the published seedHash). Games created before this migration cannot be told apart (a
// creator may have sent a seed that looks like a drawn one), so they are all marked seeded: the flag
// warns, and a false warning costs less than a missing one. New games always set it.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('moves_idempotency_key').execute();
  await db.schema
    .createIndex('moves_idempotency_key')
    .on('moves')
    .columns(['game_id', 'seat', 'idempotency_key'])
    .unique()
    .where(sql.ref('idempotency_key'), 'is not', null)
    .execute();
  await db.schema
    .alterTable('games')
    .addColumn('seeded', 'boolean', c => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .alterTable('games')
    .alterColumn('seeded', c => c.setDefault(false))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('seeded').execute();
  await db.schema.dropIndex('moves_idempotency_key').execute();
  // Keys two seats shared cannot both stay under the old index: the later ones are dropped.
  await sql`
    update moves set idempotency_key = null
    where idempotency_key is not null
      and exists (select 1 from moves earlier
                  where earlier.game_id = moves.game_id and earlier.idempotency_key = moves.idempotency_key and earlier.seq < moves.seq)
  `.execute(db);
  await db.schema
    .createIndex('moves_idempotency_key')
    .on('moves')
    .columns(['game_id', 'idempotency_key'])
    .unique()
    .where(sql.ref('idempotency_key'), 'is not', null)
    .execute();
}
