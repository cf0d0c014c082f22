// Who follows which game, per listening process: an append sends NOTIFY only when its game has a follower.
// NOTIFY serializes commits on a global queue lock, so paying for it on every move of every game would cost
// throughput for wake-ups nobody waits for. Rows of a process that died stay until its games end; they only
// cause notifications no one hears.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('followers')
    .addColumn('game_id', 'text', c => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('listener', 'text', c => c.notNull())
    .addPrimaryKeyConstraint('followers_pkey', ['game_id', 'listener'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('followers').execute();
}
