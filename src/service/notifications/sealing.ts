// A webhook's signing secret must be read back to sign each delivery, so it cannot be hashed as keys are:
// it is sealed with AES-256-GCM under a key kept apart from the rows (NOTIFY_SEALING_KEY; else one the server
// makes once in `server_keys`, which then protects a leaked dump of the webhooks table, not of the whole
// database). GCM's tag makes a row tampered with fail to open instead of signing with a wrong secret.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

export function unseal(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || body === undefined)
    throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export const newSealingKey = (): string => randomBytes(32).toString('base64');

/** A sealing key from its base64 text (32 bytes), or an error naming the variable. */
export function sealingKeyOf(text: string): Buffer {
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('NOTIFY_SEALING_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
  return key;
}
