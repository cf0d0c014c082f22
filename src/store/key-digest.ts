// What the log stores of an idempotency key: a 64-bit digest, the first 8 bytes of SHA-256 of
// `<game id>:<seat>:<key>`, read as a signed big-endian integer (Postgres's bigint). 8 bytes in the row and
// ~30 in a plain index, where the key's text and its unique index cost ~150 per entry (migrations/0008).
// The game and the seat are hashed in because keys are scoped per seat of a game: the same key used in
// many games (allowed, and a client picks its keys) lands on many index values, not on one.
// Migration 0008 computes the same digest in SQL for the rows it converts; tests/store/migration-0008
// checks that both agree. Neither may change without the other.
// A chat post's key is kept the same way (migrations/0032), hashed with its sender instead of a seat: chat keys
// are scoped per sender (store/chat.ts), who may be a player with no seat.
import { createHash } from 'node:crypto';

const digest64 = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest().readBigInt64BE(0).toString();

/**
 * The digest of `key` sent by `seat` of game `gameId`, as a decimal string (pg's text for a bigint).
 * `gameId` is written as the database writes a uuid (lowercase, hyphenated): pass the loaded game's id,
 * not the one a request spelled.
 */
export function keyDigest(gameId: string, seat: number, key: string): string {
  return digest64(`${gameId}:${seat}:${key}`);
}

/** The digest of `key` sent to game `gameId`'s chat by `sender` (`player:<id>` or `seat:<game>:<n>`, chat/chatter.ts). */
export function chatKeyDigest(gameId: string, sender: string, key: string): string {
  return digest64(`chat:${gameId}:${sender}:${key}`);
}
