// `npm run bench:http`: an honest benchmark of the server, in one bounded run (a few minutes), on the
// Postgres server of DATABASE_URL (default the local test database; a fresh database is created and
// dropped) and on embedded PGlite, everything on 127.0.0.1. Every figure is printed with its ratio:
//
//   baseline  a bare Express route doing one pg transaction (begin, select, insert, commit), closed loops;
//   (a)       the bot loop: one follower per game on the event stream, each event answered by a POST of the
//             next planned move with expectedVersion and an Idempotency-Key (as `npm run bot` plays);
//   (b)       the same with the moves of every game alternating between two server processes (no sticky
//             routing: each process's cache is one entry behind at every move);
//   (b')      not a target, what tells (b)'s costs apart: the same two processes, each game's moves kept
//             on the process its stream is on (sticky routing). (b') vs (a) is what a second process on
//             the same cores costs; (b) vs (b') is what not being sticky costs;
//   (c)       10 and then 1,000 watchers on one game, following it on one process while the moves go to
//             the other: delivery p50/p99 after the POST's 200, and reads of the log per move (the
//             watching server's croupier_log_reads counter);
//   (d)       the first request after a restart on games of 10, 1,000 and the longest plannable number of
//             entries (random play ends a Monad game by rule well before 5,000), with snapshots as the
//             server writes them, and the longest once more with its snapshots deleted;
//   (e)       the bot loop on embedded PGlite;
//   (w)       issue 25's move path: (a) at tables two players joined (the slow path: players' events, the
//             outbox), with no webhook and with one webhook per player (to a receiver here answering 204,
//             WEBHOOK_ALLOW_PRIVATE=1), in turns; the server's CPU includes its delivery worker's; and both
//             again on a server whose worker is off (OUTBOX_SWEEP_MS=0: rows queued, never sent): what the
//             outbox rows cost the move path alone;
//   (s)       one stream per seat: SEAT_GAMES games, every seat following its game on its own event stream
//             with its own token (as real players and bots do), each move posted by the seat to act when
//             its stream says so, with expectedVersion and an Idempotency-Key; with the baseline, also the
//             bare transaction followed as (s) is, each seat on a stream and each transaction's event (as large
//             as (s)'s) written to both: what (s)'s writes alone cost, whatever the server does;
//   plus bytes per log entry on Postgres and memory per cached game.
//
// The moves are real: Monad games created through the API with known seeds, whose random legal moves are
// planned before the run (bench-plan.ts, bench-games.ts); any answer but 200 is a failure. CPU per move is
// read from /proc for the server processes only: on a shared machine it varies less than moves per second;
// the loops also print the CPU per move of Postgres and of this load generator, which share the machine.
// The baseline, (a), (b), (b') and (e) run in turns, BENCH_ROUNDS times after one round that only warms the
// servers up (each loop its BENCH_WARMUP s, then BENCH_DURATION s measured), and each figure sums its
// rounds, so that a change of the machine's speed during the run weighs on all five alike.
// BENCH_ONLY=baseline,a,s (names: baseline, a, b, sticky, e, s, w, c, d, storage) runs only those parts, for a
// quick figure; unset, everything runs. BENCH_AGAINST=<another checkout> (e.g. /work/main, with its own
// node_modules) starts that checkout's server too, on the same database, and runs (a) and (s) on it as well,
// in turns with the others: a before/after in one run, under the same load, ending with the ratio of the two
// servers' CPU per move round by round (the loops run every other round in the reverse order, so neither server
// always runs first). BENCH_SERVER_NODE_ARGS gives the servers Node flags (`--cpu-prof --cpu-prof-dir=…` for a
// profile); BENCH_AGAINST_NODE_ARGS, when set, gives the other checkout's server its own (the same code with two
// runtimes' settings: BENCH_AGAINST=. and flags).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  createGames,
  createTables,
  longestPlan,
  planSet,
  prefillLogs,
  TABLE_FIRST_SEQ,
  type BenchGame,
} from './bench-games.js';
import { baselineLoop, baselineStreamLoop, botLoop, merged, percentile, type Figures } from './bench-loop.js';
import { nodeArgsOf, start, stop, type Started } from './bench-processes.js';
import type { Plan } from './bench-plan.js';
import { ADMIN_URL, admin } from './bench-setup.js';
import { storage, type StorageFigures } from './bench-storage.js';
import { watchers, type WatcherFigures } from './bench-watchers.js';
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Games played at once in the loops (a), (b), (b'), (e), and baseline loops. */
const GAMES = Number(process.env['BENCH_GAMES'] ?? 32);
/** Rounds of the baseline, (a), (b), (b') and (e) loops, in turns (after one that warms up); each measures DURATION_S seconds after WARMUP_S. */
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 6);
const DURATION_S = Number(process.env['BENCH_DURATION'] ?? 2);
const WARMUP_S = Number(process.env['BENCH_WARMUP'] ?? 1);
/** Moves per second the plans are sized for (a game that runs out stops; the figure is then flagged). */
const MAX_RATE = Number(process.env['BENCH_MAX_RATE'] ?? 6000);
const WATCHERS = Number(process.env['BENCH_WATCHERS'] ?? 1000);
const WATCHED_MOVES = Number(process.env['BENCH_WATCHED_MOVES'] ?? 30);
const COLD_GAMES = Number(process.env['BENCH_COLD_GAMES'] ?? 3);
const LONG = Number(process.env['BENCH_LONG'] ?? 5000);
/** Games of the one-stream-per-seat loop (s). */
const SEAT_GAMES = Number(process.env['BENCH_SEAT_GAMES'] ?? 16);
const PARTS = ['baseline', 'a', 'b', 'sticky', 'e', 's', 'w', 'c', 'd', 'storage'] as const;
type Part = (typeof PARTS)[number];
const only = (process.env['BENCH_ONLY'] ?? '').split(',').filter(Boolean);
for (const name of only)
  if (!(PARTS as readonly string[]).includes(name))
    throw new Error(`BENCH_ONLY: no part "${name}" (${PARTS.join(', ')})`);
const runs = (part: Part): boolean => only.length === 0 || only.includes(part);
const AGAINST = process.env['BENCH_AGAINST'] === undefined ? undefined : resolve(process.env['BENCH_AGAINST']);

const fmt = (n: number | null, digits = 0): string => (n === null || Number.isNaN(n) ? '?' : n.toFixed(digits));
const line = (name: string, f: Figures): string =>
  `${name.padEnd(34)} ${fmt(f.perSecond).padStart(6)} moves/s   p50 ${fmt(f.p50, 1).padStart(5)} ms   p99 ${fmt(f.p99, 1).padStart(6)} ms   ` +
  `cpu ${fmt(f.cpuUs).padStart(5)} µs/move   (${f.total} moves, ${f.failures} failed${f.exhausted > 0 ? `, ${f.exhausted} games out of moves: a lower bound` : ''})`;
/** Where a move's CPU went on this machine: the servers, Postgres, and this load generator. */
const split = (f: Figures): string =>
  `cpu per move: servers ${fmt(f.cpuUs)} µs, Postgres ${fmt(f.postgresUs)} µs, load generator ${fmt(f.loadUs)} µs; host steal ${fmt(f.steal === null ? null : f.steal * 100)} %`;
const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}×`;
const verdict = (ok: boolean): string => (ok ? 'met' : 'MISSED');

const dbName = `croupier_bench_${randomBytes(4).toString('hex')}`;
const storageDb = `${dbName}_storage`;
/** (w)'s server without a delivery worker has a database of its own: the other servers' workers would send its rows. */
const queuedDb = `${dbName}_queued`;
const urlOf = (name: string): string => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};
const url = urlOf(dbName);
const dataDir = mkdtempSync(join(tmpdir(), 'croupier-bench-pglite-'));
const started: Started[] = [];
/** A server, with Node's flags of BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof`); BENCH_AGAINST_NODE_ARGS for the other checkout's. */
const launch = async (
  env: Record<string, string>,
  script = './bench-server.ts',
  args = nodeArgsOf('BENCH_SERVER_NODE_ARGS'),
): Promise<Started> => {
  const server = await start(script, env, args);
  started.push(server);
  return server;
};
// The server's own configuration (src/config.ts), with rate limits far above what the bench sends, and
// webhooks allowed to this machine's receiver (w).
const common = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_IP: '100000000',
  RATE_LIMIT_PER_TOKEN: '10000000',
  WEBHOOK_ALLOW_PRIVATE: '1',
};
const pgEnv = { ...common, DATABASE_URL: url };
/** The figures of a loop that did not run. */
const none: Figures = merged([]);

// The webhooks' receiver (w): every delivery answered 204 at once, and counted.
let delivered = 0;
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    delivered++;
    res.writeHead(204).end();
  });
});
receiver.keepAliveTimeout = 60_000;
await new Promise<void>(resolve => receiver.listen(0, '127.0.0.1', resolve));
const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
await admin(`CREATE DATABASE ${dbName}`);
await admin(`CREATE DATABASE ${storageDb}`);
await admin(`CREATE DATABASE ${queuedDb}`);
const deadline = setTimeout(() => {
  console.error('bench:http ran past its bound (10 minutes): stopping');
  process.exit(2);
}, 600_000);
try {
  const movesPerGame = Math.ceil((MAX_RATE * (WARMUP_S + DURATION_S)) / GAMES) + 10;
  console.log(`Planning ${GAMES} Monad games of ${movesPerGame} moves, and the cold-start games…`);
  const plans: Plan[] = planSet({ label: 'loop', count: GAMES, prefill: 0, runMoves: movesPerGame });
  const seatPlans: Plan[] = runs('s')
    ? planSet({
        label: 'seat',
        count: SEAT_GAMES,
        prefill: 0,
        runMoves: Math.ceil((MAX_RATE * (WARMUP_S + DURATION_S)) / SEAT_GAMES) + 10,
      })
    : [];
  const coldPlans = runs('d')
    ? {
        small: planSet({ label: 'cold-10', count: COLD_GAMES, prefill: 10, runMoves: 0 }),
        medium: planSet({ label: 'cold-1000', count: COLD_GAMES, prefill: 1000, runMoves: 0 }),
        long: Array.from({ length: COLD_GAMES }, (_, i) => longestPlan(`cold-long-${i}`, LONG, 3)),
      }
    : { small: [], medium: [], long: [] };
  const tablePlans: Plan[] = runs('w')
    ? planSet({ label: 'table', count: GAMES, prefill: 0, runMoves: movesPerGame, firstSeq: TABLE_FIRST_SEQ })
    : [];
  const deliveries: { moves: number; delivered: number }[] = [];
  const watchedPlan = planSet({ label: 'watched', count: 1, prefill: 0, runMoves: 2 * WATCHED_MOVES + 10 });

  const baselineServer = await start('./bench-baseline.ts', { DATABASE_URL: url });
  started.push(baselineServer);
  const one = await launch(pgEnv);
  const two = await launch(pgEnv);

  const other = AGAINST
    ? await launch(
        pgEnv,
        join(AGAINST, 'scripts', 'bench-server.ts'),
        nodeArgsOf(
          process.env['BENCH_AGAINST_NODE_ARGS'] === undefined ? 'BENCH_SERVER_NODE_ARGS' : 'BENCH_AGAINST_NODE_ARGS',
        ),
      )
    : null;
  // (w)'s server without a delivery worker: what the outbox rows cost the move path alone.
  const queuing = runs('w') ? await launch({ ...pgEnv, DATABASE_URL: urlOf(queuedDb), OUTBOX_SWEEP_MS: '0' }) : null;
  const pglite = runs('e') ? await launch({ ...common, DATABASE_URL: '', DATA_DIR: dataDir }) : null;

  console.log(
    `\nbaseline, (a), (s), (b), (b') on Postgres and (e) on PGlite (DATA_DIR in ${tmpdir()}): a round to warm the servers up, then ` +
      `${ROUNDS} rounds of ${GAMES} loops each (${SEAT_GAMES} games of a stream per seat for (s)), ${WARMUP_S} s warm-up + ${DURATION_S} s`,
  );
  // The loops take turns, round after round, so that a change in the machine's speed during the run
  // (other work on a shared machine, the host's) weighs on all of them alike rather than on whichever ran at
  // the time; short rounds cancel more of it. The first round only warms the servers up (their code is
  // compiled as it runs): what is measured is a running server, and a restarted one is (d).
  const loops = {
    baseline: () => baselineLoop(baselineServer, GAMES, WARMUP_S, DURATION_S),
    // (s) has SEAT_GAMES clients in flight at most (a game's moves are sequential): the bare transaction with as
    // many clients is its like-for-like yardstick (fewer clients, less work per wake-up, more CPU per request).
    baselineSeat: () => baselineLoop(baselineServer, SEAT_GAMES, WARMUP_S, DURATION_S),
    // And that transaction with what (s) must write at least: an event of (s)'s size on each seat's stream.
    baselineStreams: () => baselineStreamLoop(baselineServer, SEAT_GAMES, WARMUP_S, DURATION_S),
    a: async () => botLoop([one], await createGames(one.base, plans), 'follower', WARMUP_S, DURATION_S),
    s: async () =>
      botLoop([one], await createGames(one.base, seatPlans), 'follower', WARMUP_S, DURATION_S, 'every-seat'),
    b: async () => botLoop([one, two], await createGames(one.base, plans), 'alternate', WARMUP_S, DURATION_S),
    sticky: async () => botLoop([one, two], await createGames(one.base, plans), 'follower', WARMUP_S, DURATION_S),
    e: async () =>
      pglite ? botLoop([pglite], await createGames(pglite.base, plans), 'follower', WARMUP_S, DURATION_S) : none,
    tables: async () =>
      botLoop([one], await createTables(one.base, tablePlans, null), 'follower', WARMUP_S, DURATION_S),
    hooks: async () => {
      const games = await createTables(one.base, tablePlans, hookUrl);
      const before = delivered;
      const figures = await botLoop([one], games, 'follower', WARMUP_S, DURATION_S);
      deliveries.push({ moves: figures.total, delivered: delivered - before });
      return figures;
    },
    // The same server, tables without webhooks: queued's yardstick (the worker-less server is another process).
    tablesQueuing: async () =>
      queuing
        ? botLoop([queuing], await createTables(queuing.base, tablePlans, null), 'follower', WARMUP_S, DURATION_S)
        : none,
    queued: async () =>
      queuing
        ? botLoop([queuing], await createTables(queuing.base, tablePlans, hookUrl), 'follower', WARMUP_S, DURATION_S)
        : none,
    // The same two loops on the other checkout's server (BENCH_AGAINST), when there is one.
    aAgainst: async () =>
      other ? botLoop([other], await createGames(other.base, plans), 'follower', WARMUP_S, DURATION_S) : none,
    sAgainst: async () =>
      other
        ? botLoop([other], await createGames(other.base, seatPlans), 'follower', WARMUP_S, DURATION_S, 'every-seat')
        : none,
  };
  type Loop = keyof typeof loops;
  const chosen = (Object.keys(loops) as Loop[]).filter(name =>
    name === 'aAgainst'
      ? other !== null && runs('a')
      : name === 'sAgainst'
        ? other !== null && runs('s')
        : name === 'tables' || name === 'hooks' || name === 'queued' || name === 'tablesQueuing'
          ? runs('w')
          : name === 'baselineSeat'
            ? SEAT_GAMES !== GAMES && runs('s') && runs('baseline')
            : name === 'baselineStreams'
              ? runs('s') && runs('baseline')
              : runs(name),
  );
  const rounds: Record<Loop, Figures[]> = {
    baseline: [],
    baselineSeat: [],
    baselineStreams: [],
    a: [],
    s: [],
    b: [],
    sticky: [],
    e: [],
    aAgainst: [],
    sAgainst: [],
    tables: [],
    hooks: [],
    tablesQueuing: [],
    queued: [],
  };
  for (let round = 0; round <= ROUNDS; round++) {
    // Every other round in the reverse order: a loop that always ran first (or just after another) would carry
    // whatever that position costs (a machine warming up, the previous loop's garbage) into its figures alone.
    for (const name of round % 2 === 0 ? chosen : [...chosen].reverse()) {
      const figures = await loops[name]();
      if (round > 0) rounds[name].push(figures);
    }
  }
  await stop(baselineServer);
  if (pglite) await stop(pglite);
  if (other) await stop(other);
  if (queuing) await stop(queuing);
  const baselineSeat = rounds.baselineSeat.length > 0 ? merged(rounds.baselineSeat) : null;
  const baselineStreams = rounds.baselineStreams.length > 0 ? merged(rounds.baselineStreams) : null;
  const [tables, hooks, tablesQueuing, queued] = [
    merged(rounds.tables),
    merged(rounds.hooks),
    merged(rounds.tablesQueuing),
    merged(rounds.queued),
  ];
  const [baseline, a, s, b, sticky, e, aAgainst, sAgainst] = (
    ['baseline', 'a', 's', 'b', 'sticky', 'e', 'aAgainst', 'sAgainst'] as const
  ).map(name => merged(rounds[name])) as [Figures, Figures, Figures, Figures, Figures, Figures, Figures, Figures];
  for (const [name, f, each] of [
    ['baseline (begin/select/insert/commit)', baseline, rounds.baseline],
    [`baseline, ${SEAT_GAMES} clients (as (s))`, baselineSeat ?? none, rounds.baselineSeat],
    [`baseline, ${SEAT_GAMES} × 2 streams (as (s))`, baselineStreams ?? none, rounds.baselineStreams],
    ['(a) bot loop, one process', a, rounds.a],
    ['(s) a stream per seat, one process', s, rounds.s],
    ['(b) bot loop, two processes in turns', b, rounds.b],
    ["(b') two processes, each game on one", sticky, rounds.sticky],
    ['(e) bot loop, PGlite', e, rounds.e],
    ['(a) on BENCH_AGAINST', aAgainst, rounds.aAgainst],
    ['(s) on BENCH_AGAINST', sAgainst, rounds.sAgainst],
    ['(w) tables, no webhook', tables, rounds.tables],
    ['(w) tables, a webhook per player', hooks, rounds.hooks],
    ['(w) no worker: tables, no webhook', tablesQueuing, rounds.tablesQueuing],
    ['(w) no worker: a webhook per player', queued, rounds.queued],
  ] as const) {
    if (each.length === 0) continue;
    console.log(line(name, f));
    console.log(`${''.padEnd(34)} rounds ${each.map(r => fmt(r.perSecond)).join(', ')} moves/s; ${split(f)}`);
  }
  // Against another checkout, each round of this one ran next to a round of the other: the ratios of those pairs
  // say how sure a difference is, which the sums above do not (a round's CPU per move varies with the machine).
  for (const [name, mine, theirs] of [
    ['(a)', rounds.a, rounds.aAgainst],
    ['(s)', rounds.s, rounds.sAgainst],
  ] as const) {
    const ratios = mine.flatMap((r, i) => {
      const other = theirs[i]?.cpuUs;
      return r.cpuUs === null || other === null || other === undefined ? [] : [r.cpuUs / other];
    });
    if (ratios.length === 0) continue;
    const sorted = [...ratios].sort((x, y) => x - y);
    console.log(
      `${name} server CPU per move, this checkout ÷ BENCH_AGAINST, round by round: median ${fmt(percentile(sorted, 50), 3)}, ` +
        `${ratios.filter(r => r < 1).length} of ${ratios.length} below 1 (${ratios.map(r => fmt(r, 3)).join(', ')})`,
    );
  }

  let watched: { few: WatcherFigures; many: WatcherFigures } | null = null;
  if (runs('c')) {
    console.log('\n(c) watchers on one game (on one process), moves posted one at a time to the other process');
    const [game] = await createGames(one.base, watchedPlan);
    if (!game) throw new Error('no watched game');
    const few = await watchers(one, two, game, 10, WATCHED_MOVES);
    const many = await watchers(one, two, game, WATCHERS, WATCHED_MOVES);
    for (const w of [few, many]) {
      console.log(
        `${String(w.watchers).padStart(5)} watchers: delivery p50 ${fmt(w.p50, 1)} ms, p99 ${fmt(w.p99, 1)} ms after the 200; ` +
          `${fmt(w.readsPerMove, 2)} log reads per move (${w.moves} moves${w.missing > 0 ? `, ${w.missing} events missing` : ''})`,
      );
    }
    watched = { few, many };
  }

  let coldFigures: [string, number][] | null = null;
  if (runs('d')) {
    console.log('\n(d) first request after a restart');
    const cold: Record<string, BenchGame[]> = {};
    for (const [size, sizePlans] of Object.entries(coldPlans)) {
      const games = await createGames(one.base, sizePlans);
      for (const game of games) await prefillLogs(url, [game], game.plan.steps.length);
      cold[size] = games;
    }
    const longest = cold['long'] ?? [];
    // Games the restarted process loads first, so that what is measured is a game's first load, not the
    // process's (code compiled on first use, connections opened).
    const warm = await createGames(one.base, planSet({ label: 'cold-warm', count: 3, prefill: 150, runMoves: 0 }));
    for (const game of warm) await prefillLogs(url, [game], game.plan.steps.length);
    const unsnapshotted = await createGames(one.base, coldPlans.long);
    for (const game of unsnapshotted) await prefillLogs(url, [game], game.plan.steps.length);
    await admin(`DELETE FROM snapshots WHERE game_id IN (${unsnapshotted.map(g => `'${g.id}'`).join(', ')})`, url);
    const restarted = await launch(pgEnv);
    for (const game of warm) await (await fetch(`${restarted.base}/games/${game.id}`)).arrayBuffer();
    const firstRequest = async (games: readonly BenchGame[]): Promise<number> => {
      const times: number[] = [];
      for (const game of games) {
        const t = performance.now();
        const res = await fetch(`${restarted.base}/games/${game.id}`);
        await res.arrayBuffer();
        times.push(performance.now() - t);
        if (res.status !== 200) throw new Error(`first request: ${res.status}`);
      }
      return percentile(
        times.sort((x, y) => x - y),
        50,
      );
    };
    coldFigures = [
      ['10 entries', await firstRequest(cold['small'] ?? [])],
      ['1,000 entries', await firstRequest(cold['medium'] ?? [])],
      [`${Math.min(...longest.map(g => g.plan.steps.length))}+ entries`, await firstRequest(longest)],
      ['same, snapshots deleted', await firstRequest(unsnapshotted)],
    ];
    const coldBase = coldFigures[0]?.[1] ?? Number.NaN;
    for (const [name, ms] of coldFigures)
      console.log(
        `${name.padEnd(26)} first GET median ${fmt(ms, 1).padStart(6)} ms   ${ratio(ms, coldBase)} the 10-entry game`,
      );
    await stop(restarted);
  }
  await stop(one);
  await stop(two);

  let stored: { plain: StorageFigures; keyed: StorageFigures } | null = null;
  if (runs('storage')) {
    console.log('\nstorage and memory');
    const plain = await storage(urlOf(storageDb), false);
    const keyed = await storage(urlOf(storageDb), true);
    for (const [name, s] of [
      ['no Idempotency-Key', plain],
      ['a uuid Idempotency-Key on every entry', keyed],
    ] as const) {
      console.log(
        `bytes per log entry (1,000-move Monad games, ${name}): ${fmt(s.perEntry)} (heap ${fmt(s.heap)}, indexes ${fmt(s.indexes)})`,
      );
    }
    // `npm run bench:cache`'s measure: games folded move by move, as a running server caches them.
    const memory = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', fileURLToPath(new URL('./cache-memory.ts', import.meta.url)), '--json'],
      {
        encoding: 'utf8',
      },
    );
    if (memory.status === 0) {
      const perGame = JSON.parse(memory.stdout.trim().split('\n').at(-1) || '{}') as Record<string, number>;
      for (const [name, bytes] of Object.entries(perGame))
        console.log(`memory per cached game, ${name}: ${fmt(bytes / 1024, 1)} kB`);
    } else {
      console.log(
        `memory per cached game: not measured (cache-memory.ts exited with ${memory.status}): ${memory.stderr.trim().slice(0, 300)}`,
      );
    }
    stored = { plain, keyed };
  }

  console.log('\nSummary (targets are figures to report, not pass/fail tests; the machine may be shared)');
  const has = (...loops: Loop[]): boolean => loops.every(name => rounds[name].length > 0);
  if (has('a', 'baseline'))
    console.log(
      `(a) bot loop vs baseline:              ${ratio(a.perSecond, baseline.perSecond)}   target ≥ 0.80×  ${verdict(a.perSecond >= 0.8 * baseline.perSecond)}`,
    );
  // CPU per move as a ratio of the baseline's (the baseline's over this loop's: ≥ 0.8× is the target).
  const cpuRatio = (f: Figures, yardstick: Figures): string =>
    f.cpuUs === null || yardstick.cpuUs === null ? '?' : ratio(yardstick.cpuUs, f.cpuUs);
  if (has('s', 'baseline')) {
    const yardsticks: [string, Figures][] = [[`${GAMES} clients`, baseline]];
    if (baselineSeat) yardsticks.push([`${SEAT_GAMES} clients`, baselineSeat]);
    for (const [clients, yardstick] of yardsticks) {
      const met = s.perSecond >= 0.8 * yardstick.perSecond && (yardstick.cpuUs ?? 0) >= 0.8 * (s.cpuUs ?? Infinity);
      console.log(
        `(s) a stream per seat vs baseline of ${clients}: ${ratio(s.perSecond, yardstick.perSecond)} rate, ${cpuRatio(s, yardstick)} in CPU per move (${fmt(s.cpuUs)} vs ${fmt(yardstick.cpuUs)} µs)   target ≥ 0.80×  ${verdict(met)}`,
      );
    }
  }
  if (baselineStreams && has('s', 'baseline')) {
    // What the target leaves the server: the bare transaction's rate with (s)'s stream writes and nothing else.
    const yardstick = baselineSeat ?? baseline;
    console.log(
      `(s)'s stream writes alone: the bare transaction with them runs at ${ratio(baselineStreams.perSecond, yardstick.perSecond)} of its rate, ${cpuRatio(baselineStreams, yardstick)} in CPU per move (${fmt(baselineStreams.cpuUs)} µs); ` +
        `(s) runs at ${ratio(s.perSecond, baselineStreams.perSecond)} of that rate, ${cpuRatio(s, baselineStreams)} in CPU per move`,
    );
  }
  if (has('s', 'baseline', 'sAgainst')) {
    const yardstick = baselineSeat ?? baseline;
    console.log(
      `(s) on ${AGAINST}:   ${ratio(sAgainst.perSecond, yardstick.perSecond)} rate, ${cpuRatio(sAgainst, yardstick)} in CPU per move (${fmt(sAgainst.cpuUs)} µs); this checkout's CPU per move is ${ratio(s.cpuUs ?? Number.NaN, sAgainst.cpuUs ?? Number.NaN)} of it`,
    );
  }
  if (has('a', 'aAgainst'))
    console.log(
      `(a) on ${AGAINST}:   ${ratio(aAgainst.perSecond, baseline.perSecond)} rate, CPU per move ${fmt(aAgainst.cpuUs)} µs; this checkout's is ${ratio(a.cpuUs ?? Number.NaN, aAgainst.cpuUs ?? Number.NaN)} of it`,
    );
  if (has('tables', 'hooks')) {
    const sent = deliveries.reduce((sum, d) => sum + d.delivered, 0);
    const moved = deliveries.reduce((sum, d) => sum + d.moves, 0);
    const within = (hooks.cpuUs ?? Infinity) <= 1.1 * (tables.cpuUs ?? 0);
    console.log(
      `(w) a webhook per player vs none:     ${ratio(hooks.perSecond, tables.perSecond)} rate, CPU per move ${fmt(hooks.cpuUs)} vs ${fmt(tables.cpuUs)} µs (${ratio(hooks.cpuUs ?? Number.NaN, tables.cpuUs ?? Number.NaN)}, delivery worker included; ${sent} deliveries received in those rounds, warm-ups included, for ${moved} moves measured)   target CPU within 10 %  ${verdict(within)}`,
    );
  }
  if (has('tablesQueuing', 'queued'))
    console.log(
      `(w) the move path alone (no worker):  ${ratio(queued.perSecond, tablesQueuing.perSecond)} rate, CPU per move ${fmt(queued.cpuUs)} vs ${fmt(tablesQueuing.cpuUs)} µs (${ratio(queued.cpuUs ?? Number.NaN, tablesQueuing.cpuUs ?? Number.NaN)}, the outbox rows written, none sent)   target within 10 %  ${verdict((queued.cpuUs ?? Infinity) <= 1.1 * (tablesQueuing.cpuUs ?? 0))}`,
    );
  if (has('a', 'b'))
    console.log(
      `(b) two processes vs (a):              ${ratio(b.perSecond, a.perSecond)}   target ≥ 0.90×  ${verdict(b.perSecond >= 0.9 * a.perSecond)}`,
    );
  if (has('a', 'b', 'sticky'))
    console.log(
      `    of which: (b') sticky vs (a) ${ratio(sticky.perSecond, a.perSecond)} (a second process on the same cores), (b) vs (b') ${ratio(b.perSecond, sticky.perSecond)} (not sticky)`,
    );
  if (watched) {
    const { few, many } = watched;
    console.log(
      `(c) reads per move, ${WATCHERS} vs 10 watchers: ${fmt(many.readsPerMove, 2)} vs ${fmt(few.readsPerMove, 2)}   target within 1.5×  ${verdict(many.readsPerMove <= 1.5 * Math.max(few.readsPerMove, 1))}`,
    );
    console.log(
      `(c) p99 delivery, ${WATCHERS} watchers:      ${fmt(many.p99, 1)} ms   target ≤ 100 ms  ${verdict(many.p99 <= 100)}`,
    );
  }
  if (coldFigures) {
    const coldBase = coldFigures[0]?.[1] ?? Number.NaN;
    const longMs = coldFigures[2]?.[1] ?? Number.NaN;
    console.log(
      `(d) longest vs 10-entry first request: ${ratio(longMs, coldBase)}   target ≤ 2×  ${verdict(longMs <= 2 * coldBase)}`,
    );
  }
  if (has('a', 'e'))
    console.log(
      `(e) PGlite vs Postgres:                ${ratio(e.perSecond, a.perSecond)}   target ≥ 0.50×  ${verdict(e.perSecond >= 0.5 * a.perSecond)}`,
    );
  // A real bot sends a key with every move: the target is met only when entries with keys meet it too.
  if (stored) {
    const { plain, keyed } = stored;
    console.log(
      `bytes per entry:                       ${fmt(plain.perEntry)} (${fmt(keyed.perEntry)} with keys)   target ≤ 350  ${verdict(plain.perEntry <= 350 && keyed.perEntry <= 350)}`,
    );
  }
  if (
    [baseline, a, s, b, sticky, e, aAgainst, sAgainst, tables, hooks, tablesQueuing, queued].some(f => f.failures > 0)
  )
    console.log('Some requests failed: the figures above are not valid.');
} finally {
  clearTimeout(deadline);
  receiver.close();
  for (const server of started) await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin(`DROP DATABASE IF EXISTS ${storageDb} WITH (FORCE)`);
  await admin(`DROP DATABASE IF EXISTS ${queuedDb} WITH (FORCE)`);
}
