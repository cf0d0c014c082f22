// A child process of `npm run bench:connections`: it holds its share of the event streams, so that the load
// generator does not take the server's core, and answers its parent over IPC. Each holder connects from its own
// loopback addresses (127.0.0.x, two used in turns, one per storm): one address would soon run out of ports in
// a reconnect storm (every closed connection waits in TIME_WAIT), and the server bounds connections per address.
// Each stream is a raw socket (node:net) that writes its request as it connects, as an independent client does,
// and reads the answer with bench-wire.ts: node:http's ClientRequest per stream cost the holders more CPU than
// the server spent, so that a storm measured the load generator. Events are read from their `id:` line only
// (game events: the version; player events: the event number), never parsed, and each stream checks that its
// ids come in order without a gap, across a reconnection that resumes with Last-Event-ID.
import { connect, type Socket } from 'node:net';
import { AnswerReader, EventIdReader, type AnswerSink } from './bench-wire.js';

export interface StreamSpec {
  /** What the stream is, for the figures: a spectator's or a seat's game stream, or a player's stream. */
  readonly kind: 'spectator' | 'seat' | 'player';
  readonly path: string;
  readonly token?: string;
  /** The game followed (an index into the parent's games); -1 for a player's stream. */
  readonly game: number;
}

export type Command =
  /**
   * `localAddresses`: two of its own, used in turns, one per storm. Each stream binds its address before it
   * connects (node:net's localAddress), and the kernel's search for a free port to bind then passes over every
   * port the dropped connections left in TIME_WAIT: 0.34 ms of system CPU a connection against 0.05 from a fresh
   * address (5,000 connections). A client does not bind: it connects, and its port is chosen with the server's
   * address and port known, cheaply. The other address is what the storm of a real client costs its machine.
   */
  | { type: 'init'; base: string; localAddresses: [string, string]; specs: StreamSpec[] }
  | { type: 'open'; kinds: StreamSpec['kind'][]; concurrency: number }
  /** `versions`: each game's version when the streams dropped, which a resumed stream must catch up to. */
  | { type: 'storm'; concurrency: number; versions: number[] }
  | { type: 'close' }
  | { type: 'report'; finals: number[]; windows: Record<string, [number, number]>; answers: Record<string, number> };

export interface Opened {
  type: 'opened';
  /** Streams answered 200 (and, in a storm, caught up); refused or cut; answered 200 but not caught up in time. */
  ok: number;
  failed: number;
  late: number;
  /** Connections tried again after a network error (EventSource's reconnection), over all streams. */
  retried: number;
  /** Wall-clock ms (performance.timeOrigin + now) when the last stream of the batch was back: 200 and caught up. */
  lastAt: number;
  /** When each stream that came back was (wall-clock ms), for how the storm spread over time. */
  backAt: number[];
  /** The batch's refusals by status (or by error), and a few of them whole. */
  statuses: Record<string, number>;
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

/** How long a storm waits for a stream answered 200 to deliver its catch-up before counting it late. */
const CATCH_UP_BOUND_MS = 60_000;
/**
 * As an EventSource: after a network error (a reset, a connection refused or timed out: no answer at all) it
 * tries again after the `retry: 2000` the server sent, for up to a minute; an answer other than 200 fails the
 * stream for good, as it fails an EventSource.
 */
const RETRY_MS = 2_000;
const RETRY_BOUND_MS = 60_000;

const now = (): number => performance.timeOrigin + performance.now();

/** One stream: a few fields, and its socket and readers while connected. */
class Held implements AnswerSink {
  /** The last id received, across reconnections; null before any. */
  last: number | null = null;
  socket: Socket | null = null;
  reader: AnswerReader | null = null;
  ids: EventIdReader | null = null;
  /** When the current connection answered 200, and when it had caught up to `target`. */
  openedAt = 0;
  readyAt = 0;
  /** The id a resumed stream must reach to be back (the game's version at the drop); -1: none. */
  target = -1;
  open = false;
  /** Settles the pending connection: null once answered 200, else why not. */
  settle: ((error: string | null) => void) | null = null;
  /** Resolves once the stream reached its target. */
  caughtUp: (() => void) | null = null;
  /** A refusal's status and first bytes, for its message. */
  refusal = '';
  constructor(readonly spec: StreamSpec) {}

  head(status: number, head: string): void {
    if (status !== 200) {
      this.refusal = head.slice(0, head.indexOf('\r\n'));
      return;
    }
    this.openedAt = now();
    this.open = true;
    if (this.target < 0 || (this.last ?? 0) >= this.target) this.readyAt = this.openedAt;
    this.ids = new EventIdReader(id => onId(this, id));
    this.settle?.(null);
    this.settle = null;
  }

  body(buffer: Buffer, from: number, to: number): void {
    if (this.ids) this.ids.push(buffer, from, to);
    else if (this.refusal.length < 300) this.refusal += ` ${buffer.toString('utf8', from, Math.min(to, from + 200))}`;
  }
}

let host = '';
let port = 0;
let localAddresses: [string, string] = ['', ''];
/** Which of the two addresses connections are made from now. */
let generation = 0;
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
    if (last !== null && !(id > last)) duplicates++;
    else if (last !== null && id !== last + 1) gaps++;
    const key = `${stream.spec.game}:${id}`;
    const list = arrivals.get(key) ?? [];
    list.push(now());
    list.push(stream.openedAt);
    arrivals.set(key, list);
  }
  if (last === null || id > last) stream.last = id;
  if (stream.readyAt === 0 && stream.target >= 0 && id >= stream.target) {
    stream.readyAt = now();
    stream.caughtUp?.();
    stream.caughtUp = null;
  }
}

/** The request a stream writes as it connects: the same bytes an EventSource sends, its Last-Event-ID included. */
function requestOf(stream: Held): string {
  const { path, token } = stream.spec;
  return (
    `GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nAccept: text/event-stream\r\nCache-Control: no-cache\r\n` +
    (token ? `Authorization: Bearer ${token}\r\n` : '') +
    (stream.last !== null ? `Last-Event-ID: ${stream.last}\r\n` : '') +
    '\r\n'
  );
}

/** Connects `stream`; resolves with null once it answered 200, else with why not (a status, or an error). */
function connectStream(stream: Held): Promise<string | null> {
  return new Promise(resolve => {
    stream.open = false;
    stream.readyAt = 0;
    stream.ids = null;
    stream.refusal = '';
    stream.settle = resolve;
    const socket = connect({ host, port, localAddress: localAddresses[generation % 2], noDelay: true });
    const reader = new AnswerReader(stream);
    stream.socket = socket;
    stream.reader = reader;
    let error = '';
    // Written before the connection is made: node sends it as soon as it is.
    socket.write(requestOf(stream));
    socket.on('data', (chunk: Buffer) => reader.push(chunk));
    socket.on('error', (e: Error) => (error ||= e.message));
    socket.on('close', () => {
      if (stream.socket === socket) {
        stream.open = false;
        stream.ids = null;
      }
      if (stream.settle === resolve) {
        stream.settle = null;
        resolve(stream.refusal || error || 'closed before an answer');
      }
    });
  });
}

/** Opens `streams`, at most `concurrency` connecting at once (0: all at once); in a storm, each to its target. */
async function openAll(streams: Held[], concurrency: number): Promise<Opened> {
  const errors: string[] = [];
  const statuses: Record<string, number> = {};
  let ok = 0;
  let late = 0;
  let lastAt = 0;
  const backAt: number[] = [];
  const from = now();
  let retried = 0;
  const one = async (stream: Held): Promise<void> => {
    let error = await connectStream(stream);
    while (error !== null && !error.startsWith('HTTP/') && now() - from < RETRY_BOUND_MS) {
      retried++;
      await new Promise(resolve => setTimeout(resolve, RETRY_MS));
      error = await connectStream(stream);
    }
    if (error !== null) {
      const status = /^HTTP\/1\.1 (\d+)/.exec(error)?.[1] ?? error.slice(0, 40);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (errors.length < 5) errors.push(error);
      return;
    }
    if (stream.readyAt === 0) {
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>(resolve => {
        stream.caughtUp = resolve;
        timer = setTimeout(resolve, CATCH_UP_BOUND_MS);
      });
      clearTimeout(timer);
      stream.caughtUp = null;
    }
    if (stream.readyAt === 0) late++;
    else {
      ok++;
      lastAt = Math.max(lastAt, stream.readyAt);
      backAt.push(stream.readyAt);
    }
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
  return { type: 'opened', ok, failed: streams.length - ok - late, late, retried, lastAt, backAt, statuses, errors };
}

function closeAll(): void {
  for (const stream of held) {
    stream.open = false;
    stream.ids = null;
    stream.socket?.destroy();
    stream.socket = null;
    stream.reader = null;
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
    case 'init': {
      const url = new URL(command.base);
      host = url.hostname;
      port = Number(url.port);
      localAddresses = command.localAddresses;
      held = command.specs.map(spec => new Held(spec));
      reply({ type: 'ready' });
      return;
    }
    case 'open':
      void openAll(
        held.filter(s => command.kinds.includes(s.spec.kind)),
        command.concurrency,
      ).then(reply);
      return;
    case 'storm':
      // A restart or a network blip as every client sees it: all streams drop, and all reconnect at once. Every
      // EventSource waits the same `retry: 2000` the server sent, without backoff, so they come back together;
      // those 2 s are left out. With a concurrency, as many at a time. A game stream is back once it answered 200
      // and delivered its catch-up: every version up to the game's at the drop.
      closeAll();
      generation++;
      for (const stream of held) stream.target = stream.spec.game >= 0 ? (command.versions[stream.spec.game] ?? 0) : -1;
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
