// The OpenAPI operations of a player's devices (issue 24): the keys (one per device), revoking one, link codes,
// passkeys, and signing a new device in with either. Same conventions as openapi-tables.ts.
import { answer, example, jsonBody, problems, type Api } from './openapi/conventions.js';
import { exampleSecret } from './openapi/examples.js';
import { DeviceKey, KeyList, LinkCode, PasskeyAdded, PasskeyList, PasskeyOptions } from '../service/players/schemas.js';
import { KeyIdParams, LinkBody, PasskeyIdParams, PasskeyRegistrationBody, PasskeySignInBody } from './schemas.js';

const PLAYER_ID = '0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f';
const KEY_ID = '6a1b2c3d-4e5f-4061-8a9b-0c1d2e3f4a5c';

const newDeviceKey = example('A key for this device', {
  id: PLAYER_ID,
  name: 'Ada',
  handle: 'Ada',
  key: exampleSecret('device-key'),
  keyId: KEY_ID,
});

export function registerDeviceRoutes({ op }: Api): void {
  op({
    method: 'get',
    path: '/players/me/keys',
    operationId: 'listMyKeys',
    tag: 'Players',
    access: 'player',
    summary: "List my devices' keys",
    description:
      'Each device signed in holds a key of its own (POST /players, a link code or a passkey made it). The keys not revoked, oldest first; ' +
      '`current` marks the key of this request, `lastUsedAt` is written at most about once a minute.',
    responses: {
      200: answer('The keys.', KeyList, {
        keys: example('Two devices', {
          keys: [
            {
              id: '5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
              label: null,
              createdAt: '2026-11-20T09:00:00.000Z',
              lastUsedAt: '2026-11-26T10:00:00.000Z',
              current: true,
            },
            { id: KEY_ID, label: 'Phone', createdAt: '2026-11-26T10:01:00.000Z', lastUsedAt: null, current: false },
          ],
        }),
      }),
      ...problems(400, 401, 429, 503),
    },
  });
  op({
    method: 'delete',
    path: '/players/me/keys/{id}',
    operationId: 'revokeMyKey',
    tag: 'Players',
    access: 'player',
    summary: 'Revoke a key (sign a device out)',
    description:
      "At once: the key's open event streams end (on every server process) and its next request is refused (401 revoked-key). " +
      'What the key granted goes with it: the passkeys added with it are removed, the link codes it made link nothing, and the seat tokens handed out in answer to its requests (a `{ "me": true }` seat, a join, a rematch) are refused with 401 revoked-key, their event streams ended. ' +
      'Revoking the key of this request signs this device out.',
    request: { params: KeyIdParams },
    responses: {
      204: { description: 'Revoked.' },
      ...problems(400, 401, 404, 429, 503),
    },
  });
  op({
    method: 'post',
    path: '/players/me/link-codes',
    operationId: 'createLinkCode',
    tag: 'Players',
    access: 'player',
    summary: 'Show a code that signs another device in',
    description:
      'A one-time code to type on the new device (POST /players/link): valid 10 minutes, for one device. A player makes at most 5 in 10 minutes (429 too-many-link-codes). Only its hash is kept.',
    responses: {
      201: answer('The code.', LinkCode, {
        code: example('A code', { code: 'K7M2Q-9XH4D', expiresAt: '2026-11-26T10:10:00.000Z' }),
      }),
      ...problems(400, 401, 429, 503),
    },
  });
  op({
    method: 'post',
    path: '/players/link',
    operationId: 'linkDevice',
    tag: 'Players',
    access: 'public',
    summary: 'Sign this device in with a link code',
    description:
      'The code shown by a signed-in device (case, spaces and dashes do not matter) gives this device a key of its own for that player, shown once. ' +
      'A wrong, used or expired code, or one made by a device signed out since (its key revoked), is refused (422 bad-link-code) and changes nothing.',
    request: { body: jsonBody(LinkBody, { code: example('A code', { code: 'K7M2Q-9XH4D', label: 'Phone' }) }) },
    responses: {
      201: answer('The player and the key of this device.', DeviceKey, { key: newDeviceKey }),
      ...problems(400, 413, 415, 422, 429, 503),
    },
  });
  op({
    method: 'post',
    path: '/players/me/passkeys/registration/options',
    operationId: 'passkeyRegistrationOptions',
    tag: 'Players',
    access: 'player',
    summary: 'Start adding a passkey',
    description:
      'WebAuthn creation options for a discoverable credential (hand them to navigator.credentials.create, e.g. with @simplewebauthn/browser), made for PUBLIC_ORIGIN. Their challenge is single-use and expires after 5 minutes.',
    responses: {
      200: answer('The options.', PasskeyOptions, {
        options: example('Options', { challenge: 'c1Q3…', rp: { name: 'Croupier', id: 'localhost' } }),
      }),
      ...problems(400, 401, 429, 503),
    },
  });
  op({
    method: 'post',
    path: '/players/me/passkeys',
    operationId: 'addPasskey',
    tag: 'Players',
    access: 'player',
    summary: 'Add a passkey',
    description:
      "The authenticator's answer to the registration options. Refused (422 passkey-refused) when its challenge was not handed out to this player, was used or expired, when it was made for another origin, when its credential is registered for another player, or when its credential id is longer than 1023 bytes. " +
      'The passkey belongs to the key of this request as well as to the player: revoking that key removes it.',
    request: {
      body: jsonBody(PasskeyRegistrationBody, {
        answer: example('An answer', {
          credential: {
            id: 'cred-id',
            rawId: 'cred-id',
            response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ' },
            clientExtensionResults: {},
            type: 'public-key',
          },
        }),
      }),
    },
    responses: {
      201: answer('The passkey added.', PasskeyAdded, { added: example('Added', { id: 'cred-id' }) }),
      ...problems(400, 401, 413, 415, 422, 429, 503),
    },
  });
  op({
    method: 'post',
    path: '/players/passkeys/authentication/options',
    operationId: 'passkeyAuthenticationOptions',
    tag: 'Players',
    access: 'public',
    summary: 'Start signing in with a passkey',
    description:
      'WebAuthn request options without a list of credentials: the authenticator offers the passkeys it holds for this site. The challenge is single-use and expires after 5 minutes.',
    responses: {
      200: answer('The options.', PasskeyOptions, {
        options: example('Options', { challenge: 'c1Q3…', rpId: 'localhost', userVerification: 'preferred' }),
      }),
      ...problems(400, 429, 503),
    },
  });
  op({
    method: 'post',
    path: '/players/passkeys/authentication',
    operationId: 'signInWithPasskey',
    tag: 'Players',
    access: 'public',
    summary: 'Sign this device in with a passkey',
    description:
      "The authenticator's answer to the authentication options gives this device a key of its own for the passkey's player, shown once. " +
      'Refused (422 passkey-refused) when replayed, answering a challenge not handed out or expired, made for another origin, or by a passkey not registered here.',
    request: {
      body: jsonBody(PasskeySignInBody, {
        answer: example('An answer', {
          credential: {
            id: 'cred-id',
            rawId: 'cred-id',
            response: {
              clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
              authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4',
              signature: 'MEUCIQDx',
            },
            clientExtensionResults: {},
            type: 'public-key',
          },
          label: 'Phone',
        }),
      }),
    },
    responses: {
      201: answer('The player and the key of this device.', DeviceKey, { key: newDeviceKey }),
      ...problems(400, 413, 415, 422, 429, 503),
    },
  });
  op({
    method: 'get',
    path: '/players/me/passkeys',
    operationId: 'listMyPasskeys',
    tag: 'Players',
    access: 'player',
    summary: 'List my passkeys',
    description:
      'Oldest first, each with when it was added and last signed a device in, and the device key it was added with (`addedBy`): revoking that key removes the passkey too. ' +
      'A passkey you do not recognize may have been added by a stolen key: remove it (and revoke the key).',
    responses: {
      200: answer('The passkeys.', PasskeyList, {
        passkeys: example('One passkey', {
          passkeys: [
            {
              id: 'bWFkZS1ieS1hLWtleQ',
              createdAt: '2026-11-26T10:02:00.000Z',
              lastUsedAt: null,
              addedBy: { keyId: KEY_ID, label: 'Phone' },
            },
          ],
        }),
      }),
      ...problems(400, 401, 429, 503),
    },
  });
  op({
    method: 'delete',
    path: '/players/me/passkeys/{id}',
    operationId: 'removeMyPasskey',
    tag: 'Players',
    access: 'player',
    summary: 'Remove a passkey',
    description:
      'It signs no device in from then on; the keys it gave devices stay until revoked (DELETE /players/me/keys/{id}). 404 passkey-not-found for a passkey that is not yours.',
    request: { params: PasskeyIdParams },
    responses: {
      204: { description: 'Removed.' },
      ...problems(400, 401, 404, 429, 503),
    },
  });
}
