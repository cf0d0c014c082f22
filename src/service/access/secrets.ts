// Seeds, seat tokens and game ids. Tokens carry 256 random bits; only their SHA-256 is stored, so a copy of
// the database cannot act for a seat. A hash of a 256-bit secret needs no salt or slow KDF: nothing about
// it can be guessed offline. Seeds are secret until the game ends; their hash is public from the start.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

export const newGameId = (): string => randomUUID();

export const newToken = (): string => randomBytes(32).toString('base64url');

export const newSeed = (): string => randomBytes(32).toString('hex');

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** Compares two hex SHA-256 digests in time independent of where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === 32 && right.length === 32 && timingSafeEqual(left, right);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a game id at all: others are refused before they reach the database (a uuid column). */
export const isGameId = (id: string): boolean => UUID.test(id);
