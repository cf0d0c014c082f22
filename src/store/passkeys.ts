// WebAuthn credentials and the challenges handed out for them (migrations/0015). A challenge is kept as its
// SHA-256 with what it is for and its expiry, and deleted by the statement that takes it: single use, and
// whichever process handed it out.
import type { Executor } from './log.js';

export type ChallengePurpose = 'register' | 'authenticate';

export interface PasskeyRecord {
  readonly id: string;
  readonly playerId: string;
  readonly publicKey: Uint8Array;
  readonly counter: number;
  readonly transports: string[];
}

/** Keeps a challenge handed out; expired ones are swept on the way (options nobody answered). */
export async function insertChallenge(
  db: Executor,
  challenge: { hash: string; purpose: ChallengePurpose; playerId: string | null; expiresAt: Date },
  now: Date,
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

export async function insertPasskey(db: Executor, passkey: PasskeyRecord & { createdAt: Date }): Promise<void> {
  await db
    .insertInto('passkeys')
    .values({
      id: passkey.id,
      player_id: passkey.playerId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      created_at: passkey.createdAt,
    })
    .execute();
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

export async function updatePasskeyCounter(db: Executor, id: string, counter: number): Promise<void> {
  await db.updateTable('passkeys').set({ counter }).where('id', '=', id).execute();
}
