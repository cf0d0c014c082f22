// The page's languages and how one is chosen: the person's own choice (kept in localStorage), else the
// first of the browser's languages (navigator.languages, most preferred first) that the page speaks, else
// English. A region ("fr-CH", "de-AT") counts as its language. Pure, so tested without a browser.
export const LANGUAGES = ['en', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, as a language switch shows it (the same in every language). */
export const ENDONYMS: Readonly<Record<Language, string>> = { en: 'English', fr: 'Français', de: 'Deutsch' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language a tag such as "fr-CH" names, if the page speaks it. */
export function languageOf(tag: string): Language | null {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

export function chooseLanguage(stored: string | null | undefined, preferred: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of preferred) {
    const found = languageOf(tag);
    if (found !== null) return found;
  }
  return 'en';
}
