// The OpenAPI operations of e-mail notifications (issue 25): a player's address, and the links mails carry
// (confirm, one-click unsubscribe). Same conventions as openapi-notifications.ts.
import { answer, example, jsonBody, problems, type Api } from './openapi/conventions.js';
import {
  EmailAddress,
  MailTokenQuery,
  MyNotifications,
  SetEmailBody,
  UpdateNotificationsBody,
} from '../service/notifications/schemas.js';
import { z } from './zod.js';

const ADDRESS = { address: 'ada@example.org', frequency: 'each-turn', confirmed: false };
const page = (description: string) =>
  answer(
    description,
    z.string(),
    { page: example('The page', '<!doctype html><html lang="en">…</html>') },
    { mediaType: 'text/html' },
  );

export function registerEmailRoutes({ op }: Api): void {
  op({
    method: 'post',
    path: '/players/me/email',
    operationId: 'setEmail',
    tag: 'Notifications',
    access: 'player',
    summary: 'Set my e-mail address',
    description:
      'Only on a server with SMTP_URL (else 409 email-off). Replaces any address you had and mails a confirmation link (GET /email/confirm), valid once for 24 hours; only a confirmed address is written to. ' +
      'each-turn: a mail when it becomes your turn and when a game ends; daily-digest: one mail a day listing the games awaiting you. Mails are in the language of this request (Accept-Language: en, fr, de) and each carries RFC 8058 one-click unsubscribe. ' +
      'The same confirmed address again only changes the frequency and language. ' +
      'A player asks for at most 5 confirmation mails an hour, and one client address for at most 10 (429 too-many-confirmations, with Retry-After).',
    request: {
      body: jsonBody(SetEmailBody, {
        each: example('Each turn', { address: 'ada@example.org', frequency: 'each-turn' }),
      }),
    },
    responses: {
      202: answer('The address, to be confirmed from the mail.', EmailAddress, { set: example('Set', ADDRESS) }),
      ...problems(400, 401, 409, 413, 415, 422, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/players/me/notifications',
    operationId: 'getMyNotifications',
    tag: 'Notifications',
    access: 'player',
    summary: 'What I can be notified by',
    description:
      'The channels this server offers (webhooks and Web Push always; e-mail only when it runs with SMTP_URL, else POST /players/me/email answers 409 email-off), your e-mail address, null when you gave none, and whether you want turn reminders: what a settings page needs, in one answer.',
    responses: {
      200: answer('The channels, your address and your reminders.', MyNotifications, {
        none: example('No address yet', {
          channels: { webhooks: true, push: true, email: true },
          email: null,
          reminders: true,
        }),
        pending: example('To be confirmed', {
          channels: { webhooks: true, push: true, email: true },
          email: ADDRESS,
          reminders: true,
        }),
        off: example('A server without SMTP_URL', {
          channels: { webhooks: true, push: true, email: false },
          email: null,
          reminders: true,
        }),
      }),
      ...problems(400, 401, 429, 503),
    },
  });
  op({
    method: 'patch',
    path: '/players/me/notifications',
    operationId: 'updateMyNotifications',
    tag: 'Notifications',
    access: 'player',
    summary: 'Turn my turn reminders off or on',
    description:
      'reminders: false stops the turn reminders of correspondence games (on every channel) from the next one due; true brings them back. Answers as GET does.',
    request: {
      body: jsonBody(UpdateNotificationsBody, { off: example('No reminders', { reminders: false }) }),
    },
    responses: {
      200: answer('The channels, your address and your reminders.', MyNotifications, {
        off: example('Reminders off', {
          channels: { webhooks: true, push: true, email: true },
          email: null,
          reminders: false,
        }),
      }),
      ...problems(400, 401, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/players/me/email',
    operationId: 'getEmail',
    tag: 'Notifications',
    access: 'player',
    summary: 'Show my e-mail address',
    description: 'Your address (to you only), whether it is confirmed, and how often it hears.',
    responses: {
      200: answer('Your address.', EmailAddress, {
        confirmed: example('Confirmed', { ...ADDRESS, confirmed: true }),
      }),
      ...problems(400, 401, 404, 429, 503),
    },
  });
  op({
    method: 'delete',
    path: '/players/me/email',
    operationId: 'deleteEmail',
    tag: 'Notifications',
    access: 'player',
    summary: 'Remove my e-mail address',
    description: 'Nothing more is mailed to it, mails still queued included.',
    responses: { 204: { description: 'Removed.' }, ...problems(400, 401, 404, 429, 503) },
  });
  op({
    method: 'get',
    path: '/email/confirm',
    operationId: 'showConfirmEmail',
    tag: 'Notifications',
    access: 'public',
    summary: 'Ask to confirm an e-mail address',
    description:
      'The link of the confirmation mail opened in a browser: a page with one button that POSTs to the same URL. Changes nothing (link scanners open links).',
    request: { query: MailTokenQuery },
    responses: { 200: page('A page asking to confirm.'), ...problems(400, 422, 429, 503) },
  });
  op({
    method: 'post',
    path: '/email/confirm',
    operationId: 'confirmEmail',
    tag: 'Notifications',
    access: 'public',
    summary: 'Confirm an e-mail address',
    description:
      "The confirmation page's button: confirms the address, once, within 24 hours of the request that gave it, and answers a small page saying so. Posted as a form by the page; any body is accepted and ignored.",
    request: { query: MailTokenQuery },
    responses: { 200: page('A page saying the address is confirmed.'), ...problems(400, 413, 422, 429, 503) },
  });
  op({
    method: 'get',
    path: '/email/unsubscribe',
    operationId: 'showUnsubscribe',
    tag: 'Notifications',
    access: 'public',
    summary: 'Ask to unsubscribe from mails',
    description:
      'The List-Unsubscribe link opened in a browser: a page with one button that POSTs to the same URL. Changes nothing (link scanners open links).',
    request: { query: MailTokenQuery },
    responses: { 200: page('A page asking to confirm.'), ...problems(400, 422, 429, 503) },
  });
  op({
    method: 'post',
    path: '/email/unsubscribe',
    operationId: 'unsubscribeEmail',
    tag: 'Notifications',
    access: 'public',
    summary: 'Unsubscribe from mails (one click)',
    description:
      'RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` here as a form (any body is accepted and ignored). The address is removed: nothing more is mailed to it.',
    request: { query: MailTokenQuery },
    responses: { 200: page('A page saying no more mails will come.'), ...problems(400, 413, 422, 429, 503) },
  });
}
