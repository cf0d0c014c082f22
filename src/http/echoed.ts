// What a problem repeats of the request, bounded and made visible. A detail or an `errors` entry may quote
// what the client sent (an unknown query parameter's name, a key, a handle), and a request line may carry
// 16 kB of it: a problem is read by a person, and an echo of 16 kB (twice, in `detail` and in `errors`) helps
// no one and makes every refusal as large as the request that provoked it. So every character a screen acts on
// rather than shows is written as its escape (U+202E as \u202E), so the reader sees it; then a word longer than
// any real one keeps its start, an ellipsis and its closing punctuation, and a whole text its start and its end
// (where a sentence says what to do) around an ellipsis. Lengths are counted as shown, escapes included, and no
// cut falls inside an escape or a surrogate pair.

import { unicodeEscape } from '../service/text/quoted.js';

/** Characters of one word (a run without spaces) kept: ids, rule codes and field paths are far shorter. */
export const WORD_CHARACTERS = 64;
/** Characters of one text kept: the longest of our sentences, with the names it repeats, is under half. */
export const TEXT_CHARACTERS = 1000;
/** Of a text cut, the characters kept from its end: the route's parameters, the advice. */
const TAIL_CHARACTERS = 300;

const ELLIPSIS = '…';

/**
 * Characters a reader's screen acts on rather than shows: controls (a terminal's escapes, a line break that
 * forges a log line), format characters (the bidi overrides that show a sentence reversed, zero-width and tag
 * characters that hide text) and lone surrogates.
 */
const UNSHOWN = /^[\p{Cc}\p{Cf}\p{Cs}]$/u;
const SPACE = /^\s$/u;
/** The punctuation closing a word (`"x…":`): kept after the ellipsis, so the sentence still reads. */
const CLOSING = /^[\p{P}\p{S}]$/u;
const CLOSING_MOST = 3;

/** One character as shown: itself, or its escape. */
const shown = (character: string): string => (UNSHOWN.test(character) ? unicodeEscape(character) : character);

/** How many characters a shown part takes: one for a character, its length for an escape. */
const width = (part: string): number => (part.length > 2 ? part.length : 1);
const widthOf = (parts: readonly string[]): number => parts.reduce((sum, part) => sum + width(part), 0);

/** The first parts of `parts` that fit in `room` characters. */
function head(parts: readonly string[], room: number): string[] {
  const kept: string[] = [];
  for (const part of parts) {
    if (width(part) > room) break;
    kept.push(part);
    room -= width(part);
  }
  return kept;
}

/** A word's shown parts, cut to WORD_CHARACTERS with its closing punctuation kept. */
function boundedWord(word: readonly string[]): readonly string[] {
  if (widthOf(word) <= WORD_CHARACTERS) return word;
  let closing = 0;
  while (closing < CLOSING_MOST && CLOSING.test(word[word.length - 1 - closing] ?? '')) closing++;
  const tail = word.slice(word.length - closing);
  return [...head(word.slice(0, word.length - closing), WORD_CHARACTERS - 1 - widthOf(tail)), ELLIPSIS, ...tail];
}

/** A text as a problem shows it: escaped, long words cut, and a long text cut in its middle. */
export function echoed(text: string): string {
  const parts: string[] = [];
  let word: string[] = [];
  for (const character of text) {
    if (SPACE.test(character) && !UNSHOWN.test(character)) {
      parts.push(...boundedWord(word), character);
      word = [];
    } else word.push(shown(character));
  }
  parts.push(...boundedWord(word));
  if (widthOf(parts) <= TEXT_CHARACTERS) return parts.join('');
  const end = head([...parts].reverse(), TAIL_CHARACTERS).reverse();
  return [...head(parts, TEXT_CHARACTERS - 1 - widthOf(end)), ELLIPSIS, ...end].join('');
}

/** A text cut to TEXT_CHARACTERS as shown, its words whole (a field's path: a word cut would name another). */
export function echoedWhole(text: string): string {
  const parts = Array.from(text, shown);
  return widthOf(parts) <= TEXT_CHARACTERS ? parts.join('') : [...head(parts, TEXT_CHARACTERS - 1), ELLIPSIS].join('');
}
