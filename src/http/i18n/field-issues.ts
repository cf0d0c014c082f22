// The `errors` of a refused request (one entry per field: its path and what is wrong) in French or German.
// zod words its issues in English; its own maintained locales say the same issues in other languages from the
// issue's code and parameters (service/refusal.ts keeps the zod issue beside each entry, out of the JSON). An
// entry with no such translation (a schema's own sentence, a list built by hand: the problem's detail already
// says it in the language) keeps its English words, as every entry did before.
import { z } from '../zod.js';
import { ZOD_ISSUE, type FieldIssue } from '../../service/refusal.js';
import type { Language } from './accept-language.js';

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

/**
 * `errors` in `language`: each entry zod's locale says exactly as its English said, translated; any other (a custom
 * sentence, an issue made without the input it refused, an entry built by hand) as it was. Null for a value that
 * is not a list of field issues.
 */
export function fieldIssuesIn(errors: unknown, language: Exclude<Language, 'en'>): FieldIssue[] | null {
  if (!Array.isArray(errors) || !errors.every(isFieldIssue)) return null;
  return errors.map(entry => {
    const issue = entry[ZOD_ISSUE];
    const message =
      issue === undefined || said(LOCALES.en, issue) !== entry.message ? null : said(LOCALES[language], issue);
    return { path: entry.path, message: message ?? entry.message };
  });
}
