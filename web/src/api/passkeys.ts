// Passkey ceremonies: the server's options handed to the browser's WebAuthn (through @simplewebauthn/browser,
// which turns the JSON options into what navigator.credentials takes, and its answer back into JSON), and the
// answer sent back. Signing in gives this device a key of its own.
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { addPasskey, passkeyAuthenticationOptions, passkeyRegistrationOptions, signInWithPasskey } from './client';
import type { Identity } from './identity';
import type { Schemas } from './types';

/** Whether this browser can make and use passkeys at all. */
export const passkeysSupported = (): boolean => typeof globalThis.PublicKeyCredential === 'function';

export async function registerPasskey(key: string): Promise<void> {
  const options = await passkeyRegistrationOptions(key);
  const answer = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  await addPasskey(key, answer as Schemas['PasskeyRegistration']);
}

export async function passkeySignIn(label?: string): Promise<Identity> {
  const options = await passkeyAuthenticationOptions();
  const answer = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  const signedIn = await signInWithPasskey(answer as Schemas['PasskeyAssertion'], label);
  return { id: signedIn.id, name: signedIn.name, key: signedIn.key };
}
