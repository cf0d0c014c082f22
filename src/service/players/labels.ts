// What a device's label may be (a key's, shown in the list of keys and beside the passkeys it added): plain
// text, checked like a name (names.ts) for control and format characters (\p{C}). Among them are the bidi
// embeddings, overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), which
// let a label show its text reversed or reorder the list around it, and the zero-width characters that make
// one label look like another. Checked before a link code or a passkey challenge is used up, so the device can
// send the same code or answer again with a plain label.
import { Refusal } from '../refusal.js';
import { codePoint } from '../text/visible.js';
import { MAX_LABEL } from './schemas.js';

const NOT_PLAIN = /\p{C}/u;

/** Refuses a label (the schema trimmed it) holding such a character, naming the first. */
export function checkLabel(label: string | null): void {
  const character = label === null ? undefined : NOT_PLAIN.exec(label)?.[0];
  if (character === undefined) return;
  throw Refusal.of(
    'invalid-request',
    `A device's label is 1 to ${MAX_LABEL} characters of plain text: it holds ${codePoint(character)}, a control or format character (such as a bidi control, which reorders the text around it); leave it out.`,
    { errors: [{ path: 'label', message: `plain text, without ${codePoint(character)}` }] },
  ).saying('invalid-request/label', { max: MAX_LABEL, character: codePoint(character) });
}
