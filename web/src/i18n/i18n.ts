// Every word the page shows goes through here (STYLE.md, "Every word through the catalog"): i18next with
// the ICU plugin, so a message is one ICU MessageFormat string per language with its plurals inside it
// ("{n, plural, one {# card} other {# cards}}") — the format translators and tools know, checked by
// tests/web/i18n/catalogs.test.ts. i18next rather than Lingui: Lingui's macros need a Babel or SWC plugin in
// the build, and this page is built by Vite with oxc and no Babel; i18next-icu works at run time.
// English is in the page's bundle; French and German are chunks of their own, loaded before the first
// paint when the page starts in them (main.tsx awaits startLanguage) or when a person switches, so an
// English reader does not download them. The language is global to the page, like the URL: components
// read it through `t`, and the app re-renders when it changes (useLanguage).
import i18next from 'i18next';
import ICU from 'i18next-icu';
import { useEffect, useState } from 'preact/hooks';
import { en, type MessageKey } from './catalog/en';
import { chooseLanguage, type Language } from './languages';

export type { MessageKey };
export type Values = Readonly<Record<string, string | number>>;
export type Catalog = Readonly<Record<MessageKey, string>>;

const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<Catalog>>> = {
  fr: () => import('./catalog/fr').then(m => m.fr),
  de: () => import('./catalog/de').then(m => m.de),
};

const STORED = 'croupier.language';

const instance = i18next.createInstance();
void instance.use(ICU).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  // Keys are flat ("monad.deck.title"): no nesting, no namespaces, and the values are ICU, not i18next's own.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnEmptyString: false,
});

let current: Language = 'en';
const listeners = new Set<(language: Language) => void>();

/** The page's language now. */
export const language = (): Language => current;

/** The message `key` in the page's language, its {placeholders} filled from `values`. */
export function t(key: MessageKey, values?: Values): string {
  return (instance.t as (key: string, options?: object) => string)(key, values);
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Loads the language's catalog once; false when it cannot be had (offline): the page stays as it is. */
async function load(lang: Language): Promise<boolean> {
  if (lang === 'en' || instance.hasResourceBundle(lang, 'translation')) return true;
  try {
    instance.addResourceBundle(lang, 'translation', await LOADERS[lang]());
    return true;
  } catch {
    return false;
  }
}

function apply(next: Language): void {
  current = next;
  void instance.changeLanguage(next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  for (const listener of listeners) listener(next);
}

/** At start: the language the person chose on this device before, else the browser's, else English. */
export async function startLanguage(): Promise<Language> {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const chosen = chooseLanguage(storage()?.getItem(STORED), preferred);
  apply((await load(chosen)) ? chosen : 'en');
  return current;
}

/** The person's choice: applied as soon as its catalog is here, and remembered on this device. */
export async function setLanguage(next: Language): Promise<void> {
  storage()?.setItem(STORED, next);
  if (await load(next)) apply(next);
}

/** The language, re-rendering the component (the app) when it changes. */
export function useLanguage(): Language {
  const [now, setNow] = useState(current);
  useEffect(() => {
    listeners.add(setNow);
    return () => void listeners.delete(setNow);
  }, []);
  return now;
}

// Numbers and lists by Intl, in the page's language. English lists take no comma before "and" (en-GB).
const localeOf = (lang: Language): string => (lang === 'en' ? 'en-GB' : lang);

/** The page's language as Intl takes it, for dates and times as well as numbers. */
export const locale = (): string => localeOf(current);

export const formatNumber = (n: number): string => new Intl.NumberFormat(localeOf(current)).format(n);

/** Dollars as the language writes them: "$250,000", "250 000 $", "250.000 $". */
export const money = (amount: number): string =>
  new Intl.NumberFormat(localeOf(current), {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(amount);

/** "a, b and c" (or "a, b or c"), with the language's own words; `none` for an empty list. */
export function formatList(items: readonly string[], none = '', type: 'conjunction' | 'disjunction' = 'conjunction') {
  if (items.length === 0) return none;
  return new Intl.ListFormat(localeOf(current), { type }).format(items);
}
