// Path parameters of the notification routes, declared once for the routes and the OpenAPI document.
import { z } from './zod.js';

export const WebhookIdParams = z.object({ id: z.string().min(1).max(100) });
export const PushSubscriptionIdParams = z.object({ id: z.string().min(1).max(100) });
