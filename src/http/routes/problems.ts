// What a problem's `type` URI leads to, and the rule books: `/problems/<code>` explains one of the server's
// codes, `/problems/<game>/<rule>` quotes the rule a refused move breaks, `/rules/<game>` is the whole book.
// Each page is written as markdown and sent as HTML, or as the markdown itself to `Accept: text/markdown`.
import type { Request, Response } from 'express';
import { Router } from 'express';
import { Refusal } from '../../service/refusal.js';
import { refuse, type ServerRefusal } from '../problem-codes.js';
import { renderMarkdown, type Library } from '../rule-docs/library.js';
import { page, pagePolicy } from '../rule-docs/pages.js';
import { ruleIdOf } from '../rule-docs/rule-book.js';
import { RULE, serverProblem } from '../problem.js';

function send(req: Request, res: Response, title: string, markdown: string, html = renderMarkdown(markdown)): void {
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.setHeader('Vary', 'Accept');
  if (req.accepts(['text/html', 'text/markdown']) === 'text/markdown')
    res.type('text/markdown; charset=utf-8').send(markdown);
  else res.type('text/html; charset=utf-8').send(page(title, html));
}

const unknownCode = (code: string): ServerRefusal =>
  refuse('problem-code-not-found', `"${code}" is not a problem code of this server nor a rule of a game it serves.`);

export function problemsRouter(library: Library): Router {
  const router = Router();
  router.use(['/problems', '/rules'], pagePolicy);

  router.get('/problems/:code', (req, res) => {
    const { code } = req.params;
    const entry = serverProblem(code) ?? raise(unknownCode(code));
    send(
      req,
      res,
      code,
      `# ${code}\n\n**${entry.status} — ${entry.title}.**\n\n${entry.advice}\n\nEvery code and route: [the API's documentation](/docs).\n`,
    );
  });

  router.get('/problems/:game/:rule', (req, res) => {
    const code = `${req.params.game}/${req.params.rule}`;
    const book = library.book(req.params.game);
    const id = ruleIdOf(req.params.rule);
    const text = book && id ? library.rule(book.game, id) : null;
    if (!book || !id || text === null) throw unknownCode(code);
    send(
      req,
      res,
      code,
      `# ${code}\n\n**${RULE.status} — ${RULE.title}.** ${RULE.advice}\n\n## Rule ${id}\n\n${text}\n\n` +
        `In the whole rule book: [${book.title}, ${id}](/rules/${book.game}#${id}).\n`,
    );
  });

  router.get('/rules/:game', (req, res) => {
    const book =
      library.book(req.params.game) ??
      raise(Refusal.of('game-not-found', `This server has no rule book for a game called "${req.params.game}".`));
    send(req, res, book.title, book.markdown, book.html);
  });
  return router;
}

function raise(refusal: ServerRefusal): never {
  throw refusal;
}
