// The rule books of the games served, read once at start from docs/rules/<game>.md and kept rendered in
// memory: the pages are the same for everyone and never change while the process runs. A game without a
// book (a test fixture) simply has no pages. Translations sit beside the English book as <game>.fr.md and
// <game>.de.md, with the same rule ids; a language without its file falls back to the English book.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findUp } from '../find-up.js';
import { marked } from 'marked';
import { LANGUAGES, type Language } from '../i18n/accept-language.js';
import { anchorRules, ruleText, titleOf } from './rule-book.js';

export interface RuleBook {
  readonly game: string;
  /** The language the book is written in (the English one when the asked language has no book). */
  readonly language: Language;
  readonly title: string;
  readonly markdown: string;
  readonly html: string;
}

export interface Library {
  book(game: string, language?: Language): RuleBook | null;
  /** The markdown of one rule of a game's book, or null. */
  rule(game: string, id: string, language?: Language): string | null;
}

/** The books are trusted project files: rendered as written (no sanitising), under a CSP that runs no script. */
export const renderMarkdown = (markdown: string): string => marked.parse(markdown, { async: false });

/**
 * docs/rules of the project: the first ancestor of this module that holds it, so the same code finds it
 * from src/ (tsx) and from dist/src/ (the compiled image, which copies docs/ beside dist/).
 */
export const defaultRulesDir = (from = dirname(fileURLToPath(import.meta.url))): string | null =>
  findUp(from, join('docs', 'rules'));

const missingAsNull = (error: unknown): null => {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
  throw error;
};

export async function loadLibrary(
  gameIds: readonly string[],
  dir: string | null = defaultRulesDir(),
): Promise<Library> {
  const books = new Map<string, RuleBook>();
  const key = (game: string, language: Language) => `${game}.${language}`;
  for (const game of gameIds) {
    for (const language of LANGUAGES) {
      const file = language === 'en' ? `${game}.md` : `${game}.${language}.md`;
      const markdown = dir === null ? null : await readFile(join(dir, file), 'utf8').catch(missingAsNull);
      if (markdown === null) continue;
      const html = anchorRules(renderMarkdown(markdown));
      books.set(key(game, language), { game, language, title: titleOf(markdown, game), markdown, html });
    }
  }
  const book = (game: string, language: Language = 'en') =>
    books.get(key(game, language)) ?? books.get(key(game, 'en')) ?? null;
  return {
    book,
    rule: (game, id, language) => {
      const found = book(game, language);
      return found ? ruleText(found.markdown, id) : null;
    },
  };
}
