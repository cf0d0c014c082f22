// What a chat message's text may be: plain text a person reads, 1 to 500 characters. Line breaks are kept
// (a message may have several lines), written \n whatever the sender wrote (\r\n, \r, and the Unicode line and
// paragraph separators U+2028 and U+2029), so readers see one kind. The separators are line breaks by
// definition, and a pasted paragraph holds them, so they are kept as what they mean rather than refused; but
// left as they are, a terminal or log shows them raw, and JavaScript before ES2019 took one in a JSON string
// inside a script for the end of the line. Refused, each with its own sentence: other control characters (C0
// and C1: a bell, a terminal's colour escape, a lone carriage return that would overwrite a line in a log or
// terminal); the bidi embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069), which reorder
// the text after them, so "gnp.exe" can show as "exe.png" (Trojan Source, CVE-2021-42574); text with no
// character that shows (text/visible.ts, the rule names follow), a message that would show as nothing; and
// the invisible characters no writing needs and that carry text a reader does not see (HIDDEN below).
// The marks U+200E and U+200F stay allowed: they reorder nothing past themselves, and right-to-left
// writers need them; so do the joiners U+200C and U+200D (Persian, the Indic scripts, emoji sequences), the
// zero-width space U+200B (Thai, Khmer, Lao and Burmese text marks word breaks with it), the soft hyphen and
// one variation selector after a character (emoji presentation, the ideographic variants of Japanese names).
import { Refusal } from '../refusal.js';
import { codePoint, hasVisibleCharacter } from '../text/visible.js';
import { MAX_CHAT_LENGTH } from './schemas.js';

/** C0 and C1 controls (general category Cc) but the line feed (\r is made \n before this is asked). */
const CONTROL = /(?!\n)\p{Cc}/u;

/** Bidi embeddings and overrides (LRE, RLE, PDF, LRO, RLO) and isolates (LRI, RLI, FSI, PDI). */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/u;

/**
 * Invisible characters that hide text and that no message needs: the tag characters U+E0000–U+E007F (each
 * an invisible copy of an ASCII character: whole sentences ride unseen behind a visible word, "ASCII
 * smuggling", which a program or a language model reading the chat still reads); the word joiner and the
 * invisible operators U+2060–U+2064 (and U+2065, unassigned); the deprecated format characters U+206A–U+206F;
 * U+FEFF, a byte order mark or zero-width no-break space anywhere in a message; the interlinear annotation
 * characters U+FFF9–U+FFFB, whose annotation text renderers hide; the invisible musical format characters
 * U+1D173–U+1D17A; and a variation selector right after another one (a variation sequence has one: a run of
 * them encodes bytes under an emoji, one byte each).
 */
const HIDDEN =
  /[\u2060-\u2065\u206a-\u206f\ufeff\ufff9-\ufffb\u{1d173}-\u{1d17a}\u{e0000}-\u{e007f}]|(?<=\p{Variation_Selector})\p{Variation_Selector}/u;

/**
 * The emoji tag sequences Unicode recommends (RGI): the flags of England, Scotland and Wales, a black flag
 * U+1F3F4 followed by the tag letters of the region's code (gbeng, gbsct, gbwls) and the cancel tag U+E007F.
 * Emoji keyboards offer these three; they are the only tag characters a message may hold. Only these exact
 * sequences: another code would draw a black flag over hidden letters.
 */
const TAG_FLAG = new RegExp(
  ['gbeng', 'gbsct', 'gbwls']
    .map(code => `\u{1f3f4}${[...code].map(c => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('')}\u{e007f}`)
    .join('|'),
  'gu',
);

/** `text` as a chat message keeps it (line breaks as \n), or the refusal saying what is wrong with it. */
export function chatText(text: string): string {
  const normalised = text.replace(/\r\n?|[\u2028\u2029]/g, '\n');
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
  const hidden = HIDDEN.exec(normalised.replace(TAG_FLAG, ''))?.[0];
  if (hidden !== undefined)
    throw Refusal.of(
      'chat-text-invalid',
      `A chat message may not hold ${codePoint(hidden)} here: it draws nothing and can carry text a reader does not see; leave it out.`,
    ).saying('chat-text-invalid/hidden', { character: codePoint(hidden) });
  return normalised;
}
