// Use cases of link codes: a signed-in device shows a one-time code, a new device types it and gets its own
// key. A code is 10 characters of Crockford's base 32 (50 random bits: no digit and letter a person mixes
// up, case and dashes ignored), valid 10 minutes, single use, kept as its SHA-256 only. Guessing one takes
// ~2^49 tries on average against the per-address rate limits, for a code that lives 10 minutes. A player
// makes at most LINK_CODES_PER_WINDOW codes per window, counted in the database under a lock of the player's
// row, so across processes and concurrent requests. A code belongs to the key that made it: once that key is
// revoked the code links nothing, so a device signed out cannot sign itself back in with a code it made before.
import { randomBytes } from 'node:crypto';
import { insertLinkCode, linkCodeState, linkCodesSince, takeLinkCode } from '../../store/link-codes.js';
import { lockPlayer } from '../../store/players.js';
import type { Executor } from '../../store/log.js';
import type { Deps } from '../deps.js';
import { Refusal } from '../refusal.js';
import { sha256Hex } from '../access/secrets.js';
import { playerOf } from './identify.js';
import { issueKey } from './keys.js';
import { checkLabel } from './labels.js';
import type { DeviceKey, LinkCode } from './schemas.js';

export const LINK_CODE_MINUTES = 10;
export const LINK_CODES_PER_WINDOW = 5;
const WINDOW_MS = LINK_CODE_MINUTES * 60_000;

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 10;

/** A new code as shown: two groups of five. 256 is a multiple of 32, so `byte & 31` draws evenly. */
function newLinkCode(): string {
  const chars = [...randomBytes(LENGTH)].map(byte => ALPHABET[byte & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The code as typed, in its one spelling: upper case, no spaces or dashes, O as 0 and I or L as 1. */
export const normalizeLinkCode = (typed: string): string =>
  typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');

export async function createLinkCode(deps: Deps, key: string | undefined): Promise<LinkCode> {
  const player = await playerOf(deps.database.db, key);
  return deps.database.db.transaction().execute(tx => newCodeFor(deps, tx, player.id, player.keyId));
}

async function newCodeFor(deps: Deps, db: Executor, playerId: string, keyId: string): Promise<LinkCode> {
  await lockPlayer(db, playerId);
  const now = deps.now();
  const recent = await linkCodesSince(db, playerId, new Date(now.getTime() - WINDOW_MS));
  if (recent.count >= LINK_CODES_PER_WINDOW) {
    const seconds = Math.max(
      1,
      Math.ceil(((recent.first?.getTime() ?? now.getTime()) + WINDOW_MS - now.getTime()) / 1000),
    );
    throw Refusal.of(
      'too-many-link-codes',
      `You made ${LINK_CODES_PER_WINDOW} link codes in the last ${LINK_CODE_MINUTES} minutes, as many as a player may: try again in ${seconds} seconds.`,
      { limit: LINK_CODES_PER_WINDOW },
    )
      .after(seconds)
      .saying('too-many-link-codes', { max: LINK_CODES_PER_WINDOW, minutes: LINK_CODE_MINUTES, seconds });
  }
  const code = newLinkCode();
  const expiresAt = new Date(now.getTime() + WINDOW_MS);
  await insertLinkCode(db, {
    codeHash: sha256Hex(normalizeLinkCode(code)),
    playerId,
    keyId,
    createdAt: now,
    expiresAt,
  });
  return { code, expiresAt: expiresAt.toISOString() };
}

/**
 * A new key for the device that typed `code`; a wrong, used or expired code, or one whose device was signed out
 * since, is refused and changes nothing.
 */
export async function redeemLinkCode(deps: Deps, code: string, label: string | null): Promise<DeviceKey> {
  checkLabel(label);
  const codeHash = sha256Hex(normalizeLinkCode(code));
  const now = deps.now();
  const issued = await deps.database.db.transaction().execute(async tx => {
    const player = await takeLinkCode(tx, codeHash, now);
    return player === null ? null : issueKey(deps, tx, player, label);
  });
  if (issued) return issued;
  const state = await linkCodeState(deps.database.db, codeHash);
  if (state === null)
    throw Refusal.of(
      'bad-link-code',
      'This code links no device: check it on the device that shows it, or ask that device for a new one.',
    ).saying('bad-link-code/unknown');
  if (state.usedAt !== null)
    throw Refusal.of(
      'bad-link-code',
      'This code was already used: a code links one device; ask the signed-in device for a new one.',
    ).saying('bad-link-code/used');
  if (!state.keyLive)
    throw Refusal.of(
      'bad-link-code',
      'The device that made this code was signed out since, so the code links nothing: ask a device still signed in for a new code.',
    ).saying('bad-link-code/signed-out');
  const at = state.expiresAt.toISOString();
  throw Refusal.of(
    'bad-link-code',
    `This code expired at ${at} (a code lasts ${LINK_CODE_MINUTES} minutes): ask the signed-in device for a new one.`,
  ).saying('bad-link-code/expired', { at, minutes: LINK_CODE_MINUTES });
}
