// The documentation pages in the OpenAPI document: the pages a problem's `type` leads to, and the rule books.
// Registered with the document's conventions (openapi/conventions.ts), like every other operation.
import { example, headers, problems, type Api } from '../openapi/conventions.js';
import { z } from '../zod.js';

/** A page in both of its forms, HTML by default and markdown on request, with an example of each. */
const page = (description: string, html: string, markdown: string) => ({
  description,
  headers: headers(),
  content: {
    'text/html': { schema: z.string(), examples: { page: example('The page', html) } },
    'text/markdown': {
      schema: z.string(),
      examples: { markdown: example('The markdown (Accept: text/markdown)', markdown) },
    },
  },
});

const negotiation = 'HTML by default; the markdown itself with `Accept: text/markdown`.';

/** `?lang=`: the page's language, English without it. */
const lang = (description: string) =>
  z.object({
    lang: z
      .enum(['en', 'fr', 'de'])
      .optional()
      .openapi({ param: { description, example: 'fr' } }),
  });

/** The rule books' language (each translation keeps the English book's rule ids). */
const bookLang = lang(
  'The language of the rule book: English (the default), French or German. Rule ids and anchors are the same in each.',
);

export function registerDocsPaths(api: Api, gameIds: readonly [string, ...string[]]): void {
  api.op({
    method: 'get',
    path: '/problems/{code}',
    operationId: 'explainProblem',
    tag: 'Documentation',
    access: 'public',
    summary: 'What a problem code of the server means',
    description: `The page a problem's \`type\` leads to for the server's own codes: the status, the title and what to do, in English, or in French or German with \`lang\` (the \`type\` itself is the same in every language). ${negotiation}`,
    request: {
      params: z.object({
        code: z.string().openapi({ param: { description: 'A code of the server.', example: 'version-conflict' } }),
      }),
      query: lang('The language of the page: English (the default), French or German.'),
    },
    responses: {
      200: page(
        'The code explained.',
        '<!doctype html><html lang="en"><head><title>version-conflict</title></head><body><h1>version-conflict</h1><p><strong>409 — The game is at another version.</strong></p>…</body></html>',
        '# version-conflict\n\n**409 — The game is at another version.**\n\nSomeone moved first: read the game again…\n',
      ),
      ...problems(400, 404),
    },
  });
  api.op({
    method: 'get',
    path: '/problems/{game}/{rule}',
    operationId: 'explainRuleProblem',
    tag: 'Documentation',
    access: 'public',
    summary: 'Read the rule a refused move breaks',
    description:
      `The page a rule code's \`type\` leads to (\`/problems/monad/M18-pass-not-allowed\`): the rule's text, quoted from the game's rule book, ` +
      `with a link to the rule in the whole book. The rule id (M18) decides; the words after it describe the case. ${negotiation}`,
    request: {
      params: z.object({
        game: z.enum(gameIds).openapi({ param: { description: 'A game this server serves.', example: gameIds[0] } }),
        rule: z.string().openapi({
          param: {
            description: 'The rule id and the case, as in the code: M18-pass-not-allowed.',
            example: 'M18-pass-not-allowed',
          },
        }),
      }),
      query: bookLang,
    },
    responses: {
      200: page(
        'The rule quoted.',
        '<!doctype html><html lang="en"><head><title>monad/M18-pass-not-allowed</title></head><body><h1>monad/M18-pass-not-allowed</h1>…<h2>Rule M18</h2><ul><li id="M18"><strong>M18 Pass.</strong> Allowed only when…</li></ul>…</body></html>',
        "# monad/M18-pass-not-allowed\n\n**422 — The rules forbid this now.** …\n\n## Rule M18\n\n- **M18 Pass.** Allowed only when…\n\nIn the whole rule book: [Monad — the project's rule book, M18](/rules/monad#M18).\n",
      ),
      ...problems(400, 404),
    },
  });
  api.op({
    method: 'get',
    path: '/rules/{game}',
    operationId: 'getRuleBook',
    tag: 'Documentation',
    access: 'public',
    summary: "Read a game's rule book",
    description: `The whole rule book the game is played by (docs/rules/<game>.md, or <game>.fr.md and <game>.de.md with \`lang\`); each rule's item carries its id as an anchor (#M18). ${negotiation}`,
    request: {
      params: z.object({
        game: z.enum(gameIds).openapi({ param: { description: 'A game this server serves.', example: gameIds[0] } }),
      }),
      query: bookLang,
    },
    responses: {
      200: page(
        'The rule book.',
        '<!doctype html><html lang="en"><head><title>Monad — the project\'s rule book</title></head><body><h1>Monad — the project\'s rule book</h1>…<li id="M1"><strong>M1 Colours.</strong> Six colours…</body></html>',
        "# Monad — the project's rule book\n\n…\n\n- **M1 Colours.** Six colours…\n",
      ),
      ...problems(400, 404),
    },
  });
}
