// Use cases of passkeys (WebAuthn, through @simplewebauthn/server): a signed-in player registers one; a device
// signs in with one (discoverable credentials: no name typed, the authenticator offers the player's passkey)
// and gets its own key. Each challenge is handed out once, kept as its SHA-256 in the database with its
// purpose and a 5-minute expiry (any process can verify it), and deleted by the verification that reads it:
// an answer replayed, or made for a challenge of another purpose or player, finds none. The library checks
// the origin and relying-party id (from PUBLIC_ORIGIN), the signature, and the counter against the one read;
// the store writes a counter only over a smaller one, so two sign-ins at once cannot store it out of order. A
// passkey records the key it was added with: revoking that key deletes it (store/player-keys.ts), so a stolen
// key cannot keep the account through a passkey of its own once the owner signs it out. The listing and removal are
// my-passkeys.ts and remove-passkey.ts.
import {
  findPasskey,
  insertChallenge,
  insertPasskey,
  passkeyIdsOf,
  takeChallenge,
  updatePasskeyCounter,
  type ChallengePurpose,
} from '../../store/passkeys.js';
import { holdLiveKey, keyRevokedAt } from '../../store/player-keys.js';
import type { Deps } from '../deps.js';
import { lazy } from '../lazy.js';
import { Refusal } from '../refusal.js';
import { revokedKey } from '../access/player-key.js';
import { sha256Hex } from '../access/secrets.js';
import { playerOf } from './identify.js';
import { issueKey } from './keys.js';
import { checkLabel } from './labels.js';
import { relyingPartyOf, type RelyingParty } from './relying-party.js';
import type { DeviceKey, PasskeyAdded, PasskeyAssertion, PasskeyOptions, PasskeyRegistration } from './schemas.js';

const CHALLENGE_MS = 5 * 60_000;

/**
 * The live challenges kept, the newest: per player for registrations (a person adds one passkey at a time), and
 * for sign-ins, which name nobody and are limited only per address, overall. A newer one pushes the oldest out
 * (its answer is then refused as expired) rather than refusing the request, so that filling the table blocks
 * nobody's sign-in: only a flood of more than this many in the seconds a person takes to answer would.
 */
export const KEPT_CHALLENGES = { register: 5, authenticate: 10_000 } as const;

/** The WebAuthn library, loaded by the first passkey request (it weighs on the start: service/lazy.ts). */
const webauthn = lazy(() => import('@simplewebauthn/server'));

const rpOf = (deps: Deps): RelyingParty => deps.relyingParty?.() ?? relyingPartyOf('http://localhost:3000');

const challengeRefused = () =>
  Refusal.of(
    'passkey-refused',
    'This passkey answer is for a challenge this server did not hand out, already used or expired: ask for new options and try again.',
  ).saying('passkey-refused/challenge');

const notVerified = () =>
  Refusal.of(
    'passkey-refused',
    "The passkey's answer does not verify (another origin or site, a wrong signature, or no user verification): try again from this site.",
  ).saying('passkey-refused/verification');

const counterRefused = () =>
  Refusal.of(
    'passkey-refused',
    "This passkey's signature counter is not past the one it last signed in with, a sign that the authenticator may have been copied: sign in with it again, and remove it from the Devices screen if this is not your doing.",
  ).saying('passkey-refused/counter');

/** The longest credential id WebAuthn lets an authenticator make, in bytes (registration ceremony, step 23). */
export const MAX_CREDENTIAL_ID_BYTES = 1023;

const idTooLong = () =>
  Refusal.of(
    'passkey-refused',
    `This passkey's credential id is longer than ${MAX_CREDENTIAL_ID_BYTES} bytes, which WebAuthn allows no authenticator: add a passkey made by another authenticator.`,
  ).saying('passkey-refused/credential-id', { max: MAX_CREDENTIAL_ID_BYTES });

const registeredElsewhere = () =>
  Refusal.of(
    'passkey-refused',
    'This passkey is registered here for another player: make a new passkey for this account on your authenticator.',
  ).saying('passkey-refused/registered-elsewhere');

/** The challenge the browser signed, read from clientDataJSON; null when it holds none. */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : null;
  } catch {
    return null;
  }
}

/** Takes the challenge the answer signed (single use); refuses one unknown, used, expired or of another purpose. */
async function takeSigned(
  deps: Deps,
  clientDataJSON: string,
  purpose: ChallengePurpose,
): Promise<{ challenge: string; playerId: string | null }> {
  const challenge = signedChallenge(clientDataJSON);
  if (challenge === null) throw notVerified();
  const taken = await takeChallenge(deps.database.db, sha256Hex(challenge), purpose, deps.now());
  if (!taken) throw challengeRefused();
  return { challenge, playerId: taken.playerId };
}

async function handOut(deps: Deps, challenge: string, purpose: ChallengePurpose, playerId: string | null) {
  const now = deps.now();
  await insertChallenge(
    deps.database.db,
    { hash: sha256Hex(challenge), purpose, playerId, expiresAt: new Date(now.getTime() + CHALLENGE_MS) },
    now,
    KEPT_CHALLENGES[purpose],
  );
}

export async function registrationOptions(deps: Deps, key: string | undefined): Promise<PasskeyOptions> {
  const db = deps.database.db;
  const player = await playerOf(db, key);
  const rp = rpOf(deps);
  const options = await (
    await webauthn()
  ).generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: player.name,
    userDisplayName: player.name,
    userID: new TextEncoder().encode(player.id),
    attestationType: 'none',
    timeout: CHALLENGE_MS,
    excludeCredentials: (await passkeyIdsOf(db, player.id)).map(id => ({ id })),
    // Discoverable, so that signing in needs no name: the authenticator finds the player's passkey.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await handOut(deps, options.challenge, 'register', player.id);
  return { ...options };
}

export async function addPasskey(
  deps: Deps,
  key: string | undefined,
  credential: PasskeyRegistration,
): Promise<PasskeyAdded> {
  const db = deps.database.db;
  const player = await playerOf(db, key);
  const { challenge, playerId } = await takeSigned(deps, credential.response.clientDataJSON, 'register');
  if (playerId !== player.id) throw challengeRefused();
  const rp = rpOf(deps);
  const verified = await (
    await webauthn()
  )
    .verifyRegistrationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    })
    .catch(() => null);
  if (!verified?.verified) throw notVerified();
  const made = verified.registrationInfo.credential;
  // Longer ids are refused before they reach the passkeys' primary key, whose index takes no row of more than a
  // few kB (such an insert failed: a 500).
  if (Buffer.from(made.id, 'base64url').length > MAX_CREDENTIAL_ID_BYTES) throw idTooLong();
  const owner = await db.transaction().execute(async tx => {
    // The key's row is held until the passkey is in: a revocation of the key meanwhile waits, then deletes it.
    if (!(await holdLiveKey(tx, player.keyId))) throw revokedKey((await keyRevokedAt(tx, player.keyId)) ?? new Date(0));
    const added = await insertPasskey(tx, {
      id: made.id,
      playerId: player.id,
      publicKey: made.publicKey,
      counter: made.counter,
      transports: made.transports ?? credential.response.transports ?? [],
      createdAt: deps.now(),
      addedBy: player.keyId,
    });
    return added ? player.id : (await findPasskey(tx, made.id))?.playerId;
  });
  // A credential is registered once (WebAuthn's registration ceremony, step 26): added again by its player, it is
  // the passkey they have; another player's is refused, rather than answered as if it were now theirs.
  // (Gone again before it could be read, the other one was removed meanwhile: trying again adds this one.)
  if (owner !== player.id) throw owner === undefined ? challengeRefused() : registeredElsewhere();
  return { id: made.id };
}

export async function authenticationOptions(deps: Deps): Promise<PasskeyOptions> {
  const rp = rpOf(deps);
  const options = await (
    await webauthn()
  ).generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'preferred',
    timeout: CHALLENGE_MS,
  });
  await handOut(deps, options.challenge, 'authenticate', null);
  return { ...options };
}

export async function signInWithPasskey(
  deps: Deps,
  credential: PasskeyAssertion,
  label: string | null,
): Promise<DeviceKey> {
  const db = deps.database.db;
  checkLabel(label);
  const { challenge } = await takeSigned(deps, credential.response.clientDataJSON, 'authenticate');
  const passkey = await findPasskey(db, credential.id);
  if (!passkey)
    throw Refusal.of(
      'passkey-refused',
      'This passkey is not registered here: sign in another way, then add it from the Devices screen.',
    ).saying('passkey-refused/unknown-credential');
  const rp = rpOf(deps);
  const verified = await (
    await webauthn()
  )
    .verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
      requireUserVerification: false,
    })
    .catch((error: unknown) => {
      // The library's counter check (§7.2 step 22) is said as such: the other failures share one sentence.
      if (error instanceof Error && /^Response counter value/.test(error.message)) throw counterRefused();
      return null;
    });
  if (!verified?.verified) throw notVerified();
  const counter = verified.authenticationInfo.newCounter;
  return db.transaction().execute(async tx => {
    // Another sign-in with this passkey wrote a counter at least this one's since it was read: refused as the
    // library refuses it when read after (§7.2 step 22), rather than storing the smaller counter over it.
    if (!(await updatePasskeyCounter(tx, passkey.id, counter, deps.now()))) throw counterRefused();
    return issueKey(deps, tx, { id: passkey.playerId, name: passkey.name, handle: passkey.handle }, label);
  });
}
