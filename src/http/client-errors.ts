// Requests Node's HTTP parser refuses before Express sees them: a header too large, a character HTTP does not
// allow in a header or the path (a NUL, a control character), a malformed request line, a body whose framing
// does not parse. Node's own answer is a bare status line; these get the problem+json of any other refusal,
// with a sentence saying what to fix. The connection is closed after it: once a request does not parse, where
// the next one would begin cannot be told. Nothing of the request is echoed (it may hold a token).
// A request that did not arrive in time (slow-clients.ts) gets 408 request-timeout, and a connection that
// broke is just closed. Three more requests Node would answer itself, with an empty body
// or none: an HTTP/1.1 request without Host (the server lets it through, and guard.ts refuses it as any
// other malformed request), an Expect other than 100-continue (417), and CONNECT (this is not a proxy).
import {
  createServer,
  maxHeaderSize,
  STATUS_CODES,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { ConnectionGate, type ConnectionBounds } from './connection-limits.js';
import { boundArrival, checkingIntervalMs, DEFAULT_ARRIVAL_BOUNDS, type ArrivalBounds } from './slow-clients.js';
import { Refusal } from '../service/refusal.js';
import { refuse, type ServerRefusal } from './problem-codes.js';
import { problemBody, rawProblem, statusOf } from './problem.js';

/** What llhttp's error codes (HPE_…) say about the request, in a client's words. */
const PARSE_ERRORS: Record<string, string> = {
  HPE_INVALID_HEADER_TOKEN:
    'a header name or value holds a character HTTP does not allow (a NUL, a control character, a bare CR or LF)',
  HPE_INVALID_METHOD: 'its method is not an HTTP method',
  HPE_INVALID_URL:
    'its path holds a character HTTP does not allow (a space, a NUL, a control character): percent-encode it',
  HPE_INVALID_VERSION: 'its HTTP version is not HTTP/1.0 or HTTP/1.1',
  HPE_INVALID_CONTENT_LENGTH: 'its Content-Length is not a number',
  HPE_UNEXPECTED_CONTENT_LENGTH: 'it has both a Content-Length and a Transfer-Encoding',
  HPE_INVALID_TRANSFER_ENCODING: 'its Transfer-Encoding is not one this server reads (chunked, last)',
  HPE_INVALID_CHUNK_SIZE: 'a chunk of its body does not start with its size in hexadecimal',
};

/** The refusal for a request the parser refused; null for anything that is not a parse error. */
export function parseRefusal(code: string | undefined): ServerRefusal | null {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return refuse(
      'headers-too-large',
      `The request's headers are larger than this server reads (${maxHeaderSize / 1024} kB in all): send fewer or shorter headers.`,
    ).saying('headers-too-large', { kb: maxHeaderSize / 1024 });
  }
  if (code === undefined || !code.startsWith('HPE_')) return null;
  const what = PARSE_ERRORS[code] ?? 'its request line, headers or body framing are malformed';
  return Refusal.of('invalid-request', `The request is not well-formed HTTP/1.1: ${what}.`);
}

function answer(socket: Duplex, refusal: ServerRefusal): void {
  const body = problemBody(refusal);
  const status = statusOf(refusal);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Content-Type: application/problem+json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
    // Closed for reading too once the answer is out: a client still sending its oversized headers must
    // not hold the connection open.
    () => socket.destroy(),
  );
}

/** How long a request may take to arrive, and how many connections the server holds (unbounded when absent). */
export interface ServerLimits {
  readonly arrival?: Partial<ArrivalBounds>;
  readonly connections?: ConnectionBounds;
}

/** The first request of a connection over a bound: its problem, and the connection closed after it. */
function answerRefused(req: IncomingMessage, res: ServerResponse, refusal: ServerRefusal): void {
  const { status, body, headers } = rawProblem(req, refusal);
  res.writeHead(status, { ...headers, 'Retry-After': '5', Connection: 'close' });
  res.end(body);
}

/**
 * The server of an app: every refusal Node would make itself answered as problem+json (below), requests
 * bounded in the time they take to arrive (slow-clients.ts) and connections in number (connection-limits.ts).
 */
export function createHttpServer(app: RequestListener, limits: ServerLimits = {}): Server {
  const arrival = { ...DEFAULT_ARRIVAL_BOUNDS, ...limits.arrival };
  const gate = limits.connections ? new ConnectionGate(limits.connections) : null;
  const listener: RequestListener = gate
    ? (req, res) => {
        const refusal = gate.refusalOf(req.socket);
        if (refusal) answerRefused(req, res, refusal);
        else app(req, res);
      }
    : app;
  const server = createServer(
    { requireHostHeader: false, connectionsCheckingInterval: checkingIntervalMs(arrival) },
    listener,
  );
  if (gate) server.on('connection', (socket: Socket) => gate.admit(socket));
  boundArrival(server, arrival);
  answerClientErrors(server, arrival);
  return server;
}

/** Answers what the HTTP parser refused as problem+json (`clientError` of the server). */
function answerClientErrors(server: Server, arrival: ArrivalBounds): void {
  server.on('checkExpectation', (req, res) => {
    const refusal = refuse(
      'expectation-failed',
      'This server meets no expectation but 100-continue: send the request without its Expect header.',
    ).saying('expectation-failed');
    const { status, body, headers } = rawProblem(req, refusal);
    // The connection is kept: the request is framed, so Node discards the body it does not read. Closing it
    // under a client still sending its body would reset the connection before the client reads the answer.
    res.writeHead(status, headers);
    res.end(body);
  });
  // CONNECT asks for a tunnel: Node hands over the socket, which nothing else would answer, with no error
  // listener left on it. One goes first: a client that resets the connection must not end the process.
  server.on('connect', (_req, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    answer(
      socket,
      refuse('route-not-found', 'This server is not a proxy: CONNECT is not served.').saying('route-not-found/connect'),
    );
  });
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    // As Node's own handler: no answer on a connection whose answer to an earlier request has begun.
    const inFlight = (socket as Duplex & { _httpMessage?: { _headerSent?: boolean } | null })._httpMessage;
    const refusal = parseRefusal(error.code);
    if (!socket.writable || inFlight?._headerSent === true) socket.destroy();
    else if (refusal) answer(socket, refusal);
    else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
      answer(
        socket,
        refuse(
          'request-timeout',
          `The request did not arrive in time: its headers are read for ${arrival.headersTimeoutMs / 1000} s, its body for ${arrival.bodyTimeoutMs / 1000} s more. Send each at once, and whole.`,
        ).saying('request-timeout', {
          headers: arrival.headersTimeoutMs / 1000,
          body: arrival.bodyTimeoutMs / 1000,
        }),
      );
    else socket.destroy();
  });
}
