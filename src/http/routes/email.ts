// E-mail notifications: the player's address (POST, GET, DELETE /players/me/email; GET /players/me/notifications
// also says whether this server mails at all, for a settings page), and the two links mails
// carry, which a person opens from their mailbox without a key: confirm, and unsubscribe. Each is a GET that
// only shows a page asking, with a button that POSTs back to the link, since link scanners follow GETs: it is
// the POST that confirms or unsubscribes. Unsubscribe is also RFC 8058 one-click: mail clients POST
// `List-Unsubscribe=One-Click` as a form, so `emailLinksRouter` is mounted before the JSON-only guard (app.ts)
// and reads no body.
import { Router, type Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Deps } from '../../service/deps.js';
import {
  confirmEmailLink,
  confirmLinkLanguage,
  myNotifications,
  removeEmail,
  setEmail,
  showEmail,
  unsubscribeLink,
  unsubscribeLinkLanguage,
} from '../../service/notifications/email.js';
import { mailPage, wordsOf, type MailLanguage } from '../../service/notifications/mail-text.js';
import { MailTokenQuery, SetEmailBody, UpdateNotificationsBody } from '../../service/notifications/schemas.js';
import { updateMyNotifications } from '../../service/notifications/preferences.js';
import { bearerToken } from '../auth.js';
import { negotiateLanguage } from '../i18n/accept-language.js';
import { noQuery, parse } from '../parse.js';

export const UNSUBSCRIBE_PATH = '/email/unsubscribe';
export const CONFIRM_PATH = '/email/confirm';

export function emailRouter(deps: Deps): Router {
  const router = Router();
  router.post('/players/me/email', noQuery, async (req, res) => {
    const body = parse(SetEmailBody, req.body, 'body');
    const language = negotiateLanguage(req.get('accept-language'));
    res.status(202).json(await setEmail(deps, bearerToken(req), body, language, ipKeyGenerator(req.ip ?? 'unknown')));
  });
  router.get('/players/me/notifications', noQuery, async (req, res) => {
    res.json(await myNotifications(deps, bearerToken(req)));
  });
  router.patch('/players/me/notifications', noQuery, async (req, res) => {
    const body = parse(UpdateNotificationsBody, req.body, 'body');
    res.json(await updateMyNotifications(deps, bearerToken(req), body));
  });
  router.get('/players/me/email', noQuery, async (req, res) => {
    res.json(await showEmail(deps, bearerToken(req)));
  });
  router.delete('/players/me/email', noQuery, async (req, res) => {
    await removeEmail(deps, bearerToken(req));
    res.status(204).end();
  });
  return router;
}

/**
 * What mail gateways and newsletters' link trackers add to the links of a mail (Mailchimp's mc_cid and mc_eid,
 * Google's and Meta's click ids, the utm_ campaign tags): a link opened with them is still the link mailed, so
 * they are dropped before the strict query is read. Any other unknown parameter is refused as on every route.
 */
const TRACKING = new Set([
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'fbclid',
  'gclid',
  'mc_cid',
  'mc_eid',
]);

const tokenOf = (req: Request): string =>
  parse(MailTokenQuery, Object.fromEntries(Object.entries(req.query).filter(([name]) => !TRACKING.has(name))), 'query')
    .token;

/** The page of a link's GET: its question and a button posting back to the same link. */
const askPage = (language: MailLanguage, path: string, token: string, question: string, button: string): string =>
  mailPage(language, question, { action: `${path}?token=${encodeURIComponent(token)}`, button });

export function emailLinksRouter(deps: Deps): Router {
  const router = Router();
  router.get(CONFIRM_PATH, async (req, res) => {
    const token = tokenOf(req);
    const language = await confirmLinkLanguage(deps, token);
    const words = wordsOf(language);
    res.type('html').send(askPage(language, CONFIRM_PATH, token, words.confirmQuestion, words.confirmButton));
  });
  router.post(CONFIRM_PATH, async (req, res) => {
    const language = await confirmEmailLink(deps, tokenOf(req));
    res.type('html').send(mailPage(language, wordsOf(language).confirmedPage));
  });
  router.get(UNSUBSCRIBE_PATH, async (req, res) => {
    const token = tokenOf(req);
    const language = await unsubscribeLinkLanguage(deps, token);
    const words = wordsOf(language);
    res
      .type('html')
      .send(askPage(language, UNSUBSCRIBE_PATH, token, words.unsubscribeQuestion, words.unsubscribeButton));
  });
  router.post(UNSUBSCRIBE_PATH, async (req, res) => {
    const language = await unsubscribeLink(deps, tokenOf(req));
    res.type('html').send(mailPage(language, wordsOf(language).unsubscribedPage));
  });
  return router;
}
