// One webhook delivery's headers, signed per Standard Webhooks (the `standardwebhooks` library; its id is the
// outbox row's, the same on every retry; a new timestamp and signature each time). The POST is send-http.ts's.
import { Webhook } from 'standardwebhooks';

export function signedHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  const signature = new Webhook(secret).sign(id, at, body);
  return {
    'content-type': 'application/json',
    'user-agent': 'Croupier-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}
