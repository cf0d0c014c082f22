// Use cases of a player's e-mail address (only when SMTP_URL is set): add it (a confirmation mail queued in the same
// transaction), show it to its owner, remove it; confirm it from the mailed link; unsubscribe from any mail's one-click
// link. A new address waits beside the confirmed one, which keeps being mailed until the new one is confirmed: a typo
// or an unread link never silences the player's mail. Tokens are looked up by their digest (mail-tokens.ts); a wrong,
// spent or expired one is refused and changes nothing.
import { randomUUID } from 'node:crypto';
import {
  confirmEmail,
  deleteEmail,
  deleteEmailByUnsubscribeDigest,
  dropConfirmedEmailsBut,
  dropPendingEmail,
  emailByConfirmDigest,
  emailByUnsubscribeDigest,
  emailsOf,
  replacePendingEmail,
  updateEmailPreferences,
  type Frequency,
  type PlayerEmails,
} from '../../store/email.js';
import { lockPlayerMail } from '../../store/email-confirmations.js';
import { queueOne } from '../../store/outbox.js';
import { wantsReminders } from '../../store/reminders.js';
import type { Deps } from '../deps.js';
import { playerOf } from '../players/identify.js';
import { Refusal } from '../refusal.js';
import { countConfirmation } from './confirm-limits.js';
import { CONFIRM_FOR_MS, mailToken, tokenDigest } from './mail-tokens.js';
import { mailLanguageOf, type MailLanguage } from './mail-text.js';
import type { EmailAddress, MyNotifications } from './schemas.js';
import { channelsOf } from './settings.js';

/** RFC 5321's longest path. */
export const MAX_ADDRESS_LENGTH = 254;
// A local part and a domain of at least two labels: no spaces, controls, brackets, quotes or commas (nothing
// that could end a header or name a second recipient). Deliberately simpler than RFC 5322.
const ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

const mailOff = (): Refusal =>
  Refusal.of('email-off', 'This server sends no e-mail (it runs without SMTP_URL).').saying('email-off');

const noAddress = (): Refusal =>
  Refusal.of('email-not-found', 'You have given no e-mail address.').saying('email-not-found');

const badToken = (): Refusal =>
  Refusal.of(
    'email-token-invalid',
    'This link is not valid: it was already used, replaced by a newer one, or mistyped. Copy the whole link from the latest mail.',
  ).saying('email-token-invalid');

function requireMail(deps: Deps): void {
  if (deps.notifications.settings.mail === undefined) throw mailOff();
}

export function refusalOfAddress(address: string): Refusal | null {
  if (address.length > MAX_ADDRESS_LENGTH)
    return Refusal.of(
      'email-address-invalid',
      `This e-mail address is longer than ${MAX_ADDRESS_LENGTH} characters.`,
    ).saying('email-address-invalid/too-long', { max: MAX_ADDRESS_LENGTH });
  if (!ADDRESS.test(address))
    return Refusal.of(
      'email-address-invalid',
      'This is not an e-mail address: write it as name@example.org, without spaces or a display name.',
    ).saying('email-address-invalid/malformed');
  return null;
}

/** The confirmed address (else the one given), and the address awaiting confirmation beside a confirmed one. */
function presentEmail({ confirmed, pending }: PlayerEmails): EmailAddress | null {
  const shown = confirmed ?? pending;
  if (shown === null) return null;
  return {
    address: shown.address,
    frequency: shown.frequency,
    confirmed: shown.confirmedAt !== null,
    ...(confirmed !== null && pending !== null
      ? { pending: { address: pending.address, frequency: pending.frequency } }
      : {}),
  };
}

const presented = (emails: PlayerEmails): EmailAddress => {
  const shown = presentEmail(emails);
  if (shown === null) throw noAddress();
  return shown;
};

/**
 * Sets the player's address. A new address (or one not confirmed yet) is confirmed again: its old links stop
 * working and a confirmation mail is queued, if the player and the client have not asked for too many lately;
 * a confirmed address stays, and is mailed, until then. The confirmed address given again only changes its
 * frequency and language, and calls off a new address awaiting confirmation (the way back from a typo).
 */
export async function setEmail(
  deps: Deps,
  key: string | undefined,
  body: { address: string; frequency: Frequency },
  language: MailLanguage,
  /** Who asked, as the rate limits key a client address (confirm-limits.ts). */
  client: string,
): Promise<EmailAddress> {
  const db = deps.database.db;
  const player = await playerOf(db, key);
  requireMail(deps);
  const refused = refusalOfAddress(body.address);
  if (refused !== null) throw refused;
  const now = deps.now();
  const sealKey = await deps.notifications.sealKey(db);
  const id = randomUUID();
  const nonce = randomUUID();
  return db.transaction().execute(async tx => {
    // Read and written under the player's lock, which a confirmation takes too. Read before it, a confirmation
    // committing in between deleted the confirmed address this then "gave again": the new one stayed, mailed,
    // and the answer named the old one.
    await lockPlayerMail(tx, player.id);
    const { confirmed } = await emailsOf(tx, player.id);
    if (confirmed !== null && confirmed.address.toLowerCase() === body.address.toLowerCase()) {
      await updateEmailPreferences(tx, confirmed.id, body.frequency, language);
      await dropPendingEmail(tx, player.id);
      return presented({ confirmed: { ...confirmed, frequency: body.frequency }, pending: null });
    }
    await countConfirmation(tx, player.id, client, now);
    await replacePendingEmail(tx, {
      id,
      playerId: player.id,
      address: body.address,
      frequency: body.frequency,
      language,
      createdAt: now,
      confirmedAt: null,
      confirmDigest: tokenDigest(mailToken(sealKey, 'confirm', nonce)),
      confirmExpiresAt: new Date(now.getTime() + CONFIRM_FOR_MS),
      unsubscribeDigest: tokenDigest(mailToken(sealKey, 'unsubscribe', id)),
    });
    await queueOne(tx, {
      id: randomUUID(),
      channel: 'email',
      targetId: id,
      playerId: player.id,
      type: 'confirm',
      payload: { type: 'confirm', nonce },
      at: now,
    });
    return presented(await emailsOf(tx, player.id));
  });
}

export async function showEmail(deps: Deps, key: string | undefined): Promise<EmailAddress> {
  const player = await playerOf(deps.database.db, key);
  return presented(await emailsOf(deps.database.db, player.id));
}

/**
 * What the server can notify the player by, their address (null when none) and whether they want turn reminders:
 * one answer for a settings page.
 */
export async function myNotifications(deps: Deps, key: string | undefined): Promise<MyNotifications> {
  const player = await playerOf(deps.database.db, key);
  return notificationsOf(deps, player.id);
}

/** What GET /players/me/notifications answers, for a player already identified. */
export async function notificationsOf(deps: Deps, playerId: string): Promise<MyNotifications> {
  const emails = await emailsOf(deps.database.db, playerId);
  return {
    channels: channelsOf(deps.notifications.settings),
    email: presentEmail(emails),
    reminders: await wantsReminders(deps.database.db, playerId),
  };
}

export async function removeEmail(deps: Deps, key: string | undefined): Promise<void> {
  const player = await playerOf(deps.database.db, key);
  // Mails still queued find no address when claimed, and are given up (worker.ts). Under the player's mail lock, as
  // every change of their addresses: an address given meanwhile is given after, to a player who has none.
  const removed = await deps.database.db.transaction().execute(async tx => {
    await lockPlayerMail(tx, player.id);
    return deleteEmail(tx, player.id);
  });
  if (!removed) throw noAddress();
}

/** The address a confirmation link names, while the link works (unspent, not expired). */
async function pendingConfirmation(
  deps: Deps,
  digest: string,
  now: Date,
): Promise<{ id: string; playerId: string; language: string }> {
  const found = await emailByConfirmDigest(deps.database.db, digest);
  if (found === null) throw badToken();
  if (found.confirmExpiresAt.getTime() <= now.getTime())
    throw Refusal.of(
      'email-token-expired',
      'This confirmation link is more than 24 hours old: give your address again (POST /players/me/email) for a new one.',
    ).saying('email-token-expired');
  return found;
}

/**
 * The language of the address a confirmation link names, while the link works: GET shows a page asking to
 * confirm and changes nothing, since link scanners of mailboxes open every link of a mail (a GET that
 * confirmed let anyone's address be confirmed by their mail filter, and then written to).
 */
export async function confirmLinkLanguage(deps: Deps, token: string): Promise<MailLanguage> {
  return mailLanguageOf((await pendingConfirmation(deps, tokenDigest(token), deps.now())).language);
}

/**
 * Confirms the address the link was mailed to (the page's button), in place of the confirmed one it replaces
 * (whose queued mails are then given up); its language, for the page that says so.
 */
export async function confirmEmailLink(deps: Deps, token: string): Promise<MailLanguage> {
  const digest = tokenDigest(token);
  const now = deps.now();
  const found = await pendingConfirmation(deps, digest, now);
  await deps.database.db.transaction().execute(async tx => {
    await lockPlayerMail(tx, found.playerId);
    await dropConfirmedEmailsBut(tx, found.playerId, found.id);
    if (!(await confirmEmail(tx, found.id, digest, now))) throw badToken();
  });
  return mailLanguageOf(found.language);
}

/** The language of the address an unsubscribe link names (GET shows a page asking to confirm). */
export async function unsubscribeLinkLanguage(deps: Deps, token: string): Promise<MailLanguage> {
  const found = await emailByUnsubscribeDigest(deps.database.db, tokenDigest(token));
  if (found === null) throw badToken();
  return mailLanguageOf(found.language);
}

/** One-click unsubscribe (RFC 8058): the address is removed, so nothing more is mailed to it. */
export async function unsubscribeLink(deps: Deps, token: string): Promise<MailLanguage> {
  const db = deps.database.db;
  const digest = tokenDigest(token);
  const found = await emailByUnsubscribeDigest(db, digest);
  if (found === null) throw badToken();
  // Under the player's mail lock, as removeEmail.
  const removed = await db.transaction().execute(async tx => {
    await lockPlayerMail(tx, found.playerId);
    return deleteEmailByUnsubscribeDigest(tx, digest);
  });
  if (!removed) throw badToken();
  return mailLanguageOf(found.language);
}
