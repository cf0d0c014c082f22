// What the outbox claim reads on Postgres in four shapes of backlog (EXPLAIN ANALYZE, BUFFERS), the median of five
// runs each rolled back, at a claim of 10 and of 64 rows, and whether each version claims the rows the first one
// does: `npx tsx scripts/bench-claim.ts [label=module ...]` (modules exporting `claimDue`, e.g. an older
// store/outbox.ts saved beside this script; the current one alone by default). Needs a Postgres at
// BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), where it makes and drops a database.
import pg from 'pg';
import { CompiledQuery } from 'kysely';
import { openPostgres } from '../src/store/database.js';
import { migrateToLatest } from '../src/store/migrate.js';
import type { Executor } from '../src/store/log.js';

type ClaimFn = (db: Executor, now: Date, limit: number, lease: Date, skip?: readonly string[]) => Promise<unknown>;
const ADMIN = process.env['BENCH_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = `claim_bench_${process.pid}`;
const benchUrl = new URL(ADMIN);
benchUrl.pathname = `/${NAME}`;
const dbUrl = benchUrl.toString();
const NOW = new Date('2026-11-27T12:00:00.000Z');
const AT = NOW.toISOString();
const LEASE = new Date(NOW.getTime() + 30_000);

async function admin(q: string): Promise<void> {
  const c = new pg.Client({ connectionString: ADMIN });
  await c.connect();
  try {
    await c.query(q);
  } finally {
    await c.end();
  }
}

async function sqlOf(claim: ClaimFn, limit: number, skip: string[]): Promise<CompiledQuery> {
  let sent: CompiledQuery | undefined;
  const catcher = {
    executeQuery: (q: CompiledQuery) => {
      sent = q;
      return Promise.resolve({ rows: [] });
    },
  } as unknown as Executor;
  await claim(catcher, NOW, limit, LEASE, skip);
  return sent!;
}

interface Node {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: Node[];
}

async function main(): Promise<void> {
  const versions: [string, ClaimFn][] = [];
  const args = process.argv.slice(2);
  for (const [label, path] of (args.length > 0 ? args : ['current=../src/store/outbox.ts']).map(a => a.split('='))) {
    versions.push([label!, ((await import(path!)) as { claimDue: ClaimFn }).claimDue]);
  }
  await admin(`create database ${NAME}`);
  const database = openPostgres({ url: dbUrl, poolSize: 1 });
  const db = database.db;
  const run = (q: string) => db.executeQuery(CompiledQuery.raw(q));
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await migrateToLatest(db);
    await run(`insert into players (id, name, handle, created_at) values ('p', 'P', 'p', '${AT}')`);
    const hooks = async (prefix: string, n: number, host: (i: string) => string) =>
      run(`insert into webhooks (id, player_id, url, events, secret_sealed, created_at)
           select '${prefix}' || i, 'p', ${host('i')}, '{ping}'::text[], 'v1.a.b.c', '${AT}' from generate_series(0, ${n - 1}) i`);
    // rows(prefix, count, targets, due-from (seconds before now), spread seconds)
    const rows = async (
      id: string,
      n: number,
      target: string,
      targets: number,
      ago: number,
      spread: number,
      settled = false,
    ) =>
      run(`insert into outbox (id, channel, target_id, player_id, type, payload, created_at, next_at, delivered_at)
           select '${id}' || i, 'webhook', '${target}' || (i % ${targets}), 'p', 'ping', '{}'::jsonb, '${AT}',
                  '${AT}'::timestamptz - ${ago} * interval '1 s' + (random() * ${spread}) * interval '1 s',
                  ${settled ? `'${AT}'::timestamptz - interval '1 day'` : 'null'}
           from generate_series(1, ${n}) i`);
    // Ten webhooks on a host that is full, waiting for an hour; `fine` webhooks on hosts of their own with `due`
    // rows due over the last `ago` seconds, and `settled` rows delivered a day ago.
    const backlog =
      (fine: number, due: number, ago: number, settled = 0) =>
      async (): Promise<void> => {
        await hooks('hole-', 10, () => `'https://blackhole.example/h/' || i`);
        await hooks('fine-', fine, i => `'https://fine-' || ${i} || '.example/h'`);
        if (settled > 0) await rows('set-', settled, 'fine-', fine, 7200, 3600, true);
        await rows('wait-', 5_000, 'hole-', 10, 3600, 600);
        await rows('due-', due, 'fine-', fine, ago, ago);
      };
    const full = ['blackhole.example'];
    const cases: [string, () => Promise<void>, string[]][] = [
      ['a helper: 94k settled, 5k full host/10 hooks, 1k on 50', backlog(50, 1_000, 60, 94_000), full],
      ['b burst: 20k over 2,000 hooks + 5k full host', backlog(2_000, 20_000, 60), full],
      ['c 50k over 50 hooks + 5k full host', backlog(50, 50_000, 600), full],
      ['d no full host (burst b data)', backlog(2_000, 20_000, 60), []],
    ];
    for (const [label, seed, skip] of cases) {
      await run('delete from outbox');
      await run('delete from webhooks');
      await run('select setseed(0.42)');
      await seed();
      await run('vacuum analyze outbox');
      await run('vacuum analyze webhooks');
      for (const limit of [10, 64]) {
        const claimedBy = new Map<string, string>();
        for (const [version, claim] of versions) {
          const q = await sqlOf(claim, limit, skip);
          const results: { ms: number; rows: number; buffers: number; got: number }[] = [];
          for (let k = 0; k < 5; k++) {
            await client.query('begin');
            const { rows: out } = await client.query<{ 'QUERY PLAN': [{ Plan: Node; 'Execution Time': number }] }>(
              `explain (analyze, buffers, format json) ${q.sql}`,
              [...q.parameters],
            );
            await client.query('rollback');
            const [{ Plan, 'Execution Time': ms }] = out[0]!['QUERY PLAN'];
            let read = 0;
            const visit = (n: Node): void => {
              if (n['Relation Name'] === 'outbox' && n['Node Type'] !== 'ModifyTable')
                read +=
                  ((n['Actual Rows'] ?? 0) +
                    (n['Rows Removed by Filter'] ?? 0) +
                    (n['Rows Removed by Index Recheck'] ?? 0)) *
                  (n['Actual Loops'] ?? 1);
              for (const c of n.Plans ?? []) visit(c);
            };
            visit(Plan);
            results.push({
              ms,
              rows: read,
              buffers: (Plan['Shared Hit Blocks'] ?? 0) + (Plan['Shared Read Blocks'] ?? 0),
              got: Plan['Actual Rows'] ?? 0,
            });
          }
          await client.query('begin');
          const { rows: got } = await client.query<{ id: string }>(q.sql, [...q.parameters]);
          await client.query('rollback');
          const ids = got
            .map(r => r.id)
            .sort()
            .join(',');
          claimedBy.set(version, ids);
          const same = claimedBy.get(versions[0]![0]) === ids ? 'same' : 'DIFFERENT';
          results.sort((x, y) => x.ms - y.ms);
          const m = results[2]!;
          console.log(
            `${label} | $2=${limit} | ${version} | ${m.ms.toFixed(2)} ms | ${m.rows} rows | ${m.buffers} buf | ${m.got} claimed, ${same} rows as ${versions[0]![0]}`,
          );
        }
      }
    }
  } finally {
    await client.end();
    await database.close();
    await admin(`drop database ${NAME}`);
  }
}
await main();
