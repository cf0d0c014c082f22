// What a problem's `type` URI leads to, and the rule books: `/problems/<code>` explains one of the server's
// codes, `/problems/<game>/<rule>` quotes the rule a refused move breaks, `/rules/<game>` is the whole book.
// Each page is written as markdown and sent as HTML, or as the markdown itself to `Accept: text/markdown`.
// `?lang=fr|de` gives every page in French or German (English without it, so that a page's address says its
// language and caches need not vary). A problem's `type` stays the same path in every language, as it names the
// kind of problem: a page that sends a reader there (the web page, for a rule) adds the reader's `?lang`.
import type { Request, Response } from 'express';
import { Router } from 'express';
import { Refusal } from '../../service/refusal.js';
import { refuse, type ServerCode, type ServerRefusal } from '../problem-codes.js';
import { renderMarkdown, type Library } from '../rule-docs/library.js';
import { page, pagePolicy } from '../rule-docs/pages.js';
import { ruleIdOf } from '../rule-docs/rule-book.js';
import { isServerCode, RULE, serverEntry, type Entry } from '../problem.js';
import { isLanguage, type Language } from '../i18n/accept-language.js';
import { ADVICE } from '../i18n/advice.js';
import { TITLES } from '../i18n/titles.js';

function send(
  req: Request,
  res: Response,
  title: string,
  markdown: string,
  html = renderMarkdown(markdown),
  language: Language = 'en',
): void {
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.setHeader('Vary', 'Accept');
  res.setHeader('Content-Language', language);
  if (req.accepts(['text/html', 'text/markdown']) === 'text/markdown')
    res.type('text/markdown; charset=utf-8').send(markdown);
  else res.type('text/html; charset=utf-8').send(page(title, html, language));
}

/** The `lang` query: en, fr or de; English without it. */
function languageOf(req: Request): Language {
  const lang = req.query.lang;
  if (lang === undefined) return 'en';
  if (typeof lang === 'string' && isLanguage(lang)) return lang;
  throw Refusal.of('invalid-request', 'The query parameter lang is one of en, fr and de.', {
    errors: [{ path: 'lang', message: 'one of en, fr, de' }],
  }).saying('invalid-request/lang');
}

/** The words of the pages around a code's advice and a quoted rule, per language. */
const PAGE_WORDS: Readonly<Record<Language, { readonly rule: string; readonly book: string; readonly docs: string }>> =
  {
    en: {
      rule: 'Rule',
      book: 'In the whole rule book:',
      docs: "Every code and route: [the API's documentation](/docs).",
    },
    fr: {
      rule: 'Règle',
      book: 'Dans le livre de règles complet\u00a0:',
      docs: 'Tous les codes et toutes les routes\u00a0: [la documentation de l’API](/docs).',
    },
    de: {
      rule: 'Regel',
      book: 'Im ganzen Regelbuch:',
      docs: 'Alle Codes und Routen: [die Dokumentation der API](/docs).',
    },
  };

/** A code's status, title and advice in `language`: problem.ts's English, or titles.ts's and advice.ts's words. */
function explained(code: ServerCode | 'rule', language: Language): Entry {
  const entry = code === 'rule' ? RULE : serverEntry(code);
  if (language === 'en') return entry;
  return { status: entry.status, title: TITLES[language][code], advice: ADVICE[language][code] };
}

/** A link's query keeping the page's language (none for English, the default). */
const langQuery = (language: Language): string => (language === 'en' ? '' : `?lang=${language}`);

const unknownCode = (code: string): ServerRefusal =>
  refuse(
    'problem-code-not-found',
    `"${code}" is not a problem code of this server nor a rule of a game it serves.`,
  ).saying('problem-code-not-found', { code });

export function problemsRouter(library: Library): Router {
  const router = Router();
  router.use(['/problems', '/rules'], pagePolicy);

  router.get('/problems/:code', (req, res) => {
    const { code } = req.params;
    const language = languageOf(req);
    if (!isServerCode(code)) throw unknownCode(code);
    const { status, title, advice } = explained(code, language);
    send(
      req,
      res,
      code,
      `# ${code}\n\n**${status} — ${title}.**\n\n${advice}\n\n${PAGE_WORDS[language].docs}\n`,
      undefined,
      language,
    );
  });

  router.get('/problems/:game/:rule', (req, res) => {
    const code = `${req.params.game}/${req.params.rule}`;
    const language = languageOf(req);
    const book = library.book(req.params.game, language);
    const id = ruleIdOf(req.params.rule);
    const text = book && id ? library.rule(book.game, id, book.language) : null;
    if (!book || !id || text === null) throw unknownCode(code);
    const words = PAGE_WORDS[book.language];
    const { status, title, advice } = explained('rule', book.language);
    send(
      req,
      res,
      code,
      `# ${code}\n\n**${status} — ${title}.** ${advice}\n\n## ${words.rule} ${id}\n\n${text}\n\n` +
        `${words.book} [${book.title}, ${id}](/rules/${book.game}${langQuery(book.language)}#${id}).\n`,
      undefined,
      book.language,
    );
  });

  router.get('/rules/:game', (req, res) => {
    const language = languageOf(req);
    const book =
      library.book(req.params.game, language) ??
      raise(
        Refusal.of('game-not-found', `This server has no rule book for a game called "${req.params.game}".`).saying(
          'game-not-found/rules',
          { game: req.params.game },
        ),
      );
    send(req, res, book.title, book.markdown, book.html, book.language);
  });
  return router;
}

function raise(refusal: ServerRefusal): never {
  throw refusal;
}
