// The OpenAPI operations of notifications (issue 25): a player's webhooks, their deliveries and pings, and Web
// Push subscriptions. Same conventions as openapi-tables.ts.
import { answer, example, jsonBody, problems, type Api } from './openapi/conventions.js';
import {
  CreateWebhookBody,
  DeliveryList,
  NewWebhook,
  PushKey,
  PushSubscriptionBody,
  PushSubscriptionCreated,
  Queued,
  RotatedWebhook,
  WebhookList,
} from '../service/notifications/schemas.js';
import { PushSubscriptionIdParams, WebhookIdParams } from './schemas-notifications.js';

const WEBHOOK_ID = '5f0c2a8e-2b1d-4c3e-9a7f-1e2d3c4b5a69';
const WEBHOOK = {
  id: WEBHOOK_ID,
  url: 'https://bot.example.org/croupier',
  events: ['your-turn'],
  createdAt: '2026-11-26T12:00:00.000Z',
  enabled: true,
};

export function registerNotificationRoutes({ op }: Api): void {
  op({
    method: 'post',
    path: '/players/me/webhooks',
    operationId: 'addWebhook',
    tag: 'Notifications',
    access: 'player',
    summary: 'Add a webhook',
    description:
      'Each event of `events` (all when absent) is POSTed to `url` as JSON `{ type, gameId, version, … }`, signed per Standard Webhooks with the `secret` shown once here ' +
      '(headers webhook-id, webhook-timestamp, webhook-signature). A delivery is retried with backoff for 24 hours under the same webhook-id; then the webhook is disabled ' +
      'and your stream says so (webhook-disabled). Within 5 s, no redirect followed, the answer body ignored. At most 10 per player.',
    request: {
      body: jsonBody(CreateWebhookBody, {
        turns: example('Your turns only', { url: 'https://bot.example.org/croupier', events: ['your-turn'] }),
      }),
    },
    responses: {
      201: answer('The webhook and its signing secret (shown once).', NewWebhook, {
        created: example('Added', { ...WEBHOOK, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }),
      }),
      ...problems(400, 401, 413, 415, 422, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/players/me/webhooks',
    operationId: 'listWebhooks',
    tag: 'Notifications',
    access: 'player',
    summary: 'List my webhooks',
    description: 'Your webhooks, oldest first, without their secrets.',
    responses: {
      200: answer('Your webhooks.', WebhookList, { one: example('One webhook', { webhooks: [WEBHOOK] }) }),
      ...problems(400, 401, 429, 503),
    },
  });
  op({
    method: 'delete',
    path: '/players/me/webhooks/{id}',
    operationId: 'deleteWebhook',
    tag: 'Notifications',
    access: 'player',
    summary: 'Delete a webhook',
    description: 'Nothing more is sent to it, not even the deliveries still queued.',
    request: { params: WebhookIdParams },
    responses: { 204: { description: 'Deleted.' }, ...problems(400, 401, 404, 429, 503) },
  });
  op({
    method: 'post',
    path: '/players/me/webhooks/{id}/ping',
    operationId: 'pingWebhook',
    tag: 'Notifications',
    access: 'player',
    summary: 'Send a ping to a webhook',
    description:
      'Queues a delivery of type `ping`; GET …/deliveries shows how it went. A disabled webhook is not sent to: add it again.',
    request: { params: WebhookIdParams },
    responses: {
      202: answer('The queued delivery.', Queued, {
        queued: example('Queued', { id: 'msg_2b7f3c1e-9d4a-4e8b-a6c5-3f1e2d4c5b6a' }),
      }),
      ...problems(400, 401, 404, 429, 503),
    },
  });
  op({
    method: 'post',
    path: '/players/me/webhooks/{id}/secret',
    operationId: 'rotateWebhookSecret',
    tag: 'Notifications',
    access: 'player',
    summary: "Rotate a webhook's secret",
    description:
      'Makes a new signing secret, shown once here. For 24 hours (`previousSecretExpiresAt`) every delivery, those already queued included, is signed with both the new and the replaced secret ' +
      '(two space-separated signatures in webhook-signature, as Standard Webhooks allows), so a receiver verifying with either accepts it: switch your receiver to the new secret within that time. ' +
      'Then only the new one signs and the old one is forgotten. Rotating again within the 24 hours replaces the old secret with the one the previous rotation made: only the latest two sign.',
    request: { params: WebhookIdParams },
    responses: {
      200: answer(
        'The webhook, its new secret (shown once), and until when the replaced one still signs.',
        RotatedWebhook,
        {
          rotated: example('Rotated', {
            ...WEBHOOK,
            secret: 'whsec_3Jq0Zb6yWm1Tn8Rk2Xc5Vd7Lf9Hg4Ps',
            previousSecretExpiresAt: '2026-11-27T12:00:00.000Z',
          }),
        },
      ),
      ...problems(400, 401, 404, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/players/me/webhooks/{id}/deliveries',
    operationId: 'listWebhookDeliveries',
    tag: 'Notifications',
    access: 'player',
    summary: "List a webhook's latest deliveries",
    description: 'The latest 50, newest first: state, attempts, and the last attempt’s time, status and error.',
    request: { params: WebhookIdParams },
    responses: {
      200: answer('The deliveries.', DeliveryList, {
        one: example('One delivered', {
          deliveries: [
            {
              id: 'msg_2b7f3c1e-9d4a-4e8b-a6c5-3f1e2d4c5b6a',
              type: 'your-turn',
              createdAt: '2026-11-26T12:00:00.000Z',
              state: 'delivered',
              attempts: 1,
              lastAttemptAt: '2026-11-26T12:00:00.040Z',
              lastStatus: 204,
            },
          ],
        }),
      }),
      ...problems(400, 401, 404, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/push/key',
    operationId: 'getPushKey',
    tag: 'Notifications',
    access: 'public',
    summary: "Get the server's Web Push key",
    description: 'The VAPID public key, to give pushManager.subscribe as applicationServerKey.',
    responses: {
      200: answer('The key.', PushKey, {
        key: example('The key', {
          publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
        }),
      }),
      ...problems(400, 429, 503),
    },
  });
  op({
    method: 'post',
    path: '/players/me/push-subscriptions',
    operationId: 'addPushSubscription',
    tag: 'Notifications',
    access: 'player',
    summary: 'Subscribe a browser to Web Push',
    description:
      "The browser's PushSubscription JSON. Its endpoint is checked as a webhook URL is (https only) and its keys now. Your turns, tables starting, games over and rematches are then pushed, encrypted (RFC 8291); a subscription the push service calls gone (404/410) is deleted, and so is one whose device key (this request's) is revoked.",
    request: {
      body: jsonBody(PushSubscriptionBody, {
        browser: example('A browser', {
          endpoint: 'https://push.example.net/send/abc',
          expirationTime: null,
          keys: {
            p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        }),
      }),
    },
    responses: {
      201: answer('The subscription.', PushSubscriptionCreated, {
        created: example('Subscribed', { id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d' }),
      }),
      ...problems(400, 401, 413, 415, 422, 429, 503),
    },
  });
  op({
    method: 'delete',
    path: '/players/me/push-subscriptions/{id}',
    operationId: 'deletePushSubscription',
    tag: 'Notifications',
    access: 'player',
    summary: 'Unsubscribe a browser',
    description: 'Nothing more is pushed to it.',
    request: { params: PushSubscriptionIdParams },
    responses: { 204: { description: 'Deleted.' }, ...problems(400, 401, 404, 429, 503) },
  });
}
