// How this process sends notifications, from the environment (config.ts) or a test, and the keys it needs,
// made once and kept in the database when the environment gives none (VAPID pair, sealing key): every
// process of one database then signs and seals alike.
import type { Executor } from '../../store/log.js';
import { serverKey } from '../../store/notifications.js';
import { newSealingKey, sealingKeyOf } from './sealing.js';
import type { NotificationChannels } from './schemas.js';
import { lazy } from '../lazy.js';

/** web-push, loaded by the first push or VAPID key (it weighs on the start: service/lazy.ts). */
export const webPushModule = lazy(async () => (await import('web-push')).default);

export interface NotificationSettings {
  /** WEBHOOK_ALLOW_PRIVATE=1: any address, http or https (tests, bots on the same machine). */
  readonly allowPrivate: boolean;
  /** NOTIFY_SEALING_KEY: the key sealing webhook secrets (sealing.ts); else one kept in the database. */
  readonly sealingKey?: string;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (web-push's URL-safe base64); else a pair kept in the database. */
  readonly vapid?: { readonly publicKey: string; readonly privateKey: string };
  /** VAPID_SUBJECT: a mailto: or https: address push services may write to about this server. */
  readonly vapidSubject: string;
  /** Certificates to trust besides the system's for HTTPS deliveries (tests' own push service). */
  readonly ca?: string;
  /** How long one delivery may take, connection to answer. */
  readonly timeoutMs: number;
  /** E-mail, only when SMTP_URL is set: absent, no address may be added and none is written to. */
  readonly mail?: MailSettings;
}

export interface MailSettings {
  /** SMTP_URL: where mails are handed over (`smtp://host:port`, `smtps://user:pass@host`). */
  readonly smtpUrl: string;
  /** MAIL_FROM: the From of every mail. */
  readonly from: string;
  /** The origin links in mails open (PUBLIC_ORIGIN). */
  readonly origin: string;
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  allowPrivate: false,
  vapidSubject: 'mailto:croupier@localhost',
  timeoutMs: 5_000,
};

/** What this process offers: e-mail only with SMTP_URL. */
export const channelsOf = (settings: NotificationSettings): NotificationChannels => ({
  webhooks: true,
  push: true,
  email: settings.mail !== undefined,
});

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
  readonly subject: string;
}

/** The settings with the keys, each looked up once on first use. */
export class Notifications {
  private sealing: Promise<Buffer> | undefined;
  private vapidKeys: Promise<VapidKeys> | undefined;

  constructor(readonly settings: NotificationSettings = DEFAULT_NOTIFICATION_SETTINGS) {}

  sealKey(db: Executor): Promise<Buffer> {
    const configured = this.settings.sealingKey;
    this.sealing ??= configured
      ? Promise.resolve(sealingKeyOf(configured))
      : serverKey(db, 'webhook-sealing-key', newSealingKey).then(sealingKeyOf);
    this.sealing.catch(() => (this.sealing = undefined));
    return this.sealing;
  }

  vapid(db: Executor): Promise<VapidKeys> {
    const subject = this.settings.vapidSubject;
    const configured = this.settings.vapid;
    this.vapidKeys ??= configured
      ? Promise.resolve({ ...configured, subject })
      : webPushModule()
          .then(webPush => serverKey(db, 'vapid', () => JSON.stringify(webPush.generateVAPIDKeys())))
          .then(text => ({ ...(JSON.parse(text) as { publicKey: string; privateKey: string }), subject }));
    this.vapidKeys.catch(() => (this.vapidKeys = undefined));
    return this.vapidKeys;
  }
}
