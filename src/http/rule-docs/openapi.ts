// The documentation pages in the OpenAPI document: the pages a problem's `type` leads to, and the rule books.
import type { OpenAPIRegistry, ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { Problem } from '../schemas.js';
import { z } from '../zod.js';

const notFound = (description: string, example: object): ResponseConfig => ({
  description,
  content: { 'application/problem+json': { schema: Problem, example } },
});

const page = (description: string, html: string, markdown: string): ResponseConfig => ({
  description,
  content: {
    'text/html': { schema: z.string(), example: html },
    'text/markdown': { schema: z.string(), example: markdown },
  },
});

const unknownCode = (code: string) => ({
  type: '/problems/problem-code-not-found',
  title: 'No such problem code',
  status: 404,
  detail: `"${code}" is not a problem code of this server nor a rule of a game it serves.`,
  code: 'problem-code-not-found',
  instance: `/problems/${code}`,
});

/** The edge refuses a malformed path (bad percent-encoding, a NUL) before any route sees it (guard.ts). */
const badPath = notFound('A malformed path: bad percent-encoding, a NUL or a lone surrogate (invalid-request).', {
  type: '/problems/invalid-request',
  title: 'The request does not have the expected shape',
  status: 400,
  detail: 'The path holds malformed percent-encoding: write "%" itself as %25.',
  code: 'invalid-request',
  instance: '/problems/%E0%A4%A',
});

const negotiation = 'HTML by default; the markdown itself with `Accept: text/markdown`.';

export function registerDocsPaths(registry: OpenAPIRegistry, gameIds: readonly [string, ...string[]]): void {
  registry.registerPath({
    method: 'get',
    path: '/problems/{code}',
    operationId: 'explainProblem',
    tags: ['Documentation'],
    summary: 'What a problem code of the server means',
    description: `The page a problem's \`type\` leads to for the server's own codes: the status, the title and what to do. ${negotiation}`,
    security: [],
    request: { params: z.object({ code: z.string().openapi({ example: 'version-conflict' }) }) },
    responses: {
      200: page(
        'The code explained.',
        '<!doctype html><html lang="en"><head><title>version-conflict</title></head><body><h1>version-conflict</h1><p><strong>409 — The game is at another version.</strong></p>…</body></html>',
        '# version-conflict\n\n**409 — The game is at another version.**\n\nSomeone moved first: read the game again…\n',
      ),
      400: badPath,
      404: notFound('No such code (problem-code-not-found).', unknownCode('no-such-code')),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/problems/{game}/{rule}',
    operationId: 'explainRuleProblem',
    tags: ['Documentation'],
    summary: 'The rule a refused move breaks',
    description:
      `The page a rule code's \`type\` leads to (\`/problems/monad/M18-pass-not-allowed\`): the rule's text, quoted from the game's rule book, ` +
      `with a link to the rule in the whole book. The rule id (M18) decides; the words after it describe the case. ${negotiation}`,
    security: [],
    request: {
      params: z.object({
        game: z.enum(gameIds).openapi({ example: gameIds[0] }),
        rule: z.string().openapi({ description: 'The rule id and the case, as in the code: M18-pass-not-allowed.', example: 'M18-pass-not-allowed' }),
      }),
    },
    responses: {
      200: page(
        'The rule quoted.',
        '<!doctype html><html lang="en"><head><title>monad/M18-pass-not-allowed</title></head><body><h1>monad/M18-pass-not-allowed</h1>…<h2>Rule M18</h2><ul><li id="M18"><strong>M18 Pass.</strong> Allowed only when…</li></ul>…</body></html>',
        '# monad/M18-pass-not-allowed\n\n**422 — The rules forbid this now.** …\n\n## Rule M18\n\n- **M18 Pass.** Allowed only when…\n\nIn the whole rule book: [Monad — the project\'s rule book, M18](/rules/monad#M18).\n',
      ),
      400: badPath,
      404: notFound('No such game, or no such rule in its book (problem-code-not-found).', unknownCode('monad/M99-no-such-rule')),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/rules/{game}',
    operationId: 'getRuleBook',
    tags: ['Documentation'],
    summary: 'A game\'s rule book',
    description: `The whole rule book the game is played by (docs/rules/<game>.md); each rule's item carries its id as an anchor (#M18). ${negotiation}`,
    security: [],
    request: { params: z.object({ game: z.enum(gameIds).openapi({ example: gameIds[0] }) }) },
    responses: {
      200: page(
        'The rule book.',
        '<!doctype html><html lang="en"><head><title>Monad — the project\'s rule book</title></head><body><h1>Monad — the project\'s rule book</h1>…<li id="M1"><strong>M1 Colours.</strong> Six colours…</body></html>',
        '# Monad — the project\'s rule book\n\n…\n\n- **M1 Colours.** Six colours…\n',
      ),
      400: badPath,
      404: notFound('No rule book for such a game (game-not-found).', {
        type: '/problems/game-not-found',
        title: 'No such game',
        status: 404,
        detail: 'This server has no rule book for a game called "chess".',
        code: 'game-not-found',
        instance: '/rules/chess',
      }),
    },
  });
}
