// `npm run bench:chat`: a chat message reaching 1,000 watchers of one game (issue 24's target: p99 ≤ 200 ms on
// one process). One server process on the Postgres server (a fresh database beside DATABASE_URL's, dropped at
// the end); the watchers are held by a load generator in a process of its own (scripts/bench-chat-watchers.ts),
// so the bench's own CPU is not the server's. Messages are posted one at a time by spectators with player keys
// (several, so that the per-player rate limit of 1 a second is never what is measured), and each watcher's
// `chat` event is timed from the moment the POST was sent, on the machine's one clock (performance.timeOrigin).
// Prints p50, p99 and max, and whether the target is met.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { post, percentile } from './bench-loop.js';
import { stop, type Started } from './bench-processes.js';
import { freshDatabase, startServer } from './bench-setup.js';

const WATCHERS = Number(process.env['BENCH_WATCHERS'] ?? 1000);
const MESSAGES = Number(process.env['BENCH_MESSAGES'] ?? 40);
const SENDERS = 8;
const GAP_MS = 250;
const TARGET_P99_MS = 200;

const now = (): number => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

async function json<T>(base: string, path: string, body: unknown, key?: string): Promise<T> {
  const res = await post(base, path, key === undefined ? {} : { authorization: `Bearer ${key}` }, JSON.stringify(body));
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${res.text}`);
  return JSON.parse(res.text) as T;
}

const database = await freshDatabase('chat');
let server: Started | null = null;
try {
  server = await startServer(database.url);
  const base = server.base;
  const game = await json<{ id: string }>(base, '/games', { game: 'monad', players: 2 });
  const senders: { key: string }[] = [];
  for (let i = 0; i < SENDERS; i++) senders.push(await json(base, '/players', { name: `sender ${i}` }));

  // The watchers, in their own process: it prints `ready`, then on `report` the arrivals as JSON.
  const script = fileURLToPath(new URL('./bench-chat-watchers.ts', import.meta.url));
  const generator = spawn(
    process.execPath,
    ['--import', 'tsx', script, `${base}/games/${game.id}/events`, String(WATCHERS)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: generator.stdout! });
  const next = (): Promise<string> => new Promise(resolve => lines.once('line', resolve));
  if ((await next()) !== 'ready') throw new Error('the watchers did not start');
  // Past the chat feed's first re-check (service/streams/waker.ts).
  await sleep(1_500);

  const sent = new Map<string, number>();
  for (let i = 0; i < MESSAGES; i++) {
    const text = `m${i}`;
    sent.set(text, now());
    await json(base, `/games/${game.id}/chat`, { text, channel: 'spectators' }, senders[i % SENDERS]?.key);
    await sleep(GAP_MS);
  }
  await sleep(2_000);
  generator.stdin!.write('report\n');
  const report = await next();
  let arrivals: Record<string, number[]>;
  try {
    arrivals = JSON.parse(report) as Record<string, number[]>;
  } catch {
    throw new Error(`the watchers' report is not JSON (${report.length} characters)`);
  }
  generator.kill();

  const latencies: number[] = [];
  let missing = 0;
  for (const [text, at] of sent) {
    const got = arrivals[text] ?? [];
    missing += WATCHERS - got.length;
    for (const t of got) latencies.push(t - at);
  }
  latencies.sort((a, b) => a - b);
  const p99 = percentile(latencies, 99);
  console.log(
    `bench:chat  ${WATCHERS} watchers of one game, ${MESSAGES} messages, one server process on Postgres\n` +
      `  POST → chat event: p50 ${percentile(latencies, 50).toFixed(1)} ms   p99 ${p99.toFixed(1)} ms   max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms   ` +
      `(${latencies.length} deliveries, ${missing} missing)\n` +
      `  target p99 ≤ ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS && missing === 0 ? 'met' : 'MISSED'}`,
  );
} finally {
  if (server) await stop(server);
  await database.drop();
}
