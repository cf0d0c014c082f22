// The agents every delivery connects through: request-filtering-agent checks each address a connection is
// about to use, after DNS, so a name that resolved to a public address at registration and to a private one
// now is still refused (addresses.ts checked it first, to answer the client). Kept alive and shared by all
// deliveries of the process: a consumer receiving many deliveries gets them over a few connections.
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import type { NotificationSettings } from './settings.js';

export interface Agents {
  readonly http: RequestFilteringHttpAgent;
  readonly https: RequestFilteringHttpsAgent;
  destroy(): void;
}

/** Connections held per consumer host at most: enough to keep a busy consumer fed, bounded for a slow one. */
const SOCKETS_PER_HOST = 32;

export function agentsFor(settings: NotificationSettings): Agents {
  const filter = {
    allowPrivateIPAddress: settings.allowPrivate,
    allowMetaIPAddress: settings.allowPrivate,
    // Metadata services answer on a link-local address, refused already; named so that no option reopens it.
    denyIPAddressList: settings.allowPrivate ? [] : ['169.254.169.254', 'fd00:ec2::254'],
  };
  const common = { keepAlive: true, maxSockets: SOCKETS_PER_HOST, timeout: settings.timeoutMs, ...filter };
  const http = new RequestFilteringHttpAgent(common);
  const https = new RequestFilteringHttpsAgent({ ...common, ...(settings.ca ? { ca: settings.ca } : {}) });
  return {
    http,
    https,
    destroy() {
      http.destroy();
      https.destroy();
    },
  };
}
