// The lobby's page time as open tables pile up (issue 22, hole 4): `npm run bench:lobby` fills a fresh
// Postgres database (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a database of its own,
// dropped afterwards) with N listed two-seat tables waiting with one open seat each, made by N/10 creators
// (ten tables each, so ranks 0 to 3 as the quotas would give them), beside 1,000 games being played, then
// asks a server on 127.0.0.1 for the lobby's first page (GET /games?status=waiting&open=true&limit=50,
// as the web page does) and for a page deep into it, and prints the median and p95 of each, at N = 100 and
// N = 100,000 (BENCH_LOBBY_SIZES to change them). The target: the page at 100,000 within 2x of the page at 100.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { openPostgres } from '../src/store/database.js';
import { migrateToLatest } from '../src/store/migrate.js';
import { quantile, timeGets, withApp, withDatabase } from './bench-setup.js';

const sizes = (process.env['BENCH_LOBBY_SIZES'] ?? '100,100000').split(',').map(Number);
const REQUESTS = 300;

/** N waiting listed tables (one open seat each) and 1,000 active classic games, in bulk. */
async function fill(url: string, open: number): Promise<void> {
  const database = openPostgres({ url, statementTimeoutMs: 0, queryTimeoutMs: 0 });
  try {
    await migrateToLatest(database.db);
    const db = database.db;
    const rows = [
      ...Array.from({ length: open }, (_, i) => ({ i, waiting: true })),
      ...Array.from({ length: 1000 }, (_, i) => ({ i, waiting: false })),
    ];
    const now = Date.now();
    for (let start = 0; start < rows.length; start += 10_000) {
      const chunk = rows.slice(start, start + 10_000);
      const ids = chunk.map(() => randomUUID());
      // Creators of ten tables each; a creator's k-th table has rank floor(k / 3).
      const creators = chunk.map(r => (r.waiting ? `player:bench-${Math.floor(r.i / 10)}` : null));
      const ranks = chunk.map(r => (r.waiting ? Math.floor((r.i % 10) / 3) : null));
      // A second apart, the newest a second ago: waiting tables expire TABLE_EXPIRY_DAYS after they open
      // (service/tables/expiry.ts), so a fixed date would hide them all once that long has passed.
      const times = chunk.map((_, k) => new Date(now - (rows.length - start - k) * 1000).toISOString());
      await sql`
        insert into games (id, game, players, options, seed, seed_hash, status, version, to_act, created_at, updated_at, creator, lobby_rank)
        select id, 'monad', 2, '{}', 'seed', 'hash', case when waiting then 'waiting' else 'active' end, 0,
               case when waiting then '{}'::integer[] else '{0}'::integer[] end, at, at, creator, rank
        from unnest(${ids}::uuid[], ${chunk.map(r => r.waiting)}::boolean[], ${times}::timestamptz[],
                    ${creators}::text[], ${ranks}::integer[]) as g(id, waiting, at, creator, rank)
      `.execute(db);
      await sql`
        insert into tables (game_id, listed, waiting, rematch_of)
        select id, true, true, null from unnest(${ids.filter((_, k) => chunk[k]?.waiting)}::uuid[]) as t(id)
      `.execute(db);
      await sql`
        insert into seats (game_id, seat, token_hash, bot, name, reserved)
        select id, s, case when s = 0 or not waiting then md5(id::text || s) end, null,
               case when s = 0 then 'Bench' end, false
        from unnest(${ids}::uuid[], ${chunk.map(r => r.waiting)}::boolean[]) as g(id, waiting), generate_series(0, 1) as s
      `.execute(db);
    }
    await sql`analyze`.execute(db);
  } finally {
    await database.close();
  }
}

async function timePages(base: string, path: string): Promise<{ median: number; p95: number }> {
  const check = (status: number, body: unknown) =>
    status === 200 && ((body as { games?: unknown[] }).games?.length ?? 0) > 0;
  const times = await timeGets(base, path, check, REQUESTS);
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

async function measure(
  open: number,
): Promise<{ first: { median: number; p95: number }; deep: { median: number; p95: number } }> {
  return withDatabase('lobby', async url => {
    await fill(url, open);
    return withApp(url, {}, async base => {
      const lobby = '/games?status=waiting&open=true&limit=50';
      const first = await timePages(base, lobby);
      // A page further in: the cursor after the first page's last table.
      const page = (await (await fetch(`${base}${lobby}`)).json()) as { nextCursor: string | null };
      const deep = page.nextCursor === null ? first : await timePages(base, `${lobby}&cursor=${page.nextCursor}`);
      return { first, deep };
    });
  });
}

const fmt = (t: { median: number; p95: number }): string =>
  `median ${t.median.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms`;
const results: { open: number; first: { median: number; p95: number } }[] = [];
for (const open of sizes) {
  const { first, deep } = await measure(open);
  results.push({ open, first });
  console.log(`${open.toLocaleString('en')} open tables: first page ${fmt(first)}; second page ${fmt(deep)}`);
}
const [small, large] = [results[0], results.at(-1)];
if (small && large && small !== large)
  console.log(
    `ratio ${large.open.toLocaleString('en')} / ${small.open.toLocaleString('en')}: ${(large.first.median / small.first.median).toFixed(2)}x (target: within 2x)`,
  );
