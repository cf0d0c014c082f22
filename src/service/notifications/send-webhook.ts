// One webhook delivery's headers, signed per Standard Webhooks (the `standardwebhooks` library; its id is the
// outbox row's, the same on every retry; a new timestamp and signature each time). The POST is send-http.ts's.
// While a rotated secret's grace period lasts, the delivery carries one signature per secret, space-separated
// as the standard allows (`v1,<new> v1,<old>`): a receiver that verifies with either secret accepts it.
import { Webhook } from 'standardwebhooks';

export function signedHeaders(
  secrets: readonly [string, ...string[]],
  id: string,
  at: Date,
  body: string,
): Record<string, string> {
  const signature = secrets.map(secret => new Webhook(secret).sign(id, at, body)).join(' ');
  return {
    'content-type': 'application/json',
    'user-agent': 'Croupier-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}
