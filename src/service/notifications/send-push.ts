// One Web Push: the payload encrypted for the subscription (RFC 8291, aes128gcm) and signed with VAPID by the
// `web-push` library, then POSTed by send-http.ts over the filtering HTTPS agent (connect.ts). Not with
// web-push's own sendNotification: the endpoint is an address the client chose, and that one reads the answer
// whole into a string (a push "service" streaming a body without end crashed the process, again at every
// restart, as the row was claimed again) under a socket timeout only (one dripping a byte now and then held a
// worker slot for good, and another each time the lease ended). The payload is the webhook's body: game ids
// and what happened, never a key or token.
import type { Agents } from './connect.js';
import { post, type Outcome } from './send-http.js';
import { webPushModule, type VapidKeys } from './settings.js';

export interface Subscription {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** Seconds a push service keeps a message for a browser that is offline: a turn is still worth telling a day on. */
const TTL_SECONDS = 24 * 3600;

export async function sendPush(
  agents: Agents,
  vapid: VapidKeys,
  subscription: Subscription,
  body: string,
  timeoutMs: number,
): Promise<Outcome> {
  const webPush = await webPushModule();
  let request: ReturnType<typeof webPush.generateRequestDetails>;
  try {
    request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      body,
      { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'high' },
    );
  } catch (error) {
    return { status: null, error: error instanceof Error ? error.message.slice(0, 200) : 'push failed' };
  }
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
  return post(agents, subscription.endpoint, headers, request.body ?? Buffer.alloc(0), timeoutMs);
}

/** A subscription the push service says is gone (404, 410): it is deleted rather than retried. */
export const isGone = (o: Outcome): boolean => o.status === 404 || o.status === 410;
