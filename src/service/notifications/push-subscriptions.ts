// Use cases of a player's push subscriptions (Web Push: the browser may be closed). The endpoint is an
// address the client chose, so it is checked as a webhook URL is (addresses.ts) and must be https (push
// services are; web-push sends over HTTPS only), whatever the case of its scheme: it is kept as URL parsing
// writes it. The keys are checked now, not at the first push: p256dh must be a point of P-256 (the ECDH the
// encryption does is tried), auth 16 bytes. An endpoint is one browser's, and a browser belongs to the player
// signed in on it: subscribing an endpoint again replaces its keys, and an endpoint another player had moves
// to the one subscribing now (one row per endpoint, store/notifications.ts), so nobody gets a push twice, nor
// another player's. It is bound to the device key that subscribed it, and deleted when that key is revoked.
import { createECDH, randomUUID } from 'node:crypto';
import {
  deletePushSubscription,
  hasPushEndpoint,
  pushSubscriptionCount,
  upsertPushSubscription,
} from '../../store/notifications.js';
import { holdLiveKey, keyRevokedAt } from '../../store/player-keys.js';
import { lockPlayer } from '../../store/players.js';
import { revokedKey } from '../access/player-key.js';
import type { Deps } from '../deps.js';
import { playerOf } from '../players/identify.js';
import { Refusal } from '../refusal.js';
import { refusalOfUrl } from './addresses.js';
import type { PushKey, PushSubscriptionCreated } from './schemas.js';
import { addressRefused } from './webhooks.js';

/** Browsers a player may subscribe at once. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

export interface PushSubscriptionJson {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

function badKey(what: 'p256dh' | 'auth'): Refusal {
  return Refusal.of(
    'bad-push-subscription',
    what === 'p256dh'
      ? 'keys.p256dh is not a P-256 public key (65 bytes, URL-safe base64): send the subscription as the browser gives it.'
      : 'keys.auth is not a 16-byte secret in URL-safe base64: send the subscription as the browser gives it.',
  ).saying('bad-push-subscription', { what });
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function checkKeys(keys: PushSubscriptionJson['keys']): void {
  const p256dh = BASE64URL.test(keys.p256dh) ? Buffer.from(keys.p256dh, 'base64url') : Buffer.alloc(0);
  try {
    if (p256dh.length !== 65 || p256dh[0] !== 4) throw new Error('not an uncompressed point');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(p256dh);
  } catch {
    throw badKey('p256dh');
  }
  if (!BASE64URL.test(keys.auth) || Buffer.from(keys.auth, 'base64url').length !== 16) throw badKey('auth');
}

export async function subscribePush(
  deps: Deps,
  key: string | undefined,
  subscription: PushSubscriptionJson,
): Promise<PushSubscriptionCreated> {
  const db = deps.database.db;
  const player = await playerOf(db, key);
  const refused = await refusalOfUrl(subscription.endpoint, deps.notifications.settings.allowPrivate);
  if (refused !== null) throw addressRefused(refused);
  // refusalOfUrl parsed it: a URL with http: or https: as its protocol, lower-cased whatever was written.
  const endpoint = new URL(subscription.endpoint);
  if (endpoint.protocol !== 'https:')
    throw Refusal.of(
      'address-refused',
      'This address is refused: a push endpoint is an https URL (push services answer only over https).',
      { reason: 'scheme' },
    ).saying('address-refused/push-scheme');
  checkKeys(subscription.keys);
  const id = await db.transaction().execute(async tx => {
    // The key's row is held until the subscription is in: a revocation of the key meanwhile waits, then
    // deletes it (the browser of a revoked device is pushed nothing more).
    if (!(await holdLiveKey(tx, player.keyId))) throw revokedKey((await keyRevokedAt(tx, player.keyId)) ?? new Date(0));
    await lockPlayer(tx, player.id);
    if (!(await hasPushEndpoint(tx, player.id, endpoint.href))) {
      const count = await pushSubscriptionCount(tx, player.id);
      if (count >= MAX_PUSH_SUBSCRIPTIONS)
        throw Refusal.of(
          'too-many-push-subscriptions',
          `You have ${count} push subscriptions, the most one player may have: delete one first.`,
        ).saying('too-many-push-subscriptions', { max: MAX_PUSH_SUBSCRIPTIONS });
    }
    return upsertPushSubscription(tx, {
      id: randomUUID(),
      playerId: player.id,
      endpoint: endpoint.href,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      createdAt: deps.now(),
      keyId: player.keyId,
    });
  });
  return { id };
}

export async function unsubscribePush(deps: Deps, key: string | undefined, id: string): Promise<void> {
  const player = await playerOf(deps.database.db, key);
  if (!(await deletePushSubscription(deps.database.db, player.id, id)))
    throw Refusal.of('push-subscription-not-found', `You have no push subscription ${id}.`).saying(
      'push-subscription-not-found',
      { id },
    );
}

/** The server's VAPID public key, which a browser subscribes with. */
export async function pushKey(deps: Deps): Promise<PushKey> {
  return { publicKey: (await deps.notifications.vapid(deps.database.db)).publicKey };
}
