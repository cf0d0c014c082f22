// What every Server-Sent Events route shares: the Last-Event-ID header as a number, the response head
// (written once, on the first event or when the stream is ready), heartbeats as comments so proxies keep
// the stream open, and the set of open streams that shutdown ends. One timer beats for all the open streams
// of the app: a timer per stream cost each of 19,000 idle streams its timer object and closure, and the
// process a wake-up per stream (issue 22); a stream still hears one at least every `heartbeatMs`.
// A route writes through an `SseStream`, never through the response: once the stream is set up (checks done,
// head and catch-up written), `hold` takes its socket from the HTTP server (detach.ts) and the stream writes its
// chunks on the socket itself, so an idle stream keeps neither its request, nor its response, nor a parser.
// What a client sees is the same bytes: the same head, each write a chunk, `0\r\n\r\n` at the end, and the
// connection then serving its next request (what it sent meanwhile included), as Node would.
// A client that stops reading is cut off: what the kernel cannot take waits in the socket's own buffer, and would
// grow by every event and heartbeat for as long as the connection stays open. Past `MAX_BACKLOG_BYTES`, or two
// heartbeats in a row in which the socket took nothing, the connection is reset; the client resumes with
// Last-Event-ID, as after any cut.
import type { Socket } from 'node:net';
import type { Request, Response } from 'express';
import { Refusal } from '../service/refusal.js';
import { detach, giveBack } from './detach.js';
import { LAST_EVENT_ID_PATTERN } from './header-patterns.js';
import { detachLog, errorForLog, type DetachedLog } from './logging.js';

const LAST_EVENT_ID = new RegExp(LAST_EVENT_ID_PATTERN);

/**
 * What a client may send on a held stream's connection before the stream ends (a pipelined request, kept to be
 * served after it): beyond this, the connection is closed. Node's own header limit is 16 kB.
 */
const MAX_UNREAD_BYTES = 64 * 1024;

/**
 * What a held stream may leave waiting in its socket's buffer, beyond what its setup wrote there (a catch-up is
 * written at once, however long the client was away), before the stream is cut. Only what the kernel did not
 * take waits there: a client's receive window and the server's send buffer, a few MB together, fill first, so a
 * client that reads at all never gets near it, and 256 kB more is many of a game's events unread on top. It is
 * also what each connection the limits let in may cost the heap (10,000, `MAX_CONNECTIONS_PER_IP`'s default: 2.5
 * GB at most, and only until the stall below cuts them), where 1 MB would be 10 GB.
 */
export const MAX_BACKLOG_BYTES = 256 * 1024;

/**
 * Heartbeats in a row in which a stream's socket took nothing of what waits in it (no write completed) before the
 * stream is cut, whatever the backlog: a client stuck below `MAX_BACKLOG_BYTES` on a game gone quiet would keep
 * that heap for ever. Two periods (30 s by default) with the kernel's buffers full and not a byte taken is a client
 * gone or not reading; one that reads, however slowly, completes a write now and then.
 */
const STALLED_BEATS = 2;

/** Why a stream was cut: too much waiting for its client, or nothing taken for `STALLED_BEATS` heartbeats. */
export type CutReason = 'backlog' | 'stalled';

export interface Streams {
  readonly open: Set<SseStream>;
  /** Told of each stream cut for a client that does not read (counted in the metrics). */
  readonly cut?: (reason: CutReason) => void;
  /**
   * How long a connection that closes after its stream may take to send what waits for its client before it is
   * reset: `STALLED_BEATS` heartbeats, the time a stream's socket may take nothing before it is cut.
   */
  readonly lingerMs: number;
}

/** The open streams of an app and their one heartbeat, every `heartbeatMs` until `stop`. */
export function heldStreams(heartbeatMs: number, cut?: (reason: CutReason) => void): Streams & { stop(): void } {
  const open = new Set<SseStream>();
  const beat = setInterval(() => {
    for (const stream of open) stream.beat();
  }, heartbeatMs);
  beat.unref();
  return { open, ...(cut ? { cut } : {}), lingerMs: STALLED_BEATS * heartbeatMs, stop: () => clearInterval(beat) };
}

/** What a stream's Last-Event-ID counts: the game's versions, or the events of a player's stream. */
export type EventIds = 'version' | 'event';

export function lastEventId(req: Request, what: EventIds): number | undefined {
  const header = req.get('last-event-id')?.trim();
  if (header === undefined) return undefined;
  if (!LAST_EVENT_ID.test(header)) {
    const english = what === 'version' ? 'a version number' : 'an event number';
    throw Refusal.of('invalid-request', `Last-Event-ID must be ${english}.`).saying('last-event-id', { what });
  }
  return header === '' ? undefined : Number(header);
}

/** The status and headers of a stream (also what HEAD answers, with no stream). */
export function sseHeaders(res: Response): void {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
}

function sseStart(res: Response): void {
  if (res.headersSent) return;
  sseHeaders(res);
  res.write('retry: 2000\n\n');
}

/** One event's text; `name` gives it an SSE event name (EventSource's `onmessage` hears only unnamed ones). */
export const sseEvent = (id: number, data: unknown, name?: string): string =>
  `${name === undefined ? '' : `event: ${name}\n`}id: ${id}\ndata: ${JSON.stringify(data)}\n\n`;

let sizedText = '';
let sizedHead = '';

/**
 * A chunk's head (its size in hexadecimal, CRLF) for `text`. The same frame goes to many streams in a row (every
 * viewer of a version), so the last one's size is kept rather than counted again for each.
 */
function chunkSize(text: string): string {
  if (text !== sizedText) {
    sizedText = text;
    sizedHead = `${Buffer.byteLength(text).toString(16)}\r\n`;
  }
  return sizedHead;
}

/**
 * One event stream, as its route and the app's heartbeat and shutdown write to it. Until `hold`, it writes
 * through the response (whose head goes with its first write); once held, on its own socket.
 */
export class SseStream {
  private res: Response | null;
  private socket: Socket | null = null;
  private chunked = true;
  private keepAlive = false;
  private unread: Buffer[] | null = null;
  private unreadBytes = 0;
  private log: DetachedLog | undefined;
  private done = false;
  private stop: (() => void) | null = null;
  /** Told when the stream is cut; set once the stream is held (the bounds apply from then on). */
  private onCut: ((reason: CutReason) => void) | null = null;
  /** The least backlog seen since the stream was held: its catch-up at first, less as the client reads it. */
  private floor = 0;
  /** Whether a write completed since the last heartbeat. */
  private flushed = false;
  private stalledBeats = 0;
  private cutFor: CutReason | null = null;
  /** The held streams' `lingerMs`. */
  private lingerMs = 0;

  constructor(res: Response) {
    this.res = res;
  }

  /** Whether the stream has ended (by the server, cut off, or the client leaving). */
  get ended(): boolean {
    return this.done || this.cutFor !== null || (this.res !== null && this.res.writableEnded);
  }

  /** Writes the head, if it is not written yet (a stream that ends before its first event has one too). */
  start(): void {
    if (this.res !== null && !this.ended) sseStart(this.res);
  }

  /** Writes an event (or a comment); the head first if it is not written yet. */
  write(text: string): void {
    if (this.ended) return;
    if (this.socket === null) {
      const res = this.res as Response;
      sseStart(res);
      res.write(text, this.onFlushed);
    } else if (this.socket.writable && text !== '') {
      if (!this.chunked) {
        this.socket.write(text, this.onFlushed);
      } else {
        // The frame is written as it is, between its chunk's size and CRLF, in one writev: one frame is shared by
        // every stream of its viewer, and a string made of the three would be a copy per stream for the collector.
        const socket = this.socket;
        socket.cork();
        socket.write(chunkSize(text));
        socket.write(text);
        socket.write('\r\n', this.onFlushed);
        socket.uncork();
      }
    } else return;
    if (this.onCut !== null) this.bound();
  }

  /** The app's heartbeat: a comment, and the stream cut if its socket took nothing since the last two. */
  beat(): void {
    this.write(': heartbeat\n\n');
    if (this.ended) return;
    if (this.flushed || this.backlog() === 0) {
      this.flushed = false;
      this.stalledBeats = 0;
    } else if (++this.stalledBeats >= STALLED_BEATS) this.cut('stalled');
  }

  /** Ends the stream; a held one's connection goes back to the server for the client's next request. */
  end(): void {
    if (this.ended) return;
    if (this.socket === null) {
      (this.res as Response).end();
      return;
    }
    const socket = this.socket;
    this.closed(false);
    if (socket.destroyed) return;
    if (this.chunked) socket.write('0\r\n\r\n');
    giveBack(socket, this.keepAlive, this.unread ?? [], this.lingerMs);
    this.unread = null;
  }

  /** Logs a failure of the stream, with its request's id. */
  warn(error: unknown, message: string): void {
    this.say({ error: errorForLog(error) }, message);
  }

  private say(fields: Record<string, unknown>, message: string): void {
    if (this.log) this.log.warn(fields, message);
    else this.res?.req.log.warn(fields, message);
  }

  /**
   * Keeps a started stream open, among the app's streams (and their heartbeat), until it ends or the client
   * leaves; then `stop`. The socket leaves the HTTP server here (detach.ts) when it can.
   */
  hold(streams: Streams, stop: () => void): void {
    const res = this.res as Response;
    if (res.writableEnded) {
      stop();
      return;
    }
    if (res.req.socket.destroyed) {
      // The client left while the stream was being set up.
      stop();
      return;
    }
    sseStart(res);
    streams.open.add(this);
    this.onCut = streams.cut ?? (() => undefined);
    this.lingerMs = streams.lingerMs;
    this.floor = this.backlog();
    this.stop = () => {
      streams.open.delete(this);
      stop();
    };
    res.on('close', this.onResponseClose);
    // Not now: the route may be running inside the parser's own call (a handler that did not wait for anything),
    // with more of the client's bytes still to parse. Once they are, a request pipelined behind this one keeps
    // the stream with the server (detach.ts).
    setImmediate(this.leaveServer);
  }

  private readonly onResponseClose = (): void => {
    this.closed(this.cutFor === null);
  };

  private readonly onFlushed = (): void => {
    this.flushed = true;
  };

  /** What waits in the process for the client: the socket's buffer (and, not yet held, the response's). */
  private backlog(): number {
    if (this.socket !== null) return this.socket.writableLength;
    return this.res?.writableLength ?? 0;
  }

  /** Cuts the stream when its backlog has grown `MAX_BACKLOG_BYTES` beyond the least it has been since held. */
  private bound(): void {
    const backlog = this.backlog();
    if (backlog < this.floor) this.floor = backlog;
    else if (backlog - this.floor > MAX_BACKLOG_BYTES) this.cut('backlog');
  }

  /**
   * Ends the stream of a client that does not read: its connection reset, which drops what waits for it here and
   * in the kernel (a socket only destroyed stays in the kernel with its unsent MBs, probing the client's closed
   * window for minutes). The stream ends when the socket closes, and logs it once, with its request's id.
   */
  private cut(reason: CutReason): void {
    const socket = this.socket ?? this.res?.socket ?? null;
    if (this.ended || socket === null || socket.destroyed) return;
    this.say({ reason, backlogBytes: this.backlog() }, 'event stream cut: its client is not reading');
    this.cutFor = reason;
    this.onCut?.(reason);
    try {
      socket.resetAndDestroy();
    } catch {
      // Not a TCP socket (a TLS one, a pipe): closed as it is.
      socket.destroy();
    }
  }

  /** Takes the stream's socket from the HTTP server, when it can: from now on, chunks are written here. */
  private readonly leaveServer = (): void => {
    const res = this.res;
    if (this.done || res === null || res.writableEnded) return;
    const detached = detach(res.req, res);
    if (detached === null) return;
    res.removeListener('close', this.onResponseClose);
    this.log = detachLog(res);
    this.res = null;
    this.socket = detached.socket;
    this.chunked = detached.chunked;
    this.keepAlive = detached.keepAlive;
    const socket = detached.socket;
    socket.on('data', this.onData);
    // As Node's server: a client that closes its side ends the connection (and so the stream).
    socket.on('end', this.onEnd);
    socket.on('error', this.onError);
    socket.on('close', this.onClose);
  };

  private readonly onData = (chunk: Buffer): void => {
    this.unreadBytes += chunk.length;
    if (!this.keepAlive || this.unreadBytes > MAX_UNREAD_BYTES) {
      // Nothing will read it: a connection that does not stay open, or a client that will not stop sending.
      this.unread = null;
      if (this.unreadBytes > MAX_UNREAD_BYTES) this.socket?.destroy();
      return;
    }
    (this.unread ??= []).push(chunk);
  };

  private readonly onEnd = (): void => {
    this.socket?.end();
  };

  private readonly onError = (): void => {
    this.socket?.destroy();
  };

  private readonly onClose = (): void => {
    this.closed(this.cutFor === null);
  };

  /** The stream is over: its hooks run once, and a held socket is no longer listened to here. */
  private closed(byClient: boolean): void {
    if (this.done) return;
    this.done = true;
    const socket = this.socket;
    if (socket !== null) {
      // The error listener stays: a connection closed after the stream may still fail, and must not end the process.
      socket.removeListener('data', this.onData);
      socket.removeListener('end', this.onEnd);
      socket.removeListener('close', this.onClose);
      this.socket = null;
      this.log?.ended(byClient);
    }
    this.res = null;
    const stop = this.stop;
    this.stop = null;
    stop?.();
  }
}
