// The drivers of `npm run bench:http`, closed loops over keep-alive connections (node:http, lean enough to
// leave the CPU to the servers): the bare baseline's requests, and the bot loop — a follower per game on the
// event stream, and on each event the next planned move posted with the event's version as expectedVersion
// and a fresh Idempotency-Key, as `npm run bot` plays ("event → POST").
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { BenchGame } from './bench-games.js';
import { cpuMs, machineMs, postgresCpuMs, type Started } from './bench-processes.js';
import { openStream, type Stream } from './bench-sse.js';

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

export function post(
  base: string,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } },
      res => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export interface Figures {
  /** Moves (or baseline transactions) per second. */
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly total: number;
  readonly failures: number;
  /** CPU of the processes under test per move, µs (null without /proc). */
  readonly cpuUs: number | null;
  /** CPU of the Postgres server's processes per move, µs (null without /proc, or on PGlite). */
  readonly postgresUs: number | null;
  /** CPU of this load generator per move, µs: it shares the machine with what it measures. */
  readonly loadUs: number;
  /** The share of the machine's CPU time its virtual CPUs waited for the host (null without /proc). */
  readonly steal: number | null;
  /** Seconds measured. */
  readonly seconds: number;
  /** Every counted request's latency, ms (to merge rounds). */
  readonly latencies: readonly number[];
  /** Games that ran out of planned moves before the end (the figure is then a lower bound). */
  readonly exhausted: number;
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);

/** Measures `durationS` seconds after `warmupS`, counting what `tick` reports and the CPU of `processes`. */
class Window {
  private counting = false;
  private started = 0;
  private cpuBefore: number | null = null;
  private postgresBefore: number | null = null;
  private loadBefore = process.cpuUsage();
  private machineBefore = machineMs();
  readonly latencies: number[] = [];
  count = 0;
  failures = 0;
  constructor(private readonly processes: readonly Started[]) {}

  private cpu(): number | null {
    const all = this.processes.map(p => cpuMs(p.child.pid));
    return all.some(c => c === null) ? null : all.reduce<number>((sum, c) => sum + (c ?? 0), 0);
  }

  open(): void {
    this.counting = true;
    this.started = performance.now();
    this.cpuBefore = this.cpu();
    this.postgresBefore = postgresCpuMs();
    this.loadBefore = process.cpuUsage();
    this.machineBefore = machineMs();
  }

  record(ms: number): void {
    if (!this.counting) return;
    this.count++;
    this.latencies.push(ms);
  }

  fail(what: string): void {
    if (this.failures++ < 3) console.error(what.slice(0, 300));
  }

  close(exhausted: number): Figures {
    const seconds = (performance.now() - this.started) / 1000;
    const cpuAfter = this.cpu();
    const postgresAfter = postgresCpuMs();
    const load = process.cpuUsage(this.loadBefore);
    const machine = machineMs();
    const before = this.machineBefore;
    this.counting = false;
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const perMove = (before: number | null, after: number | null): number | null =>
      before === null || after === null || this.count === 0 ? null : ((after - before) * 1000) / this.count;
    return {
      perSecond: this.count / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      total: this.count,
      failures: this.failures,
      cpuUs: perMove(this.cpuBefore, cpuAfter),
      postgresUs: perMove(this.postgresBefore, postgresAfter),
      loadUs: this.count === 0 ? 0 : (load.user + load.system) / this.count,
      steal:
        machine === null || before === null || machine.all === before.all
          ? null
          : (machine.steal - before.steal) / (machine.all - before.all),
      exhausted,
      seconds,
      latencies: sorted,
    };
  }
}

/** Rounds of one loop as one figure: rates over the time of all, percentiles over every request, CPU per move. */
export function merged(rounds: readonly Figures[]): Figures {
  const total = rounds.reduce((sum, f) => sum + f.total, 0);
  const seconds = rounds.reduce((sum, f) => sum + f.seconds, 0);
  const latencies = rounds.flatMap(f => f.latencies).sort((a, b) => a - b);
  const weighted = (pick: (f: Figures) => number | null): number | null =>
    rounds.some(f => pick(f) === null) || total === 0
      ? null
      : rounds.reduce((sum, f) => sum + (pick(f) ?? 0) * f.total, 0) / total;
  return {
    perSecond: total / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    total,
    failures: rounds.reduce((sum, f) => sum + f.failures, 0),
    cpuUs: weighted(f => f.cpuUs),
    postgresUs: weighted(f => f.postgresUs),
    loadUs: weighted(f => f.loadUs) ?? 0,
    steal:
      rounds.some(f => f.steal === null) || seconds === 0
        ? null
        : rounds.reduce((sum, f) => sum + (f.steal ?? 0) * f.seconds, 0) / seconds,
    exhausted: rounds.reduce((sum, f) => sum + f.exhausted, 0),
    seconds,
    latencies,
  };
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

/** A loop's figures: its first `warmupS` seconds uncounted, then `durationS` counted. */
async function measure(window: Window, warmupS: number, durationS: number, exhausted = () => 0): Promise<Figures> {
  await sleep(warmupS * 1000);
  window.open();
  await sleep(durationS * 1000);
  return window.close(exhausted());
}

/** `slots` closed loops posting to the bare baseline (one pg transaction each). */
export async function baselineLoop(
  server: Started,
  slots: number,
  warmupS: number,
  durationS: number,
): Promise<Figures> {
  const window = new Window([server]);
  let running = true;
  const loop = async (slot: number): Promise<void> => {
    while (running) {
      const t = performance.now();
      const res = await post(server.base, `/baseline/b-${slot}`, {}, '{"move":{"type":"draw"}}').catch(
        (e: unknown) => ({ status: 0, text: String(e) }),
      );
      if (res.status === 200) window.record(performance.now() - t);
      else window.fail(`baseline: ${res.status} ${res.text}`);
    }
  };
  const loops = Array.from({ length: slots }, (_, i) => loop(i));
  const figures = await measure(window, warmupS, durationS);
  running = false;
  await Promise.all(loops);
  return figures;
}

/**
 * The bare transaction followed as (s) follows a game: `slots` ids of two seats, each seat on its own event stream
 * (bench-baseline.ts writes every transaction's frame to both), and the seat a frame names posts the next one.
 */
export async function baselineStreamLoop(
  server: Started,
  slots: number,
  warmupS: number,
  durationS: number,
): Promise<Figures> {
  const window = new Window([server]);
  let running = true;
  const streams: Stream[] = [];
  const move = (slot: number): void => {
    if (!running) return;
    const t = performance.now();
    post(server.base, `/baseline/s-${slot}`, {}, '{"move":{"type":"draw"}}').then(
      res => (res.status === 200 ? window.record(performance.now() - t) : window.fail(`baseline: ${res.status}`)),
      (error: unknown) => window.fail(`baseline: ${String(error)}`),
    );
  };
  for (let slot = 0; slot < slots; slot++)
    for (const seat of [0, 1])
      streams.push(
        await openStream(`${server.base}/baseline/s-${slot}/events`, undefined, head => {
          if (head.toAct.includes(seat)) move(slot);
        }),
      );
  for (let slot = 0; slot < slots; slot++) move(slot);
  const figures = await measure(window, warmupS, durationS);
  running = false;
  for (const stream of streams) stream.close();
  await sleep(300);
  return figures;
}

/**
 * Where a game's moves are posted: `follower`, to the process its event stream is on (sticky routing);
 * `alternate`, move k to servers[k % n] (no sticky routing: with two processes, each one's cache is one
 * entry behind at every move).
 */
export type Routing = 'follower' | 'alternate';

/**
 * Who follows a game: `one` stream (seat 0's token) posts every seat's moves, as (a) always did; `every-seat`
 * opens one stream per seat, with that seat's token, and a seat posts its move when its own stream says it
 * is to act (as real players and bots do: the server then presents each version once per seat).
 */
export type Following = 'one' | 'every-seat';

/** The bot loop on `games`: game i followed through servers[i % n] and played event by event, routed by `routing`. */
export async function botLoop(
  servers: readonly Started[],
  games: readonly BenchGame[],
  routing: Routing,
  warmupS: number,
  durationS: number,
  following: Following = 'one',
): Promise<Figures> {
  const window = new Window(servers);
  let running = true;
  const exhausted = new Set<BenchGame>();
  const streams: Stream[] = [];
  /** Posts the move after `version` when `seat` (null: any seat, for the one follower) is the one to make it. */
  const play = (game: BenchGame, follower: Started, version: number, seat: number | null): void => {
    if (!running || version < game.version) return;
    const step = game.plan.steps[version - game.offset];
    if (seat !== null && step !== undefined && step.seat !== seat) return;
    game.version = version;
    if (!step) {
      exhausted.add(game);
      return;
    }
    const server = routing === 'alternate' ? (servers[version % servers.length] as Started) : follower;
    const body = JSON.stringify({ move: step.move, expectedVersion: version });
    const headers = { authorization: `Bearer ${game.tokens[step.seat] ?? ''}`, 'idempotency-key': randomUUID() };
    const t = performance.now();
    post(server.base, `/games/${game.id}/moves`, headers, body).then(
      res =>
        res.status === 200 ? window.record(performance.now() - t) : window.fail(`move: ${res.status} ${res.text}`),
      (error: unknown) => window.fail(`move: ${String(error)}`),
    );
  };
  await Promise.all(
    games.map(async (game, i) => {
      const server = servers[i % servers.length] as Started;
      const seats = following === 'one' ? [null] : game.tokens.map((_, seat) => seat);
      for (const seat of seats)
        streams.push(
          await openStream(
            `${server.base}/games/${game.id}/events`,
            game.tokens[seat ?? 0],
            event =>
              event.status === 'active' &&
              (seat === null || event.toAct.includes(seat)) &&
              play(game, server, event.version, seat),
          ),
        );
    }),
  );
  const figures = await measure(window, warmupS, durationS, () => exhausted.size);
  running = false;
  for (const stream of streams) stream.close();
  await sleep(300);
  return figures;
}
