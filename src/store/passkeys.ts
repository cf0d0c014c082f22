// WebAuthn credentials and the challenges handed out for them (migrations/0015). A challenge is kept as its
// SHA-256 with what it is for and its expiry, and deleted by the statement that takes it: single use, and
// whichever process handed it out. A passkey records the key it was added with (migrations/0022), listed to
// its owner; revoking that key deletes it (store/player-keys.ts).
import type { Executor } from './log.js';

export type ChallengePurpose = 'register' | 'authenticate';

export interface PasskeyRecord {
  readonly id: string;
  readonly playerId: string;
  readonly publicKey: Uint8Array;
  readonly counter: number;
  readonly transports: string[];
}

/**
 * Keeps a challenge handed out; expired ones are swept on the way (options nobody answered), and of the live ones
 * of its kind (a player's registrations, or all sign-ins, which name nobody) only the `keep` newest stay: asking
 * for options again and again, from as many addresses as one likes, cannot grow the table past that.
 */
export async function insertChallenge(
  db: Executor,
  challenge: { hash: string; purpose: ChallengePurpose; playerId: string | null; expiresAt: Date },
  now: Date,
  keep: number,
): Promise<void> {
  await db.deleteFrom('passkey_challenges').where('expires_at', '<=', now).execute();
  await db
    .insertInto('passkey_challenges')
    .values({
      challenge_hash: challenge.hash,
      purpose: challenge.purpose,
      player_id: challenge.playerId,
      expires_at: challenge.expiresAt,
    })
    .execute();
  await db
    .deleteFrom('passkey_challenges')
    .where('challenge_hash', 'in', eb =>
      eb
        .selectFrom('passkey_challenges')
        .select('challenge_hash')
        .where('purpose', '=', challenge.purpose)
        .where(inner =>
          challenge.playerId === null ? inner('player_id', 'is', null) : inner('player_id', '=', challenge.playerId),
        )
        .orderBy('expires_at', 'desc')
        .orderBy('challenge_hash')
        .offset(keep),
    )
    .execute();
}

/**
 * Deletes the challenge with this hash and purpose; what it was for (the player it registers for, null for an
 * authentication) when it was there and unexpired at `now`, else undefined.
 */
export async function takeChallenge(
  db: Executor,
  hash: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<{ playerId: string | null } | undefined> {
  const row = await db
    .deleteFrom('passkey_challenges')
    .where('challenge_hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .returning('player_id')
    .executeTakeFirst();
  return row ? { playerId: row.player_id } : undefined;
}

/** A passkey as its owner sees it listed. */
export interface PasskeyListed {
  readonly id: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  /** The key it was added with, while that key is live; null for passkeys added before migrations/0022. */
  readonly addedBy: { readonly id: string; readonly label: string | null } | null;
}

/**
 * Keeps a new passkey; false when one with its credential id is kept already (by this or another player), or is
 * being added by a transaction that then commits (the insert waits for it).
 */
export async function insertPasskey(
  db: Executor,
  passkey: PasskeyRecord & { createdAt: Date; addedBy: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('passkeys')
    .values({
      id: passkey.id,
      player_id: passkey.playerId,
      added_by: passkey.addedBy,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      created_at: passkey.createdAt,
    })
    .onConflict(oc => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findPasskey(
  db: Executor,
  id: string,
): Promise<(PasskeyRecord & { name: string; handle: string }) | null> {
  const row = await db
    .selectFrom('passkeys')
    .innerJoin('players', 'players.id', 'passkeys.player_id')
    .select(['passkeys.id', 'player_id', 'public_key', 'counter', 'transports', 'players.name', 'players.handle'])
    .where('passkeys.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    playerId: row.player_id,
    publicKey: new Uint8Array(row.public_key),
    counter: Number(row.counter),
    transports: Array.isArray(row.transports) ? row.transports.filter(t => typeof t === 'string') : [],
    name: row.name,
    handle: row.handle,
  };
}

/** The player's passkeys' ids, so an authenticator is not registered twice. */
export async function passkeyIdsOf(db: Executor, playerId: string): Promise<string[]> {
  const rows = await db.selectFrom('passkeys').select('id').where('player_id', '=', playerId).execute();
  return rows.map(r => r.id);
}

/** The player's passkeys, oldest first, with the key each was added with. */
export async function listPasskeys(db: Executor, playerId: string): Promise<PasskeyListed[]> {
  const rows = await db
    .selectFrom('passkeys')
    .leftJoin('player_keys', 'player_keys.id', 'passkeys.added_by')
    .select([
      'passkeys.id',
      'passkeys.created_at',
      'passkeys.last_used_at',
      'player_keys.id as key_id',
      'player_keys.label as key_label',
    ])
    .where('passkeys.player_id', '=', playerId)
    .orderBy('passkeys.created_at')
    .orderBy('passkeys.id')
    .execute();
  return rows.map(r => ({
    id: r.id,
    createdAt: r.created_at,
    lastUsedAt: r.last_used_at,
    addedBy: r.key_id === null ? null : { id: r.key_id, label: r.key_label },
  }));
}

/** Deletes a passkey of the player; false when the player has no such passkey. */
export async function deletePasskey(db: Executor, playerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/**
 * Notes a sign-in with the passkey: its signature counter, and when (shown to its owner). The counter only goes
 * up, in the statement itself: of two sign-ins that read the same counter, the one whose counter is not above
 * the one the other wrote meanwhile changes nothing and gets false (WebAuthn §7.2 step 22: a possible clone).
 * Authenticators that keep no counter sign with 0 every time, and stay 0.
 */
export async function updatePasskeyCounter(db: Executor, id: string, counter: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter, last_used_at: at })
    .where('id', '=', id)
    .where(eb => (counter === 0 ? eb('counter', '=', '0') : eb('counter', '<', String(counter))))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
