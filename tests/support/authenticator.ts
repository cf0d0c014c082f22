// A passkey authenticator in software, for HTTP tests of passkeys without a browser: it answers WebAuthn
// options as navigator.credentials would (ES256 keys, "none" attestation, discoverable credentials), for the
// origin it is told, so a test can also answer for another origin or send the same answer twice. The browser
// test (tests/e2e/passkeys.e2e.test.ts) uses Chromium's own virtual authenticator instead.
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string): Buffer => createHash('sha256').update(bytes).digest();

interface Held {
  readonly id: Buffer;
  readonly privateKey: KeyObject;
  readonly rpId: string;
  readonly userHandle: string;
  counter: number;
}

interface CreationOptions {
  readonly challenge: string;
  readonly rp: { readonly id?: string };
  readonly user: { readonly id: string };
}

interface RequestOptions {
  readonly challenge: string;
  readonly rpId?: string;
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

export class SoftAuthenticator {
  private readonly held: Held[] = [];

  /**
   * Answers registration options, as made on `origin`. `id` is the new credential's id, random unless a test
   * makes one that is already registered (only a crafted authenticator would: a real one makes a new id each time).
   */
  create(options: CreationOptions, origin: string, id: Buffer = randomBytes(16)) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      counterBytes(0),
      Buffer.alloc(16), // AAGUID
      idLength,
      id,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin });
    this.held.push({ id, privateKey, rpId, userHandle: options.user.id, counter: 0 });
    return {
      id: b64(id),
      rawId: b64(id),
      response: { clientDataJSON: b64(Buffer.from(clientDataJSON)), attestationObject: b64(attestationObject) },
      clientExtensionResults: {},
      type: 'public-key' as const,
    };
  }

  /** Answers authentication options with the newest passkey held for their relying party, as made on `origin`. */
  get(options: RequestOptions, origin: string) {
    const rpId = options.rpId ?? new URL(origin).hostname;
    const passkey = this.held.filter(h => h.rpId === rpId).at(-1);
    if (!passkey) throw new Error(`no passkey for ${rpId}`);
    passkey.counter += 1;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), counterBytes(passkey.counter)]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin }));
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
    return {
      id: b64(passkey.id),
      rawId: b64(passkey.id),
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: passkey.userHandle,
      },
      clientExtensionResults: {},
      type: 'public-key' as const,
    };
  }
}
