// The language of an answer, negotiated from Accept-Language (RFC 9110 §12.5.4): the client's ranges by
// q-value, most preferred first (ties keep the header's order), each matched to a language this server
// speaks by its primary subtag ("fr-CH" is French; "*" is any, so English); q=0 refuses a language. No
// match, no header, or a header that does not parse: English, the server's default.
export const LANGUAGES = ['en', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

const RANGE = /^\s*([A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\*)\s*(?:;\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*)?$/;

interface Range {
  readonly tag: string;
  readonly q: number;
  readonly order: number;
}

function ranges(header: string): Range[] {
  const found: Range[] = [];
  header.split(',').forEach((part, order) => {
    const match = RANGE.exec(part);
    if (match?.[1] !== undefined) found.push({ tag: match[1].toLowerCase(), q: Number(match[2] ?? '1'), order });
  });
  return found;
}

export function negotiateLanguage(header: string | undefined): Language {
  if (header === undefined || header.length > 1000) return DEFAULT_LANGUAGE;
  const all = ranges(header);
  const refused = new Set(all.filter(r => r.q === 0).map(r => r.tag.split('-')[0]));
  const wanted = all.filter(r => r.q > 0).sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of wanted) {
    const base = tag.split('-')[0] ?? '';
    if (isLanguage(base) && !refused.has(base)) return base;
    if (tag === '*') return LANGUAGES.find(l => !refused.has(l)) ?? DEFAULT_LANGUAGE;
  }
  return DEFAULT_LANGUAGE;
}

export const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);
