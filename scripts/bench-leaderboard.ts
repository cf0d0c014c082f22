// The leaderboard's page time with 100,000 rated players (issue 24: a page of 100 rows within 50 ms).
// `npm run bench:leaderboard` fills a fresh Postgres database (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test; a database of its own, dropped afterwards) with N players (default
// 100,000, BENCH_LEADERBOARD_PLAYERS to change it) rated in Monad, nine in ten of them established (10 games
// or more) and the rest provisional, plus as many Monte Carlo ratings; then asks a server on 127.0.0.1 for
// the first page (GET /leaderboards/monad, 100 rows) and for a page deep into it (after 50,000 rows, through
// the cursors), and prints the p50 and p99 of each over 300 requests, as the client sees them (HTTP included).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { openPostgres } from '../src/store/database.js';
import { migrateToLatest } from '../src/store/migrate.js';
import { leaderboardPage, type LeaderCursor } from '../src/store/ratings.js';
import { quantile, timeGets, withApp, withDatabase } from './bench-setup.js';

const PLAYERS = Number(process.env['BENCH_LEADERBOARD_PLAYERS'] ?? 100_000);
const REQUESTS = 300;
const WARM = 30;

async function fill(url: string): Promise<void> {
  const database = openPostgres({ url, statementTimeoutMs: 0, queryTimeoutMs: 0 });
  try {
    await migrateToLatest(database.db);
    const db = database.db;
    for (let start = 0; start < PLAYERS; start += 10_000) {
      const n = Math.min(10_000, PLAYERS - start);
      const ids = Array.from({ length: n }, () => randomUUID());
      const handles = ids.map((_, k) => `bench_${start + k}`);
      await sql`
        insert into players (id, name, handle, created_at)
        select id, handle, handle, now() from unnest(${ids}::text[], ${handles}::text[]) as p(id, handle)
      `.execute(db);
      for (const game of ['monad', 'monte-carlo']) {
        // μ around 25, σ shrinking with games; nine in ten with 10 games or more.
        await sql`
          insert into ratings (game, player_id, mu, sigma, rating, games, wins, updated_at)
          select ${game}, id, mu, sigma, round(40 * (mu - 3 * sigma) + 1000), games, games / 2, now()
          from (
            select id, 25 + 8 * (random() - 0.5) as mu, 1 + 7 * random() as sigma,
                   case when random() < 0.9 then 10 + floor(random() * 200)::int else floor(random() * 10)::int end as games
            from unnest(${ids}::text[]) as id
          ) as r
        `.execute(db);
      }
    }
    await sql`analyze`.execute(db);
  } finally {
    await database.close();
  }
}

interface Page {
  players: unknown[];
  next?: string;
}

async function timePages(base: string, path: string): Promise<{ p50: number; p99: number }> {
  const check = (status: number, body: unknown) => status === 200 && (body as Page).players?.length === 100;
  const times = await timeGets(base, path, check, REQUESTS, WARM);
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
}

await withDatabase('leaderboard', async url => {
  const filling = Date.now();
  await fill(url);
  console.log(
    `seeded ${PLAYERS.toLocaleString('en')} players rated in two games in ${((Date.now() - filling) / 1000).toFixed(1)} s`,
  );
  await withApp(url, { webDir: null }, async (base, database) => {
    const board = '/leaderboards/monad?limit=100';
    const first = await timePages(base, board);
    // Walk to row 50,000 (or half the board) by the cursors, as a client paging would.
    let cursor: string | undefined;
    const pages = Math.floor(Math.min(50_000, (PLAYERS * 0.9) / 2) / 100);
    for (let i = 0; i < pages; i++) {
      const page = (await (await fetch(`${base}${board}${cursor ? `&cursor=${cursor}` : ''}`)).json()) as Page;
      cursor = page.next;
    }
    const deep = await timePages(base, `${board}&cursor=${cursor ?? ''}`);
    const fmt = (t: { p50: number; p99: number }) => `p50 ${t.p50.toFixed(2)} ms, p99 ${t.p99.toFixed(2)} ms`;
    console.log(`first page (rows 1-100): ${fmt(first)}`);
    console.log(`deep page (rows ${pages * 100 + 1}-${pages * 100 + 100}): ${fmt(deep)}`);
    // The query alone, without HTTP: what the index costs.
    const byQuery = async (from: LeaderCursor | null) => {
      const times: number[] = [];
      for (let i = 0; i < REQUESTS + WARM; i++) {
        const started = process.hrtime.bigint();
        await leaderboardPage(database.db, 'monad', from, 101);
        if (i >= WARM) times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      times.sort((a, b) => a - b);
      return { p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
    };
    const deepRow =
      cursor === undefined
        ? null
        : (JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { r: number; p: string });
    console.log(`query only, first page: ${fmt(await byQuery(null))}`);
    if (deepRow)
      console.log(`query only, deep page: ${fmt(await byQuery({ rating: deepRow.r, playerId: deepRow.p }))}`);
    const plan = await sql<{ 'QUERY PLAN': string }>`
      explain analyze select r.player_id from ratings r join players p on p.id = r.player_id
      where r.game = 'monad' and r.games >= 10 order by r.rating desc, r.player_id desc limit 101
    `.execute(database.db);
    console.log(plan.rows.map(r => r['QUERY PLAN']).join('\n'));
  });
});
