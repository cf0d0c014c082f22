// Taking a held event stream's socket away from Node's HTTP server, as Node itself does for an upgrade
// (lib/_http_server.js, onParserExecuteCommon's upgrade branch), and giving it back when the stream ends.
// Held by the server, an idle stream kept its request and response (with express's and the middleware's
// properties), its HTTP parser and the server's per-connection state: ~22 kB of the ~24 kB each of 19,000 idle
// streams cost (issue 22). Detached, a stream is its socket and the few objects that write to it (sse.ts).
// The server's listeners are told apart by their names in Node 20's lib (bound socketOnData, socketOnError…);
// when anything is not as expected (another request already parsed on the connection, no parser, no server),
// nothing is detached and the stream stays with the response, as before.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Node's HTTP parser, as much of it as is freed here (an internal object: checked before use). */
interface Parser {
  incoming: IncomingMessage | null;
  socket: Socket | null;
  _consumed?: boolean;
  unconsume(): void;
  finish(): unknown;
  remove(): void;
  close(): void;
  onIncoming: unknown;
}

type ServedSocket = Socket & {
  parser?: Parser | null;
  _httpMessage?: unknown;
  server?: Server;
};

/** The listeners Node's HTTP server puts on a connection (connectionListenerInternal), by name. */
const SERVER_LISTENERS: Readonly<Record<string, readonly string[]>> = {
  data: ['bound socketOnData'],
  end: ['bound socketOnEnd'],
  close: ['bound socketOnClose'],
  drain: ['bound socketOnDrain'],
  error: ['socketOnError'],
  timeout: ['socketOnTimeout'],
  resume: ['onSocketResume'],
  pause: ['onSocketPause'],
};

/** A socket taken from the HTTP server: the stream writes to it itself (its chunked encoding included). */
export interface Detached {
  readonly socket: Socket;
  /** Whether the response is chunked (HTTP/1.1), so each write is a chunk and the end is `0\r\n\r\n`. */
  readonly chunked: boolean;
  /** Whether the connection serves further requests after the stream (HTTP/1.1 without Connection: close). */
  readonly keepAlive: boolean;
}

/**
 * Takes the socket of a started response away from the HTTP server: the server's listeners off, its parser
 * freed, the response and request no longer referenced by the socket. Null (and nothing changed) when the
 * response cannot be detached; it then goes on as a response.
 */
export function detach(req: IncomingMessage, res: ServerResponse): Detached | null {
  const socket = req.socket as ServedSocket;
  const parser = socket.parser;
  const internals = res as ServerResponse & { chunkedEncoding?: boolean; _last?: boolean };
  if (
    !parser ||
    // A later request already parsed on this connection (pipelined) waits for this response: leave both to Node.
    parser.incoming !== req ||
    socket._httpMessage !== res ||
    res.socket !== socket ||
    !res.headersSent ||
    res.writableEnded ||
    socket.destroyed ||
    typeof parser.unconsume !== 'function' ||
    typeof parser.remove !== 'function' ||
    typeof parser.close !== 'function' ||
    !hasServerListeners(socket)
  )
    return null;
  for (const [event, names] of Object.entries(SERVER_LISTENERS))
    for (const listener of socket.listeners(event))
      if (names.includes(listener.name)) socket.removeListener(event, listener as (...args: unknown[]) => void);
  if (parser._consumed) parser.unconsume();
  parser._consumed = false;
  parser.finish();
  // As Node's freeParser: out of the server's list of connections (its header and request timeouts), then closed
  // once the current call stack has unwound.
  parser.remove();
  parser.incoming = null;
  parser.socket = null;
  parser.onIncoming = null;
  setImmediate(() => parser.close());
  socket.parser = null;
  (req as IncomingMessage & { parser?: unknown }).parser = null;
  res.detachSocket(socket);
  // `_last`: Node closes the connection after this response (HTTP/1.0 unchunked, Connection: close asked).
  return { socket, chunked: internals.chunkedEncoding === true, keepAlive: internals._last !== true };
}

function hasServerListeners(socket: Socket): boolean {
  return socket.listeners('data').some(listener => listener.name === 'bound socketOnData');
}

/**
 * Ends a connection, and resets it if it is still open `lingerMs` later. `end` only sends the close after every
 * byte written before it: a client that stopped reading (an HTTP/1.0 one, or one that asked `Connection: close`)
 * would keep the connection, its descriptor and what waits in its buffers for as long as it stays silent.
 */
function endWithin(socket: Socket, lingerMs: number): void {
  socket.end();
  if (socket.destroyed) return;
  const timer = setTimeout(() => {
    if (socket.destroyed) return;
    try {
      socket.resetAndDestroy();
    } catch {
      // Not a TCP socket: closed as it is.
      socket.destroy();
    }
  }, lingerMs);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/**
 * Gives a detached connection back to its server once the stream has ended, as a new connection would come
 * (the request after the stream is served, as on any keep-alive connection); `unread` is what the client sent
 * meanwhile, read again first. A connection without its server, or that does not stay open, is closed. The
 * caller has taken its own listeners off.
 */
export function giveBack(socket: Socket, keepAlive: boolean, unread: readonly Buffer[], lingerMs: number): void {
  const server = (socket as ServedSocket).server;
  // A server that stopped listening is shutting down (its streams end first): it must not take new connections,
  // which would keep its close waiting.
  if (!keepAlive || server === undefined || !server.listening || socket.destroyed || !socket.readable) {
    endWithin(socket, lingerMs);
    return;
  }
  // As Node after a response on a keep-alive connection: closed if it stays idle `keepAliveTimeout`, a bound
  // lifted by the next request's first bytes.
  if (unread.length === 0 && server.keepAliveTimeout > 0) {
    socket.setTimeout(server.keepAliveTimeout);
    socket.once('data', () => socket.setTimeout(0));
  }
  for (const chunk of [...unread].reverse()) socket.unshift(chunk);
  server.emit('connection', socket);
}
