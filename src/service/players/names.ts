// What a name may be, for players and for the people at a table's seats: 1 to 40 printable characters
// once trimmed (no control or format characters), not necessarily unique, with at least one character a
// person can see (text/visible.ts): a name made only of spaces, marks or blank letters would show as nobody.
// The fillers and the braille blank are refused anywhere in a name, since no real name needs them and a
// visible name padded with them looks like another; other spaces and marks are fine between visible
// characters.
import { Refusal } from '../refusal.js';
import { BLANK_LETTERS, codePoint, hasVisibleCharacter } from '../text/visible.js';

export const MAX_NAME = 40;

export function checkName(name: string, path = 'name'): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || [...trimmed].length > MAX_NAME || /\p{C}/u.test(trimmed)) {
    throw Refusal.of('invalid-request', `A name is 1 to ${MAX_NAME} printable characters.`, {
      errors: [{ path, message: `1 to ${MAX_NAME} printable characters` }],
    }).saying('invalid-request/name', { max: MAX_NAME });
  }
  const blank = BLANK_LETTERS.exec(trimmed)?.[0];
  if (blank !== undefined || !hasVisibleCharacter(trimmed)) {
    const which =
      blank === undefined
        ? 'it has no character that shows (only spaces or marks)'
        : `${codePoint(blank)} draws nothing`;
    throw Refusal.of('invalid-request', `A name must show: ${which}. Use letters, digits or symbols people can see.`, {
      errors: [{ path, message: 'at least one visible character, and no blank letters (U+3164, U+2800…)' }],
    }).saying(
      'invalid-request/blank-name',
      blank === undefined ? { visible: 'none' } : { visible: 'blank', blank: codePoint(blank) },
    );
  }
  return trimmed;
}
