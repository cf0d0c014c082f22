// What every Server-Sent Events route shares: the Last-Event-ID header as a number, the response head
// (written once, on the first event or when the stream is ready), heartbeats as comments so proxies keep
// the stream open, and the set of open streams that shutdown ends. One timer beats for all the open streams
// of the app: a timer per stream cost each of 19,000 idle streams its timer object and closure, and the
// process a wake-up per stream (issue 22); a stream still hears one at least every `heartbeatMs`.
import type { Request, Response } from 'express';
import { Refusal } from '../service/refusal.js';
import { LAST_EVENT_ID_PATTERN } from './header-patterns.js';

const LAST_EVENT_ID = new RegExp(LAST_EVENT_ID_PATTERN);

export interface Streams {
  readonly open: Set<Response>;
}

/** The open streams of an app and their one heartbeat, every `heartbeatMs` until `stop`. */
export function heldStreams(heartbeatMs: number): Streams & { stop(): void } {
  const open = new Set<Response>();
  const beat = setInterval(() => {
    for (const res of open) res.write(': heartbeat\n\n');
  }, heartbeatMs);
  beat.unref();
  return { open, stop: () => clearInterval(beat) };
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

export function sseStart(res: Response): void {
  if (res.headersSent) return;
  sseHeaders(res);
  res.write('retry: 2000\n\n');
}

/** One event; `name` gives it an SSE event name (EventSource's `onmessage` hears only unnamed ones). */
export function sseSend(res: Response, id: number, data: unknown, name?: string): void {
  sseStart(res);
  res.write(`${name === undefined ? '' : `event: ${name}\n`}id: ${id}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** Keeps a started stream open, among the app's streams (and their heartbeat), until the client leaves; then `stop`. */
export function sseHold(req: Request, res: Response, streams: Streams, stop: () => void): void {
  if (res.writableEnded) return;
  if (req.socket.destroyed) {
    // The client left while the stream was being set up.
    stop();
    return;
  }
  sseStart(res);
  streams.open.add(res);
  res.on('close', () => {
    streams.open.delete(res);
    stop();
  });
}
