// Input a problem's detail repeats back (an unknown handle in a path): written so that it can neither break
// the detail's line (a line feed), turn the text after it around (a bidi override such as U+202E) nor hide
// in it (a zero-width or unassigned character). As JSON.stringify escapes, but for every control, format,
// private-use, surrogate or unassigned character (\p{C}), not only those below U+0020. Its length is the
// route's to bound (a handle longer than any is a 400 before it gets here).

/** A character as its JSON-like escape: \u202E, or \u{E0041} beyond the Basic Multilingual Plane. */
export const unicodeEscape = (character: string): string => {
  const code = character.codePointAt(0) ?? 0;
  return code > 0xffff
    ? `\\u{${code.toString(16).toUpperCase()}}`
    : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
};

const escapeOf = (character: string): string =>
  character === '"' || character === '\\' ? `\\${character}` : unicodeEscape(character);

/** `text` as a detail may repeat it between quotes: nothing in it is invisible, and nothing acts on the line. */
export const quotable = (text: string): string => text.replace(/["\\]|\p{C}/gu, escapeOf);
