// The tokens of e-mail links (confirm, unsubscribe). A token is the HMAC, under the server's sealing key
// (settings.ts), of its purpose and a random nonce: unguessable without the key, and made again from the
// nonce when a mail is written, so the database keeps only its SHA-256 digest (to find the row it opens)
// and the outbox only the nonce, never the token itself.
import { createHash, createHmac } from 'node:crypto';

export type TokenPurpose = 'confirm' | 'unsubscribe';

export const mailToken = (key: Buffer, purpose: TokenPurpose, nonce: string): string =>
  createHmac('sha256', key).update(`croupier-mail:${purpose}:${nonce}`).digest('base64url');

export const tokenDigest = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** How long a confirmation link works. */
export const CONFIRM_FOR_MS = 24 * 3600 * 1000;
