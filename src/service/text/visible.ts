// Whether a text shows anything: the rule names (players/names.ts) and chat messages (chat/text.ts) share, so
// that neither a name nor a message can be made of characters that draw nothing. Unicode has letters that
// draw nothing (U+3164 HANGUL FILLER, U+115F and U+1160, the halfwidth U+FFA0, all "default ignorable"), a
// symbol that draws nothing (U+2800 BRAILLE PATTERN BLANK), spaces of many widths, zero-width characters, and
// marks that only decorate the character before them.

/** Characters that draw nothing even though Unicode does not class them as spaces or controls. */
export const BLANK_LETTERS = /[\u115f\u1160\u2800\u3164\uffa0]|(?=\p{L})\p{Default_Ignorable_Code_Point}/u;

/** A character a person sees: not a space, not default-ignorable, not a mark alone, not a blank letter. */
const VISIBLE = /(?![\p{White_Space}\p{Default_Ignorable_Code_Point}\p{M}\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;

/** True when at least one character of `text` shows. */
export const hasVisibleCharacter = (text: string): boolean => VISIBLE.test(text);

/** A character as Unicode names it: U+3164. */
export const codePoint = (character: string): string =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
