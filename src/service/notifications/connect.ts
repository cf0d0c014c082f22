// The agents every delivery connects through. Each address a connection is about to use is classified by
// addresses.ts's refusalOfIp, the rule registration applies, after DNS: a name that resolved to a public
// address at registration and to a private one now is still refused, and so is a literal address a row holds
// from before a range was refused (addresses.ts checked it first, to answer the client). request-filtering-
// agent's own check (every range ipaddr.js does not call `unicast`) stays underneath as a second fence; ours
// comes first because that one takes the deprecated IPv4-compatible ::7f00:1 for a public address. Kept alive
// and shared by all deliveries of the process: a consumer receiving many deliveries gets them over a few
// connections. Every lookup goes through the process's DNS gate (dns-gate.ts), waiting for a slot no longer
// than a delivery may take: a client's name server cannot hold more than a bounded share of libuv's threads.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, Socket, type LookupFunction, type TcpNetConnectOpts } from 'node:net';
import type { Duplex } from 'node:stream';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { refusalOfIp } from './addresses.js';
import { clientNameLookups, type LookupGate } from './dns-gate.js';
import type { NotificationSettings } from './settings.js';

export interface Agents {
  readonly http: RequestFilteringHttpAgent;
  readonly https: RequestFilteringHttpsAgent;
  destroy(): void;
}

/** Connections held per consumer host at most: enough to keep a busy consumer fed, bounded for a slow one. */
const SOCKETS_PER_HOST = 32;

/**
 * The error a refused connection fails with: the delivery's `lastError`, which its owner reads. A name's
 * refused address is not named: the owner controls the name's DNS, and could map the server's own network by
 * pointing the name at address after address and reading which kind each is. A literal address is the owner's
 * own words.
 */
const refusedAddress = (address: string, host: string): Error | null => {
  const reason = refusalOfIp(address);
  if (reason === null) return null;
  return new Error(
    address === host
      ? `connecting to ${address} is not allowed: ${reason} address`
      : `connecting to ${host} is not allowed: it resolved to a ${reason} address`,
  );
};

/**
 * An error of a connection as its owner may read it: request-filtering-agent's refusals (the fence under ours)
 * name the address a name resolved to, which is told as ours are, without it.
 */
export function connectionError(error: Error, host: string): string {
  if (/^DNS lookup .* is not allowed/.test(error.message))
    return `connecting to ${host} is not allowed: it resolved to a refused address`;
  return error.message.slice(0, 200);
}

type Connected = (error: Error | null, socket: Duplex) => void;

/** A socket that fails at once, as request-filtering-agent answers a refused literal address. */
function refusedSocket(error: Error, connected: Connected | undefined): Socket {
  const socket = new Socket();
  if (connected) connected(error, socket);
  else socket.destroy(error);
  return socket;
}

/** `base` (dns.lookup), failing when any address it gives is refused. */
export function guardedLookup(base: LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    base(hostname, options, (error, address, family) => {
      if (error) {
        callback(error, address, family);
        return;
      }
      const addresses: readonly (string | LookupAddress)[] = typeof address === 'string' ? [address] : address;
      for (const each of addresses) {
        const refused = refusedAddress(typeof each === 'string' ? each : each.address, hostname);
        if (refused) {
          callback(refused, address, family);
          return;
        }
      }
      callback(null, address, family);
    });
  };
}

/** A literal address in the URL reaches createConnection without any lookup: it is checked there. */
const literalRefusal = (options: TcpNetConnectOpts): Error | null =>
  options.host !== undefined && isIP(options.host) !== 0 ? refusedAddress(options.host, options.host) : null;

class GuardedHttpAgent extends RequestFilteringHttpAgent {
  override createConnection(options: TcpNetConnectOpts, connected?: Connected): Duplex | Socket {
    const refused = literalRefusal(options);
    return refused ? refusedSocket(refused, connected) : super.createConnection(options, connected);
  }
}

class GuardedHttpsAgent extends RequestFilteringHttpsAgent {
  override createConnection(options: TcpNetConnectOpts, connected?: Connected): Duplex | Socket {
    const refused = literalRefusal(options);
    return refused ? refusedSocket(refused, connected) : super.createConnection(options, connected);
  }
}

const systemLookup = dnsLookup as unknown as LookupFunction;

/**
 * `lookup`: how names resolve (the system's; a test's own to pretend a name resolves somewhere), through `gate`
 * (the process's).
 */
export function agentsFor(
  settings: NotificationSettings,
  lookup: LookupFunction = systemLookup,
  gate: LookupGate = clientNameLookups,
): Agents {
  const filter = {
    allowPrivateIPAddress: settings.allowPrivate,
    allowMetaIPAddress: settings.allowPrivate,
    // Metadata services answer on a link-local address, refused already; named so that no option reopens it.
    denyIPAddressList: settings.allowPrivate ? [] : ['169.254.169.254', 'fd00:ec2::254'],
  };
  const common = { keepAlive: true, maxSockets: SOCKETS_PER_HOST, timeout: settings.timeoutMs, ...filter };
  // The agent's options reach every connection it makes, `lookup` included (node's Agent merges them in).
  const gated = gate.gated(lookup, settings.timeoutMs);
  const lookups = { lookup: settings.allowPrivate ? gated : guardedLookup(gated) };
  const http = settings.allowPrivate
    ? new RequestFilteringHttpAgent({ ...common, ...lookups })
    : new GuardedHttpAgent({ ...common, ...lookups });
  const httpsOptions = { ...common, ...lookups, ...(settings.ca ? { ca: settings.ca } : {}) };
  const https = settings.allowPrivate
    ? new RequestFilteringHttpsAgent(httpsOptions)
    : new GuardedHttpsAgent(httpsOptions);
  return {
    http,
    https,
    destroy() {
      http.destroy();
      https.destroy();
    },
  };
}
