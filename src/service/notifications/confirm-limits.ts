// How many confirmation mails may be asked for: each new or changed address mails one, to an address the
// asker chose, so without a bound a player (or a script making players) could have the server mail anyone
// over and over. Bounded per player and per client address (its /56 for IPv6), per hour, counted in the
// database (store/email-confirmations.ts) so that every process shares one count. The client bound is
// looser: people behind one address (a household, a school) each add theirs.
import {
  confirmationsSince,
  lockConfirmations,
  recordConfirmation,
  type Recent,
} from '../../store/email-confirmations.js';
import type { Executor } from '../../store/log.js';
import { sha256Hex } from '../access/secrets.js';
import { Refusal } from '../refusal.js';

export const CONFIRMATIONS_PER_PLAYER = 5;
export const CONFIRMATIONS_PER_CLIENT = 10;
const WINDOW_MS = 3600_000;

/** Counts one confirmation mail for the player and the client, or refuses it (429 with Retry-After). */
export async function countConfirmation(db: Executor, playerId: string, client: string, now: Date): Promise<void> {
  const clientDigest = sha256Hex(client);
  await lockConfirmations(db, playerId, clientDigest);
  const since = new Date(now.getTime() - WINDOW_MS);
  const recent = await confirmationsSince(db, playerId, clientDigest, since);
  const over = (r: Recent, max: number): number | null =>
    r.count < max ? null : Math.max(1, Math.ceil(((r.first ?? now).getTime() + WINDOW_MS - now.getTime()) / 1000));
  const player = over(recent.player, CONFIRMATIONS_PER_PLAYER);
  if (player !== null)
    throw Refusal.of(
      'too-many-confirmations',
      `You asked for ${CONFIRMATIONS_PER_PLAYER} confirmation mails in the last hour, as many as a player may: try again in ${player} seconds.`,
      { limit: CONFIRMATIONS_PER_PLAYER },
    )
      .after(player)
      .saying('too-many-confirmations/player', { max: CONFIRMATIONS_PER_PLAYER, seconds: player });
  const fromClient = over(recent.client, CONFIRMATIONS_PER_CLIENT);
  if (fromClient !== null)
    throw Refusal.of(
      'too-many-confirmations',
      `${CONFIRMATIONS_PER_CLIENT} confirmation mails were asked for from your network in the last hour, as many as one address may: try again in ${fromClient} seconds.`,
      { limit: CONFIRMATIONS_PER_CLIENT },
    )
      .after(fromClient)
      .saying('too-many-confirmations/client', { max: CONFIRMATIONS_PER_CLIENT, seconds: fromClient });
  await recordConfirmation(db, { playerId, clientDigest, at: now }, since);
}
