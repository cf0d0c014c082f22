// What kind of failure an error that is not the server's is, so the page says a sentence of its own in the
// page's language instead of the browser's message (English, or the browser's language, and written for
// developers: "127.0.0.1 is an invalid domain"). WebAuthn's errors keep their DOMException name through
// @simplewebauthn/browser (its WebAuthnError copies it); a failed fetch is a TypeError.
import type { MessageKey } from '../i18n/i18n';

export type ErrorKind =
  'network' | 'passkey-cancelled' | 'passkey-refused' | 'passkey-known' | 'passkey-unsupported' | 'other';

export function errorKind(error: unknown): ErrorKind {
  if (!(error instanceof Error)) return 'other';
  switch (error.name) {
    case 'NotAllowedError':
    case 'AbortError':
      return 'passkey-cancelled';
    case 'InvalidStateError':
      return 'passkey-known';
    case 'NotSupportedError':
      return 'passkey-unsupported';
    case 'SecurityError':
    case 'ConstraintError':
    case 'UnknownError':
      return 'passkey-refused';
    case 'TypeError':
      return /fetch|network|load failed/i.test(error.message) ? 'network' : 'other';
    default:
      return /webauthn is not supported/i.test(error.message) ? 'passkey-unsupported' : 'other';
  }
}

export const ERROR_SENTENCES: Readonly<Record<ErrorKind, MessageKey>> = {
  network: 'problem.network',
  'passkey-cancelled': 'problem.passkeyCancelled',
  'passkey-refused': 'problem.passkeyRefused',
  'passkey-known': 'problem.passkeyKnown',
  'passkey-unsupported': 'problem.passkeyUnsupported',
  other: 'problem.unexpected',
};
