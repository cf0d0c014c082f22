// Bounds on connections held (issue 22, hole 2): at most `perIp` from one address (a NAT's players and a
// load test fit in the default 10,000), at most `total` in all (by default what the file-descriptor limit
// allows, file-descriptors.ts). A connection over a bound is accepted, and its first request is answered
// with a problem (429 too-many-connections, 503 server-at-capacity, with Retry-After) and the connection
// closed, rather than reset: the client learns why. Beyond the file-descriptor limit itself nothing can be
// accepted, which is why the total keeps a margin below it. The address is the socket's: behind a proxy
// every connection comes from the proxy, so raise or turn off (0) the per-address bound there.
import type { Socket } from 'node:net';
import { refuse, type ServerRefusal } from './problem-codes.js';

export interface ConnectionBounds {
  /** Connections in all; 0: no bound. */
  readonly total: number;
  /** Connections from one address; 0: no bound. */
  readonly perIp: number;
}

export class ConnectionGate {
  private open = 0;
  private readonly byAddress = new Map<string, number>();
  private readonly refused = new WeakMap<Socket, ServerRefusal>();
  /** Connections counted: a held event stream's connection comes back to the server as new (sse.ts), once. */
  private readonly counted = new WeakSet<Socket>();

  constructor(private readonly bounds: ConnectionBounds) {}

  /** Counts a new connection, or marks it to be refused at its first request (server 'connection'). */
  admit(socket: Socket): void {
    if (this.counted.has(socket)) return;
    const address = socket.remoteAddress ?? 'unknown';
    const fromAddress = this.byAddress.get(address) ?? 0;
    const { total, perIp } = this.bounds;
    if (total > 0 && this.open >= total) {
      this.refused.set(
        socket,
        refuse(
          'server-at-capacity',
          `This server holds as many connections as it can (${total}): try again shortly, or another server.`,
        ).saying('server-at-capacity', { total }),
      );
      return;
    }
    if (perIp > 0 && fromAddress >= perIp) {
      this.refused.set(
        socket,
        refuse(
          'too-many-connections',
          `Your address holds ${fromAddress} connections to this server, the most one address may (${perIp}): close some (one event stream per player follows all their games).`,
        ).saying('too-many-connections', { count: fromAddress, max: perIp }),
      );
      return;
    }
    this.open += 1;
    this.counted.add(socket);
    this.byAddress.set(address, fromAddress + 1);
    socket.once('close', () => {
      this.open -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    });
  }

  /** Why this connection is refused, or null when it is within the bounds. */
  refusalOf(socket: Socket): ServerRefusal | null {
    return this.refused.get(socket) ?? null;
  }

  /** Connections counted now (for tests and metrics). */
  get held(): number {
    return this.open;
  }
}
