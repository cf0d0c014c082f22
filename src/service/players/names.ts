// What a name may be, for players and for the people at a table's seats: 1 to 40 printable characters
// once trimmed (no control or format characters), not necessarily unique, with at least one character a
// person can see. Unicode has letters that draw nothing (U+3164 HANGUL FILLER, U+115F and U+1160, the
// halfwidth U+FFA0, all "default ignorable"), a symbol that draws nothing (U+2800 BRAILLE PATTERN BLANK),
// spaces of many widths, and marks that only decorate the character before them: a name made of those alone
// would show as nobody. The fillers and the braille blank are refused anywhere in a name, since no real name
// needs them and a visible name padded with them looks like another; other spaces and marks are fine between
// visible characters.
import { Refusal } from '../refusal.js';

export const MAX_NAME = 40;

/** Characters that draw nothing even though Unicode does not class them as spaces or controls. */
const BLANK_LETTERS = /[\u115f\u1160\u2800\u3164\uffa0]|(?=\p{L})\p{Default_Ignorable_Code_Point}/u;

/** A character a person sees: not a space, not default-ignorable, not a mark alone, not a blank letter. */
const VISIBLE = /(?![\p{White_Space}\p{Default_Ignorable_Code_Point}\p{M}\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;

/** A character as Unicode names it: U+3164. */
const codePoint = (character: string): string =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

export function checkName(name: string, path = 'name'): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || [...trimmed].length > MAX_NAME || /\p{C}/u.test(trimmed)) {
    throw Refusal.of('invalid-request', `A name is 1 to ${MAX_NAME} printable characters.`, {
      errors: [{ path, message: `1 to ${MAX_NAME} printable characters` }],
    }).saying('invalid-request/name', { max: MAX_NAME });
  }
  const blank = BLANK_LETTERS.exec(trimmed)?.[0];
  if (blank !== undefined || !VISIBLE.test(trimmed)) {
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
