// Scenario (c) of `npm run bench:http` alone (bench-watchers.ts), and a same-run comparison of checkouts:
//
//   npx tsx scripts/bench-watchers-only.ts [checkout…]
//
// Each checkout (a directory holding another commit's work tree with its node_modules; this one when none
// is given) has its own servers started twice on a fresh Postgres database and its own games planned (a
// seed's deal may differ between commits); the load generator is this one's for all (bench-watchers.ts), so
// that only the servers differ. The checkouts take turns, BENCH_ROUNDS times, so that a change of the shared
// machine's speed weighs on each alike. Each round plays BENCH_LOOPS rounds of the bot loops (a), (b) and
// (b') on the two servers first, as bench:http does before (c), then follows one new game with 10 watchers,
// then with BENCH_WATCHERS (1,000). Medians of the rounds are printed last, with the watching server's CPU
// per move, which a busy machine disturbs less than the delivery times.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Games from './bench-games.js';
import { percentile } from './bench-loop.js';
import { BENCH_ENV, withDatabase } from './bench-setup.js';
import type * as Loop from './bench-loop.js';
import { nodeArgsOf } from './bench-processes.js';
import type * as Processes from './bench-processes.js';
import { watchers, type WatcherFigures } from './bench-watchers.js';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);
const WATCHERS = Number(process.env['BENCH_WATCHERS'] ?? 1000);
const WATCHED_MOVES = Number(process.env['BENCH_WATCHED_MOVES'] ?? 30);
/** Rounds of bench:http's (a), (b) and (b') loops played on the two servers first, as before (c) there (0: none). */
const LOOPS = Number(process.env['BENCH_LOOPS'] ?? 2);
const GAMES = Number(process.env['BENCH_GAMES'] ?? 32);
/** Node's options for the servers, as bench:http takes them (e.g. --cpu-prof). */
const NODE_ARGS = nodeArgsOf('BENCH_SERVER_NODE_ARGS');
const checkouts = process.argv.length > 2 ? process.argv.slice(2).map(dir => resolve(dir)) : [resolve('.')];

const fmt = (n: number): string => (Number.isNaN(n) ? '?' : n.toFixed(1));
const median = (values: readonly number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** One round on one checkout: two of its servers on a fresh database, 10 then WATCHERS watchers. */
async function round(checkout: string): Promise<[WatcherFigures, WatcherFigures]> {
  const load = <T>(file: string): Promise<T> => import(pathToFileURL(`${checkout}/scripts/${file}`).href) as Promise<T>;
  const { createGames, planSet } = await load<typeof Games>('bench-games.ts');
  const { start, stop } = await load<typeof Processes>('bench-processes.ts');
  const { botLoop } = await load<typeof Loop>('bench-loop.ts');
  return withDatabase('c', async url => {
    const servers: Processes.Started[] = [];
    try {
      for (let i = 0; i < 2; i++)
        servers.push(await start('./bench-server.ts', { ...BENCH_ENV, DATABASE_URL: url }, NODE_ARGS));
      const [one, two] = servers as [Processes.Started, Processes.Started];
      // bench:http's loops, each 1 s of warm-up and 2 s measured at up to 2,500 moves a second.
      const loopPlans = planSet({ label: 'loop', count: GAMES, prefill: 0, runMoves: Math.ceil(7500 / GAMES) + 10 });
      for (let r = 0; r < LOOPS; r++) {
        await botLoop([one], await createGames(one.base, loopPlans), 'follower', 1, 2);
        await botLoop([one, two], await createGames(one.base, loopPlans), 'alternate', 1, 2);
        await botLoop([one, two], await createGames(one.base, loopPlans), 'follower', 1, 2);
      }
      const plan = planSet({ label: 'watched', count: 1, prefill: 0, runMoves: 2 * WATCHED_MOVES + 10 });
      const [game] = await createGames(one.base, plan);
      if (!game) throw new Error('no watched game');
      const few = await watchers(one, two, game, 10, WATCHED_MOVES);
      return [few, await watchers(one, two, game, WATCHERS, WATCHED_MOVES)];
    } finally {
      for (const server of servers) await stop(server);
    }
  });
}

const results = new Map<string, WatcherFigures[]>(checkouts.map(c => [c, []]));
const cpu = (f: WatcherFigures): string => (f.serverCpuUs === null ? '?' : f.serverCpuUs.toFixed(0));
for (let r = 1; r <= ROUNDS; r++) {
  for (const checkout of checkouts) {
    const [few, many] = await round(checkout);
    results.get(checkout)?.push(many);
    console.log(
      `round ${r} ${checkout}: ${WATCHERS} watchers p50 ${fmt(many.p50)} ms p99 ${fmt(many.p99)} ms, ` +
        `watching server ${cpu(many)} µs cpu/move, ${many.readsPerMove.toFixed(2)} reads/move, ${many.missing} missing; ` +
        `10 watchers p99 ${fmt(few.p99)} ms`,
    );
  }
}
console.log(`\nmedians of ${ROUNDS} rounds, ${WATCHERS} watchers, ${WATCHED_MOVES} moves each:`);
for (const [checkout, runs] of results)
  console.log(
    `${checkout}: p50 ${fmt(median(runs.map(f => f.p50)))} ms, p99 ${fmt(median(runs.map(f => f.p99)))} ms, ` +
      `watching server ${median(runs.map(f => f.serverCpuUs ?? Number.NaN)).toFixed(0)} µs cpu/move ` +
      `(p99 of the rounds: ${runs.map(f => fmt(f.p99)).join(', ')})`,
  );
