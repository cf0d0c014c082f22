// Hands a mail to the SMTP server of SMTP_URL with nodemailer. Every mail carries RFC 8058 one-click
// unsubscribe (List-Unsubscribe with an https link, List-Unsubscribe-Post), so a mail client may offer it.
import type { Transporter } from 'nodemailer';
import { lazy } from '../lazy.js';
import type { Outcome } from './send-http.js';
import type { MailSettings } from './settings.js';

/** What an SMTP server answers a mail it accepted: the outcome's `status` for a mail. */
export const SMTP_ACCEPTED = 250;

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly unsubscribeUrl: string;
  /** The outbox row's id: the Message-ID, the same on every attempt. */
  readonly id: string;
}

/** nodemailer, loaded by the first mail (most servers have no SMTP_URL, and it weighs on the start: service/lazy.ts). */
const nodemailer = lazy(() => import('nodemailer'));

export async function mailer(settings: MailSettings, timeoutMs: number): Promise<Transporter> {
  const { createTransport } = (await nodemailer()).default;
  return createTransport({
    url: settings.smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as Parameters<typeof createTransport>[0]);
}

export async function sendMail(transport: Transporter, settings: MailSettings, mail: Mail): Promise<Outcome> {
  const host = new URL(settings.origin).hostname || 'localhost';
  try {
    await transport.sendMail({
      from: settings.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      messageId: `<${mail.id}@${host}>`,
      headers: {
        'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'Auto-Submitted': 'auto-generated',
      },
    });
    return { status: SMTP_ACCEPTED, error: null };
  } catch (error) {
    const code = (error as { responseCode?: unknown }).responseCode;
    return {
      status: typeof code === 'number' ? code : null,
      error: `the mail was not accepted${typeof code === 'number' ? ` (${code})` : ''}`,
    };
  }
}
