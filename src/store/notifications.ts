// A player's notification targets: webhooks and push subscriptions, and the keys the server makes once and
// keeps (server_keys). Rows become plain records here; the service decides what may be registered.
import type { Selectable } from 'kysely';
import type { Executor } from './log.js';
import type { WebhooksTable } from './schema.js';

export interface WebhookRecord {
  readonly id: string;
  readonly playerId: string;
  readonly url: string;
  readonly events: readonly string[];
  readonly createdAt: Date;
  readonly disabledAt: Date | null;
  /** Until when the secret a rotation replaced is still signed with; null when none is kept. */
  readonly previousSecretUntil: Date | null;
}

export async function insertWebhook(
  db: Executor,
  w: Omit<WebhookRecord, 'previousSecretUntil'> & { readonly secretSealed: string },
): Promise<void> {
  await db
    .insertInto('webhooks')
    .values({
      id: w.id,
      player_id: w.playerId,
      url: w.url,
      events: [...w.events],
      secret_sealed: w.secretSealed,
      created_at: w.createdAt,
      disabled_at: null,
    })
    .execute();
}

export async function webhooksOf(db: Executor, playerId: string): Promise<WebhookRecord[]> {
  const rows = await db
    .selectFrom('webhooks')
    .select(WEBHOOK_COLUMNS)
    .where('player_id', '=', playerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(webhookOf);
}

const WEBHOOK_COLUMNS = [
  'id',
  'player_id',
  'url',
  'events',
  'created_at',
  'disabled_at',
  'previous_secret_until',
] as const;

const webhookOf = (r: Pick<Selectable<WebhooksTable>, (typeof WEBHOOK_COLUMNS)[number]>): WebhookRecord => ({
  id: r.id,
  playerId: r.player_id,
  url: r.url,
  events: r.events,
  createdAt: r.created_at,
  disabledAt: r.disabled_at,
  previousSecretUntil: r.previous_secret_until,
});

/**
 * Makes `secretSealed` the secret of `playerId`'s webhook `id`, keeping the one it replaces until `until` (and
 * dropping one an earlier rotation kept): one statement, so two rotations at once each keep the other's. Null
 * when the player has no such webhook, and nothing changed.
 */
export async function replaceWebhookSecret(
  db: Executor,
  playerId: string,
  id: string,
  secretSealed: string,
  until: Date,
): Promise<WebhookRecord | null> {
  const row = await db
    .updateTable('webhooks')
    .set(eb => ({
      secret_sealed: secretSealed,
      previous_secret_sealed: eb.ref('secret_sealed'),
      previous_secret_until: until,
    }))
    .where('id', '=', id)
    .where('player_id', '=', playerId)
    .returning(WEBHOOK_COLUMNS)
    .executeTakeFirst();
  return row === undefined ? null : webhookOf(row);
}

/** Forgets the replaced secrets whose time is over at `now` (they sign nothing from then on). */
export async function dropPreviousSecrets(db: Executor, now: Date): Promise<void> {
  await db
    .updateTable('webhooks')
    .set({ previous_secret_sealed: null, previous_secret_until: null })
    .where('previous_secret_until', '<=', now)
    .execute();
}

export async function deleteWebhook(db: Executor, playerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('webhooks')
    .where('id', '=', id)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Disables a webhook; true when this call did (it was enabled). */
export async function disableWebhook(db: Executor, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('webhooks')
    .set({ disabled_at: at })
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface PushSubscriptionRecord {
  readonly id: string;
  readonly playerId: string;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly createdAt: Date;
  /** The device key whose request subscribed the browser: the row dies with it (store/player-keys.ts). */
  readonly keyId: string;
}

/**
 * Keeps `s` as its endpoint's one subscription (the unique index of migration 0024), and answers its id: a new
 * row; the same row with the keys replaced when this player had the endpoint already; or, when another player
 * had it (the browser's signed-in player changed), a row of this player's under the new id, so that pushes
 * queued for the other player (the outbox names the row by id) are not delivered to this one.
 */
export async function upsertPushSubscription(db: Executor, s: PushSubscriptionRecord): Promise<string> {
  const row = await db
    .insertInto('push_subscriptions')
    .values({
      id: s.id,
      player_id: s.playerId,
      endpoint: s.endpoint,
      p256dh: s.p256dh,
      auth: s.auth,
      created_at: s.createdAt,
      key_id: s.keyId,
    })
    .onConflict(oc =>
      oc.column('endpoint').doUpdateSet(eb => ({
        id: eb
          .case()
          .when('push_subscriptions.player_id', '=', eb.ref('excluded.player_id'))
          .then(eb.ref('push_subscriptions.id'))
          .else(eb.ref('excluded.id'))
          .end(),
        player_id: eb.ref('excluded.player_id'),
        p256dh: eb.ref('excluded.p256dh'),
        auth: eb.ref('excluded.auth'),
        created_at: eb.ref('excluded.created_at'),
        key_id: eb.ref('excluded.key_id'),
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether `playerId` has a subscription for `endpoint` (subscribing it again adds no row). */
export async function hasPushEndpoint(db: Executor, playerId: string, endpoint: string): Promise<boolean> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('player_id', '=', playerId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return row !== undefined;
}

export async function pushSubscriptionCount(db: Executor, playerId: string): Promise<number> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select(eb => eb.fn.countAll<string>().as('n'))
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deletePushSubscription(db: Executor, playerId: string | null, id: string): Promise<boolean> {
  let query = db.deleteFrom('push_subscriptions').where('id', '=', id);
  if (playerId !== null) query = query.where('player_id', '=', playerId);
  const result = await query.executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The value kept under `name`; `make` makes it when none is kept yet (two processes racing keep the first). */
export async function serverKey(db: Executor, name: string, make: () => string): Promise<string> {
  const found = await db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirst();
  if (found) return found.value;
  await db
    .insertInto('server_keys')
    .values({ name, value: make() })
    .onConflict(oc => oc.doNothing())
    .execute();
  const kept = await db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return kept.value;
}
