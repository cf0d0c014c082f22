// What one creator may open (issue 22, hole 3): tables with an open seat are what others see and what the
// lobby lists, so they are counted per creator: at most `maxWaiting` waiting at once, and at most
// `perMinute` opened in any minute. Games without an open seat stay under the general rate limits only.
// The creator is the player opening the table (their `{ me: true }` seat, else their key), or, without a
// player key, the client's address (as the rate limiter groups it), kept only as a SHA-256 digest.
// The counts are read from the database under the creator's advisory lock (store/quotas.ts), in the
// transaction that inserts the table, so they hold across processes and under concurrent requests.
// The same claim ranks a listed table in the lobby: three per creator per rank (migrations/0010).
import { findKeyHolder } from '../../store/player-keys.js';
import type { Executor } from '../../store/log.js';
import { lockCreator, playerCreator, tablesOpenedSince, waitingTablesOf } from '../../store/quotas.js';
import type { Deps } from '../deps.js';
import { Refusal } from '../refusal.js';
import { sha256Hex } from '../access/secrets.js';
import { DEFAULT_TABLE_EXPIRY_DAYS, DEFAULT_TABLE_QUOTAS, type TableQuotas } from './quota-limits.js';
import { expiryCutoff, expiryDaysOf } from './expiry.js';

export { DEFAULT_TABLE_EXPIRY_DAYS, DEFAULT_TABLE_QUOTAS, type TableQuotas };

/** A creator's tables per rank of the lobby: its first three waiting tables come before anyone's fourth. */
export const LOBBY_SHARE = 3;

const MINUTE_MS = 60_000;

export interface Claim {
  readonly creator: string;
  /** The table's rank in the lobby; null for a table not listed. */
  readonly lobbyRank: number | null;
}

/** Who is opening a table: a player (by their `me` seat or their key), else the client's address. */
export async function creatorOf(
  db: Executor,
  me: { readonly id: string } | null,
  key: string | undefined,
  client: string | undefined,
): Promise<string> {
  const holder = me === null && key !== undefined ? await findKeyHolder(db, sha256Hex(key)) : null;
  const player = me ?? (holder ? { id: holder.playerId } : null);
  return player ? playerCreator(player.id) : `ip:${sha256Hex(client ?? 'unknown')}`;
}

/** Checks the creator's quotas for one more table with an open seat, in `tx`; its rank in the lobby when listed. */
export async function claimTable(deps: Deps, tx: Executor, creator: string, listed: boolean): Promise<Claim> {
  const quotas = deps.quotas ?? DEFAULT_TABLE_QUOTAS;
  await lockCreator(tx, creator);
  // An expired table frees its place at once, whether or not its cancellation is appended yet.
  const waiting = await waitingTablesOf(tx, creator, expiryCutoff(deps.now(), expiryDaysOf(deps)));
  if (quotas.maxWaiting > 0 && waiting.waiting >= quotas.maxWaiting) {
    // Only what works is advised: a player may cancel the tables counted against them (tables/leave.ts)
    // and finds them in their games; tables counted by address have nobody who may cancel them all, so
    // they free their places when they fill or expire.
    if (creator.startsWith('player:'))
      throw Refusal.of(
        'too-many-waiting-tables',
        `You have ${waiting.waiting} tables waiting for people, the most one creator may have (${quotas.maxWaiting}): cancel one (POST /games/{id}/cancel with your key; GET /players/me/games?status=waiting lists them) or wait until one fills.`,
        { limit: quotas.maxWaiting },
      ).saying('too-many-waiting-tables', { waiting: waiting.waiting, max: quotas.maxWaiting });
    const days = expiryDaysOf(deps);
    throw Refusal.of(
      'too-many-waiting-tables',
      `Your address has ${waiting.waiting} tables opened without a player key waiting for people, the most one creator may have (${quotas.maxWaiting}): wait until one fills, or until they expire, ${days} days after they were opened; or open tables with a player key (POST /players).`,
      { limit: quotas.maxWaiting },
    ).saying('too-many-waiting-tables/address', { waiting: waiting.waiting, max: quotas.maxWaiting, days });
  }
  if (quotas.perMinute > 0) {
    const now = deps.now().getTime();
    const recent = await tablesOpenedSince(tx, creator, new Date(now - MINUTE_MS));
    if (recent.count >= quotas.perMinute) {
      const seconds = Math.max(1, Math.ceil(((recent.first?.getTime() ?? now) + MINUTE_MS - now) / 1000));
      throw Refusal.of(
        'too-many-new-tables',
        `You opened ${recent.count} tables with an open seat in the last minute, the most one creator may (${quotas.perMinute}): try again in ${seconds} s.`,
        { limit: quotas.perMinute },
      )
        .saying('too-many-new-tables', { count: recent.count, max: quotas.perMinute, seconds })
        .after(seconds);
    }
  }
  return { creator, lobbyRank: listed ? Math.floor(waiting.listed / LOBBY_SHARE) : null };
}
