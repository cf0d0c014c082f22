// The shapes of webhooks, their deliveries and push subscriptions, declared once: the service's types are
// inferred from them and http/ documents them.
import { z } from '../zod.js';
import { DELIVERY_TYPES } from './kinds.js';
import { MAX_URL_LENGTH } from './addresses.js';

export const DeliveryType = z.enum(DELIVERY_TYPES).openapi('DeliveryType', {
  description:
    'What a delivery announces: your-turn; seated (a table you sit at started); invited (challenged by name: POST /challenges); game-over; rematch (offered); ping (asked with POST /players/me/webhooks/{id}/ping); turn-reminder (a correspondence turn of yours runs out soon: once a turn, when the time left falls to the lesser of 24 hours and half of what the turn allowed; off with PATCH /players/me/notifications).',
});

export const CreateWebhookBody = z
  .strictObject({
    url: z
      .string()
      .min(1)
      .openapi({
        description: `https, or http to a public address; at most ${MAX_URL_LENGTH} characters as URL parsing writes it (each character outside ASCII percent-encoded: é counts 6). Loopback, private, link-local, unspecified and metadata addresses are refused (422 address-refused) unless the server runs with WEBHOOK_ALLOW_PRIVATE=1.`,
      }),
    events: z
      .array(DeliveryType)
      .min(1)
      .max(DELIVERY_TYPES.length)
      .optional()
      .openapi({ description: 'The deliveries wanted; all when absent.' }),
  })
  .openapi('CreateWebhookBody', { example: { url: 'https://bot.example.org/croupier', events: ['your-turn'] } });

const WEBHOOK_EXAMPLE = {
  id: '5f0c2a8e-2b1d-4c3e-9a7f-1e2d3c4b5a69',
  url: 'https://bot.example.org/croupier',
  events: ['your-turn'],
  createdAt: '2026-11-26T12:00:00.000Z',
  enabled: true,
};

export const Webhook = z
  .object({
    id: z.string(),
    url: z.string().openapi({
      description: 'The URL given, as URL parsing writes it: https://Example.org is kept as https://example.org/.',
    }),
    events: z.array(DeliveryType),
    createdAt: z.iso.datetime(),
    enabled: z.boolean().openapi({
      description:
        'False once deliveries failed for 24 hours: the webhook is then disabled (delete it and add it again).',
    }),
    previousSecretExpiresAt: z.iso.datetime().optional().openapi({
      description:
        'Present after a rotation (POST …/{id}/secret), for 24 hours: until then deliveries are signed with the secret it replaced too.',
    }),
  })
  .openapi('Webhook', {
    example: WEBHOOK_EXAMPLE,
  });
export type Webhook = z.output<typeof Webhook>;

export const NewWebhook = Webhook.extend({
  secret: z.string().openapi({
    description:
      'The signing secret (whsec_…), shown once: verify each delivery with it and a Standard Webhooks library (headers webhook-id, webhook-timestamp, webhook-signature).',
  }),
}).openapi('NewWebhook', {
  example: { ...WEBHOOK_EXAMPLE, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' },
});
export type NewWebhook = z.output<typeof NewWebhook>;

export const RotatedWebhook = NewWebhook.extend({
  secret: z.string().openapi({
    description:
      'The new signing secret (whsec_…), shown once. Deliveries are signed with it from now on, those already queued included.',
  }),
  previousSecretExpiresAt: z.iso.datetime().openapi({
    description:
      'Until then (24 hours on) each delivery is signed with the replaced secret too: two signatures in webhook-signature, so a receiver still verifying with the old secret accepts it. Rotating again meanwhile replaces the old secret with the one this call made.',
  }),
}).openapi('RotatedWebhook', {
  example: {
    ...WEBHOOK_EXAMPLE,
    secret: 'whsec_3Jq0Zb6yWm1Tn8Rk2Xc5Vd7Lf9Hg4Ps',
    previousSecretExpiresAt: '2026-11-28T12:00:00.000Z',
  },
});
export type RotatedWebhook = z.output<typeof RotatedWebhook>;

export const WebhookList = z.object({ webhooks: z.array(Webhook) }).openapi('WebhookList');
export type WebhookList = z.output<typeof WebhookList>;

export const Delivery = z
  .object({
    id: z.string().openapi({ description: 'The webhook-id header: the same on every attempt of this delivery.' }),
    type: DeliveryType,
    createdAt: z.iso.datetime(),
    state: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int().min(0),
    lastAttemptAt: z.iso.datetime().optional(),
    lastStatus: z
      .number()
      .int()
      .optional()
      .openapi({ description: 'The HTTP status of the last answer, if one came.' }),
    lastError: z.string().optional().openapi({ description: 'Why the last attempt failed, in a few words.' }),
  })
  .openapi('Delivery');
export type Delivery = z.output<typeof Delivery>;

export const DeliveryList = z.object({ deliveries: z.array(Delivery) }).openapi('DeliveryList');
export type DeliveryList = z.output<typeof DeliveryList>;

export const Queued = z
  .object({ id: z.string().openapi({ description: "The delivery's webhook-id." }) })
  .openapi('Queued');
export type Queued = z.output<typeof Queued>;

export const PushSubscriptionBody = z
  .strictObject({
    endpoint: z
      .string()
      .min(1)
      .openapi({
        description: `The push service's https URL; at most ${MAX_URL_LENGTH} characters as URL parsing writes it (each character outside ASCII percent-encoded). Loopback, private, link-local, unspecified and metadata addresses are refused (422 address-refused) unless the server runs with WEBHOOK_ALLOW_PRIVATE=1.`,
      }),
    expirationTime: z.number().nullable().optional(),
    keys: z.strictObject({
      p256dh: z.string().min(1).openapi({ description: "The browser's P-256 public key (URL-safe base64, 65 bytes)." }),
      auth: z.string().min(1).openapi({ description: 'The authentication secret (URL-safe base64, 16 bytes).' }),
    }),
  })
  .openapi('PushSubscriptionBody', {
    description: "The browser's PushSubscription as JSON (subscription.toJSON()).",
    example: {
      endpoint: 'https://push.example.net/send/abc',
      expirationTime: null,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
  });

export const PushSubscriptionCreated = z
  .object({ id: z.string() })
  .openapi('PushSubscriptionCreated', { example: { id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d' } });
export type PushSubscriptionCreated = z.output<typeof PushSubscriptionCreated>;

export const PushKey = z
  .object({
    publicKey: z
      .string()
      .openapi({ description: "The server's VAPID public key: pushManager.subscribe's applicationServerKey." }),
  })
  .openapi('PushKey');
export type PushKey = z.output<typeof PushKey>;

export const NotificationChannels = z
  .object({
    webhooks: z.boolean().openapi({ description: 'POST /players/me/webhooks: always offered.' }),
    push: z
      .boolean()
      .openapi({ description: 'Web Push (GET /push/key, POST /players/me/push-subscriptions): always offered.' }),
    email: z.boolean().openapi({
      description: 'E-mail (POST /players/me/email): only when the server runs with SMTP_URL; else 409 email-off.',
    }),
  })
  .openapi('NotificationChannels', {
    description: 'How this server can tell a player it is their turn, so that a page offers only what works.',
    example: { webhooks: true, push: true, email: true },
  });
export type NotificationChannels = z.output<typeof NotificationChannels>;

export const EmailFrequency = z.enum(['each-turn', 'daily-digest']).openapi('EmailFrequency', {
  description:
    'each-turn: a mail when it becomes your turn and when a game of yours ends; daily-digest: one mail a day listing the games awaiting you.',
});

export const SetEmailBody = z
  .strictObject({
    address: z
      .string()
      .min(1)
      .openapi({ description: 'The address, as name@example.org (at most 254 characters, no display name).' }),
    frequency: EmailFrequency,
  })
  .openapi('SetEmailBody', { example: { address: 'ada@example.org', frequency: 'each-turn' } });

export const EmailAddress = z
  .object({
    address: z.string().openapi({ description: 'The confirmed address, mailed now; else the one given.' }),
    frequency: EmailFrequency,
    confirmed: z.boolean().openapi({
      description: 'False until the link of the confirmation mail is opened: only a confirmed address is written to.',
    }),
    pending: z.object({ address: z.string(), frequency: EmailFrequency }).optional().openapi({
      description:
        'A new address given since, awaiting confirmation: `address` is mailed until it is confirmed, then this one replaces it. Absent when none.',
    }),
  })
  .openapi('EmailAddress', { example: { address: 'ada@example.org', frequency: 'each-turn', confirmed: false } });
export type EmailAddress = z.output<typeof EmailAddress>;

const Reminders = z.boolean().openapi({
  description:
    'Turn reminders: in a game with a correspondence clock, a turn of yours still not played is told once more (stream event turn-reminder, webhooks that take it, pushes, and mail when your address hears of each turn) when its time left falls to the lesser of 24 hours and half of what the turn allowed. On unless you turned them off.',
});

export const MyNotifications = z
  .object({
    channels: NotificationChannels,
    email: z.union([EmailAddress, z.null()]).openapi({ description: 'Your e-mail address; null when you gave none.' }),
    reminders: Reminders,
  })
  .openapi('MyNotifications', {
    description:
      'What this server can notify you by, your e-mail address and whether you want turn reminders: what a settings page needs in one answer.',
    example: { channels: { webhooks: true, push: true, email: true }, email: null, reminders: true },
  });
export type MyNotifications = z.output<typeof MyNotifications>;

export const UpdateNotificationsBody = z
  .strictObject({ reminders: Reminders })
  .openapi('UpdateNotificationsBody', { example: { reminders: false } });
export type UpdateNotificationsBody = z.output<typeof UpdateNotificationsBody>;

export const MailTokenQuery = z
  .strictObject({
    token: z.string().min(1).max(200).openapi({ description: 'The token of the mailed link, as the link gives it.' }),
  })
  .openapi('MailTokenQuery');
