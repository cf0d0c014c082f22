// One Web Push: the payload encrypted for the subscription (RFC 8291, aes128gcm) and sent with VAPID by the
// `web-push` library, over the filtering HTTPS agent (connect.ts). The payload is the webhook's body: game
// ids and what happened, never a key or token.
import type { Agents } from './connect.js';
import type { Outcome } from './send-webhook.js';
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
  try {
    const result = await webPush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      body,
      {
        vapidDetails: vapid,
        TTL: TTL_SECONDS,
        timeout: timeoutMs,
        agent: agents.https,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      },
    );
    return { status: result.statusCode, error: null };
  } catch (error) {
    if (error instanceof webPush.WebPushError) return { status: error.statusCode, error: `HTTP ${error.statusCode}` };
    return { status: null, error: error instanceof Error ? error.message.slice(0, 200) : 'push failed' };
  }
}

/** A subscription the push service says is gone (404, 410): it is deleted rather than retried. */
export const isGone = (o: Outcome): boolean => o.status === 404 || o.status === 410;
