// A child process of `npm run bench:connections`: it holds its share of the event streams, so that the load
// generator does not take the server's core, and answers its parent over IPC. Each holder connects from its own
// loopback address (127.0.0.x): one address would soon run out of ports in a reconnect storm (every closed
// connection waits in TIME_WAIT), and the server bounds connections per address. Events are read from their
// `id:` line only (game events: the version; player events: the event number), never parsed, and each stream
// checks that its ids come in order without a gap, across a reconnection that resumes with Last-Event-ID.
import { Agent, request, type ClientRequest } from 'node:http';

export interface StreamSpec {
  /** What the stream is, for the figures: a spectator's or a seat's game stream, or a player's stream. */
  readonly kind: 'spectator' | 'seat' | 'player';
  readonly path: string;
  readonly token?: string;
  /** The game followed (an index into the parent's games); -1 for a player's stream. */
  readonly game: number;
}

export type Command =
  | { type: 'init'; base: string; localAddress: string; specs: StreamSpec[] }
  | { type: 'open'; kinds: StreamSpec['kind'][]; concurrency: number }
  | { type: 'storm'; concurrency: number }
  | { type: 'close' }
  | { type: 'report'; finals: number[]; windows: Record<string, [number, number]>; answers: Record<string, number> };

export interface Opened {
  type: 'opened';
  ok: number;
  failed: number;
  /** Wall-clock ms (performance.timeOrigin + now) when the last stream of the batch answered 200. */
  lastAt: number;
  errors: string[];
}

export interface Report {
  type: 'report';
  /** Delivery latency (ms after the move's answer) of each live event, by the window its move was answered in. */
  latencies: Record<string, number[]>;
  /** Events received at all, and those a resumed stream got as its catch-up. */
  events: number;
  caughtUp: number;
  /** Versions a game stream skipped, got twice or out of order, or never got up to the game's last. */
  gaps: number;
  duplicates: number;
  missing: number;
  /** Game streams that were not open at the end. */
  closed: number;
  cpuMs: number;
}

const now = (): number => performance.timeOrigin + performance.now();

class Held {
  /** The last id received, across reconnections; null before any. */
  last: number | null = null;
  req: ClientRequest | null = null;
  /** When the current connection answered 200. */
  openedAt = 0;
  open = false;
  constructor(readonly spec: StreamSpec) {}
}

let base = '';
let agent: Agent | null = null;
let held: Held[] = [];
/** Arrival times of live game events, by `${game}:${version}`. */
const arrivals = new Map<string, number[]>();
let events = 0;
let caughtUp = 0;
let gaps = 0;
let duplicates = 0;

function onId(stream: Held, id: number): void {
  events++;
  const { last } = stream;
  if (stream.spec.game >= 0) {
    if (last !== null && id <= last) duplicates++;
    else if (last !== null && id !== last + 1) gaps++;
    const key = `${stream.spec.game}:${id}`;
    const list = arrivals.get(key) ?? [];
    list.push(now());
    list.push(stream.openedAt);
    arrivals.set(key, list);
  }
  if (last === null || id > last) stream.last = id;
}

function connect(stream: Held): Promise<string | null> {
  return new Promise(resolve => {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (stream.spec.token) headers['authorization'] = `Bearer ${stream.spec.token}`;
    if (stream.last !== null) headers['last-event-id'] = String(stream.last);
    const req = request(`${base}${stream.spec.path}`, { agent: agent!, headers }, res => {
      if (res.statusCode !== 200) {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(`${res.statusCode} ${text.slice(0, 200)}`));
        return;
      }
      stream.openedAt = now();
      stream.open = true;
      res.setEncoding('latin1');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const at = buffer.indexOf('id: ');
          if (at >= 0 && at < end && (at === 0 || buffer[at - 1] === '\n')) {
            const stop = buffer.indexOf('\n', at);
            onId(stream, Number(buffer.slice(at + 4, stop)));
          }
          buffer = buffer.slice(end + 2);
        }
      });
      res.on('error', () => undefined);
      res.on('close', () => {
        if (stream.req === req) stream.open = false;
      });
      resolve(null);
    });
    stream.req = req;
    req.on('error', error => resolve(error.message));
    req.end();
  });
}

/** Opens `streams`, at most `concurrency` connecting at once (0: all at once). */
async function openAll(streams: Held[], concurrency: number): Promise<Opened> {
  const errors: string[] = [];
  let ok = 0;
  let lastAt = 0;
  const one = async (stream: Held): Promise<void> => {
    const error = await connect(stream);
    if (error === null) {
      ok++;
      lastAt = Math.max(lastAt, stream.openedAt);
    } else if (errors.length < 1000) errors.push(error);
  };
  if (concurrency <= 0) await Promise.all(streams.map(one));
  else {
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(concurrency, streams.length) }, async () => {
        while (next < streams.length) await one(streams[next++]!);
      }),
    );
  }
  return { type: 'opened', ok, failed: streams.length - ok, lastAt, errors: errors.slice(0, 5) };
}

function closeAll(): void {
  for (const stream of held) {
    stream.open = false;
    stream.req?.destroy();
  }
}

function report(command: Extract<Command, { type: 'report' }>): Report {
  const latencies: Record<string, number[]> = {};
  for (const name of Object.keys(command.windows)) latencies[name] = [];
  for (const [key, list] of arrivals) {
    const answered = command.answers[key];
    if (answered === undefined) continue; // the game's state when a stream opened: no move to time
    for (let i = 0; i < list.length; i += 2) {
      const [arrived, openedAt] = [list[i]!, list[i + 1]!];
      // A move answered before its stream was open reached it as the resumed stream's catch-up, not live.
      if (answered < openedAt) {
        caughtUp++;
        continue;
      }
      for (const [name, [from, to]] of Object.entries(command.windows))
        if (answered >= from && answered < to) latencies[name]!.push(Math.max(0, arrived - answered));
    }
  }
  let missing = 0;
  let closed = 0;
  for (const stream of held) {
    if (stream.spec.game < 0) continue;
    if (!stream.open) closed++;
    const final = command.finals[stream.spec.game] ?? 0;
    missing += Math.max(0, final - (stream.last ?? 0));
  }
  const cpu = process.cpuUsage();
  return {
    type: 'report',
    latencies,
    events,
    caughtUp,
    gaps,
    duplicates,
    missing,
    closed,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

process.on('message', (command: Command) => {
  const reply = (message: unknown): void => void process.send?.(message);
  switch (command.type) {
    case 'init':
      base = command.base;
      agent = new Agent({ keepAlive: false, maxSockets: Infinity, localAddress: command.localAddress });
      held = command.specs.map(spec => new Held(spec));
      reply({ type: 'ready' });
      return;
    case 'open':
      void openAll(
        held.filter(s => command.kinds.includes(s.spec.kind)),
        command.concurrency,
      ).then(reply);
      return;
    case 'storm':
      // A restart or a network blip as every client sees it: all streams drop, and all reconnect at once (or,
      // with a concurrency, as many at a time: clients that each send their request as soon as they connect).
      closeAll();
      void openAll(held, command.concurrency).then(reply);
      return;
    case 'close':
      closeAll();
      reply({ type: 'closed' });
      return;
    case 'report':
      reply(report(command));
      return;
    default: {
      const never: never = command;
      throw new Error(`unknown command ${JSON.stringify(never)}`);
    }
  }
});
process.on('disconnect', () => process.exit(0));
