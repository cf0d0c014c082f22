// Scenario (c) of `npm run bench:http`: many watchers on one game. All follow it through one server; moves
// are posted one at a time to another server (so that the watchers' server learns of each move from the
// database, as with N processes behind a load balancer; its own moves would cost it no read at all), and
// each watcher's event for the move is timed from the POST's 200 (an event that arrives before the answer
// counts 0 ms). Reads of the log per move come from the watching server's own counter (croupier_log_reads
// on /metrics).
import { randomUUID } from 'node:crypto';
import type { BenchGame } from './bench-games.js';
import { post, percentile } from './bench-loop.js';
import { cpuMs, logReads, type Started } from './bench-processes.js';
import { openStream, type Stream } from './bench-sse.js';

export interface WatcherFigures {
  readonly watchers: number;
  readonly moves: number;
  readonly p50: number;
  readonly p99: number;
  readonly readsPerMove: number;
  /** Events expected but not received within the wait. */
  readonly missing: number;
  /** CPU the watching server used per move, from before the first POST to the last move's events (µs; null without /proc). */
  readonly serverCpuUs: number | null;
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

export async function watchers(
  server: Started,
  poster: Started,
  game: BenchGame,
  count: number,
  moves: number,
): Promise<WatcherFigures> {
  /** arrival[version] = arrival times of that version's events, one per watcher. */
  const arrival = new Map<number, number[]>();
  const streams: Stream[] = [];
  for (let opened = 0; opened < count; opened += 50) {
    const batch = Array.from({ length: Math.min(50, count - opened) }, () =>
      openStream(`${server.base}/games/${game.id}/events`, undefined, event => {
        const list = arrival.get(event.version) ?? [];
        list.push(performance.now());
        arrival.set(event.version, list);
      }),
    );
    streams.push(...(await Promise.all(batch)));
  }
  // Past the feed's first re-check (service/streams/game-feed.ts), so that only the moves' reads are counted.
  await sleep(1_500);
  const before = await logReads(server.base);
  const cpuBefore = cpuMs(server.child.pid);
  const latencies: number[] = [];
  let missing = 0;
  let played = 0;
  for (let i = 0; i < moves; i++) {
    const version = game.version;
    const step = game.plan.steps[version];
    if (!step) break;
    const res = await post(
      poster.base,
      `/games/${game.id}/moves`,
      { authorization: `Bearer ${game.tokens[step.seat] ?? ''}`, 'idempotency-key': randomUUID() },
      JSON.stringify({ move: step.move, expectedVersion: version }),
    );
    const answered = performance.now();
    if (res.status !== 200) throw new Error(`watchers: move answered ${res.status} ${res.text}`);
    game.version = version + 1;
    played++;
    const deadline = answered + 5_000;
    while ((arrival.get(version + 1)?.length ?? 0) < count && performance.now() < deadline) await sleep(2);
    const got = arrival.get(version + 1) ?? [];
    missing += count - got.length;
    for (const t of got) latencies.push(Math.max(0, t - answered));
    await sleep(20);
  }
  const cpuAfter = cpuMs(server.child.pid);
  const after = await logReads(server.base);
  for (const stream of streams) stream.close();
  await sleep(200);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    watchers: count,
    moves: played,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    readsPerMove: (after - before) / played,
    missing,
    serverCpuUs: cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / played,
  };
}
