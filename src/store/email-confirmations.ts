// The confirmation mails players asked for lately (migrations/0021), counted per player and per client
// address. Counting and recording run under a transaction-scoped advisory lock on each, taken in one order
// (player, then client), so two requests of one player, or from one address, count in turn, across processes.
import { sql } from 'kysely';
import type { Executor } from './log.js';

/**
 * Holds the player's lock until the transaction ends (run it inside one): also what changes the player's addresses
 * takes (service/notifications/email.ts), so that giving an address and confirming one happen one after the other.
 */
export async function lockPlayerMail(db: Executor, playerId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`croupier-mail-player:${playerId}`}, 0))`.execute(db);
}

/** Holds the player's and the client's locks until the transaction ends (run it inside one). */
export async function lockConfirmations(db: Executor, playerId: string, clientDigest: string): Promise<void> {
  await lockPlayerMail(db, playerId);
  await sql`select pg_advisory_xact_lock(hashtextextended(${`croupier-mail-client:${clientDigest}`}, 0))`.execute(db);
}

export interface Recent {
  readonly count: number;
  /** The oldest of them: the window has room again once it is out of it. */
  readonly first: Date | null;
}

/** The confirmations the player, and the client, asked for after `since`. */
export async function confirmationsSince(
  db: Executor,
  playerId: string,
  clientDigest: string,
  since: Date,
): Promise<{ player: Recent; client: Recent }> {
  const recent = async (column: 'player_id' | 'client_digest', value: string): Promise<Recent> => {
    const row = await db
      .selectFrom('email_confirmations')
      .select(eb => [eb.fn.countAll<string | number>().as('count'), eb.fn.min('sent_at').as('first')])
      .where(column, '=', value)
      .where('sent_at', '>', since)
      .executeTakeFirstOrThrow();
    const first = row.first as Date | string | null;
    return { count: Number(row.count), first: first === null ? null : new Date(first) };
  };
  return { player: await recent('player_id', playerId), client: await recent('client_digest', clientDigest) };
}

/** Records one more, and forgets this player's and client's rows that are out of the window. */
export async function recordConfirmation(
  db: Executor,
  row: { playerId: string; clientDigest: string; at: Date },
  forgetBefore: Date,
): Promise<void> {
  await db
    .deleteFrom('email_confirmations')
    .where(eb => eb.or([eb('player_id', '=', row.playerId), eb('client_digest', '=', row.clientDigest)]))
    .where('sent_at', '<=', forgetBefore)
    .execute();
  await db
    .insertInto('email_confirmations')
    .values({ player_id: row.playerId, client_digest: row.clientDigest, sent_at: row.at })
    .execute();
}
