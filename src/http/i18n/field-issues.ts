// The `errors` of a refused request (one entry per field: its path and what is wrong) in French or German.
// zod words its issues in English; its own maintained locales say the same issues in other languages from the
// issue's code and parameters (service/refusal.ts keeps the zod issue beside each entry, out of the JSON). The
// entries the server words itself are said by field-words.ts: a refusal's one hand-built entry by the key of
// its detail, a schema's own sentence by its English words. Anything else keeps its English words.
import IntlMessageFormat from 'intl-messageformat';
import { z } from '../zod.js';
import { ZOD_ISSUE, type FieldIssue } from '../../service/refusal.js';
import type { Language } from './accept-language.js';
import { FIELD_WORDS, SCHEMA_WORDS } from './field-words.js';
import { isDetailKey } from './details.js';

type Say = (issue: never) => string | { message: string } | undefined | null;

const LOCALES: Record<Language, Say> = {
  en: z.locales.en().localeError as Say,
  fr: z.locales.fr().localeError as Say,
  de: z.locales.de().localeError as Say,
};

function said(say: Say, issue: unknown): string | null {
  try {
    const words = say(issue as never);
    return typeof words === 'string' ? words : (words?.message ?? null);
  } catch {
    return null; // an issue of a shape the locale does not know: English says it
  }
}

const isFieldIssue = (entry: unknown): entry is FieldIssue =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as FieldIssue).path === 'string' &&
  typeof (entry as FieldIssue).message === 'string';

/** What a refusal's detail says: its key and params (ServerRefusal's `words`). */
export interface DetailWords {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** The one entry a refusal built by hand, in `language`, by its detail's key; null when none fits. */
function handWords(words: DetailWords | undefined, language: Exclude<Language, 'en'>): string | null {
  if (words === undefined || !isDetailKey(words.key)) return null;
  const message = FIELD_WORDS[words.key]?.[language];
  if (message === undefined) return null;
  try {
    return String(new IntlMessageFormat(message, language).format(words.params));
  } catch {
    return null; // a sentence that does not fit the params is a bug its test catches; English still answers
  }
}

/**
 * `errors` in `language`: each entry zod's locale says exactly as its English said, translated; the server's own
 * sentences as field-words.ts says them; any other (an issue made without the input it refused) as it was.
 * Null for a value that is not a list of field issues.
 */
export function fieldIssuesIn(
  errors: unknown,
  language: Exclude<Language, 'en'>,
  words?: DetailWords,
): FieldIssue[] | null {
  if (!Array.isArray(errors) || !errors.every(isFieldIssue)) return null;
  const hand = errors.length === 1 ? handWords(words, language) : null;
  return errors.map(entry => {
    const issue = entry[ZOD_ISSUE];
    const message =
      issue === undefined || said(LOCALES.en, issue) !== entry.message
        ? (SCHEMA_WORDS[entry.message]?.[language] ?? (issue === undefined ? hand : null))
        : said(LOCALES[language], issue);
    return { path: entry.path, message: message ?? entry.message };
  });
}
