// What a problem repeats of the request, bounded and made visible. A detail or an `errors` entry may quote
// what the client sent (an unknown query parameter's name, a key, a handle), and a request line may carry
// 16 kB of it: a problem is read by a person, and an echo of 16 kB (twice, in `detail` and in `errors`) helps
// no one and makes every refusal as large as the request that provoked it. So a word longer than any real one
// keeps its start and an ellipsis, a whole text its first thousand characters; then every character a screen
// acts on rather than shows is written as its escape (U+202E as \u202E), so the reader sees it.

/** Characters of one word (a run without spaces) kept: ids, rule codes and field paths are far shorter. */
export const WORD_CHARACTERS = 64;
/** Characters of one text kept: the longest of our sentences, with the names it repeats, is under half. */
export const TEXT_CHARACTERS = 1000;

const ELLIPSIS = '…';

/**
 * Characters a reader's screen acts on rather than shows: controls (a terminal's escapes, a line break that
 * forges a log line), format characters (the bidi overrides that show a sentence reversed, zero-width and tag
 * characters that hide text) and lone surrogates.
 */
const UNSHOWN = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

/** A run of more than WORD_CHARACTERS code points without white space (`u`: a pair is one character). */
const LONG_WORD = new RegExp(`[^\\s]{${WORD_CHARACTERS + 1},}`, 'gu');

/** `text` cut to `limit` code points, the last one an ellipsis when anything was cut; never half a pair. */
function cut(text: string, limit: number): string {
  const characters = Array.from(text);
  return characters.length <= limit ? text : `${characters.slice(0, limit - 1).join('')}${ELLIPSIS}`;
}

/** `text` with each character of UNSHOWN written as its escape. */
export const shownAsWritten = (text: string): string =>
  text.replace(UNSHOWN, c => {
    const hex = (c.codePointAt(0) ?? 0).toString(16).toUpperCase();
    return hex.length <= 4 ? `\\u${hex.padStart(4, '0')}` : `\\u{${hex}}`;
  });

/** The punctuation closing a word (`"x…":`): kept after the ellipsis, so the sentence still reads. */
const CLOSING = /[\p{P}\p{S}]{1,3}$/u;

/** A word cut to WORD_CHARACTERS code points, its closing punctuation kept. */
function cutWord(word: string): string {
  const closing = CLOSING.exec(word)?.[0] ?? '';
  const core = word.slice(0, word.length - closing.length);
  return core === '' ? cut(word, WORD_CHARACTERS) : `${cut(core, WORD_CHARACTERS - closing.length)}${closing}`;
}

/** `text` as a problem shows it: long words and a long text cut (on characters, before escaping), then escaped. */
export const echoed = (text: string): string => shownAsWritten(cut(text.replace(LONG_WORD, cutWord), TEXT_CHARACTERS));
