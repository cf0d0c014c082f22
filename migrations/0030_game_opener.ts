// `games.opened_by` names who opened every game, open seat or not, as `games.creator` names the opener of a
// table with an open seat (`player:<id>`, or `ip:<digest>` for a game opened without a player key): the bot
// pool takes turns between openers (src/service/bots/pool.ts), so that one client's many tables of thinking
// bots do not make everyone else's bots wait behind them. `creator` keeps its meaning (the quotas count only
// tables with an open seat). Games opened before take their creator where one was kept; the others stay null
// and each counts as an owner of its own. Down drops the column.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('games').addColumn('opened_by', 'text').execute();
  await sql`update games set opened_by = creator where creator is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('opened_by').execute();
}
