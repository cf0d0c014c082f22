// Bounds on the time a request takes to arrive (issue 22, hole 2), so a client sending one byte every few
// seconds cannot hold a connection for minutes: its headers within `headersTimeoutMs` (Node's
// headersTimeout), its body within `bodyTimeoutMs` of its headers (a timer per request with a body,
// answered 408 request-timeout as a problem, and the connection closed). Node checks its own timers only
// every `connectionsCheckingInterval` (30 s by default), which would let a bound of 10 s run to 40: the
// check runs at a quarter of the headers' bound, at most every second. Node's request timeout stays as a
// backstop for a body nobody reads (a refused request's, which Node drains). An event stream is a GET
// without a body: once its headers are in, no bound applies to it, however long it stays open.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { refuse } from './problem-codes.js';
import { rawProblem } from './problem.js';

export interface ArrivalBounds {
  readonly headersTimeoutMs: number;
  readonly bodyTimeoutMs: number;
}

export const DEFAULT_ARRIVAL_BOUNDS: ArrivalBounds = { headersTimeoutMs: 10_000, bodyTimeoutMs: 30_000 };

/** How often Node looks for connections past their bounds: often enough to enforce them within a second. */
export const checkingIntervalMs = (bounds: ArrivalBounds): number =>
  Math.max(25, Math.min(1000, Math.floor(Math.min(bounds.headersTimeoutMs, bounds.bodyTimeoutMs) / 4)));

const hasBody = (req: IncomingMessage): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** The 408 of a body that did not arrive in time; the connection is closed after it. */
function answerLate(req: IncomingMessage, res: ServerResponse, bodyTimeoutMs: number): void {
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  const refusal = refuse(
    'request-timeout',
    `The request's body did not arrive within ${bodyTimeoutMs / 1000} s of its headers: send it at once, and whole.`,
  ).saying('request-timeout/body', { seconds: bodyTimeoutMs / 1000 });
  const { status, body, headers } = rawProblem(req, refusal);
  res.writeHead(status, { ...headers, Connection: 'close' });
  res.end(body, () => req.socket.destroy());
}

/** Applies the bounds to `server` (created with connectionsCheckingInterval = checkingIntervalMs(bounds)). */
export function boundArrival(server: Server, bounds: ArrivalBounds): void {
  server.headersTimeout = bounds.headersTimeoutMs;
  server.requestTimeout = bounds.headersTimeoutMs + bounds.bodyTimeoutMs + 1000;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.complete || !hasBody(req)) return;
    const timer = setTimeout(() => {
      if (!req.complete) answerLate(req, res, bounds.bodyTimeoutMs);
    }, bounds.bodyTimeoutMs);
    timer.unref();
    const clear = (): void => clearTimeout(timer);
    req.once('end', clear);
    req.once('close', clear);
    res.once('close', clear);
  });
}
