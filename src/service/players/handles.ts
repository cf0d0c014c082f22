// What a handle may be, and the handle a name suggests. A handle is how a player is found by others
// (GET /players/{handle}, a challenge): ASCII letters and digits, `-` and `_`, 3 to 20 characters, unique
// without regard to case (a unique index on lower(handle), migrations/0016). Words a person could mistake
// for the server speaking (`admin`, `bot`, `me` as in /players/me…) are refused, and so is the `bot-` prefix,
// which the built-in bots' handles use (`bot-ismcts`): a person cannot pass for one. Display names stay free.
import { Refusal } from '../refusal.js';

export const HANDLE_LENGTH = { min: 3, max: 20 } as const;

const HANDLE = /^[A-Za-z0-9_-]+$/;

/** Refused as handles, compared in lower case. */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  'me',
  'admin',
  'administrator',
  'bot',
  'bots',
  'root',
  'system',
  'croupier',
  'support',
  'help',
  'moderator',
  'staff',
  'anonymous',
  'null',
  'undefined',
  'api',
  'players',
  'games',
  'leaderboards',
]);

/** The prefix of the built-in bots' handles. */
export const BOT_PREFIX = 'bot-';

/** The handle of the built-in bot playing strategy `name`. */
export const builtInHandle = (name: string): string => `${BOT_PREFIX}${name}`;

const isReserved = (handle: string): boolean =>
  RESERVED_HANDLES.has(handle.toLowerCase()) || handle.toLowerCase().startsWith(BOT_PREFIX);

/** `handle` if a person may take it; otherwise a refusal saying what is wrong. */
export function checkHandle(handle: string, path = 'handle'): string {
  const { min, max } = HANDLE_LENGTH;
  if (handle.length < min || handle.length > max || !HANDLE.test(handle)) {
    throw Refusal.of(
      'invalid-request',
      `A handle is ${min} to ${max} characters: ASCII letters and digits, "-" and "_" (such as ada_l or grace-h).`,
      { errors: [{ path, message: `${min} to ${max} of A-Z, a-z, 0-9, - and _` }] },
    ).saying('invalid-request/handle', { min, max });
  }
  if (isReserved(handle)) {
    throw Refusal.of(
      'invalid-request',
      `The handle "${handle}" is kept by the server (reserved words such as me, admin and bot, and handles starting with "bot-"): choose another.`,
      { errors: [{ path, message: 'reserved' }] },
    ).saying('invalid-request/handle-reserved', { handle });
  }
  return handle;
}

/** The handle a display name suggests, before it is made unique: its ASCII letters and digits, 3 to 16. */
export function handleBase(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 16);
  return ascii.length < HANDLE_LENGTH.min || isReserved(ascii) ? 'player' : ascii;
}

/**
 * The handles to try for a name, in order: the name's own, then with a number from `draw` (1000 to 9999),
 * which is what makes two Adas signing up at once end with two handles rather than a refusal.
 */
export function handleCandidates(name: string, attempts: number, draw: () => number): string[] {
  const base = handleBase(name);
  return [base, ...Array.from({ length: attempts - 1 }, () => `${base}${1000 + (draw() % 9000)}`)];
}
