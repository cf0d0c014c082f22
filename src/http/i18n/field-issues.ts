// The `errors` of a refused request (one entry per field: its path and what is wrong) in French or German.
// zod words its issues in English; its own maintained locales say the same issues in other languages from the
// issue's code and parameters (service/refusal.ts keeps the zod issue beside each entry, out of the JSON). An
// issue whose English is not zod's own (a schema's custom sentence) has no translation: the caller then says
// the whole problem in English, so a problem never mixes languages.
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
 * `errors` in `language`, or null when one of them cannot be said in it (not a field issue of issuesOf, a custom
 * sentence, or an issue zod made without the input it refused, whose English named the input's type).
 */
export function fieldIssuesIn(errors: unknown, language: Exclude<Language, 'en'>): FieldIssue[] | null {
  if (!Array.isArray(errors)) return null;
  const out: FieldIssue[] = [];
  for (const entry of errors) {
    if (!isFieldIssue(entry)) return null;
    const issue = entry[ZOD_ISSUE];
    if (issue === undefined || said(LOCALES.en, issue) !== entry.message) return null;
    const message = said(LOCALES[language], issue);
    if (message === null) return null;
    out.push({ path: entry.path, message });
  }
  return out;
}
