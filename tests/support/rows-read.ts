// How many rows of a table a store function's statement reads, by EXPLAIN ANALYZE of the very statement it sends
// (caught on its way to the database, then run explained in a transaction rolled back): a test of what a query
// costs, not only of what it answers, on Postgres and PGlite alike.
import { CompiledQuery } from 'kysely';
import type { Database } from '../../src/store/database.js';
import type { Executor } from '../../src/store/log.js';

interface PlanNode {
  readonly 'Node Type': string;
  readonly 'Relation Name'?: string;
  readonly 'Actual Rows'?: number;
  readonly 'Actual Loops'?: number;
  readonly 'Rows Removed by Filter'?: number;
  readonly 'Rows Removed by Index Recheck'?: number;
  readonly Plans?: readonly PlanNode[];
}

/** The statements `run` sends through the executor it is given (none reaches the database). */
export async function statementsOf(run: (db: Executor) => Promise<unknown>): Promise<CompiledQuery[]> {
  const sent: CompiledQuery[] = [];
  const catcher = {
    executeQuery: (query: CompiledQuery) => {
      sent.push(query);
      return Promise.resolve({ rows: [] });
    },
  } as unknown as Executor;
  await run(catcher);
  return sent;
}

/**
 * Rows of `table` the statement's scans read (kept or filtered out, every loop: EXPLAIN shows counts per loop), and
 * whether one of them read the table whole.
 */
export async function rowsRead(
  database: Database,
  query: CompiledQuery,
  table: string,
): Promise<{ rows: number; seqScan: boolean }> {
  let plan: PlanNode | undefined;
  // Rolled back: the explained statement ran, and changed rows.
  const rollback = new Error('rollback');
  await database.db
    .transaction()
    .execute(async tx => {
      const { rows } = await tx.executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(`explain (analyze, format json) ${query.sql}`, [...query.parameters]),
      );
      const json = rows[0]?.['QUERY PLAN'];
      plan = (typeof json === 'string' ? JSON.parse(json) : json)[0].Plan as PlanNode;
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  if (plan === undefined) throw new Error('EXPLAIN gave no plan');
  let rows = 0;
  let seqScan = false;
  const visit = (node: PlanNode): void => {
    // A scan's rows; not the update's or delete's own (ModifyTable), which reads none.
    if (node['Relation Name'] === table && node['Node Type'] !== 'ModifyTable') {
      const read =
        (node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0);
      rows += read * (node['Actual Loops'] ?? 1);
      if (node['Node Type'] === 'Seq Scan') seqScan = true;
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(plan);
  return { rows, seqScan };
}
