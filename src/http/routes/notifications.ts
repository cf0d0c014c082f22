// The notification routes: a player's webhooks and push subscriptions, and the server's push key.
import { Router } from 'express';
import type { Deps } from '../../service/deps.js';
import {
  listWebhooks,
  pingWebhook,
  registerWebhook,
  removeWebhook,
  rotateWebhookSecret,
  webhookDeliveries,
} from '../../service/notifications/webhooks.js';
import { pushKey, subscribePush, unsubscribePush } from '../../service/notifications/push-subscriptions.js';
import { CreateWebhookBody, PushSubscriptionBody } from '../../service/notifications/schemas.js';
import { bearerToken } from '../auth.js';
import { noQuery, parse } from '../parse.js';
import { PushSubscriptionIdParams, WebhookIdParams } from '../schemas-notifications.js';

export function notificationsRouter(deps: Deps): Router {
  const router = Router();

  router.post('/players/me/webhooks', noQuery, async (req, res) => {
    const body = parse(CreateWebhookBody, req.body, 'body');
    const created = await registerWebhook(deps, bearerToken(req), body);
    res.status(201).location(`/players/me/webhooks/${created.id}`).json(created);
  });
  router.get('/players/me/webhooks', noQuery, async (req, res) => {
    res.json(await listWebhooks(deps, bearerToken(req)));
  });
  router.delete('/players/me/webhooks/:id', noQuery, async (req, res) => {
    const { id } = parse(WebhookIdParams, req.params, 'path');
    await removeWebhook(deps, bearerToken(req), id);
    res.status(204).end();
  });
  router.post('/players/me/webhooks/:id/ping', noQuery, async (req, res) => {
    const { id } = parse(WebhookIdParams, req.params, 'path');
    res.status(202).json(await pingWebhook(deps, bearerToken(req), id));
  });
  router.post('/players/me/webhooks/:id/secret', noQuery, async (req, res) => {
    const { id } = parse(WebhookIdParams, req.params, 'path');
    res.json(await rotateWebhookSecret(deps, bearerToken(req), id));
  });
  router.get('/players/me/webhooks/:id/deliveries', noQuery, async (req, res) => {
    const { id } = parse(WebhookIdParams, req.params, 'path');
    res.json(await webhookDeliveries(deps, bearerToken(req), id));
  });

  router.get('/push/key', noQuery, async (_req, res) => {
    res.json(await pushKey(deps));
  });
  router.post('/players/me/push-subscriptions', noQuery, async (req, res) => {
    const body = parse(PushSubscriptionBody, req.body, 'body');
    const created = await subscribePush(deps, bearerToken(req), body);
    res.status(201).location(`/players/me/push-subscriptions/${created.id}`).json(created);
  });
  router.delete('/players/me/push-subscriptions/:id', noQuery, async (req, res) => {
    const { id } = parse(PushSubscriptionIdParams, req.params, 'path');
    await unsubscribePush(deps, bearerToken(req), id);
    res.status(204).end();
  });

  return router;
}
