// A new player's webhook, and rows queued to it by hand (store/outbox.ts's queueOne), as the outbox's tests
// set them up: a ping due now unless they say otherwise.
import { randomUUID } from 'node:crypto';
import { webhookIdOf } from '../../src/service/notifications/worker.js';
import { registerWebhook } from '../../src/service/notifications/webhooks.js';
import { createPlayer } from '../../src/service/players/players.js';
import { queueOne } from '../../src/store/outbox.js';
import type { Deps } from '../../src/service/deps.js';

export interface QueuedRow {
  /** The outbox row's id. */
  readonly id: string;
  /** Its `webhook-id` header, as a receiver sees it. */
  readonly webhookId: string;
}

export interface TestWebhook {
  /** The webhook's id. */
  readonly id: string;
  queue(row?: { readonly type?: string; readonly payload?: object; readonly at?: Date }): Promise<QueuedRow>;
}

export async function testWebhook(deps: Deps, url: string): Promise<TestWebhook> {
  const player = await createPlayer(deps, { name: 'Ada' });
  const hook = await registerWebhook(deps, player.key, { url });
  return {
    id: hook.id,
    async queue({ type = 'ping', payload = { type }, at = new Date() } = {}) {
      const id = randomUUID();
      await queueOne(deps.database.db, {
        id,
        channel: 'webhook',
        targetId: hook.id,
        playerId: player.id,
        type,
        payload,
        at,
      });
      return { id, webhookId: webhookIdOf(id) };
    },
  };
}
