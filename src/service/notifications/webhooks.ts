// Use cases of a player's webhooks: register (the address checked, addresses.ts; the secret made, sealed and
// shown once), list, delete, ping, rotate the secret, and the latest deliveries. At most MAX_WEBHOOKS per player,
// counted under the player's row lock so two registrations at once cannot both be the eleventh.
// A rotation keeps the replaced secret, sealed, for SECRET_GRACE_MS: deliveries carry a signature by each
// (send-webhook.ts), so a receiver can switch to the new secret at its own pace within that day, as Stripe's and
// Svix's rotations allow. Fixed rather than configurable: the receivers, not the operator, depend on it, and it is
// part of the API's promise. Only the latest two secrets sign: a second rotation within the day drops the first.
import { randomBytes, randomUUID } from 'node:crypto';
import { deliveriesOf, queueOne, type DeliveryRow } from '../../store/outbox.js';
import {
  deleteWebhook,
  insertWebhook,
  replaceWebhookSecret,
  webhooksOf,
  type WebhookRecord,
} from '../../store/notifications.js';
import { lockPlayer } from '../../store/players.js';
import type { Deps } from '../deps.js';
import { playerOf } from '../players/identify.js';
import { Refusal } from '../refusal.js';
import { refusalOfUrl, type AddressRefusal } from './addresses.js';
import { ALL_DELIVERY_TYPES, type DeliveryType } from './kinds.js';
import { seal } from './sealing.js';
import type { Delivery, DeliveryList, NewWebhook, Queued, RotatedWebhook, Webhook, WebhookList } from './schemas.js';
import { webhookIdOf } from './worker.js';

export const MAX_WEBHOOKS = 10;
const DELIVERIES_SHOWN = 50;
/** How long a rotated secret still signs deliveries, beside the new one. */
export const SECRET_GRACE_MS = 24 * 3600 * 1000;

/** The refusal of an address a client gave (webhook URL or push endpoint), naming why. */
export const addressRefused = (reason: AddressRefusal): Refusal =>
  Refusal.of('address-refused', `This address is refused: ${REASONS[reason]}.`, { reason }).saying('address-refused', {
    // ICU select keys take no hyphen: too-long → tooLong.
    reason: reason.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
  });

const REASONS: Record<AddressRefusal, string> = {
  malformed: 'it is not a URL',
  scheme: 'only https and http URLs are delivered to',
  'too-long': 'it is longer than 2048 characters',
  loopback: 'it names this machine (loopback)',
  unspecified: 'it names the unspecified address (0.0.0.0 or ::)',
  private: 'it is a private network address',
  'link-local': 'it is a link-local address',
  metadata: 'it is a cloud metadata service',
  reserved: 'it is a reserved, not public, address',
  unresolvable: 'its host name does not resolve',
};

const presentWebhook = (w: WebhookRecord, now: Date): Webhook => ({
  id: w.id,
  url: w.url,
  events: w.events as DeliveryType[],
  createdAt: w.createdAt.toISOString(),
  enabled: w.disabledAt === null,
  ...(w.previousSecretUntil !== null && w.previousSecretUntil > now
    ? { previousSecretExpiresAt: w.previousSecretUntil.toISOString() }
    : {}),
});

const newSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

export async function registerWebhook(
  deps: Deps,
  key: string | undefined,
  body: { url: string; events?: readonly DeliveryType[] | undefined },
): Promise<NewWebhook> {
  const db = deps.database.db;
  const player = await playerOf(db, key);
  const refused = await refusalOfUrl(body.url, deps.notifications.settings.allowPrivate);
  if (refused !== null) throw addressRefused(refused);
  // Kept as URL parsing writes it, as a push endpoint is: the outbox counts a host's slots by the host it reads
  // from the stored text (store/outbox.ts), and a spelling the parser takes but that reading does not (no slashes
  // after the scheme, a backslash, spaces around) was counted under no host, so one consumer that never answers
  // held every slot of the worker.
  const url = new URL(body.url).href;
  const secret = newSecret();
  const sealed = seal(await deps.notifications.sealKey(db), secret);
  const record: WebhookRecord = {
    id: randomUUID(),
    playerId: player.id,
    url,
    events: [...new Set(body.events ?? ALL_DELIVERY_TYPES)],
    createdAt: deps.now(),
    disabledAt: null,
    previousSecretUntil: null,
  };
  await db.transaction().execute(async tx => {
    await lockPlayer(tx, player.id);
    const existing = await webhooksOf(tx, player.id);
    if (existing.length >= MAX_WEBHOOKS)
      throw Refusal.of(
        'too-many-webhooks',
        `You have ${existing.length} webhooks, the most one player may have: delete one first.`,
        { limit: MAX_WEBHOOKS },
      ).saying('too-many-webhooks', { max: MAX_WEBHOOKS });
    await insertWebhook(tx, { ...record, secretSealed: sealed });
  });
  return { ...presentWebhook(record, record.createdAt), secret };
}

export async function listWebhooks(deps: Deps, key: string | undefined): Promise<WebhookList> {
  const player = await playerOf(deps.database.db, key);
  const now = deps.now();
  return { webhooks: (await webhooksOf(deps.database.db, player.id)).map(w => presentWebhook(w, now)) };
}

const notFound = (id: string): Refusal =>
  Refusal.of('webhook-not-found', `You have no webhook ${id}.`).saying('webhook-not-found', { id });

async function ownWebhook(deps: Deps, key: string | undefined, id: string): Promise<WebhookRecord> {
  const player = await playerOf(deps.database.db, key);
  const found = (await webhooksOf(deps.database.db, player.id)).find(w => w.id === id);
  if (!found) throw notFound(id);
  return found;
}

export async function removeWebhook(deps: Deps, key: string | undefined, id: string): Promise<void> {
  const player = await playerOf(deps.database.db, key);
  // Its deliveries still queued find no webhook when claimed, and are given up (worker.ts).
  if (!(await deleteWebhook(deps.database.db, player.id, id))) throw notFound(id);
}

/**
 * Gives the webhook a new secret, shown once in the answer; the replaced one signs beside it for SECRET_GRACE_MS.
 * Deliveries already queued are signed when sent, so with the new secret too. Another player's webhook, or none:
 * 404, nothing changed.
 */
export async function rotateWebhookSecret(deps: Deps, key: string | undefined, id: string): Promise<RotatedWebhook> {
  const db = deps.database.db;
  const player = await playerOf(db, key);
  const secret = newSecret();
  const sealed = seal(await deps.notifications.sealKey(db), secret);
  const now = deps.now();
  const until = new Date(now.getTime() + SECRET_GRACE_MS);
  const rotated = await replaceWebhookSecret(db, player.id, id, sealed, until);
  if (rotated === null) throw notFound(id);
  return { ...presentWebhook(rotated, now), secret, previousSecretExpiresAt: until.toISOString() };
}

/** Queues a `ping` to the webhook (a disabled one's fails at once: delete it and add it again). */
export async function pingWebhook(deps: Deps, key: string | undefined, id: string): Promise<Queued> {
  const webhook = await ownWebhook(deps, key, id);
  const rowId = randomUUID();
  const at = deps.now();
  await queueOne(deps.database.db, {
    id: rowId,
    channel: 'webhook',
    targetId: webhook.id,
    playerId: webhook.playerId,
    type: 'ping',
    payload: { type: 'ping', webhookId: webhook.id, at: at.toISOString() },
    at,
  });
  return { id: webhookIdOf(rowId) };
}

const presentDelivery = (d: DeliveryRow): Delivery => ({
  id: webhookIdOf(d.id),
  type: d.type as DeliveryType,
  createdAt: d.createdAt.toISOString(),
  state: d.deliveredAt !== null ? 'delivered' : d.givenUpAt !== null ? 'failed' : 'pending',
  attempts: d.attempts,
  ...(d.lastAttemptAt ? { lastAttemptAt: d.lastAttemptAt.toISOString() } : {}),
  ...(d.lastStatus !== null ? { lastStatus: d.lastStatus } : {}),
  ...(d.lastError !== null ? { lastError: d.lastError } : {}),
});

export async function webhookDeliveries(deps: Deps, key: string | undefined, id: string): Promise<DeliveryList> {
  const webhook = await ownWebhook(deps, key, id);
  return { deliveries: (await deliveriesOf(deps.database.db, webhook.id, DELIVERIES_SHOWN)).map(presentDelivery) };
}
