// What a chat message's text may be: plain text a person reads, 1 to 500 characters. Line breaks are kept
// (a message may have several lines), written \n whatever the sender's system wrote (\r\n, \r), so readers
// see one kind. Refused, each with its own sentence: other control characters (C0 and C1: a bell, a
// terminal's colour escape, a lone carriage return that would overwrite a line in a log or terminal); the
// bidi embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069), which reorder the text
// after them, so "gnp.exe" can show as "exe.png" (Trojan Source, CVE-2021-42574); and text with no
// character that shows (text/visible.ts, the rule names follow), a message that would show as nothing.
// The marks U+200E and U+200F stay allowed: they reorder nothing past themselves, and right-to-left
// writers need them.
import { Refusal } from '../refusal.js';
import { codePoint, hasVisibleCharacter } from '../text/visible.js';
import { MAX_CHAT_LENGTH } from './schemas.js';

/** C0 and C1 controls (general category Cc) but the line feed (\r is made \n before this is asked). */
const CONTROL = /(?!\n)\p{Cc}/u;

/** Bidi embeddings and overrides (LRE, RLE, PDF, LRO, RLO) and isolates (LRI, RLI, FSI, PDI). */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/u;

/** `text` as a chat message keeps it (line breaks as \n), or the refusal saying what is wrong with it. */
export function chatText(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  const length = [...normalised].length;
  // Blank text (spaces, a BOM) has characters: it is refused below as showing nothing, not for its length.
  if (length === 0 || length > MAX_CHAT_LENGTH)
    throw Refusal.of(
      'chat-text-invalid',
      `A chat message has 1 to ${MAX_CHAT_LENGTH} characters; this one has ${length}.`,
    ).saying('chat-text-invalid', { max: MAX_CHAT_LENGTH, length });
  const control = CONTROL.exec(normalised)?.[0];
  if (control !== undefined)
    throw Refusal.of(
      'chat-text-invalid',
      `A chat message is plain text: it holds the control character ${codePoint(control)}; only line breaks are kept.`,
    ).saying('chat-text-invalid/control', { character: codePoint(control) });
  const bidi = BIDI_CONTROL.exec(normalised)?.[0];
  if (bidi !== undefined)
    throw Refusal.of(
      'chat-text-invalid',
      `A chat message may not hold ${codePoint(bidi)}, a control that reorders the text after it; leave it out (the page shows each message in its own direction).`,
    ).saying('chat-text-invalid/bidi', { character: codePoint(bidi) });
  if (!hasVisibleCharacter(normalised))
    throw Refusal.of(
      'chat-text-invalid',
      'A chat message must show something: this one has only spaces, marks or characters that draw nothing.',
    ).saying('chat-text-invalid/invisible');
  return normalised;
}
