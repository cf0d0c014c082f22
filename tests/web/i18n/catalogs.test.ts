// The page's three catalogs (web/src/i18n/catalog): the same keys in English, French and German; every
// message valid ICU MessageFormat that formats; no placeholder a translation invents; and every plural
// with the forms its language needs for the counts a page shows (what Intl.PluralRules gives 0…1000).
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { de } from '../../../web/src/i18n/catalog/de';
import { en } from '../../../web/src/i18n/catalog/en';
import { fr } from '../../../web/src/i18n/catalog/fr';
import { formatList, money, setLanguage, t } from '../../../web/src/i18n/i18n';
import { chooseLanguage, LANGUAGES, type Language } from '../../../web/src/i18n/languages';

const CATALOGS = { en, fr, de } as const;

/** The few fields of the parser's AST this test reads (types: 1 argument, 2 number, 5 select, 6 plural). */
interface Element {
  readonly type: number;
  readonly value?: string | Element[];
  readonly pluralType?: 'cardinal' | 'ordinal';
  readonly options?: Readonly<Record<string, { readonly value: readonly Element[] }>>;
  readonly children?: readonly Element[];
}

interface Found {
  readonly args: Map<string, 'plain' | 'number' | 'select' | 'plural'>;
  readonly plurals: { readonly name: string; readonly ordinal: boolean; readonly forms: readonly string[] }[];
}

function walk(elements: readonly Element[], found: Found): Found {
  for (const el of elements) {
    const name = typeof el.value === 'string' ? el.value : '';
    if (el.type === 1) found.args.set(name, found.args.get(name) ?? 'plain');
    if (el.type === 2) found.args.set(name, 'number');
    if (el.type === 5) found.args.set(name, 'select');
    if (el.type === 6) {
      found.args.set(name, 'plural');
      found.plurals.push({ name, ordinal: el.pluralType === 'ordinal', forms: Object.keys(el.options ?? {}) });
    }
    for (const option of Object.values(el.options ?? {})) walk(option.value, found);
    if (el.children) walk(el.children, found);
  }
  return found;
}

const analyse = (message: string, lang: Language): Found =>
  walk(new IntlMessageFormat(message, lang).getAst() as unknown as Element[], { args: new Map(), plurals: [] });

/** The plural categories a language gives to whole numbers 0…1000. */
function categories(lang: Language, ordinal: boolean): Set<string> {
  const rules = new Intl.PluralRules(lang, { type: ordinal ? 'ordinal' : 'cardinal' });
  return new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)));
}

const sample = (kind: string): string | number => (kind === 'plural' || kind === 'number' ? 2 : 'x');

const keysOf = (lang: Language) => Object.keys(CATALOGS[lang]).sort();

describe('the message catalogs', () => {
  it.each(LANGUAGES.filter(l => l !== 'en'))('%s has exactly the English keys', lang => {
    expect(keysOf(lang)).toEqual(keysOf('en'));
  });

  it.each(LANGUAGES)('%s: every message parses, formats and names only placeholders the English one has', lang => {
    const problems: string[] = [];
    for (const [key, message] of Object.entries(CATALOGS[lang])) {
      let found: Found;
      try {
        found = analyse(message, lang);
      } catch (error) {
        problems.push(`${key}: does not parse (${String(error)})`);
        continue;
      }
      const english = analyse(CATALOGS.en[key as keyof typeof CATALOGS.en], 'en');
      for (const name of found.args.keys())
        if (!english.args.has(name)) problems.push(`${key}: {${name}} is not a placeholder of the English message`);
      const values = Object.fromEntries([...english.args].map(([name, kind]) => [name, sample(kind)]));
      try {
        new IntlMessageFormat(message, lang).format(values);
      } catch (error) {
        problems.push(`${key}: does not format (${String(error)})`);
      }
      for (const plural of found.plurals) {
        const missing = [...categories(lang, plural.ordinal)].filter(c => !plural.forms.includes(c));
        if (!plural.forms.includes('other')) missing.push('other');
        if (missing.length > 0) problems.push(`${key}: {${plural.name}} lacks the forms ${missing.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('would notice a missing plural form', () => {
    const { plurals } = analyse('{n, plural, other {# cartes}}', 'fr');
    expect([...categories('fr', false)].filter(c => !plurals[0]?.forms.includes(c))).toContain('one');
  });
});

describe('the page in each language', () => {
  it('speaks through t, with plurals, numbers and lists of the language', async () => {
    try {
      await setLanguage('fr');
      expect(t('monad.pile.cards', { n: 1 })).toBe('1 carte');
      expect(t('monad.pile.cards', { n: 3 })).toBe('3 cartes');
      expect(money(250_000)).toBe('250\u202f000\u00a0$');
      expect(formatList(['a', 'b', 'c'])).toBe('a, b et c');
      await setLanguage('de');
      expect(t('layout.newTable')).toBe('Neuer Tisch');
      expect(money(250_000)).toBe('250.000\u00a0$');
      expect(formatList(['a', 'b'])).toBe('a und b');
      await setLanguage('en');
      expect(t('monad.pile.cards', { n: 1 })).toBe('1 card');
      expect(money(250_000)).toBe('$250,000');
    } finally {
      await setLanguage('en');
    }
  });

  it('starts in the language chosen before, else the browser’s first one it speaks, else English', () => {
    expect(chooseLanguage('de', ['fr-FR'])).toBe('de');
    expect(chooseLanguage(null, ['es-ES', 'fr-CH', 'de'])).toBe('fr');
    expect(chooseLanguage('xx', ['DE-at'])).toBe('de');
    expect(chooseLanguage(null, ['es', 'it'])).toBe('en');
    expect(chooseLanguage(undefined, [])).toBe('en');
  });
});
