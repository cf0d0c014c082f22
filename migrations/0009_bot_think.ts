// Issue 23: a seat played by a thinking bot (`ismcts`) keeps the budget its table gave it, in ms per decision.
// Null for every other seat, and for a thinking bot seated without one (the server's default then applies).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('seats').addColumn('think_ms', 'integer').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('seats').dropColumn('think_ms').execute();
}
