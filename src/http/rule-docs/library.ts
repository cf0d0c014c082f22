// The rule books of the games served, read once at start from docs/rules/<game>.md and kept rendered in
// memory: the pages are the same for everyone and never change while the process runs. A game without a
// book (a test fixture) simply has no pages.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findUp } from '../find-up.js';
import { marked } from 'marked';
import { anchorRules, ruleText, titleOf } from './rule-book.js';

export interface RuleBook {
  readonly game: string;
  readonly title: string;
  readonly markdown: string;
  readonly html: string;
}

export interface Library {
  book(game: string): RuleBook | null;
  /** The markdown of one rule of a game's book, or null. */
  rule(game: string, id: string): string | null;
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
  for (const game of gameIds) {
    const markdown = dir === null ? null : await readFile(join(dir, `${game}.md`), 'utf8').catch(missingAsNull);
    if (markdown === null) continue;
    books.set(game, { game, title: titleOf(markdown, game), markdown, html: anchorRules(renderMarkdown(markdown)) });
  }
  return {
    book: game => books.get(game) ?? null,
    rule: (game, id) => {
      const book = books.get(game);
      return book ? ruleText(book.markdown, id) : null;
    },
  };
}
