// A player's e-mail addresses for notifications (migrations/0020, 0026): at most one confirmed, which is mailed,
// and one awaiting confirmation, which replaces it once confirmed; tokens kept as digests. Rows become plain
// records here; the service decides what may be stored and when a mail is queued.
import { CompiledQuery } from 'kysely';
import type { Executor } from './log.js';
import { MOVES_CHANNEL } from './log.js';
import { OUTBOX_TOPIC } from './outbox.js';

export type Frequency = 'each-turn' | 'daily-digest';

export interface EmailRecord {
  readonly id: string;
  readonly playerId: string;
  readonly address: string;
  readonly frequency: Frequency;
  readonly language: string;
  readonly createdAt: Date;
  readonly confirmedAt: Date | null;
}

export interface NewEmail extends EmailRecord {
  readonly confirmDigest: string;
  readonly confirmExpiresAt: Date;
  readonly unsubscribeDigest: string;
}

const present = (r: {
  id: string;
  player_id: string;
  address: string;
  frequency: Frequency;
  language: string;
  created_at: Date;
  confirmed_at: Date | null;
}): EmailRecord => ({
  id: r.id,
  playerId: r.player_id,
  address: r.address,
  frequency: r.frequency,
  language: r.language,
  createdAt: r.created_at,
  confirmedAt: r.confirmed_at,
});

const COLUMNS = ['id', 'player_id', 'address', 'frequency', 'language', 'created_at', 'confirmed_at'] as const;

export interface PlayerEmails {
  /** The address mailed now. */
  readonly confirmed: EmailRecord | null;
  /** The address given since, mailed once confirmed. */
  readonly pending: EmailRecord | null;
}

export async function emailsOf(db: Executor, playerId: string): Promise<PlayerEmails> {
  const rows = await db.selectFrom('email_addresses').select(COLUMNS).where('player_id', '=', playerId).execute();
  const records = rows.map(present);
  return {
    confirmed: records.find(r => r.confirmedAt !== null) ?? null,
    pending: records.find(r => r.confirmedAt === null) ?? null,
  };
}

/**
 * Puts the address in place of the player's pending one, if any (a new id: mails queued for the old one are
 * given up). A confirmed address stays, and is mailed, until this one is confirmed.
 */
export async function replacePendingEmail(db: Executor, e: NewEmail): Promise<void> {
  await dropPendingEmail(db, e.playerId);
  await db
    .insertInto('email_addresses')
    .values({
      id: e.id,
      player_id: e.playerId,
      address: e.address,
      frequency: e.frequency,
      language: e.language,
      created_at: e.createdAt,
      confirmed_at: e.confirmedAt,
      confirm_digest: e.confirmDigest,
      confirm_expires_at: e.confirmExpiresAt,
      unsubscribe_digest: e.unsubscribeDigest,
      digest_day: null,
    })
    .execute();
}

export async function dropPendingEmail(db: Executor, playerId: string): Promise<void> {
  await db.deleteFrom('email_addresses').where('player_id', '=', playerId).where('confirmed_at', 'is', null).execute();
}

/** Deletes the player's confirmed addresses other than `keep` (the one being confirmed replaces them). */
export async function dropConfirmedEmailsBut(db: Executor, playerId: string, keep: string): Promise<void> {
  await db
    .deleteFrom('email_addresses')
    .where('player_id', '=', playerId)
    .where('confirmed_at', 'is not', null)
    .where('id', '<>', keep)
    .execute();
}

/** Changes how often a confirmed address hears, and in which language. */
export async function updateEmailPreferences(
  db: Executor,
  id: string,
  frequency: Frequency,
  language: string,
): Promise<void> {
  await db.updateTable('email_addresses').set({ frequency, language }).where('id', '=', id).execute();
}

/** Deletes the player's addresses, confirmed and pending. */
export async function deleteEmail(db: Executor, playerId: string): Promise<boolean> {
  const result = await db.deleteFrom('email_addresses').where('player_id', '=', playerId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The address whose pending confirmation token has this digest, with the token's expiry. */
export async function emailByConfirmDigest(
  db: Executor,
  digest: string,
): Promise<(EmailRecord & { readonly confirmExpiresAt: Date }) | null> {
  const row = await db
    .selectFrom('email_addresses')
    .select([...COLUMNS, 'confirm_expires_at'])
    .where('confirm_digest', '=', digest)
    .executeTakeFirst();
  return row ? { ...present(row), confirmExpiresAt: row.confirm_expires_at } : null;
}

/**
 * Confirms the address and spends its token; false when another request spent it first (run after
 * dropConfirmedEmailsBut, in its transaction).
 */
export async function confirmEmail(db: Executor, id: string, digest: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('email_addresses')
    .set({ confirmed_at: at, confirm_digest: null })
    .where('id', '=', id)
    .where('confirm_digest', '=', digest)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function emailByUnsubscribeDigest(db: Executor, digest: string): Promise<EmailRecord | null> {
  const row = await db
    .selectFrom('email_addresses')
    .select(COLUMNS)
    .where('unsubscribe_digest', '=', digest)
    .executeTakeFirst();
  return row ? present(row) : null;
}

export async function deleteEmailByUnsubscribeDigest(db: Executor, digest: string): Promise<boolean> {
  const result = await db.deleteFrom('email_addresses').where('unsubscribe_digest', '=', digest).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Queues today's digest for every confirmed daily-digest address that has none for day `day` yet. Moving
 * `digest_day` and queueing are one statement: of processes sweeping at once, one moves a given row.
 */
const QUEUE_DIGESTS = `
  with due as (
    update email_addresses set digest_day = $1::integer
    where frequency = 'daily-digest' and confirmed_at is not null and (digest_day is null or digest_day < $1::integer)
    returning id, player_id
  ), queued as (
    insert into outbox (id, channel, target_id, player_id, type, payload, created_at, next_at)
    select gen_random_uuid()::text, 'email', id, player_id, 'digest', jsonb_build_object('type', 'digest', 'day', $1::integer), $2, $2
    from due
    returning 1
  )
  select count(*)::integer as n, case when exists (select 1 from queued) then pg_notify($3, '${OUTBOX_TOPIC}:0') end
  from queued
`;

/** Queues the digests of day `day`; how many. */
export async function queueDigests(db: Executor, day: number, at: Date): Promise<number> {
  const { rows } = await db.executeQuery<{ n: number }>(
    CompiledQuery.raw(QUEUE_DIGESTS, [day, at.toISOString(), MOVES_CHANNEL]),
  );
  return rows[0]?.n ?? 0;
}
